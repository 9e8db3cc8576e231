import { Hono } from "hono";
import { serviceDashboardBodySchema } from "./dashboard-body";
import { DASHBOARD_API_BASE } from "../../shared/server-paths";
import { notFound } from "../http-errors";
import { dashboardOk } from "../api-responses";
import type { AppEnv } from "../app-env";
import { parseJsonBody } from "../request-body";
import { replaceDashboard } from "./dashboard-updates";
import type { DataStore } from "./data-store";
import type { EmulatorData } from "./emulator-data";

const DASHBOARD_PATH = `${DASHBOARD_API_BASE}/dashboards/:id`;

/** The token is not tied to a service, so a dashboard id is looked up across all of them. */
function dashboardIndex(data: EmulatorData, id: string): number {
  const index = data.dashboards.findIndex((d) => d.record.id === id);
  if (index < 0) throw notFound(`Dashboard ${id} not found`);
  return index;
}

/** The dashboard API: `{data}` answers (api.md row 6). */
export function dashboardApiRoutes(store: DataStore): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(DASHBOARD_PATH, (c) => {
    const data = store.read();
    return dashboardOk(c, data.dashboards[dashboardIndex(data, c.req.param("id"))]?.record);
  });

  routes.put(DASHBOARD_PATH, async (c) => {
    dashboardIndex(store.read(), c.req.param("id"));
    const body = await parseJsonBody(c, serviceDashboardBodySchema);
    const result = await store.mutate((data) => replaceDashboard(data, dashboardIndex(data, c.req.param("id")), body));
    return dashboardOk(c, result);
  });

  return routes;
}
