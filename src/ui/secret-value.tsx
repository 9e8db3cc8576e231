import { useState } from "react";
import { CopyButton } from "./copy-button";

/** A secret is masked until the user asks to see it; copying works without revealing. */
export function SecretValue({ value, label, multiline = false }: { value: string; label: string; multiline?: boolean }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <span className={`secret ${multiline && revealed ? "secret--multiline" : ""}`}>
      {revealed ? (
        multiline ? <pre className="secret__value">{value}</pre> : <code className="secret__value">{value}</code>
      ) : (
        <code className="secret__mask" aria-label={`${label} hidden`}>••••••••••••</code>
      )}
      <button
        type="button"
        className="button button--ghost button--small"
        aria-pressed={revealed}
        onClick={() => setRevealed((shown) => !shown)}
      >
        {revealed ? `Hide` : `Reveal`}
        <span className="visually-hidden"> {label}</span>
      </button>
      <CopyButton value={value} label={`Copy ${label}`} />
    </span>
  );
}
