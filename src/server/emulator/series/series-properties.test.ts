import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EVENT_FIELD_VALUES, EVENT_FIELDS, GRANULARITY_MS, HOUR_MS, MINUTE_MS, type FixedGranularity, type QuerySeries, type SeriesQueryResponse,
} from "../../../shared/schemas/series-query";
import { parseWhere } from "../../../shared/series/where-parser";
import { createDemoSources } from "./demo-sources";
import { runSeriesQuery, type SeriesSources } from "./series-engine";
import { eventSeries, parsedQuery } from "./series-test-support";

// Properties the series query must have by construction, over random ranges, filters and groupBys of
// the demo data. Ranges stay within six hours and runs are few, so the whole file takes a few seconds.

const NOW = Date.UTC(2026, 10, 23, 13, 7, 30);
const sources = createDemoSources({ now: () => NOW });
const RUNS = { numRuns: 25 };

/** A range of up to six hours in the three days before now, to the millisecond. */
const range = fc
  .tuple(fc.integer({ min: 0, max: 3 * 24 * HOUR_MS }), fc.integer({ min: MINUTE_MS, max: 6 * HOUR_MS }))
  .map(([back, span]) => ({ startTime: NOW - back - span, endTime: NOW - back }));

const STRING_FIELDS = ["level", "service", "type", "page", "provider", "kind"] as const;
const VALUES: Record<(typeof STRING_FIELDS)[number], readonly string[]> = {
  ...EVENT_FIELD_VALUES,
  page: ["home", "cart", "checkout"],
  provider: ["stripe", "paypal", "adyen"],
};

/** A term of the where language that the events can answer. */
const term = fc.oneof(
  fc.constantFrom(...STRING_FIELDS).chain((field) => fc.constantFrom(...VALUES[field], "nothing").map((value) => `${field}:${value}`)),
  fc
    .tuple(fc.constantFrom("duration_ms", "amount", "status_code"), fc.constantFrom("", ">", ">=", "<", "<="), fc.constantFrom(0, 40, 200, 404, 500, 1000))
    .map(([field, op, value]) => `${field}:${op}${value}`),
  fc.constantFrom(...Object.keys(EVENT_FIELDS)).map((field) => `${field}:*`),
  fc.constantFrom("timeout", '"order placed"', "GET", "failed", "Checkout", '"/api/"'),
);

/** A filter built from terms with NOT, -, AND, juxtaposition, OR and parentheses. */
const filter = fc.letrec<{ expr: string; not: string; and: string; or: string; group: string }>((tie) => ({
  expr: fc.oneof({ maxDepth: 3, depthIdentifier: "filter" }, term, tie("not"), tie("and"), tie("or"), tie("group")),
  not: fc.tuple(fc.constantFrom("NOT ", "-"), tie("expr")).map(([not, expr]) => `${not}(${expr})`),
  and: fc.tuple(tie("expr"), fc.constantFrom(" ", " AND "), tie("expr")).map(([a, join, b]) => `${a}${join}${b}`),
  or: fc.tuple(tie("expr"), tie("expr")).map(([a, b]) => `${a} OR ${b}`),
  group: tie("expr").map((expr) => `(${expr})`),
})).expr;

const groupBy = fc.subarray(["level", "service", "type", "kind", "provider", "status_code"], { maxLength: 2 });

function run(body: { startTime: number; endTime: number; granularity?: FixedGranularity | "auto"; series: QuerySeries[] }, from: SeriesSources = sources) {
  return runSeriesQuery(parsedQuery(body), from);
}

const value = (row: SeriesQueryResponse["data"][number], index = 0) => row[`series_${index}.data`] as number | undefined;
const keyOf = (row: SeriesQueryResponse["data"][number]) => `${row.ts_bucket}|${JSON.stringify(row.group ?? [])}`;

/**
 * Sum of series `index` per key, leaving out sums of 0: a group that has no rows in a range has no
 * zeros there either, while the total of a range without groupBy is 0 rather than absent.
 */
function sums(answer: SeriesQueryResponse, key: (row: SeriesQueryResponse["data"][number]) => string, index = 0): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of answer.data) out.set(key(row), (out.get(key(row)) ?? 0) + (value(row, index) ?? 0));
  return new Map([...out].filter(([, sum]) => sum !== 0));
}

/** The events of a range as text, one line each, straight from the source. */
function eventLines(from: SeriesSources, start: number, end: number): string[] {
  const lines: string[] = [];
  for (const { chunk, from: first, to } of from.events.slices(start, end)) {
    const columns = [...chunk.columns.values()];
    for (let row = first; row < to; row += 1) {
      lines.push([chunk.ts[row], ...columns.map((column) => (column.kind === "number" ? column.values[row] : column.codes[row]))].join("|"));
    }
  }
  return lines;
}

