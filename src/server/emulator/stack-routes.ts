import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { MAX_DASHBOARDS_PER_SERVICE } from "../../shared/schemas/dashboard";
import { serviceDashboardBodySchema } from "./dashboard-body";
import { MAX_ALERTS_PER_SERVICE, alertCreateBodySchema } from "../../shared/schemas/stack";
import { conflict } from "../http-errors";
import { managementDeleted, managementOk } from "../api-responses";
import type { AppEnv } from "../app-env";
import { parseJsonBody } from "../request-body";
import { alertFromBody, checkAlertReferences } from "./alert-rules";
import { deleteDashboard, dashboardFromBody, replaceDashboard } from "./dashboard-updates";
import type { DataStore } from "./data-store";
import type { EmulatorData } from "./emulator-data";
import { SERVICE_PATH, findScoped, findService } from "./scope";

const STACK_PATH = `${SERVICE_PATH}/stack`;
const DASHBOARD_PATH = `${STACK_PATH}/dashboards/:dashboardId`;
const ALERT_PATH = `${STACK_PATH}/alerts/:alertId`;

/** A new alert has not been evaluated yet. */
const NEW_ALERT_STATE = "PENDING";

/** A create past the per-service limit is refused (409: it is the service's state that forbids it). */
function checkRoom(data: EmulatorData, kind: "dashboards" | "alerts", serviceId: string, max: number): void {
  const count = data[kind].filter((item) => item.serviceId === serviceId).length;
  if (count >= max) throw conflict(`the service already has ${count} ${kind}, the most it can hold; delete one first`);
}

/** The observability stack under the management API (api.md rows 7-8, gaps.md "Dashboards and alerts"). */
export function stackRoutes(store: DataStore): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const serviceIdOf = (params: { organizationId: string; serviceId: string }) => findService(store.read(), params).record.id;

  const listOf = (kind: "dashboards" | "alerts" | "sources" | "webhooks") =>
    routes.get(`${STACK_PATH}/${kind}`, (c) => {
      const serviceId = serviceIdOf(c.req.param());
      return managementOk(c, store.read()[kind].filter((item) => item.serviceId === serviceId).map((item) => item.record));
    });
  listOf("dashboards");
  listOf("alerts");
  listOf("sources");
  listOf("webhooks");

  routes.post(`${STACK_PATH}/dashboards`, async (c) => {
    serviceIdOf(c.req.param());
    const body = await parseJsonBody(c, serviceDashboardBodySchema);
    const result = await store.mutate((data) => {
      const serviceId = findService(data, c.req.param()).record.id;
      checkRoom(data, "dashboards", serviceId, MAX_DASHBOARDS_PER_SERVICE);
      const record = dashboardFromBody(randomUUID(), null, body);
      data.dashboards.push({ serviceId, record });
      return record;
    });
    return managementOk(c, result);
  });

  routes.get(DASHBOARD_PATH, (c) => {
    const serviceId = serviceIdOf(c.req.param());
    return managementOk(c, findScoped(store.read().dashboards, serviceId, c.req.param("dashboardId"), "dashboard").record);
  });

  routes.put(DASHBOARD_PATH, async (c) => {
    const serviceId = serviceIdOf(c.req.param());
    findScoped(store.read().dashboards, serviceId, c.req.param("dashboardId"), "dashboard");
    const body = await parseJsonBody(c, serviceDashboardBodySchema);
    const result = await store.mutate((data) => {
      const stored = findScoped(data.dashboards, serviceId, c.req.param("dashboardId"), "dashboard");
      return replaceDashboard(data, data.dashboards.indexOf(stored), body);
    });
    return managementOk(c, result);
  });

  routes.delete(DASHBOARD_PATH, async (c) => {
    const serviceId = serviceIdOf(c.req.param());
    await store.mutate((data) => {
      const stored = findScoped(data.dashboards, serviceId, c.req.param("dashboardId"), "dashboard");
      deleteDashboard(data, data.dashboards.indexOf(stored));
    });
    return managementDeleted(c);
  });

  routes.post(`${STACK_PATH}/alerts`, async (c) => {
    serviceIdOf(c.req.param());
    const body = await parseJsonBody(c, alertCreateBodySchema);
    const result = await store.mutate((data) => {
      const serviceId = findService(data, c.req.param()).record.id;
      checkAlertReferences(data, serviceId, body);
      checkRoom(data, "alerts", serviceId, MAX_ALERTS_PER_SERVICE);
      const record = alertFromBody(randomUUID(), body, NEW_ALERT_STATE);
      data.alerts.push({ serviceId, record });
      return record;
    });
    return managementOk(c, result);
  });

  routes.get(ALERT_PATH, (c) => {
    const serviceId = serviceIdOf(c.req.param());
    return managementOk(c, findScoped(store.read().alerts, serviceId, c.req.param("alertId"), "alert").record);
  });

  // PUT takes the whole create body again; the alert keeps its id and state.
  routes.put(ALERT_PATH, async (c) => {
    const serviceId = serviceIdOf(c.req.param());
    findScoped(store.read().alerts, serviceId, c.req.param("alertId"), "alert");
    const body = await parseJsonBody(c, alertCreateBodySchema);
    const result = await store.mutate((data) => {
      const stored = findScoped(data.alerts, serviceId, c.req.param("alertId"), "alert");
      checkAlertReferences(data, serviceId, body);
      stored.record = alertFromBody(stored.record.id, body, stored.record.state ?? NEW_ALERT_STATE);
      return stored.record;
    });
    return managementOk(c, result);
  });

  routes.delete(ALERT_PATH, async (c) => {
    const serviceId = serviceIdOf(c.req.param());
    await store.mutate((data) => {
      const stored = findScoped(data.alerts, serviceId, c.req.param("alertId"), "alert");
      data.alerts.splice(data.alerts.indexOf(stored), 1);
    });
    return managementDeleted(c);
  });

  return routes;
}
