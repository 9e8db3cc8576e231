import { createContext, useContext, useId, type ComponentProps, type ReactNode } from "react";
import { focusBeforeRemoval } from "@/ui/focus-when-settled";
import { FormField } from "@/ui/form-field";
import { SecretInput } from "@/ui/secret-input";
import { TextField as LabelledInput } from "@/ui/text-field";
import type { FormErrors } from "@/ui/use-form";
import "./pipe-create.css";

/*
 * The create form's controls (also the page's "Add a table" form). Each registers under its field id
 * with the form hook, which is how the form finds the first bad field to focus, and how a message
 * from the model or the server lands beside it.
 */

interface FormFields {
  /** The messages shown now, by field id. */
  errors: FormErrors;
  /** The ref that lets the form focus the field with this id. */
  register: (id: string) => (element: HTMLElement | null) => void;
  /** Focuses the field with this id after the next render (a row just added, say). */
  focus?: (id: string) => void;
}

export const FormFieldsContext = createContext<FormFields>({ errors: {}, register: () => () => undefined });
const useError = (id: string) => useContext(FormFieldsContext).errors[id];
/** The ref that lets the form focus the control standing for field `id` (a button that adds the first row, say). */
export const useFieldRef = (id: string) => useContext(FormFieldsContext).register(id);
/** Focuses a field after the next render: where a button that adds a row sends the keyboard, to the row's first field. */
export const useFocusField = () => useContext(FormFieldsContext).focus ?? (() => undefined);

/**
 * Before a row of a `.wizard-rows` section goes by its Remove button: the focus to the next row's
 * Remove (else the previous row's), or to the section's Add button where the one row left has none.
 */
export function focusBeforeRowRemoval(remove: HTMLElement, rowsLeft: number) {
  const section = remove.closest(".wizard-rows");
  const peers = rowsLeft > 1 ? (section?.querySelectorAll(".wizard-row__remove") ?? []) : [];
  focusBeforeRemoval(remove, peers, section?.querySelector<HTMLElement>(".wizard-rows__add"));
}

interface BaseProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/** The shared labelled input, its error and focus ref found by field id. */
export function TextField({ id, type = "text", ...field }: BaseProps &
  Pick<ComponentProps<typeof LabelledInput>, "value" | "onChange" | "placeholder" | "mono" | "inputMode" | "list" | "type">) {
  const error = useError(id);
  const ref = useFieldRef(id);
  return <LabelledInput {...field} type={type} error={error} inputRef={ref} />;
}

export function SecretField({ id, label, hint, required, value, onChange, multiline, name }: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  /** The secret's name in the reveal button, when the label is not plain text. */
  name: string;
}) {
  const ref = useFieldRef(id);
  return (
    <FormField label={label} hint={hint} error={useError(id)} required={required}>
      {(props) => <SecretInput {...props} inputRef={ref} label={name} value={value} onChange={onChange} multiline={multiline} />}
    </FormField>
  );
}

export function SelectField<T extends string>({ id, label, hint, required, value, onChange, options }: BaseProps & {
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
}) {
  const ref = useFieldRef(id);
  return (
    <FormField label={label} hint={hint} error={useError(id)} required={required}>
      {(props) => (
        <select {...props} ref={ref} className="select" value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      )}
    </FormField>
  );
}

/** A choice of a few options, each with a line saying what it means; shown as cards when `cards`. */
export function RadioGroup<T extends string>({ id, label, hint, required, value, onChange, options, cards }: BaseProps & {
  value: T | "";
  onChange: (value: T) => void;
  options: readonly { value: T; label: string; hint?: string }[];
  cards?: boolean;
}) {
  const error = useError(id);
  const ref = useFieldRef(id);
  const name = useId();
  return (
    <fieldset className={`wizard-fieldset ${error ? "field--invalid" : ""}`} aria-describedby={error ? `${name}-error` : hint ? `${name}-hint` : undefined}>
      <legend className="field__label">
        {label}
        {required && <span className="field__required" aria-hidden="true"> *</span>}
      </legend>
      {hint && <p className="field__hint" id={`${name}-hint`}>{hint}</p>}
      <div className={cards ? "wizard-cards" : "wizard-radios"}>
        {options.map((option, index) => (
          <label key={option.value} className={cards ? `wizard-card ${value === option.value ? "wizard-card--chosen" : ""}` : "checkbox"}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              ref={index === 0 ? ref : undefined}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span className="wizard-card__text">
              <span className="wizard-card__title">{option.label}</span>
              {option.hint && <span className="wizard-card__hint">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && <p className="field__error" id={`${name}-error`}>{error}</p>}
    </fieldset>
  );
}

export function CheckboxField({ id, label, hint, checked, onChange }: BaseProps & { checked: boolean; onChange: (checked: boolean) => void }) {
  const hintId = useId();
  const ref = useFieldRef(id);
  return (
    <div className="field">
      <label className="checkbox">
        <input type="checkbox" ref={ref} checked={checked} aria-describedby={hint ? hintId : undefined} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </label>
      {hint && <p className="field__hint" id={hintId}>{hint}</p>}
    </div>
  );
}

/** Several columns picked from a list, such as a sorting key; the error sits under the whole list. */
export function ChoiceList({ id, label, hint, options, chosen, onChange }: BaseProps & {
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const error = useError(id);
  const ref = useFieldRef(id);
  const name = useId();
  return (
    <fieldset className={`wizard-fieldset ${error ? "field--invalid" : ""}`} aria-describedby={error ? `${name}-error` : hint ? `${name}-hint` : undefined}>
      <legend className="field__label">{label}</legend>
      {hint && <p className="field__hint" id={`${name}-hint`}>{hint}</p>}
      {options.length === 0 ? (
        <p className="muted">Add columns first.</p>
      ) : (
        <div className="wizard-radios">
          {options.map((option, index) => (
            <label key={option.value} className="checkbox">
              <input
                type="checkbox"
                ref={index === 0 ? ref : undefined}
                checked={chosen.includes(option.value)}
                onChange={(event) => onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value))}
              />
              <code>{option.label}</code>
            </label>
          ))}
        </div>
      )}
      {error && <p className="field__error" id={`${name}-error`}>{error}</p>}
    </fieldset>
  );
}

/** An AWS-style key pair (also S3-compatible stores' and GCS HMAC keys): the ID in plain text, the secret masked. */
export function AccessKeyFields({ prefix, accessKeyId, secretKey, onChange }: {
  prefix: string;
  accessKeyId: string;
  secretKey: string;
  onChange: (patch: { accessKeyId?: string; secretKey?: string }) => void;
}) {
  return (
    <div className="wizard-pair">
      <TextField id={`${prefix}.accessKeyId`} label="Access key ID" required mono value={accessKeyId} onChange={(value) => onChange({ accessKeyId: value })} />
      <SecretField id={`${prefix}.secretKey`} name="secret access key" label="Secret access key" required value={secretKey} onChange={(value) => onChange({ secretKey: value })} />
    </div>
  );
}
