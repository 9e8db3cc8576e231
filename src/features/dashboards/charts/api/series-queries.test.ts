import { describe, expect, it } from "vitest";
import type { ParsedSeriesQuery } from "@/shared/schemas/series-query";
import { ApiError } from "@/lib/api-error";
import { seriesFieldProblems, seriesQueries } from "./series-queries";

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

describe("the series fields a refusal names", () => {
  const refusal = (message: string, status = 400) => new ApiError({ kind: "http", api: "dashboard", status, message });

  it("reads the series, the field and the reason from the series query's 400", () => {
    expect(seriesFieldProblems(refusal('series[1].groupBy[0]: events have no field "host"; fields: level, service'))).toEqual([
      { series: 1, field: "groupBy", message: 'Events have no field "host"; fields: level, service' },
    ]);
    expect(seriesFieldProblems(refusal('series[0].where: events have no field "lvl" (at position 1)'))).toMatchObject([{ series: 0, field: "where" }]);
    expect(seriesFieldProblems(refusal("series[2].field is required for aggFn avg"))).toEqual([]);
  });

  it("reads every field a 400 names, each with its own reason, and a field named twice once with both reasons", () => {
    const message =
      'series[0].field: events have no field "latency"; fields: level; series[1].where: expected a term at position 3; ' +
      'series[1].groupBy[0]: events have no field "host"; series[1].groupBy[1]: events have no field "pod"';
    expect(seriesFieldProblems(refusal(message))).toEqual([
      { series: 0, field: "field", message: 'Events have no field "latency"; fields: level' },
      { series: 1, field: "where", message: "Expected a term at position 3" },
      { series: 1, field: "groupBy", message: 'Events have no field "host"; events have no field "pod"' },
    ]);
  });

  it("says the data's fields once for a field refused twice, as the emulator lists them after each reason", () => {
    const message = 'series[0].groupBy[0]: events have no field "host"; fields: level, service; series[0].groupBy[2]: events have no field "pod"; fields: level, service';
    expect(seriesFieldProblems(refusal(message))).toEqual([{ series: 0, field: "groupBy", message: 'Events have no field "host"; events have no field "pod"; fields: level, service' }]);
  });

  it("reads the fields after a problem it cannot place on a field", () => {
    const message = 'granularity must be one of 30s, 1m; series[1].where: expected a term at position 3';
    expect(seriesFieldProblems(refusal(message))).toEqual([{ series: 1, field: "where", message: "Expected a term at position 3" }]);
  });

  it("is none for any other failure", () => {
    expect(seriesFieldProblems(refusal('series[0].groupBy[0]: events have no field "host"', 500))).toEqual([]);
    expect(seriesFieldProblems(refusal("granularity must be one of 30s, 1m"))).toEqual([]);
    expect(seriesFieldProblems(new Error('series[0].groupBy[0]: events have no field "host"'))).toEqual([]);
  });
});
