import { useId, type KeyboardEventHandler, type ReactNode, type Ref } from "react";
import { FormField } from "./form-field";

interface TextInputProps {
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Ids, keys, addresses: monospace, so look-alike characters stay apart. */
  mono?: boolean;
  placeholder?: string;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  type?: "text" | "datetime-local";
  inputMode?: "numeric" | "decimal" | "text" | "url";
  /** The id of a <datalist> of suggestions. */
  list?: string;
}

function inputProps({ value, onChange, inputRef, mono = false, placeholder, onKeyDown, type, inputMode, list }: TextInputProps) {
  return {
    ref: inputRef,
    className: mono ? "input mono" : "input",
    type,
    inputMode,
    list,
    autoComplete: "off",
    spellCheck: false,
    placeholder,
    onKeyDown,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
}

/** A labelled text input of this page's forms, with hint, error and an optional button beside it. */
export function TextField({ label, hint, error, required, after, ...input }: TextInputProps & {
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  required?: boolean;
  after?: ReactNode;
}) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      {(props) =>
        after ? (
          <div className="input-with-button">
            <input {...props} {...inputProps(input)} />
            {after}
          </div>
        ) : (
          <input {...props} {...inputProps(input)} />
        )
      }
    </FormField>
  );
}

/**
 * A text input in a table cell: labelled for assistive tech only (the column header labels it
 * for the eye), with its error under it.
 */
export function CellInput({ label, error, ...input }: TextInputProps & {
  label: string;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <>
      <input
        {...inputProps(input)}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <p className="field__error" id={errorId}>{error}</p>}
    </>
  );
}
