import { describe, expect, it } from "vitest";
import type { ParsedSeriesQuery } from "@/shared/schemas/series-query";
import { seriesQueries } from "./series-queries";

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
