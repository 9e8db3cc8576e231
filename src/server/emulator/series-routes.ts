import { Hono } from "hono";
import { seriesQueryBodySchema } from "../../shared/schemas/series-query";
import { DASHBOARD_API_BASE } from "../../shared/server-paths";
import type { AppEnv } from "../app-env";
import { describeZodIssues } from "../http-errors";
import { parseJsonBody } from "../request-body";
import { runSeriesQuery, type SeriesSources } from "./series/series-engine";

export const SERIES_PATH = `${DASHBOARD_API_BASE}/charts/series`;

/**
 * The dashboard API's series query (gaps.md "Chart data"): `{data, meta?}`. The body schema names
 * the field of a structural problem; the engine names what the data cannot answer. The time the
 * query took is in `Server-Timing` (milliseconds), for the benchmark and the browser's dev tools.
 * A 400 names every bad field at once, so a tile's editor can point at each of them.
 */
export function seriesRoutes(sources: SeriesSources): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(SERIES_PATH, async (c) => {
    const query = await parseJsonBody(c, seriesQueryBodySchema, describeZodIssues);
    const started = performance.now();
    const answer = runSeriesQuery(query, sources);
    c.header("Server-Timing", `series;desc="series query";dur=${(performance.now() - started).toFixed(1)}`);
    return c.json(answer, 200);
  });
  return routes;
}
