import type { ReactNode } from "react";

/** healthy / in transition / stopped / failed, or neutral for a value the console does not know. */
export type StatusTone = "ok" | "transition" | "stopped" | "failed" | "neutral";

export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={`badge badge--${tone}`}>
      <span className="badge__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
