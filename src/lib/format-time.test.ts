import { describe, expect, it } from "vitest";
import { formatClockTime, formatDayOfMonth, formatExactTime, formatHourMinute, formatRelativeTime } from "./format-time";

const now = Date.parse("2026-11-22T12:00:00Z");
const intl = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

describe("formatRelativeTime", () => {
  it("says just now for the last few seconds", () => {
    expect(formatRelativeTime("2026-11-22T11:59:50Z", now)).toBe("just now");
    expect(formatRelativeTime("2026-11-22T12:00:44Z", now)).toBe("just now");
  });
  it("picks the largest whole unit", () => {
    expect(formatRelativeTime("2026-11-22T11:57:00Z", now)).toBe("3 minutes ago");
    expect(formatRelativeTime("2026-11-22T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatRelativeTime("2026-11-19T12:00:00Z", now)).toBe("3 days ago");
    expect(formatRelativeTime("2026-11-22T11:59:00Z", now)).toBe("1 minute ago");
    expect(formatRelativeTime("2026-11-24T12:00:00Z", now)).toBe("in 2 days");
  });
  it("says one day, week, month or year back or ahead with a word", () => {
    expect(formatRelativeTime("2026-11-21T12:00:00Z", now)).toBe("yesterday");
    expect(formatRelativeTime("2026-11-23T12:00:00Z", now)).toBe("tomorrow");
    expect(formatRelativeTime("2026-11-15T12:00:00Z", now)).toBe("last week");
    expect(formatRelativeTime("2025-11-22T12:00:00Z", now)).toBe("last year");
  });
  it("says what Intl.RelativeTimeFormat says in English, from seconds to centuries, back and ahead", () => {
    for (const seconds of [45, 59, 60, 89, 90, 3599, 3600, 86_399, 86_400, 129_600, 604_800, 2_592_000, 31_536_000, 31_536_000_000]) {
      for (const sign of [-1, 1]) {
        const expected = formatRelativeTime(now + sign * seconds * 1000, now);
        const [unit, size] = ([["year", 31_536_000], ["month", 2_592_000], ["week", 604_800], ["day", 86_400], ["hour", 3600], ["minute", 60], ["second", 1]] as const).find(([, size]) => seconds >= size)!;
        expect([seconds, sign, expected]).toEqual([seconds, sign, intl.format(Math.round((sign * seconds) / size), unit)]);
      }
    }
  });
  it("shows an unparseable value as it came", () => {
    expect(formatRelativeTime("yesterday-ish", now)).toBe("yesterday-ish");
  });
});

describe("formatExactTime, formatClockTime, formatHourMinute and formatDayOfMonth", () => {
  it("write the local date and time with two digits each, and the day with the month's English name", () => {
    expect(formatHourMinute(new Date(2026, 10, 22, 7, 5, 59))).toBe("07:05");
    expect(formatHourMinute(new Date(2026, 10, 22, 23, 0).getTime())).toBe("23:00");
    expect([0, 4, 11].map((month) => formatDayOfMonth(new Date(2026, month, 1 + month)))).toEqual(["Jan 1", "May 5", "Dec 12"]);
    const local = new Date(2026, 0, 5, 8, 4, 3);
    expect(formatExactTime(local)).toBe("2026-01-05 08:04:03");
    expect(formatExactTime(local.toISOString())).toBe("2026-01-05 08:04:03");
    expect(formatExactTime(local.getTime())).toBe("2026-01-05 08:04:03");
    expect(formatClockTime(new Date(2026, 10, 22, 23, 59, 9))).toBe("23:59:09");
  });
  it("show an unparseable value as it came", () => {
    expect(formatExactTime("not a time")).toBe("not a time");
    expect(formatClockTime("not a time")).toBe("not a time");
  });
});
