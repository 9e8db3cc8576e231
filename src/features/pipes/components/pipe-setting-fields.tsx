import { FormField } from "@/ui/form-field";
import type { PipeSettingKey, PipeSourceKind } from "@/shared/schemas/pipe";
import {
  describeBounds,
  formatSettingValue,
  settingsOf,
  type SettingsFormErrors,
  type SettingsFormValues,
} from "../model/pipe-settings-model";
// Its grid is styled with the pipe pages; the create form shows it too, and needs the styles with it.
import "./pipes.css";

/**
 * Every setting a pipe of this kind of source acts on (`settingsOf`) as a field, with its unit, bounds and the value as people read it. Used by the
 * settings form of a pipe and by the create form; each field registers with the form as `fieldPrefix` + its key.
 */
export function PipeSettingFields({ kind, values, errors, onChange, register, fieldPrefix = "" }: {
  kind: PipeSourceKind | undefined;
  values: SettingsFormValues;
  errors: SettingsFormErrors;
  onChange: (key: PipeSettingKey, value: string | boolean) => void;
  register: (path: string) => (element: HTMLElement | null) => void;
  fieldPrefix?: string;
}) {
  return (
    <div className="pipe-settings-form__grid">
      {settingsOf(kind).map((definition) => {
        const value = values[definition.key];
        if (definition.kind === "boolean") {
          return (
            <div key={definition.key} className="field">
              <label className="checkbox">
                <input
                  type="checkbox"
                  name={definition.key}
                  ref={register(`${fieldPrefix}${definition.key}`)}
                  checked={value === true}
                  onChange={(event) => onChange(definition.key, event.target.checked)}
                />
                {definition.label}
              </label>
              <p className="field__hint">{definition.help}</p>
            </div>
          );
        }
        const typed = typeof value === "string" ? value.trim() : "";
        const readable = /^\d+$/.test(typed) && (definition.unit === "ms" || definition.unit === "bytes")
          ? ` Now ${formatSettingValue(definition, Number(typed))}.`
          : "";
        return (
          <FormField
            key={definition.key}
            label={definition.unit === "ms" || definition.unit === "bytes" ? `${definition.label} (${definition.unit})` : definition.label}
            hint={`${definition.help} Allowed: ${describeBounds(definition)}.${readable}`}
            error={errors[definition.key]}
            required
          >
            {(props) => (
              <input
                {...props}
                className="input"
                name={definition.key}
                ref={register(`${fieldPrefix}${definition.key}`)}
                inputMode="numeric"
                autoComplete="off"
                value={typeof value === "string" ? value : ""}
                onChange={(event) => onChange(definition.key, event.target.value)}
              />
            )}
          </FormField>
        );
      })}
    </div>
  );
}
