import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./format-time";

const now = Date.parse("2026-11-22T12:00:00Z");

describe("formatRelativeTime", () => {
  it("says just now for the last few seconds", () => {
    expect(formatRelativeTime("2026-11-22T11:59:50Z", now)).toBe("just now");
  });
  it("picks the largest whole unit", () => {
    expect(formatRelativeTime("2026-11-22T11:57:00Z", now)).toMatch(/3 minutes ago/);
    expect(formatRelativeTime("2026-11-22T09:00:00Z", now)).toMatch(/3 hours ago/);
    expect(formatRelativeTime("2026-11-19T12:00:00Z", now)).toMatch(/3 days ago/);
  });
  it("shows an unparseable value as it came", () => {
    expect(formatRelativeTime("yesterday-ish", now)).toBe("yesterday-ish");
  });
});
