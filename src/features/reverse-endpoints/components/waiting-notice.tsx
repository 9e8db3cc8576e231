import { formatClockTime, formatExactTime } from "@/lib/format-time";
import type { ReverseEndpoint } from "@/shared/schemas/reverse-endpoint";
import { pollInterval } from "@/lib/poll-interval";
import { SETTLED_POLL_MS, TRANSITIONAL_POLL_MS, isTransitionalStatus, waitingSince } from "../model/reverse-endpoint-status";
import { statusLabel } from "../model/reverse-endpoint-labels";
import { useNow } from "./use-now";

function elapsed(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** While the endpoint is on its way somewhere: what it waits for, since when, and that the page keeps checking. */
export function WaitingNotice({ endpoint, checkedAt }: { endpoint: ReverseEndpoint; checkedAt: number }) {
  const transitional = isTransitionalStatus(endpoint.status);
  const now = useNow(1000, transitional);
  if (!transitional) return null;
  const since = waitingSince(endpoint, now) ?? { at: now, known: false };
  return (
    <div className="rpe-waiting">
      <span className="rpe-waiting__spinner" aria-hidden="true" />
      <p>
        <strong>{statusLabel(endpoint.status)}</strong>: waiting since {since.known ? "" : "at least "}
        <time dateTime={new Date(since.at).toISOString()} title={formatExactTime(since.at)}>{formatClockTime(since.at)}</time>{" "}
        <span className="muted">({elapsed(now - since.at)})</span>
        {since.known ? "" : "; the service does not say when it began"}. This page checks again every {pollInterval(endpoint, TRANSITIONAL_POLL_MS, SETTLED_POLL_MS, now) / 1000} seconds
        <span className="muted"> · last checked {formatClockTime(checkedAt)}</span>.
      </p>
    </div>
  );
}
