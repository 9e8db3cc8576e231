import { describe, expect, it } from "vitest";
import { MINUTE_MS } from "@/shared/schemas/series-query";
import { bucketTimes, groupLabel, pivotNumber, pivotTable, pivotTimeSeries, summarizeLines, toNumber } from "./series-pivot";

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
const range = { startTime: T0, endTime: T0 + 4 * MINUTE_MS };
const at = (minute: number) => T0 + minute * MINUTE_MS;

describe("toNumber and groupLabel", () => {
  it("reads numbers and numbers in strings, nothing else", () => {
    expect(toNumber(3)).toBe(3);
    expect(toNumber("42")).toBe(42);
    expect(toNumber("")).toBeNull();
    expect(toNumber("x")).toBeNull();
    expect(toNumber(null)).toBeNull();
    expect(toNumber(Number.NaN)).toBeNull();
  });

  it("joins group values and names a missing one", () => {
    expect(groupLabel(["api", null])).toBe("api · (none)");
    expect(groupLabel(undefined)).toBe("");
  });
});

describe("pivotTimeSeries", () => {
  it("spans the range, fills a count's missing buckets with 0 and a value's with a gap", () => {
    const rows = [
      { ts_bucket: at(0), "series_0.data": 5, "series_1.data": 120 },
      { ts_bucket: at(2), "series_0.data": "7", "series_1.data": 80 },
    ];
    const columns = pivotTimeSeries(rows, range, MINUTE_MS, { seriesLabels: ["count", "p95 duration_ms"], countSeries: [true, false], ratio: false });
    expect(columns.xs).toEqual([at(0), at(1), at(2), at(3)]);
    expect(columns.lines).toEqual([
      { label: "count", group: undefined, values: [5, 0, 7, 0] },
      { label: "p95 duration_ms", group: undefined, values: [120, null, 80, null] },
    ]);
  });

  it("draws one line per group, largest first, named by the group (and the series when there are several)", () => {
    const rows = [
      { ts_bucket: at(0), group: ["web"], "series_0.data": 1 },
      { ts_bucket: at(0), group: ["api"], "series_0.data": 10 },
      { ts_bucket: at(1), group: ["api"], "series_0.data": 12 },
    ];
    const one = pivotTimeSeries(rows, range, MINUTE_MS, { seriesLabels: ["count"], countSeries: [true], ratio: false });
    expect(one.lines.map((line) => line.label)).toEqual(["api", "web"]);
    expect(one.lines[0]!.values).toEqual([10, 12, 0, 0]);
    const two = pivotTimeSeries(
      rows.map((row) => ({ ...row, "series_1.data": 2 })),
      range,
      MINUTE_MS,
      { seriesLabels: ["count", "max amount"], countSeries: [true, false], ratio: false },
    );
    expect(two.lines.map((line) => line.label)).toEqual(["api · count", "api · max amount", "web · count", "web · max amount"]);
  });

  it("divides series 0 by series 1 for a ratio, with a gap where the divisor is 0 or missing", () => {
    const rows = [
      { ts_bucket: at(0), "series_0.data": 2, "series_1.data": 8 },
      { ts_bucket: at(1), "series_0.data": 1, "series_1.data": 0 },
    ];
    const columns = pivotTimeSeries(rows, range, MINUTE_MS, { seriesLabels: ["errors", "all"], countSeries: [true, true], ratio: true });
    expect(columns.lines).toEqual([{ label: "errors / all", group: undefined, values: [0.25, null, null, null] }]);
  });

  it("uses the server's own bucket times when they are not on the console's grid", () => {
    const rows = [{ ts_bucket: at(0) + 7, "series_0.data": 1 }, { ts_bucket: at(2) + 7, "series_0.data": 2 }];
    const columns = pivotTimeSeries(rows, range, MINUTE_MS, { seriesLabels: ["count"], countSeries: [true], ratio: false });
    expect(columns.xs).toEqual([at(0) + 7, at(2) + 7]);
    expect(columns.lines[0]!.values).toEqual([1, 2]);
  });

  it("starts at the bucket the range's start falls in", () => {
    expect(bucketTimes({ startTime: at(0) + 30_000, endTime: at(2) }, MINUTE_MS)).toEqual([at(0), at(1)]);
  });
});

describe("pivotTable and pivotNumber", () => {
  const rows = [
    { ts_bucket: T0, group: ["web"], "series_0.data": 3, "series_1.data": 40 },
    { ts_bucket: T0, group: ["api"], "series_0.data": 9, "series_1.data": 120 },
  ];

  it("gives a row per group, largest first, a column per series", () => {
    const table = pivotTable(rows, { seriesLabels: ["count", "p95 duration_ms"], countSeries: [true, false], ratio: false });
    expect(table.columns).toEqual(["count", "p95 duration_ms"]);
    expect(table.rows.map((row) => [row.group, row.values])).toEqual([
      [["api"], [9, 120]],
      [["web"], [3, 40]],
    ]);
  });

  it("shows one column for a ratio", () => {
    const table = pivotTable(rows, { seriesLabels: ["count", "sum"], countSeries: [true, false], ratio: true });
    expect(table.columns).toEqual(["count / sum"]);
    expect(table.rows[0]!.values).toEqual([9 / 120]);
  });

  it("reads one number; a count with no rows is 0, any other aggregation has no value", () => {
    expect(pivotNumber([{ ts_bucket: T0, "series_0.data": "17" }], { seriesLabels: ["count"], countSeries: [true], ratio: false })).toBe(17);
    expect(pivotNumber([], { seriesLabels: ["count"], countSeries: [true], ratio: false })).toBe(0);
    expect(pivotNumber([], { seriesLabels: ["avg amount"], countSeries: [false], ratio: false })).toBeNull();
  });

  it("adds up a count a server sent per bucket, but will not guess an average from its buckets", () => {
    const buckets = [{ ts_bucket: T0, "series_0.data": 2 }, { ts_bucket: T0 + MINUTE_MS, "series_0.data": 3 }];
    expect(pivotNumber(buckets, { seriesLabels: ["count"], countSeries: [true], ratio: false })).toBe(5);
    expect(pivotNumber(buckets, { seriesLabels: ["avg"], countSeries: [false], ratio: false })).toBeNull();
  });
});

describe("summarizeLines", () => {
  it("gives each line's latest, lowest and highest value", () => {
    expect(summarizeLines({ xs: [1, 2, 3], lines: [{ label: "count", group: undefined, values: [4, 9, null] }] })).toEqual([
      { label: "count", latest: 9, min: 4, max: 9 },
    ]);
  });
});
