import { describe, expect, it } from "vitest";
import { MINUTE_MS, type QuerySeries } from "../../../shared/schemas/series-query";
import { HttpError } from "../../http-errors";
import type { PlainRow } from "./columns";
import { MAX_TRACKED_GROUPS } from "./group-index";
import { runSeriesQuery } from "./series-engine";
import { eventSeries, fixedSources, parsedQuery } from "./series-test-support";

const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);
const at = (seconds: number) => T0 + seconds * 1000;

/** Eight events over three minutes; the expected figures below are worked out by hand from them. */
const EVENTS: PlainRow[] = [
  { ts: at(0), level: "info", service: "api", kind: "request", duration_ms: 10, status_code: 200, user_id: "u1", message: "GET /api/orders 200" },
  { ts: at(10), level: "info", service: "api", kind: "request", duration_ms: 20, status_code: 200, user_id: "u2", message: "GET /api/orders 200" },
  { ts: at(40), level: "error", service: "api", kind: "request", duration_ms: 100, status_code: 500, user_id: "u1", message: "GET /api/orders 500 TIMEOUT" },
  { ts: at(70), level: "warn", service: "web", kind: "request", duration_ms: 40, status_code: 404, message: "GET /missing 404" },
  { ts: at(80), level: "info", service: "checkout", type: "order_placed", amount: 30, provider: "stripe", user_id: "u3", message: "order placed via stripe" },
  { ts: at(130), level: "info", service: "checkout", type: "order_placed", amount: 50, provider: "paypal", user_id: "u1", message: "order placed via paypal" },
  { ts: at(150), level: "error", service: "checkout", type: "payment_failed", amount: 20, provider: "stripe", user_id: "u2", message: "payment failed: card declined" },
  { ts: at(170), level: "info", service: "worker", kind: "job", duration_ms: 1000, message: "job send_email succeeded" },
];
const METRICS: PlainRow[] = [
  { ts: at(0), metric: "memory_mb", service: "api", value: 900 },
  { ts: at(0), metric: "cpu_pct", service: "api", value: 40 },
  { ts: at(30), metric: "memory_mb", service: "api", value: 950 },
  { ts: at(30), metric: "memory_mb", service: "web", value: 600 },
];
const sources = fixedSources(EVENTS, METRICS);

/** Three one-minute buckets over the eight events, unless the test says otherwise. */
function run(series: QuerySeries[], range: { start?: number; end?: number; granularity?: "1m" | "30s" | "auto" | "1h" } = {}) {
  return runSeriesQuery(
    parsedQuery({ startTime: range.start ?? at(0), endTime: range.end ?? at(180), granularity: range.granularity ?? "1m", series }),
    sources,
  );
}
/** `[ts_bucket, series_0]` pairs of an answer. */
const column = (answer: ReturnType<typeof run>, index = 0) => answer.data.map((row) => [row.ts_bucket, row[`series_${index}.data`]]);
const buckets = (...values: unknown[]) => values.map((value, index) => [T0 + index * MINUTE_MS, value]);

