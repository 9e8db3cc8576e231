import { useEffect, useState } from "react";

/** Copies `value` to the clipboard; says so in a polite live region. */
export function CopyButton({ value, label = "Copy", className }: { value: string; label?: string; className?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return (
    <button type="button" className={`button button--ghost button--small ${className ?? ""}`} onClick={copy} aria-label={label}>
      <span aria-hidden="true">{state === "copied" ? "✓" : "⧉"}</span>
      <span className="visually-hidden" role="status">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : ""}
      </span>
    </button>
  );
}

/** An id or name shown in monospace with a one-click copy. */
export function CopyableText({ value, label }: { value: string; label: string }) {
  return (
    <span className="copyable">
      <code className="copyable__text">{value}</code>
      <CopyButton value={value} label={`Copy ${label}`} />
    </span>
  );
}
