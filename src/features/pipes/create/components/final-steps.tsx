import { useContext, useState } from "react";
import type { PipeSettingKey } from "@/shared/schemas/pipe";
import type { PipeScalingField } from "@/shared/schemas/pipe-rules";
import type { FormErrors } from "@/ui/use-form";
import { PipeScalingFields } from "../../components/pipe-scaling-fields";
import { PipeSettingFields } from "../../components/pipe-setting-fields";
import { MASK, maskBodySecrets } from "../model/body-secrets";
import { toCreateBody } from "../model/create-steps";
import { KAFKA_TYPE_LABELS, KIND_OPTIONS, OBJECT_STORAGE_TYPE_LABELS, POSTGRES_TYPE_LABELS } from "../model/labels";
import type { PipeDraft } from "../model/pipe-draft";
import { FormFieldsContext } from "./wizard-fields";

/** Errors of the fields under `prefix`, keyed by the rest of their id. */
function errorsUnder<K extends string>(errors: FormErrors, prefix: string): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([id]) => id.startsWith(prefix)).map(([id, message]) => [id.slice(prefix.length), message])) as Partial<Record<K, string>>;
}

/** Step 5: scaling for the kinds that scale, and every setting with its default, folded until needed. */
export function ScalingStep({ draft, onChange }: { draft: PipeDraft; onChange: (draft: PipeDraft) => void }) {
  const { errors, register } = useContext(FormFieldsContext);
  const settingErrors = errorsUnder<PipeSettingKey>(errors, "settings.");
  const [open, setOpen] = useState(false);
  // A setting that needs a fix must be visible to be focused and read.
  const expanded = open || Object.keys(settingErrors).length > 0;
  return (
    <>
      {draft.kind === "postgres" || draft.kind === "" ? (
        <p className="muted">Postgres pipes are sized by the service: they have no replicas to scale.</p>
      ) : (
        <section aria-labelledby="pipe-scaling-heading" className="wizard-rows">
          <h3 id="pipe-scaling-heading">Scaling</h3>
          <PipeScalingFields
            kind={draft.kind}
            values={draft.scaling}
            errors={errorsUnder<PipeScalingField>(errors, "scaling.")}
            register={register}
            fieldPrefix="scaling."
            onChange={(field, value) => onChange({ ...draft, scaling: { ...draft.scaling, [field]: value } })}
          />
        </section>
      )}
      <details className="wizard-details" open={expanded} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Settings <span className="muted">(defaults filled in; only changed ones are sent)</span></summary>
        <PipeSettingFields
          // No kind chosen yet (a draft from before the first step): every setting.
          kind={draft.kind || undefined}
          values={draft.settings}
          errors={settingErrors}
          register={register}
          fieldPrefix="settings."
          onChange={(key, value) => onChange({ ...draft, settings: { ...draft.settings, [key]: value } })}
        />
      </details>
    </>
  );
}

function flavourOf(draft: PipeDraft): string | undefined {
  switch (draft.kind) {
    case "kafka":
      return KAFKA_TYPE_LABELS[draft.kafka.type];
    case "objectStorage":
      return OBJECT_STORAGE_TYPE_LABELS[draft.objectStorage.type];
    case "postgres":
      return POSTGRES_TYPE_LABELS[draft.postgres.type];
    default:
      return undefined;
  }
}

/** Step 6: what the pipe will be, and the exact request, secrets masked unless the user reveals them. */
export function ReviewStep({ draft, requestPath }: { draft: PipeDraft; requestPath: string }) {
  const [revealed, setRevealed] = useState(false);
  const body = toCreateBody(draft);
  const masked = maskBodySecrets(body);
  const shown = revealed ? body : masked;
  const hasSecrets = JSON.stringify(masked).includes(MASK);
  const kind = KIND_OPTIONS.find((option) => option.value === draft.kind)?.label;
  const destination = body.destination.table ? `${body.destination.database}.${body.destination.table}` : body.destination.database;
  return (
    <>
      <dl className="details wizard-summary">
        <dt>Name</dt>
        <dd>{body.name}</dd>
        <dt>Source</dt>
        <dd>{[kind, flavourOf(draft)].filter(Boolean).join(" · ")}</dd>
        <dt>Destination</dt>
        <dd><code>{destination}</code></dd>
        <dt>Table</dt>
        <dd>{body.destination.table ? (body.destination.managedTable ? "A new table" : "An existing table") : "One per table mapping"}</dd>
      </dl>
      <section className="wizard-rows" aria-labelledby="pipe-request-heading">
        <div className="wizard-request__head">
          <h3 id="pipe-request-heading">Request</h3>
          {hasSecrets && (
            <button type="button" className="button button--small" aria-pressed={revealed} onClick={() => setRevealed((value) => !value)}>
              {revealed ? "Hide secrets" : "Reveal secrets"}
            </button>
          )}
        </div>
        <p className="mono wizard-request__line">POST {requestPath}</p>
        <pre className="wizard-request" tabIndex={0} aria-label="Request body">{JSON.stringify(shown, null, 2)}</pre>
      </section>
    </>
  );
}