describe("aggregations over a hand-computed event set, one-minute buckets", () => {
  it.each([
    ["count", {}, [3, 2, 3]],
    ["count where level:error (an empty bucket is 0)", { where: "level:error" }, [1, 0, 1]],
    ["count_distinct user_id (events lacking it are not counted)", { aggFn: "count_distinct", field: "user_id" }, [2, 1, 2]],
    ["sum duration_ms", { aggFn: "sum", field: "duration_ms" }, [130, 40, 1000]],
    ["avg duration_ms", { aggFn: "avg", field: "duration_ms" }, [130 / 3, 40, 1000]],
    ["min duration_ms", { aggFn: "min", field: "duration_ms" }, [10, 40, 1000]],
    ["max duration_ms", { aggFn: "max", field: "duration_ms" }, [100, 40, 1000]],
    ["p50 duration_ms", { aggFn: "p50", field: "duration_ms" }, [20, 40, 1000]],
    ["p90 duration_ms (10, 20, 100: h = 1.8)", { aggFn: "p90", field: "duration_ms" }, [20 + 0.8 * 80, 40, 1000]],
    ["count_per_sec", { aggFn: "count_per_sec" }, [3 / 60, 2 / 60, 3 / 60]],
    ["count_per_min", { aggFn: "count_per_min" }, [3, 2, 3]],
    ["count_per_hour", { aggFn: "count_per_hour" }, [180, 120, 180]],
  ] as const)("%s", (_, overrides, expected) => {
    const answer = run([eventSeries(overrides)]);
    expect(column(answer)).toEqual(buckets(...expected.map((value) => expect.closeTo(value, 9))));
    expect(answer.meta).toBeUndefined();
  });

  it("a value aggregation leaves out buckets without values: avg amount has none in the first minute", () => {
    expect(column(run([eventSeries({ aggFn: "avg", field: "amount" })]))).toEqual([[at(60), 30], [at(120), 35]]);
  });

  it("quantiles over the whole range by linear interpolation (sorted: 10, 20, 40, 100, 1000)", () => {
    const series = (["p50", "p90", "p95", "p99", "max"] as const).map((aggFn) => eventSeries({ type: "number", aggFn, field: "duration_ms" }));
    const answer = run(series);
    expect(answer.data).toHaveLength(1);
    const row = answer.data[0]!;
    expect(row.ts_bucket).toBe(at(0));
    expect([0, 1, 2, 3, 4].map((n) => row[`series_${n}.data`])).toEqual([40, 640, 820, 964, 1000].map((value) => expect.closeTo(value, 9)));
  });

  it("count_per_min divides each bucket's count by the bucket's length, partial first and last ones too (as HyperDX does)", () => {
    // [30 s, 150 s): the first and last buckets hold 30 s of the range, one event each: 1 a minute, not 2.
    const answer = run([eventSeries({ aggFn: "count_per_min" }), eventSeries()], { start: at(30), end: at(150) });
    expect(answer.data).toEqual([
      { ts_bucket: at(0), "series_0.data": 1, "series_1.data": 1 },
      { ts_bucket: at(60), "series_0.data": 2, "series_1.data": 2 },
      { ts_bucket: at(120), "series_0.data": 1, "series_1.data": 1 },
    ]);
  });

  it("a rate over a number's whole range divides by the range's length", () => {
    const answer = run([eventSeries({ type: "number", aggFn: "count_per_min" })], { start: at(0), end: at(180) });
    expect(column(answer)).toEqual([[at(0), 8 / 3]]);
  });

  it("auto granularity over three minutes is 30 s: six buckets", () => {
    const answer = run([eventSeries()], { granularity: "auto" });
    expect(column(answer)).toEqual([2, 1, 2, 0, 1, 2].map((count, index) => [T0 + index * 30_000, count]));
  });

  it("number and table series: one bucket from startTime, whatever the granularity", () => {
    expect(column(run([eventSeries({ type: "number" })], { start: at(5), granularity: "30s" }))).toEqual([[at(5), 7]]);
    expect(column(run([eventSeries({ type: "table" }), eventSeries({ type: "time" })], { granularity: "1h" }))).toEqual([[at(0), 8]]);
  });

  it("events are taken from [startTime, endTime): one at the end is left out", () => {
    expect(column(run([eventSeries({ type: "number" })], { start: at(10), end: at(170) }))).toEqual([[at(10), 6]]);
  });
});

describe("where filters against the events", () => {
  it.each([
    ["timeout", 1],
    ['"order placed"', 2],
    ["-level:error", 6],
    ["NOT user_id:*", 2],
    ["user_id:*", 6],
    ["duration_ms:>=100", 2],
    ["duration_ms:<40", 2],
    ["status_code:500", 1],
    ["status_code:200 OR provider:stripe", 4],
    ["service:checkout -provider:stripe", 1],
    ["level:ERROR", 0],
    ["type:order_placed amount:>40", 1],
    ["-amount:>40", 7],
    ["NOT NOT level:error", 2],
    ["NOT -NOT level:error", 6],
    ["(level:error OR level:warn) (service:web OR user_id:u2)", 2],
  ])("%j matches %i", (where, expected) => {
    expect(column(run([eventSeries({ type: "number", where })]))).toEqual([[at(0), expected]]);
  });
});

