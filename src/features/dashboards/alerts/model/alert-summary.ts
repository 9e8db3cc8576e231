import type { Alert, AlertCreateBody } from "@/shared/schemas/stack";
import type { StatusTone } from "@/ui/status-badge";
import { percentOfRatio } from "./ratio-percent";

const INTERVAL_LABELS: Record<AlertCreateBody["interval"], string> = {
  "1m": "1 minute",
  "5m": "5 minutes",
  "15m": "15 minutes",
  "30m": "30 minutes",
  "1h": "1 hour",
  "6h": "6 hours",
  "12h": "12 hours",
  "1d": "1 day",
};

/** "5 minutes" for `5m`; a value the console does not know is shown as the server sent it. */
export function intervalLabel(interval: string): string {
  return (INTERVAL_LABELS as Record<string, string>)[interval] ?? interval;
}

/**
 * "above 50, every 5 minutes": the condition in the words a person would use. On a tile that shows a
 * ratio as a percentage (`percent`), the threshold reads as the chart does: "above 5 %" for 0.05.
 */
export function alertConditionSummary(alert: Pick<Alert, "thresholdType" | "threshold" | "interval">, { percent = false } = {}): string {
  const threshold = percent ? `${percentOfRatio(alert.threshold)} %` : String(alert.threshold);
  return `${alert.thresholdType} ${threshold}, every ${intervalLabel(alert.interval)}`;
}

const STATE_TONES: Record<string, StatusTone> = {
  OK: "ok",
  ALERT: "failed",
  PENDING: "transition",
  INSUFFICIENT_DATA: "neutral",
  DISABLED: "stopped",
};

const STATE_LABELS: Record<string, string> = {
  OK: "OK",
  ALERT: "Alerting",
  PENDING: "Pending",
  INSUFFICIENT_DATA: "Insufficient data",
  DISABLED: "Disabled",
};

export function alertStateTone(state: string | null | undefined): StatusTone {
  return (state && STATE_TONES[state]) || "neutral";
}

export function alertStateLabel(state: string | null | undefined): string {
  if (!state) return "Unknown";
  return STATE_LABELS[state] ?? state;
}
