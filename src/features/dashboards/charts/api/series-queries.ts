import { queryOptions, skipToken } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-error";
import { dashboardRequestBody } from "@/lib/http-client";
import { shouldRetryQuery } from "@/lib/query-client";
import { createRequestLimiter } from "@/lib/request-limiter";
import { serviceKey } from "@/lib/query-keys";
import type { ServiceRef } from "@/lib/service-ref";
import { seriesQueryResponseSchema, type ParsedSeriesQuery } from "@/shared/schemas/series-query";
import type { SeriesFieldProblem } from "../model/series-field-problem";

/** The series query is under the dashboard API (gaps.md "Chart data"). */
const SERIES_QUERY_PATH = "/charts/series";

/** Browsers open about six connections per host: more requests at once would only queue there. */
const MAX_SERIES_REQUESTS = 6;
const limiter = createRequestLimiter(MAX_SERIES_REQUESTS);
/** How long a series answer is taken as current: a tile shown again within it does not ask again. */
export const SERIES_FRESH_MS = 30_000;

/** A dashboard API without the series query (an older or self-hosted one) answers 404 or 501. */
export function isSeriesQueryMissing(error: unknown): boolean {
  return isApiError(error) && error.kind === "http" && (error.status === 404 || error.status === 501);
}

/**
 * One series field's problem of the 400 (`series[1].groupBy[0]: …`). The emulator names every bad
 * field, each after "; ", and a reason may hold "; " itself (`…; fields: level`): a problem runs to the
 * next "; series[".
 */
const FIELD_REFUSAL = /^series\[(\d+)\]\.(groupBy|where|field)(?:\[\d+\])?: (.+)$/s;
const NEXT_PROBLEM = /; (?=series\[\d+\][.:\s])/;

/**
 * A field's reasons as one message. The emulator ends each with the same list of the data's fields
 * (`…; fields: level, service`): said once, at the end. `events have no field "host"; events have no
 * field "pod"; fields: …`.
 */
function joinReasons([first, ...rest]: [string, ...string[]]): string {
  const cut = first.indexOf("; ");
  const tail = cut === -1 ? "" : first.slice(cut);
  const heads = [first.slice(0, first.length - tail.length), ...rest.map((reason) => (tail !== "" && reason.endsWith(tail) ? reason.slice(0, -tail.length) : reason))];
  return [...new Set(heads)].join("; ") + tail;
}

/** The series fields a 400 of the series query names, in its order, each once with all its reasons; none for any other failure. */
export function seriesFieldProblems(error: unknown): SeriesFieldProblem[] {
  if (!isApiError(error) || error.kind !== "http" || error.status !== 400) return [];
  const fields = new Map<string, { series: number; field: SeriesFieldProblem["field"]; reasons: [string, ...string[]] }>();
  for (const part of error.message.split(NEXT_PROBLEM)) {
    const match = FIELD_REFUSAL.exec(part);
    if (!match) continue;
    const [, series, field, reason] = match as unknown as [string, string, SeriesFieldProblem["field"], string];
    const key = `${series}.${field}`;
    // Two of a group-by's columns are one field with two reasons.
    const known = fields.get(key);
    if (known) known.reasons.push(reason);
    else fields.set(key, { series: Number(series), field, reasons: [reason] });
  }
  return [...fields.values()].map(({ series, field, reasons }) => ({ series, field, message: joinReasons(reasons).replace(/^./, (first) => first.toUpperCase()) }));
}

/** The same series asked for (another range or bucket is the same question): JSON of the parsed bodies' series. */
export function sameSeries(a: ParsedSeriesQuery | null | undefined, b: ParsedSeriesQuery | null): boolean {
  return a != null && b !== null && JSON.stringify(a.series) === JSON.stringify(b.series);
}

export const seriesQueries = {
  /** Key only: every series answer of one service's dashboards. */
  all: (ref: ServiceRef) => [...serviceKey(ref), "stack", "series"] as const,
  /**
   * One query per distinct body: tiles that ask the same thing over the same range share a request.
   * A new range is a new key, and the query left behind is cancelled through its signal.
   */
  series: (ref: ServiceRef, body: ParsedSeriesQuery | null) =>
    queryOptions({
      queryKey: [...seriesQueries.all(ref), body],
      // A tile that cannot be asked for (it says why) has nothing to fetch.
      queryFn:
        body === null
          ? skipToken
          : ({ signal }) => limiter.run(() => dashboardRequestBody(SERIES_QUERY_PATH, seriesQueryResponseSchema, { method: "POST", body, signal, reads: true }), signal),
      retry: (failureCount, error) => !isSeriesQueryMissing(error) && shouldRetryQuery(failureCount, error),
      // While a new range or a refresh loads, the chart keeps what it shows (marked as updating). A
      // changed question (the tile editor's preview) does not: its labels over the old numbers would be
      // wrong, and off screen nothing asks for the new answer until the preview is seen again.
      placeholderData: (previous, previousQuery) => (sameSeries(previousQuery?.queryKey.at(-1) as ParsedSeriesQuery | null | undefined, body) ? previous : undefined),
      // Auto refresh decides when charts ask again, not the window getting focus.
      refetchOnWindowFocus: false,
      staleTime: SERIES_FRESH_MS,
      // Each tile shows its own loading state; the page's progress bar is for the page's data.
      meta: { quiet: true },
    }),
};
