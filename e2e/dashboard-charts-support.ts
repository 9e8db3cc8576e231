import { expect, type APIRequestContext, type Page, type Request } from "@playwright/test";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE } from "../src/server/emulator/seed-ids";

const MANAGEMENT_AUTH = `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}`;
const DASHBOARDS = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}/stack/dashboards`;

export interface ChartTile {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  asRatio?: boolean;
  series: Record<string, unknown>[];
}

export const timeSeries = (extra: Record<string, unknown> = {}) => ({ type: "time", dataSource: "events", aggFn: "count", where: "", groupBy: [], ...extra });

/** A dashboard of the test's own, made through the management API. */
export async function createChartDashboard(request: APIRequestContext, name: string, tiles: ChartTile[]): Promise<{ id: string }> {
  const response = await request.post(DASHBOARDS, {
    headers: { Authorization: MANAGEMENT_AUTH },
    data: { name, tags: ["e2e"], tiles: tiles.map((tile) => ({ asRatio: false, ...tile })) },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).result;
}

export interface SeriesBody {
  startTime: number;
  endTime: number;
  granularity: string;
  series: { aggFn: string; where: string; field?: string; groupBy: string[]; type?: string }[];
}

/** Every series query the page sends, from now on, with its body. */
export function recordSeriesRequests(page: Page): SeriesBody[] {
  const bodies: SeriesBody[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v2/charts/series") bodies.push(request.postDataJSON());
  });
  return bodies;
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
