import { describe, expect, it } from "vitest";
import type { ParsedSeriesQuery } from "@/shared/schemas/series-query";
import { ApiError } from "@/lib/api-error";
import { seriesFieldProblem, seriesQueries } from "./series-queries";

const ref = { organizationId: "org", serviceId: "svc" };
const body = (startTime: number, aggFn: string): ParsedSeriesQuery =>
  ({ startTime, endTime: startTime + 3_600_000, granularity: "1 minute", series: [{ type: "time", dataSource: "events", aggFn, where: "", groupBy: [] }] }) as unknown as ParsedSeriesQuery;

/** The answer a query shows while its own loads, given the one before it (`previous`, asked with `before`). */
function standIn(now: ParsedSeriesQuery, before: ParsedSeriesQuery, previous: unknown): unknown {
  const placeholder = seriesQueries.series(ref, now).placeholderData as (data: unknown, query: unknown) => unknown;
  return placeholder(previous, { queryKey: seriesQueries.series(ref, before).queryKey });
}

describe("a series query's stand-in while it loads", () => {
  const answer = { data: [{ ts: 1, value: 13 }] };

  it("is the last answer when only the range moved: the chart keeps its lines through a new range or a refresh", () => {
    expect(standIn(body(7_200_000, "count"), body(0, "count"), answer)).toBe(answer);
  });

  it("is none when the question changed, so the old numbers never show under the new series' labels", () => {
    expect(standIn(body(0, "sum"), body(0, "count"), answer)).toBeUndefined();
  });
});

describe("the series field a refusal names", () => {
  const refusal = (message: string, status = 400) => new ApiError({ kind: "http", api: "dashboard", status, message });

  it("reads the series, the field and the reason from the series query's 400", () => {
    expect(seriesFieldProblem(refusal('series[1].groupBy[0]: events have no field "host"; fields: level, service'))).toEqual({
      series: 1,
      field: "groupBy",
      message: 'Events have no field "host"; fields: level, service',
    });
    expect(seriesFieldProblem(refusal('series[0].where: events have no field "lvl" (at position 1)'))).toMatchObject({ series: 0, field: "where" });
    expect(seriesFieldProblem(refusal("series[2].field is required for aggFn avg"))).toBeUndefined();
  });

  it("reads the first problem of a 400 that names several, without the others", () => {
    const message = 'series[0].field: events have no field "latency"; fields: level; series[1].where: expected a term at position 3';
    expect(seriesFieldProblem(refusal(message))).toEqual({ series: 0, field: "field", message: 'Events have no field "latency"; fields: level' });
  });

  it("is none for any other failure", () => {
    expect(seriesFieldProblem(refusal('series[0].groupBy[0]: events have no field "host"', 500))).toBeUndefined();
    expect(seriesFieldProblem(refusal("granularity must be one of 30s, 1m"))).toBeUndefined();
    expect(seriesFieldProblem(new Error('series[0].groupBy[0]: events have no field "host"'))).toBeUndefined();
  });
});
