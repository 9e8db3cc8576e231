import type { PipeSourceKind } from "@/shared/schemas/pipe";
import type { FormErrors } from "@/ui/use-form";
import { stepTitle } from "../model/labels";
import { STEPS, type StepId } from "../model/pipe-draft";

/** The six steps, the current one marked; any step can be asked for (the form decides whether it may be left for it). */
export function StepList({ current, kind, onJump }: { current: StepId; kind: PipeSourceKind | ""; onJump: (step: StepId) => void }) {
  return (
    <nav aria-label="Steps" className="wizard-steps">
      <ol>
        {STEPS.map((id, position) => (
          <li key={id}>
            <button type="button" className="wizard-steps__step" aria-current={id === current ? "step" : undefined} onClick={() => onJump(id)}>
              <span className="wizard-steps__number" aria-hidden="true">{position + 1}</span>
              <span>{stepTitle(id, kind)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The lists of the form whose items repeat the same fields, by their path, and what one item is called. */
const LIST_ITEMS: Record<string, string> = { "destination.columns": "Column", "postgres.tableMappings": "Table mapping" };

/** "Column 3" for a problem of a list's item: two columns' problems read alike without it. */
function itemOf(field: string): string | undefined {
  const match = /^(.+?)\.(\d+)\./.exec(field);
  const item = match ? LIST_ITEMS[match[1]!] : undefined;
  return item && `${item} ${Number(match![2]) + 1}`;
}

/** Every problem of the step, each a button that takes the focus to its field. */
export function ErrorSummary({ errors, sent, onPick }: { errors: FormErrors; sent: boolean; onPick: (field: string) => void }) {
  const entries = Object.entries(errors);
  return (
    <div className="wizard-error-summary" role="alert">
      <p className="wizard-error-summary__title">
        {entries.length === 1 ? "1 field needs attention" : `${entries.length} fields need attention`}
        {sent ? "; nothing was sent." : " before the next step."}
      </p>
      <ul>
        {entries.map(([id, message]) => (
          <li key={id}>
            <button type="button" className="wizard-link-button" onClick={() => onPick(id)}>
              {itemOf(id) ? `${itemOf(id)}: ${message}` : message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RestoredNote({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div className="wizard-note" role="status">
      <span>This tab kept your draft. Secrets (passwords, keys, certificates) are not kept: enter them again.</span>
      <button type="button" className="button button--small" onClick={onStartOver}>Start over</button>
    </div>
  );
}
