import { formatDayOfMonth, formatHourMinute } from "@/lib/format-time";
import { DAY_MS, HOUR_MS, MAX_SPAN_MS, MINUTE_MS, SECOND_MS } from "@/shared/schemas/series-query";

/**
 * A dashboard's time range as Grafana writes it in the URL: `from` and `to` are `now`, `now-<n><unit>`
 * (s, m, h, d, w) or epoch milliseconds. A relative range is read again on every refresh.
 */
export interface TimeRange {
  from: string;
  to: string;
}

/** Absolute bounds in epoch milliseconds, `[startTime, endTime)`. */
export interface ResolvedRange {
  startTime: number;
  endTime: number;
}

export const DEFAULT_RANGE: TimeRange = { from: "now-1h", to: "now" };

export const RANGE_PRESETS: readonly (TimeRange & { label: string })[] = [
  { from: "now-15m", to: "now", label: "Last 15 minutes" },
  { from: "now-1h", to: "now", label: "Last 1 hour" },
  { from: "now-6h", to: "now", label: "Last 6 hours" },
  { from: "now-24h", to: "now", label: "Last 24 hours" },
  { from: "now-7d", to: "now", label: "Last 7 days" },
];

const UNIT_MS: Record<string, number> = { s: SECOND_MS, m: MINUTE_MS, h: HOUR_MS, d: DAY_MS, w: 7 * DAY_MS };
const UNIT_WORDS: Record<string, string> = { s: "second", m: "minute", h: "hour", d: "day", w: "week" };

type Point = { kind: "relative"; offsetMs: number; amount: number; unit: string } | { kind: "absolute"; ms: number };

/** `now`, `now-15m`, `now-7d` or epoch milliseconds; null for anything else. */
export function parsePoint(text: string): Point | null {
  const value = text.trim();
  if (value === "now") return { kind: "relative", offsetMs: 0, amount: 0, unit: "s" };
  const relative = /^now-(\d{1,6})([smhdw])$/.exec(value);
  if (relative) {
    const amount = Number(relative[1]);
    const unit = relative[2]!;
    return { kind: "relative", offsetMs: amount * UNIT_MS[unit]!, amount, unit };
  }
  if (/^\d{1,15}$/.test(value)) return { kind: "absolute", ms: Number(value) };
  return null;
}

function pointAt(point: Point, now: number): number {
  return point.kind === "absolute" ? point.ms : now - point.offsetMs;
}

export type RangeReading = { range: TimeRange; problem?: string };

/**
 * The range a URL asks for. Anything unreadable falls back to the default with a sentence that says
 * why; a range over 31 days (the series query's limit) keeps its end and is cut to 31 days.
 */
export function readRange({ from, to }: { from: string | null; to: string | null }, now: number): RangeReading {
  if (from === null && to === null) return { range: DEFAULT_RANGE };
  const fromPoint = parsePoint(from ?? DEFAULT_RANGE.from);
  const toPoint = parsePoint(to ?? DEFAULT_RANGE.to);
  if (!fromPoint || !toPoint) {
    const bad = !fromPoint ? `from=${from}` : `to=${to}`;
    return { range: DEFAULT_RANGE, problem: `The link's time range (${bad}) is not one this console reads, so the last hour is shown.` };
  }
  const range = { from: (from ?? DEFAULT_RANGE.from).trim(), to: (to ?? DEFAULT_RANGE.to).trim() };
  const { startTime, endTime } = { startTime: pointAt(fromPoint, now), endTime: pointAt(toPoint, now) };
  if (startTime >= endTime) {
    return { range: DEFAULT_RANGE, problem: "The link's time range ends before it starts, so the last hour is shown." };
  }
  if (endTime - startTime > MAX_SPAN_MS) {
    const cut = toPoint.kind === "relative" ? { from: "now-31d", to: range.to } : { from: String(endTime - MAX_SPAN_MS), to: range.to };
    return { range: cut, problem: "A dashboard shows at most 31 days at once, so the range was cut to the last 31 days of it." };
  }
  return { range };
}

/** The bounds of `range` at `now`. */
export function resolveRange(range: TimeRange, now: number): ResolvedRange {
  const from = parsePoint(range.from) ?? parsePoint(DEFAULT_RANGE.from)!;
  const to = parsePoint(range.to) ?? parsePoint(DEFAULT_RANGE.to)!;
  return { startTime: pointAt(from, now), endTime: pointAt(to, now) };
}

export const isRelative = (range: TimeRange) => parsePoint(range.to)?.kind === "relative" && parsePoint(range.from)?.kind === "relative";

export const sameRange = (a: TimeRange, b: TimeRange) => a.from === b.from && a.to === b.to;

/** "Nov 23, 13:00": a moment as a custom range and a chart's table name it. */
export const formatDateTime = (time: number) => `${formatDayOfMonth(time)}, ${formatHourMinute(time)}`;

/** "Last 1 hour", "Last 3 days", or "Nov 23, 13:00 – 14:30" (the day once when both ends share it). */
export function describeRange(range: TimeRange, now: number): string {
  const preset = RANGE_PRESETS.find((candidate) => sameRange(candidate, range));
  if (preset) return preset.label;
  const from = parsePoint(range.from);
  if (from?.kind === "relative" && range.to === "now") {
    return `Last ${from.amount} ${UNIT_WORDS[from.unit]}${from.amount === 1 ? "" : "s"}`;
  }
  const { startTime, endTime } = resolveRange(range, now);
  const sameDay = new Date(startTime).toDateString() === new Date(endTime).toDateString();
  return `${formatDateTime(startTime)} – ${sameDay ? formatHourMinute(endTime) : formatDateTime(endTime)}`;
}

/** A zoomed span as URL values: whole milliseconds, at least one second wide. */
export function absoluteRange(startTime: number, endTime: number): TimeRange {
  const start = Math.floor(startTime);
  const end = Math.max(Math.ceil(endTime), start + SECOND_MS);
  return { from: String(start), to: String(end) };
}

/** The URL with `range` in it (the default range leaves the parameters out), other parameters kept. */
export function withRange(params: URLSearchParams, range: TimeRange): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("from", range.from);
  next.set("to", range.to);
  return next;
}

export const REFRESH_OPTIONS = [
  { value: "", label: "Off", ms: 0 },
  { value: "10s", label: "10 s", ms: 10 * SECOND_MS },
  { value: "30s", label: "30 s", ms: 30 * SECOND_MS },
  { value: "1m", label: "1 min", ms: MINUTE_MS },
  { value: "5m", label: "5 min", ms: 5 * MINUTE_MS },
] as const;

/** The auto refresh in the URL (`refresh=30s`); anything else is off. */
export function readRefresh(params: URLSearchParams): (typeof REFRESH_OPTIONS)[number] {
  const value = params.get("refresh") ?? "";
  return REFRESH_OPTIONS.find((option) => option.value === value) ?? REFRESH_OPTIONS[0];
}

/** Why the URL's auto refresh is off although the link asks for one, if it does. */
export function refreshProblem(params: URLSearchParams): string | undefined {
  const value = params.get("refresh");
  if (value === null || REFRESH_OPTIONS.some((option) => option.value === value)) return undefined;
  const offered = REFRESH_OPTIONS.filter((option) => option.ms > 0).map((option) => option.value).join(", ");
  return `The link's auto refresh (${value.slice(0, 40)}) is not one this console offers (${offered}), so it is off.`;
}
