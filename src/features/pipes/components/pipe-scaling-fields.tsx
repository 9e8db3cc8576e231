import type { PipeSourceKind } from "@/shared/schemas/pipe";
import { PIPE_SCALING_BOUNDS, scalingFieldsFor, type PipeScalingField } from "@/shared/schemas/pipe-rules";
import { FormField } from "@/ui/form-field";
import { describeScalingBounds, readableTypedValue, SCALING_TEXT, scalingTotal, type ScalingDraft } from "../model/pipe-scaling-model";
// Its grid is styled with the pipe pages; the create form shows it too, and needs the styles with it.
import "./pipes.css";

/**
 * The scaling fields of a kind, each with its unit, bounds and what the typed value means. Used by the
 * scaling form of a pipe and by the create form; each field registers with the form as `fieldPrefix` + its key.
 */
export function PipeScalingFields({ kind, values, errors, onChange, register, fieldPrefix = "" }: {
  kind: PipeSourceKind;
  values: ScalingDraft;
  errors: Partial<Record<PipeScalingField, string>>;
  onChange: (field: PipeScalingField, value: string) => void;
  register: (path: string) => (element: HTMLElement | null) => void;
  fieldPrefix?: string;
}) {
  const total = scalingTotal(values);
  return (
    <div className="stack">
      <div className="pipe-scaling-fields">
        {scalingFieldsFor(kind).map((field) => {
          const { fieldLabel, help } = SCALING_TEXT[field];
          const readable = readableTypedValue(field, values[field]);
          const now = readable ? ` Now ${readable}.` : "";
          return (
            <FormField key={field} label={fieldLabel} hint={`${help} Allowed: ${describeScalingBounds(field)}.${now}`} error={errors[field]} required>
              {(props) => (
                <input
                  {...props}
                  className="input"
                  name={field}
                  ref={register(`${fieldPrefix}${field}`)}
                  inputMode={PIPE_SCALING_BOUNDS[field].integer ? "numeric" : "decimal"}
                  autoComplete="off"
                  value={values[field]}
                  onChange={(event) => onChange(field, event.target.value)}
                />
              )}
            </FormField>
          );
        })}
      </div>
      {total && <p className="muted" aria-live="polite">{total}</p>}
    </div>
  );
}
