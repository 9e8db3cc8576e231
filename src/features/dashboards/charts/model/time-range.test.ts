import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "@/shared/schemas/series-query";
import { absoluteRange, DEFAULT_RANGE, describeRange, formatDateTime, parsePoint, readRange, readRefresh, refreshProblem, resolveRange, withRange } from "./time-range";

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const params = (text: string) => new URLSearchParams(text);
const link = (text: string) => {
  const search = params(text);
  return { from: search.get("from"), to: search.get("to") };
};

describe("parsePoint", () => {
  it("reads now, now minus an amount of a unit, and epoch milliseconds", () => {
    expect(parsePoint("now")).toMatchObject({ kind: "relative", offsetMs: 0 });
    expect(parsePoint("now-15m")).toMatchObject({ kind: "relative", offsetMs: 15 * MINUTE_MS });
    expect(parsePoint("now-24h")).toMatchObject({ kind: "relative", offsetMs: DAY_MS });
    expect(parsePoint("now-7d")).toMatchObject({ kind: "relative", offsetMs: 7 * DAY_MS });
    expect(parsePoint("now-2w")).toMatchObject({ kind: "relative", offsetMs: 14 * DAY_MS });
    expect(parsePoint("1763900000000")).toEqual({ kind: "absolute", ms: 1763900000000 });
  });

  it("refuses what Grafana's form does not say", () => {
    for (const text of ["", "today", "now+1h", "now-1y", "now-h", "-5", "1.5", "now - 1h", "1e12"]) expect(parsePoint(text)).toBeNull();
  });
});

describe("readRange", () => {
  it("defaults to the last hour without parameters", () => {
    expect(readRange(link(""), NOW)).toEqual({ range: DEFAULT_RANGE });
  });

  it("keeps a relative or an absolute range as the link says", () => {
    expect(readRange(link("from=now-7d&to=now"), NOW)).toEqual({ range: { from: "now-7d", to: "now" } });
    const from = String(NOW - 3 * HOUR_MS);
    const to = String(NOW - HOUR_MS);
    expect(readRange(link(`from=${from}&to=${to}`), NOW)).toEqual({ range: { from, to } });
  });

  it("falls back to the last hour with a reason for an unreadable or backwards range", () => {
    expect(readRange(link("from=yesterday&to=now"), NOW)).toMatchObject({ range: DEFAULT_RANGE, problem: expect.stringContaining("from=yesterday") });
    expect(readRange(link("from=now&to=now-1h"), NOW)).toMatchObject({ range: DEFAULT_RANGE, problem: expect.stringContaining("ends before it starts") });
  });

  it("cuts a range over 31 days to its last 31 days", () => {
    expect(readRange(link("from=now-60d&to=now"), NOW)).toMatchObject({ range: { from: "now-31d", to: "now" }, problem: expect.stringContaining("31 days") });
    const reading = readRange(link(`from=0&to=${NOW}`), NOW);
    expect(resolveRange(reading.range, NOW)).toEqual({ startTime: NOW - 31 * DAY_MS, endTime: NOW });
  });
});

describe("resolveRange and describeRange", () => {
  it("turns a relative range into bounds at the given moment", () => {
    expect(resolveRange({ from: "now-15m", to: "now" }, NOW)).toEqual({ startTime: NOW - 15 * MINUTE_MS, endTime: NOW });
  });

  it("names presets and other relative ranges in words, absolute ones by their dates", () => {
    expect(describeRange({ from: "now-6h", to: "now" }, NOW)).toBe("Last 6 hours");
    expect(describeRange({ from: "now-3d", to: "now" }, NOW)).toBe("Last 3 days");
    expect(describeRange({ from: "now-1w", to: "now" }, NOW)).toBe("Last 1 week");
    expect(describeRange(absoluteRange(NOW - HOUR_MS, NOW), NOW)).toMatch(/–/);
    // Both ends on one day name it once (in the formatter's words: "Nov 23, 11:00 – 12:00 PM" in English).
    const sameDay = describeRange(absoluteRange(NOW - HOUR_MS, NOW), NOW);
    const twoDays = describeRange(absoluteRange(NOW - 2 * DAY_MS, NOW), NOW);
    const day = formatDateTime(NOW).split(",")[0]!;
    expect(sameDay.split(day)).toHaveLength(2);
    expect(twoDays.split(day)).toHaveLength(2);
    expect(twoDays.split(formatDateTime(NOW - 2 * DAY_MS).split(",")[0]!)).toHaveLength(2);
  });
});

describe("absoluteRange, withRange and readRefresh", () => {
  it("rounds a zoomed span outwards to whole milliseconds, at least a second wide", () => {
    expect(absoluteRange(1000.4, 5000.2)).toEqual({ from: "1000", to: "5001" });
    expect(absoluteRange(1000, 1000.5)).toEqual({ from: "1000", to: "2000" });
  });

  it("writes the range into the URL and keeps other parameters", () => {
    expect(withRange(params("refresh=30s"), { from: "now-6h", to: "now" }).toString()).toBe("refresh=30s&from=now-6h&to=now");
  });

  it("says why a link's auto refresh that is not offered is off, and says nothing of one that is or of none", () => {
    expect(refreshProblem(params("refresh=1s"))).toBe("The link's auto refresh (1s) is not one this console offers (10s, 30s, 1m, 5m), so it is off.");
    expect(refreshProblem(params("refresh="))).toBeUndefined();
    expect(refreshProblem(params("refresh=30s"))).toBeUndefined();
    expect(refreshProblem(params("from=now-1h"))).toBeUndefined();
    expect(refreshProblem(params(`refresh=${"9".repeat(100)}`))).toContain(`(${"9".repeat(40)})`);
  });

  it("reads the auto refresh choices and treats anything else as off", () => {
    expect(readRefresh(params("refresh=30s")).ms).toBe(30_000);
    expect(readRefresh(params("refresh=5m")).ms).toBe(300_000);
    expect(readRefresh(params("refresh=1s")).ms).toBe(0);
    expect(readRefresh(params("")).label).toBe("Off");
  });
});