describe("groupBy", () => {
  it("every existing group gets a 0 for an empty bucket of a count; rows sorted by bucket then group", () => {
    const answer = run([eventSeries({ groupBy: ["service"] })]);
    const services = ["api", "checkout", "web", "worker"];
    const expected = [[3, 0, 0, 0], [0, 1, 1, 0], [0, 2, 0, 1]];
    expect(answer.data).toEqual(
      expected.flatMap((counts, bucket) =>
        counts.map((count, index) => ({ ts_bucket: T0 + bucket * MINUTE_MS, "series_0.data": count, group: [services[index]] })),
      ),
    );
  });

  it("groups are the groups of the rows some series takes: a filter narrows them", () => {
    const answer = run([eventSeries({ type: "number", where: "type:order_placed OR type:payment_failed", groupBy: ["provider"] })]);
    expect(answer.data).toEqual([
      { ts_bucket: at(0), "series_0.data": 1, group: ["paypal"] },
      { ts_bucket: at(0), "series_0.data": 2, group: ["stripe"] },
    ]);
  });

  it("a missing field is a null group, sorted last; numbers group as numbers", () => {
    const answer = run([eventSeries({ type: "table", groupBy: ["user_id"] })]);
    expect(answer.data.map((row) => [row.group, row["series_0.data"]])).toEqual([[["u1"], 3], [["u2"], 2], [["u3"], 1], [[null], 2]]);
    const byStatus = run([eventSeries({ type: "table", groupBy: ["status_code", "level"] })]);
    expect(byStatus.data.map((row) => row.group)).toEqual([[200, "info"], [404, "warn"], [500, "error"], [null, "error"], [null, "info"]]);
  });

  it("three fields: every combination that occurs, in order, with nulls last", () => {
    const answer = run([eventSeries({ type: "table", groupBy: ["service", "kind", "level"] })]);
    expect(answer.data.map((row) => [row.group, row["series_0.data"]])).toEqual([
      [["api", "request", "error"], 1],
      [["api", "request", "info"], 2],
      [["checkout", null, "error"], 1],
      [["checkout", null, "info"], 2],
      [["web", "request", "warn"], 1],
      [["worker", "job", "info"], 1],
    ]);
  });

  it("more distinct groups than the emulator tracks is a 400 naming the groupBy", () => {
    const rows = Array.from({ length: MAX_TRACKED_GROUPS + 1 }, (_, index) => ({ ts: T0 + (index % 60_000), user_id: `u${index}` }));
    const query = parsedQuery({ startTime: T0, endTime: T0 + MINUTE_MS, series: [eventSeries({ type: "table", groupBy: ["user_id"] })] });
    expect(() => runSeriesQuery(query, fixedSources(rows))).toThrow(
      `groupBy user_id gives more than ${MAX_TRACKED_GROUPS} groups over this range; group by fewer or coarser fields or shorten the range`,
    );
    expect(runSeriesQuery(query, fixedSources(rows.slice(1))).meta).toEqual({ groupsCut: true });
  });

  it("a table: one row per group for the whole range, a column per series; a value series may be absent", () => {
    const answer = run([
      eventSeries({ type: "table", groupBy: ["service"] }),
      eventSeries({ type: "table", aggFn: "avg", field: "duration_ms", groupBy: ["service"] }),
    ], { granularity: "30s" });
    expect(answer.data).toEqual([
      { ts_bucket: at(0), "series_0.data": 3, "series_1.data": 130 / 3, group: ["api"] },
      { ts_bucket: at(0), "series_0.data": 3, group: ["checkout"] },
      { ts_bucket: at(0), "series_0.data": 1, "series_1.data": 40, group: ["web"] },
      { ts_bucket: at(0), "series_0.data": 1, "series_1.data": 1000, group: ["worker"] },
    ]);
  });

  it("events and metrics series share groups", () => {
    const answer = run([
      eventSeries({ type: "table", groupBy: ["service"] }),
      { type: "table", dataSource: "metrics", aggFn: "max", field: "value", where: "metric:memory_mb", groupBy: ["service"] },
    ]);
    expect(answer.data.map((row) => [row.group, row["series_0.data"], row["series_1.data"]])).toEqual([
      [["api"], 3, 950], [["checkout"], 3, undefined], [["web"], 1, 600], [["worker"], 1, undefined],
    ]);
  });
});

