import { describe, expect, it } from "vitest";
import { HOUR_MS, MINUTE_MS } from "@/shared/schemas/series-query";
import { tileKindOf, tileQuery } from "./tile-query";

const range = { startTime: Date.UTC(2026, 10, 23, 11), endTime: Date.UTC(2026, 10, 23, 12) };
const series = (extra: Record<string, unknown> = {}) => ({ type: "time", dataSource: "events", aggFn: "count", where: "", ...extra });

describe("tileQuery", () => {
  it("asks for auto buckets over the range and knows their size (an hour: 120 of 30 s)", () => {
    const result = tileQuery({ series: [series({ groupBy: ["service"] })], asRatio: false }, range);
    expect(result).toMatchObject({ ok: true, query: { kind: "time", bucketMs: MINUTE_MS / 2, countSeries: [true] } });
    if (!result.ok) return;
    expect(result.query.body).toMatchObject({ startTime: range.startTime, endTime: range.endTime, granularity: "auto" });
    expect(result.query.body.series[0]).toMatchObject({ dataSource: "events", aggFn: "count", groupBy: ["service"] });
  });

  it("drops groups from a single number, which is one value for the whole range", () => {
    const result = tileQuery({ series: [series({ type: "number", groupBy: ["service"] })] }, { startTime: range.startTime, endTime: range.startTime + 24 * HOUR_MS });
    expect(result.ok && result.query.body.series[0]!.groupBy).toEqual([]);
  });

  it("says why a tile cannot be asked for, before any request", () => {
    expect(tileQuery({ series: [] }, range)).toMatchObject({ ok: false, problem: expect.stringContaining("no series") });
    expect(tileQuery({ series: [series({ type: "heatmap" })] }, range)).toMatchObject({ ok: false, problem: expect.stringContaining("heatmap") });
    expect(tileQuery({ series: [series({ aggFn: "avg" })] }, range)).toMatchObject({ ok: false, problem: expect.stringContaining("series[0].field is required for aggFn avg") });
    expect(tileQuery({ series: [series({ dataSource: "a-source-id" })] }, range)).toMatchObject({ ok: false, problem: expect.stringContaining("dataSource") });
    expect(tileQuery({ series: [series({ groupBy: ["service"] }), series()] }, range)).toMatchObject({ ok: false, problem: expect.stringContaining("groupBy must be the same") });
    expect(tileQuery({ series: Array.from({ length: 6 }, () => series()) }, range)).toMatchObject({ ok: false, problem: expect.stringContaining("at most 5") });
  });

  it("takes the tile's kind from its first series", () => {
    expect(tileKindOf({ series: [series({ type: "table" }), series()] })).toBe("table");
    expect(tileKindOf({ series: [] })).toBe("other");
  });
});
