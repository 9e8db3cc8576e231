import { describe, expect, it } from "vitest";
import {
  autoGranularity, bucketCount, bucketStart, DAY_MS, GRANULARITY_MS, HOUR_MS, MINUTE_MS, resolveGranularity, seriesQueryBodySchema,
} from "./series-query";

const T = Date.UTC(2026, 0, 5, 12, 0, 0);

describe("buckets", () => {
  it("start at whole multiples of their size since the epoch", () => {
    expect(bucketStart(T + 29_999, GRANULARITY_MS["30s"])).toBe(T);
    expect(bucketStart(T + 30_000, GRANULARITY_MS["30s"])).toBe(T + 30_000);
    expect(bucketStart(T + 90 * MINUTE_MS, GRANULARITY_MS["1h"])).toBe(T + HOUR_MS);
    expect(bucketStart(Date.UTC(2026, 0, 5, 23, 59), GRANULARITY_MS["1d"])).toBe(Date.UTC(2026, 0, 5));
  });

  it("count the partial first and last buckets", () => {
    expect(bucketCount(T, T + HOUR_MS, MINUTE_MS)).toBe(60);
    expect(bucketCount(T + 1, T + HOUR_MS, MINUTE_MS)).toBe(60);
    expect(bucketCount(T + 1, T + HOUR_MS + 1, MINUTE_MS)).toBe(61);
    expect(bucketCount(T, T + 1, DAY_MS)).toBe(1);
  });
});

describe("auto granularity: the smallest giving at most 120 buckets", () => {
  it.each([
    ["15 minutes", 15 * MINUTE_MS, "30s"],
    ["1 hour, aligned", HOUR_MS, "30s"],
    ["6 hours", 6 * HOUR_MS, "5m"],
    ["24 hours", DAY_MS, "15m"],
    ["7 days", 7 * DAY_MS, "2h"],
    ["31 days", 31 * DAY_MS, "12h"],
  ] as const)("%s → %s", (_, span, expected) => {
    expect(autoGranularity(T, T + span)).toBe(expected);
    expect(bucketCount(T, T + span, GRANULARITY_MS[expected])).toBeLessThanOrEqual(120);
  });

  it("an hour that starts mid-bucket needs 121 half-minutes, so it gets minutes", () => {
    expect(autoGranularity(T + 1000, T + 1000 + HOUR_MS)).toBe("1m");
  });

  it("a fixed granularity is kept", () => {
    expect(resolveGranularity("1d", T, T + HOUR_MS)).toBe("1d");
    expect(resolveGranularity("auto", T, T + HOUR_MS)).toBe("30s");
  });
});

describe("seriesQueryBodySchema", () => {
  const body = { startTime: T, endTime: T + HOUR_MS, series: [{ dataSource: "events", aggFn: "count" }] };

  it("fills granularity auto, an empty where and no groupBy", () => {
    expect(seriesQueryBodySchema.parse(body)).toEqual({ ...body, granularity: "auto", series: [{ dataSource: "events", aggFn: "count", where: "", groupBy: [] }] });
  });

  it("takes exactly 31 days and 1,000 buckets, and no more", () => {
    expect(seriesQueryBodySchema.safeParse({ ...body, endTime: T + 31 * DAY_MS }).success).toBe(true);
    expect(seriesQueryBodySchema.safeParse({ ...body, endTime: T + 31 * DAY_MS + 1 }).success).toBe(false);
    expect(seriesQueryBodySchema.safeParse({ ...body, endTime: T + 1000 * MINUTE_MS, granularity: "1m" }).success).toBe(true);
    expect(seriesQueryBodySchema.safeParse({ ...body, endTime: T + 1000 * MINUTE_MS + 1, granularity: "1m" }).success).toBe(false);
  });
});