describe("the 60 groups kept", () => {
  /** User i has i events, so the largest groups are known. */
  const manyUsers: PlainRow[] = Array.from({ length: 70 }, (_, user) =>
    Array.from({ length: user + 1 }, (_, n) => ({ ts: T0 + user * 1000 + n, user_id: `user-${String(user + 1).padStart(2, "0")}`, duration_ms: 70 - user })),
  ).flat();
  const query = (series: QuerySeries[]) => runSeriesQuery(parsedQuery({ startTime: T0, endTime: T0 + MINUTE_MS * 2, series }), fixedSources(manyUsers));

  it("keeps the 60 largest by the first series' total and says groupsCut", () => {
    const answer = query([eventSeries({ type: "table", groupBy: ["user_id"] })]);
    expect(answer.meta).toEqual({ groupsCut: true });
    expect(answer.data).toHaveLength(60);
    expect(answer.data.map((row) => row.group![0])).toEqual(Array.from({ length: 60 }, (_, i) => `user-${i + 11}`));
  });

  it("the first series decides even when another would pick others, over time buckets too", () => {
    const answer = query([
      eventSeries({ aggFn: "max", field: "duration_ms", groupBy: ["user_id"] }),
      eventSeries({ groupBy: ["user_id"] }),
    ]);
    expect(answer.meta).toEqual({ groupsCut: true });
    expect(new Set(answer.data.map((row) => row.group![0]))).toEqual(new Set(Array.from({ length: 60 }, (_, i) => `user-${String(i + 1).padStart(2, "0")}`)));
  });

  it("60 groups are not cut", () => {
    const answer = runSeriesQuery(parsedQuery({ startTime: T0, endTime: T0 + MINUTE_MS, series: [eventSeries({ type: "table", groupBy: ["user_id"] })] }), fixedSources(manyUsers.slice(0, 1830)));
    expect(answer.data).toHaveLength(60);
    expect(answer.meta).toBeUndefined();
  });
});

describe("what the data source cannot answer is a 400 naming the series and its part", () => {
  const refusal = (series: QuerySeries[]) => {
    try {
      run(series);
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      return (error as HttpError).message;
    }
    throw new Error("expected a refusal");
  };

  it("names each problem", () => {
    expect(refusal([eventSeries({ aggFn: "avg", field: "duration" })])).toBe(
      'series[0].field: events have no field "duration"; fields: level, service, type, page, provider, kind, duration_ms, amount, status_code, user_id, message',
    );
    expect(refusal([eventSeries(), eventSeries({ aggFn: "sum", field: "level" })])).toBe(
      "series[1].field: level is not a number field of events, so aggFn sum cannot use it; number fields: duration_ms, amount, status_code",
    );
    expect(refusal([eventSeries({ groupBy: ["service", "level"] }), { dataSource: "metrics", aggFn: "count", groupBy: ["service", "level"] }])).toBe(
      'series[1].groupBy[1]: metrics rows have no field "level"; fields: metric, value, service',
    );
    expect(refusal([eventSeries(), eventSeries({ where: "level:error (service:api" })])).toBe(
      'series[1].where: expected ")" at position 25 to close the "(" at position 13, found the end of the filter',
    );
    expect(refusal([eventSeries({ where: "level:error levle:warn" })])).toBe(
      'series[0].where: events have no field "levle" (at position 13); fields: level, service, type, page, provider, kind, duration_ms, amount, status_code, user_id, message',
    );
    expect(refusal([eventSeries({ where: "level:>3" })])).toBe(
      'series[0].where: level is not a number field, so ">" cannot compare it (at position 1); number fields: duration_ms, amount, status_code',
    );
    expect(refusal([eventSeries({ where: "status_code:ok" })])).toBe('series[0].where: status_code is a number field: expected a number at position 13, found "ok"');
    expect(refusal([eventSeries({ where: Array.from({ length: 65 }, (_, i) => `-w${i}`).join(" ") })])).toBe("series[0].where has 65 terms; at most 64 are allowed");
    expect(refusal([{ dataSource: "metrics", aggFn: "count", where: "memory" }])).toBe(
      "series[0].where: a bare word or phrase searches message, which metrics rows do not have (at position 1); use field:value",
    );
  });

  it("knows no field by a name of the object prototype's (constructor, __proto__, toString)", () => {
    expect(refusal([eventSeries({ type: "number", aggFn: "count_distinct", field: "constructor" })])).toMatch(/^series\[0\]\.field: events have no field "constructor"/);
    expect(refusal([eventSeries({ aggFn: "sum", field: "valueOf" })])).toMatch(/^series\[0\]\.field: events have no field "valueOf"/);
    expect(refusal([eventSeries({ groupBy: ["__proto__"] })])).toMatch(/^series\[0\]\.groupBy\[0\]: events have no field "__proto__"/);
    expect(refusal([eventSeries({ where: "toString:x" })])).toMatch(/^series\[0\]\.where: events have no field "toString"/);
    expect(refusal([eventSeries({ where: "hasOwnProperty:>1" })])).toMatch(/^series\[0\]\.where: events have no field "hasOwnProperty"/);
  });

  it("count_distinct takes a string field; a count ignores field", () => {
    expect(column(run([eventSeries({ type: "number", aggFn: "count_distinct", field: "service" })]))).toEqual([[at(0), 4]]);
    expect(column(run([eventSeries({ type: "number", field: "nonsense" })]))).toEqual([[at(0), 8]]);
  });
});
