import { formatInteger } from "./format-number";

// Times as the console shows them: English words, 24-hour, an exact time local as "2026-11-22 08:05:03"
// (Grafana's default). Written out, not with Intl: a page's first Intl object costs 20–80 ms of set-up.

type Unit = "year" | "month" | "week" | "day" | "hour" | "minute" | "second";

const UNITS: readonly [Unit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** One unit back or ahead, said with a word, as Intl.RelativeTimeFormat's `numeric: "auto"` says it. */
const NEIGHBOURS: Partial<Record<Unit, readonly [past: string, future: string]>> = {
  year: ["last year", "next year"],
  month: ["last month", "next month"],
  week: ["last week", "next week"],
  day: ["yesterday", "tomorrow"],
};

const twoDigits = (count: number) => String(count).padStart(2, "0");

/** "3 minutes ago" / "in 2 days" / "yesterday"; an unparseable value is shown as it came. */
export function formatRelativeTime(value: string | number | Date, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return String(value);
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ["second", 1];
  const count = Math.round(seconds / size);
  const neighbour = Math.abs(count) === 1 ? NEIGHBOURS[unit] : undefined;
  if (neighbour) return count < 0 ? neighbour[0] : neighbour[1];
  const amount = `${formatInteger(Math.abs(count))} ${unit}${Math.abs(count) === 1 ? "" : "s"}`;
  return count < 0 ? `${amount} ago` : `in ${amount}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The local day, "Nov 28". */
export function formatDayOfMonth(value: number | Date): string {
  const date = new Date(value);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/** The local time of day in hours and minutes, "14:05": 24-hour, as Grafana writes a chart's times. */
export function formatHourMinute(value: number | Date): string {
  const date = new Date(value);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** The local time of day, "08:05:03". */
export function formatClockTime(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${formatHourMinute(date)}:${twoDigits(date.getSeconds())}`;
}

/** The local date and time, "2026-11-22 08:05:03"; an unparseable value is shown as it came. */
export function formatExactTime(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const day = `${String(date.getFullYear()).padStart(4, "0")}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${day} ${formatClockTime(date)}`;
}
