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
      {state === "copied" ? <CheckIcon /> : <CopyIcon />}
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

/** What both icons are drawn with. */
const ICON = { className: "icon", viewBox: "0 0 16 16", width: 14, height: 14, "aria-hidden": true, fill: "none", stroke: "currentColor", strokeWidth: 1.5 } as const;

/** Drawn, not a glyph: icon fonts and rare code points are missing on some systems. */
function CopyIcon() {
  return (
    <svg {...ICON}>
      <rect x="5" y="5" width="8.5" height="8.5" rx="1.5" />
      <path d="M3 10.5V3.5A1.5 1.5 0 0 1 4.5 2h6" strokeLinecap="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg {...ICON} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 8.5l3 3 7-7" />
    </svg>
  );
}
