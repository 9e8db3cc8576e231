import { madeOnFirstUse } from "./made-on-first-use";

const relative = madeOnFirstUse(() => new Intl.RelativeTimeFormat(undefined, { numeric: "auto" }));
const exact = madeOnFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" }));

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** "3 minutes ago" / "in 2 days"; an unparseable value is shown as it came. */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return String(value);
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === "second") return relative().format(Math.round(seconds / size), unit);
  }
  return String(value);
}

export function formatExactTime(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : exact().format(date);
}
