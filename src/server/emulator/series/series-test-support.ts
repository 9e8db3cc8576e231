import { EVENT_FIELDS, METRIC_FIELDS, seriesQueryBodySchema, type ParsedSeriesQuery, type QuerySeries, type SeriesQueryBody } from "../../../shared/schemas/series-query";
import { fixedSource, type PlainRow } from "./columns";
import type { SeriesSources } from "./series-engine";

/** Sources over hand-made rows, for tests of the engine. */
export function fixedSources(events: readonly PlainRow[], metrics: readonly PlainRow[] = []): SeriesSources {
  return {
    events: fixedSource("events", EVENT_FIELDS, events),
    metrics: fixedSource("metrics rows", METRIC_FIELDS, metrics),
  };
}

/** A body through the shared schema (defaults filled), as the route does. */
export function parsedQuery(body: Omit<SeriesQueryBody, "series"> & { series: QuerySeries[] }): ParsedSeriesQuery {
  return seriesQueryBodySchema.parse(body);
}

/** An events series with what a test leaves out filled in. */
export const eventSeries = (overrides: Partial<QuerySeries> = {}): QuerySeries => ({
  type: "time",
  dataSource: "events",
  aggFn: "count",
  where: "",
  groupBy: [],
  ...overrides,
});
