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

const fieldsNeedAttention = (count: number) => (count === 1 ? "1 field needs attention" : `${count} fields need attention`);

/**
 * The summary's first line: the step's own checks ("2 fields need attention before the next step"), or,
 * back from "Go to …", the service's refusal of a field, so it does not read as a check of the step.
 */
function summaryTitle(count: number, sent: boolean, serviceRefused: boolean): string {
  if (!serviceRefused) return `${fieldsNeedAttention(count)}${sent ? "; nothing was sent." : " before the next step."}`;
  const others = count - 1;
  return others === 0
    ? "The service refused 1 field; the pipe was not created."
    : `The service refused 1 field, and ${others} more ${others === 1 ? "needs" : "need"} attention before the next step.`;
}

/**
 * Every problem of the step, each a button that takes the focus to its field. `serviceRefused`: the field
 * the service named when it refused the create, when it is among them.
 */
export function ErrorSummary({ errors, sent, serviceRefused, onPick }: { errors: FormErrors; sent: boolean; serviceRefused?: string; onPick: (field: string) => void }) {
  const entries = Object.entries(errors);
  return (
    <div className="wizard-error-summary" role="alert">
      <p className="wizard-error-summary__title">{summaryTitle(entries.length, sent, serviceRefused !== undefined && serviceRefused in errors)}</p>
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
