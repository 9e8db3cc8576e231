import {
  DEMO_ORGANIZATION, PRODUCTION_SERVICE, SEED_ALERTS, SEED_DASHBOARDS, SEED_PIPES, SEED_REVERSE_ENDPOINTS, SEED_WEBHOOKS,
} from "../emulator/seed";

const org = `/v1/organizations/${DEMO_ORGANIZATION.id}`;
const service = `${org}/services/${PRODUCTION_SERVICE.id}`;
const pipe = `${service}/pipes/${SEED_PIPES.ordersCdc.id}`;
const endpoint = `${service}/pipesReversePrivateEndpoints/${SEED_REVERSE_ENDPOINTS.mskReady.id}`;
const dashboard = SEED_DASHBOARDS.serviceHealth;

export const validDashboardBody = {
  name: "Ops",
  tags: ["a"],
  tiles: [{ name: "t", x: 0, y: 0, w: 6, h: 2, series: [{ type: "time", dataSource: "events", aggFn: "count", where: "" }] }],
};

export const validAlertBody = {
  dashboardId: dashboard.id,
  tileId: dashboard.tileIds.requests,
  threshold: 10,
  interval: "5m",
  source: "tile",
  thresholdType: "above",
  channel: { type: "webhook", webhookId: SEED_WEBHOOKS.pagerBridge.id },
  name: "Too many requests",
  message: "hi",
};

/** One hour of 2026-01-05 (UTC), long past, so the answer never depends on the clock. */
export const validSeriesBody = {
  startTime: Date.UTC(2026, 0, 5, 12),
  endTime: Date.UTC(2026, 0, 5, 13),
  granularity: "auto",
  series: [{ type: "time", dataSource: "events", aggFn: "count", where: "level:error", groupBy: ["service"] }],
};

export interface EndpointCase {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** A body the endpoint accepts (for body-bearing methods). */
  body?: unknown;
}

/** Every endpoint of the emulator, with a valid body where one is needed. */
export const ALL_ENDPOINTS: EndpointCase[] = [
  { method: "GET", path: "/v1/organizations" },
  { method: "GET", path: org },
  { method: "GET", path: `${org}/services` },
  { method: "GET", path: service },
  { method: "PATCH", path: service, body: { name: "Production Warehouse" } },
  { method: "GET", path: `${service}/pipes` },
  { method: "GET", path: pipe },
  { method: "GET", path: `${pipe}/settings` },
  {
    method: "PUT",
    path: `${pipe}/settings`,
    body: {
      streaming_max_insert_wait_ms: 1000, object_storage_concurrency: 4, object_storage_polling_interval_ms: 1000,
      object_storage_max_insert_bytes: 1, object_storage_max_file_count: 1, engine_max_threads: 4,
      engine_max_insert_threads: 1, engine_min_insert_block_size_bytes: 1, engine_max_download_threads: 1,
      engine_parallel_distributed_insert_select: 0, object_storage_use_cluster_function: false,
      engine_parallel_view_processing: true,
    },
  },
  { method: "PATCH", path: `${pipe}/state`, body: { command: "stop" } },
  { method: "GET", path: `${service}/pipesReversePrivateEndpoints` },
  {
    method: "POST",
    path: `${service}/pipesReversePrivateEndpoints`,
    body: { type: "VPC_ENDPOINT_SERVICE", description: "x", vpcEndpointServiceName: "com.amazonaws.vpce.x" },
  },
  { method: "GET", path: endpoint },
  { method: "DELETE", path: endpoint },
  { method: "GET", path: `${service}/stack/dashboards` },
  { method: "POST", path: `${service}/stack/dashboards`, body: validDashboardBody },
  { method: "GET", path: `${service}/stack/dashboards/${dashboard.id}` },
  { method: "PUT", path: `${service}/stack/dashboards/${SEED_DASHBOARDS.checkoutFunnel.id}`, body: validDashboardBody },
  { method: "DELETE", path: `${service}/stack/dashboards/${SEED_DASHBOARDS.checkoutFunnel.id}` },
  { method: "GET", path: `${service}/stack/alerts` },
  { method: "POST", path: `${service}/stack/alerts`, body: validAlertBody },
  { method: "GET", path: `${service}/stack/alerts/${SEED_ALERTS.errorSpike.id}` },
  { method: "PUT", path: `${service}/stack/alerts/${SEED_ALERTS.errorSpike.id}`, body: validAlertBody },
  { method: "DELETE", path: `${service}/stack/alerts/${SEED_ALERTS.errorSpike.id}` },
  { method: "GET", path: `${service}/stack/sources` },
  { method: "GET", path: `${service}/stack/webhooks` },
  { method: "GET", path: `/api/v2/dashboards/${dashboard.id}` },
  { method: "PUT", path: `/api/v2/dashboards/${dashboard.id}`, body: validDashboardBody },
  { method: "POST", path: "/api/v2/charts/series", body: validSeriesBody },
];

export const PATHS = { org, service, pipe, endpoint };
