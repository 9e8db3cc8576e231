import { useState, type FocusEvent } from "react";
import "./secret-input.css";

interface SecretInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The secret's name, for the reveal button ("Reveal password"). */
  label: string;
  /** PEM blocks and keys span lines: a textarea, masked by the browser's text security while hidden. */
  multiline?: boolean;
  /** The control's ref, for a form that focuses it (the first field with a problem). */
  inputRef?: (element: HTMLElement | null) => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A secret being typed: masked until the user asks to see it, never offered to the browser's
 * autofill or spell checker, and revealed only by an explicit, labelled toggle.
 */
export function SecretInput({ id, value, onChange, label, multiline = false, inputRef, onBlur, ...aria }: SecretInputProps) {
  const [revealed, setRevealed] = useState(false);
  const common = {
    id,
    value,
    ref: inputRef,
    autoComplete: "off",
    spellCheck: false,
    onBlur,
    ...aria,
  };
  return (
    <span className="secret-input">
      {multiline ? (
        <textarea
          {...common}
          className={`textarea mono secret-input__control ${revealed ? "" : "secret-input--masked"}`}
          rows={4}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={revealed ? "text" : "password"}
          className="input mono secret-input__control"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <button type="button" className="button button--small" aria-pressed={revealed} aria-controls={id} onClick={() => setRevealed((shown) => !shown)}>
        {revealed ? "Hide" : "Reveal"}
        <span className="visually-hidden"> {label}</span>
      </button>
    </span>
  );
}