describe("series query properties", () => {
  it("generated filters parse", () => {
    fc.assert(fc.property(filter, (text) => parseWhere(text).ok), { numRuns: 200 });
  });

  it("counts of fine buckets add up to the coarse bucket over the same range, per group", () => {
    const pairs: [FixedGranularity, FixedGranularity][] = [["30s", "5m"], ["1m", "15m"], ["5m", "1h"], ["10m", "30m"], ["15m", "1h"]];
    fc.assert(
      fc.property(range, fc.constantFrom(...pairs), filter, groupBy, (span, [fine, coarse], where, fields) => {
        const count = (granularity: FixedGranularity) => run({ ...span, granularity, series: [eventSeries({ where, groupBy: fields })] });
        const coarseSize = GRANULARITY_MS[coarse];
        const rolledUp = sums(count(fine), (row) => `${Math.floor(Number(row.ts_bucket) / coarseSize) * coarseSize}|${JSON.stringify(row.group ?? [])}`);
        expect(rolledUp).toEqual(sums(count(coarse), keyOf));
      }),
      RUNS,
    );
  });

  it("a filter and its negation add up to the whole, bucket by bucket", () => {
    fc.assert(
      fc.property(range, filter, fc.constantFrom("NOT", "-"), (span, where, not) => {
        const answer = run({ ...span, series: [eventSeries({ where }), eventSeries({ where: `${not}(${where})` }), eventSeries()] });
        for (const row of answer.data) expect((value(row, 0) ?? 0) + (value(row, 1) ?? 0)).toBe(value(row, 2));
      }),
      RUNS,
    );
  });

  it("groups add up to the total (counts and sums) when none are cut", () => {
    fc.assert(
      fc.property(range, filter, groupBy, (span, where, fields) => {
        const series = [eventSeries({ where, groupBy: fields }), eventSeries({ where, groupBy: fields, aggFn: "sum", field: "duration_ms" })];
        const grouped = run({ ...span, series });
        expect(grouped.meta).toBeUndefined();
        const whole = run({ ...span, series: series.map((s) => ({ ...s, groupBy: [] })) });
        const byBucket = (row: SeriesQueryResponse["data"][number]) => String(row.ts_bucket);
        expect(sums(grouped, byBucket)).toEqual(sums(whole, byBucket));
        const close = (map: Map<string, number>) => new Map([...map].map(([key, total]) => [key, Math.round(total)]));
        expect(close(sums(grouped, byBucket, 1))).toEqual(close(sums(whole, byBucket, 1)));
      }),
      RUNS,
    );
  });

  it("quantiles are ordered: min <= p50 <= p90 <= p95 <= p99 <= max, and avg between min and max", () => {
    fc.assert(
      fc.property(range, filter, groupBy, fc.constantFrom("duration_ms", "amount"), (span, where, fields, field) => {
        const of = (aggFns: ("min" | "p50" | "p90" | "p95" | "p99" | "max" | "avg")[]) =>
          run({ ...span, series: aggFns.map((aggFn) => eventSeries({ aggFn, field, where, groupBy: fields })) });
        const low = of(["min", "p50", "p90", "p95", "p99"]);
        const high = new Map(of(["max", "avg"]).data.map((row) => [keyOf(row), row]));
        for (const row of low.data) {
          const other = high.get(keyOf(row))!;
          const ordered = [0, 1, 2, 3, 4].map((index) => value(row, index)!).concat(value(other, 0)!);
          expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
          expect(value(other, 1)).toBeGreaterThanOrEqual(ordered[0]! - 1e-9);
          expect(value(other, 1)).toBeLessThanOrEqual(ordered[5]! + 1e-9);
        }
        expect(high.size).toBe(low.data.length);
      }),
      RUNS,
    );
  });

  it("determinism: the same query twice, and a range computed in two halves with a fresh cache, give the same answer", () => {
    fc.assert(
      fc.property(range, fc.constantFrom<FixedGranularity>("30s", "1m", "5m"), fc.double({ min: 0.1, max: 0.9, noNaN: true }), filter, groupBy,
        (span, granularity, cut, where, fields) => {
          const size = GRANULARITY_MS[granularity];
          const middle = Math.ceil((span.startTime + (span.endTime - span.startTime) * cut) / size) * size;
          fc.pre(middle > span.startTime && middle < span.endTime);
          const body = { ...span, granularity, series: [eventSeries({ where, groupBy: fields }), eventSeries({ where, groupBy: fields, aggFn: "p90", field: "duration_ms" })] };
          const whole = run(body);
          expect(run(body)).toEqual(whole);
          const fresh = createDemoSources({ now: () => NOW });
          expect([...eventLines(fresh, span.startTime, middle), ...eventLines(fresh, middle, span.endTime)]).toEqual(eventLines(sources, span.startTime, span.endTime));
          // A half lacks the zero counts of groups only the other half has; every other row is the same.
          const halves = [run({ ...body, endTime: middle }, fresh), run({ ...body, startTime: middle }, fresh)];
          const counted = (rows: SeriesQueryResponse["data"]) => rows.filter((row) => value(row) !== 0);
          expect(counted(halves.flatMap((half) => half.data))).toEqual(counted(whole.data));
        }),
      { numRuns: 15 },
    );
  });
});
