import type { Dashboard, Series, Tile } from "../../shared/schemas/dashboard";
import type { EmulatorData } from "./emulator-data";
import { PRODUCTION_SERVICE, SEED_ALERTS, SEED_DASHBOARDS, SEED_SOURCES, SEED_WEBHOOKS } from "./seed-ids";

type TileLayout = Pick<Tile, "x" | "y" | "w" | "h">;

function tile(id: string, name: string, layout: TileLayout, series: Tile["series"], asRatio = false): Tile {
  return { id, name, ...layout, asRatio, series };
}

interface SeriesSpec {
  type?: "time" | "number" | "table";
  dataSource?: "events" | "metrics";
  aggFn: string;
  field?: string;
  where?: string;
  groupBy?: string[];
}

/** A series with the defaults most tiles share: events, over time, no filter, no groups. */
function series({ type = "time", dataSource = "events", aggFn, field, where = "", groupBy = [] }: SeriesSpec): Series {
  return { type, dataSource, aggFn, ...(field === undefined ? {} : { field }), where, groupBy };
}

// Every tile asks something the demo data answers (gaps.md "Chart data"): value aggregations name
// their field, and memory comes from the metrics rows. A line chart is at least four rows tall: in
// three, its title, description and time axis leave the lines a strip about 20 px high.
function serviceHealth(): Dashboard {
  const ids = SEED_DASHBOARDS.serviceHealth.tileIds;
  return {
    id: SEED_DASHBOARDS.serviceHealth.id,
    name: SEED_DASHBOARDS.serviceHealth.name,
    tags: ["production", "sre"],
    tiles: [
      tile(ids.requests, "Requests per minute", { x: 0, y: 0, w: 12, h: 4 }, [series({ aggFn: "count_per_min", where: "kind:request" })]),
      tile(ids.errors, "Errors per minute", { x: 12, y: 0, w: 12, h: 4 }, [series({ aggFn: "count_per_min", where: "level:error" })]),
      tile(ids.p95Latency, "p95 latency (ms)", { x: 0, y: 4, w: 8, h: 4 }, [series({ aggFn: "p95", field: "duration_ms", where: "service:api" })]),
      tile(ids.errorRate, "Errors", { x: 8, y: 4, w: 4, h: 4 }, [series({ type: "number", aggFn: "count", where: "level:error" })]),
      tile(ids.activeUsers, "Active users", { x: 12, y: 4, w: 4, h: 4 }, [series({ type: "number", aggFn: "count_distinct", field: "user_id" })]),
      tile(ids.slowQueries, "Slow requests", { x: 16, y: 4, w: 8, h: 4 }, [series({ aggFn: "count", where: "kind:request duration_ms:>500" })]),
      tile(ids.throughputByService, "Throughput by service", { x: 0, y: 8, w: 16, h: 4 }, [
        series({ aggFn: "count_per_min", where: "kind:request", groupBy: ["service"] }),
      ]),
      tile(ids.maxMemory, "Peak memory (MB)", { x: 16, y: 8, w: 8, h: 4 }, [
        series({ type: "number", dataSource: "metrics", aggFn: "max", field: "value", where: "metric:memory_mb" }),
      ]),
    ],
  };
}

function checkoutFunnel(): Dashboard {
  const ids = SEED_DASHBOARDS.checkoutFunnel.tileIds;
  const number = (aggFn: string, where: string, field?: string) => [series({ type: "number", aggFn, where, ...(field === undefined ? {} : { field }) })];
  return {
    id: SEED_DASHBOARDS.checkoutFunnel.id,
    name: SEED_DASHBOARDS.checkoutFunnel.name,
    tags: ["business"],
    tiles: [
      tile(ids.cartViews, "Cart views", { x: 0, y: 0, w: 6, h: 3 }, number("count", "page:cart")),
      tile(ids.checkoutsStarted, "Checkouts started", { x: 6, y: 0, w: 6, h: 3 }, number("count", "type:checkout_start")),
      tile(ids.ordersPlaced, "Orders placed", { x: 12, y: 0, w: 6, h: 3 }, number("count", "type:order_placed")),
      tile(ids.uniqueBuyers, "Unique buyers", { x: 18, y: 0, w: 6, h: 3 }, number("count_distinct", "type:order_placed", "user_id")),
      tile(ids.paymentFailures, "Payment failures", { x: 0, y: 3, w: 12, h: 4 }, [
        series({ aggFn: "count", where: "type:payment_failed", groupBy: ["provider"] }),
      ]),
      tile(ids.averageOrderValue, "Average order value", { x: 12, y: 3, w: 12, h: 4 }, [
        series({ aggFn: "avg", field: "amount", where: "type:order_placed" }),
      ]),
    ],
  };
}

/** Every kind of tile on one board: numbers, a ratio, charts with several groups, a table, a rate, metrics. */
function platformOverview(): Dashboard {
  const ids = SEED_DASHBOARDS.platformOverview.tileIds;
  const services = ["service"];
  return {
    id: SEED_DASHBOARDS.platformOverview.id,
    name: SEED_DASHBOARDS.platformOverview.name,
    tags: ["production", "overview"],
    tiles: [
      tile(ids.requests, "Requests", { x: 0, y: 0, w: 6, h: 3 }, [series({ type: "number", aggFn: "count", where: "kind:request" })]),
      tile(ids.p99Latency, "p99 latency (ms)", { x: 6, y: 0, w: 6, h: 3 }, [
        series({ type: "number", aggFn: "p99", field: "duration_ms", where: "kind:request" }),
      ]),
      tile(ids.revenue, "Revenue", { x: 12, y: 0, w: 6, h: 3 }, [series({ type: "number", aggFn: "sum", field: "amount", where: "type:order_placed" })]),
      tile(ids.errorShare, "Share of requests failing", { x: 18, y: 0, w: 6, h: 3 }, [
        series({ type: "number", aggFn: "count", where: "kind:request status_code:>=500" }),
        series({ type: "number", aggFn: "count", where: "kind:request" }),
      ], true),
      tile(ids.requestsByService, "Requests per minute by service", { x: 0, y: 3, w: 12, h: 5 }, [
        series({ aggFn: "count_per_min", where: "kind:request", groupBy: services }),
      ]),
      tile(ids.errorRatio, "Error ratio over time", { x: 12, y: 3, w: 12, h: 5 }, [
        series({ aggFn: "count", where: "kind:request level:error" }),
        series({ aggFn: "count", where: "kind:request" }),
      ], true),
      tile(ids.servicesTable, "Services at a glance", { x: 0, y: 8, w: 12, h: 5 }, [
        series({ type: "table", aggFn: "count", groupBy: services }),
        series({ type: "table", aggFn: "p95", field: "duration_ms", groupBy: services }),
        series({ type: "table", aggFn: "count", where: "level:error", groupBy: services }),
        series({ type: "table", aggFn: "count_distinct", field: "user_id", groupBy: services }),
      ]),
      tile(ids.logVolume, "Log volume by level", { x: 12, y: 8, w: 12, h: 5 }, [series({ aggFn: "count_per_min", groupBy: ["level"] })]),
      tile(ids.cpuByService, "CPU by service (%)", { x: 0, y: 13, w: 12, h: 4 }, [
        series({ dataSource: "metrics", aggFn: "avg", field: "value", where: "metric:cpu_pct", groupBy: services }),
      ]),
      tile(ids.queueDepth, "Worker queue depth", { x: 12, y: 13, w: 12, h: 4 }, [
        series({ dataSource: "metrics", aggFn: "max", field: "value", where: "metric:queue_depth" }),
      ]),
    ],
  };
}

/** Dashboards, sources, webhooks and one alert on the production service; the dev service gets sources only. */
export function seedStack(developmentServiceId: string): Pick<EmulatorData, "dashboards" | "alerts" | "sources" | "webhooks"> {
  const serviceId = PRODUCTION_SERVICE.id;
  const alert = SEED_ALERTS.errorSpike;
  return {
    dashboards: [serviceHealth(), checkoutFunnel(), platformOverview()].map((record) => ({ serviceId, record })),
    alerts: [
      {
        serviceId,
        record: {
          id: alert.id,
          dashboardId: alert.dashboardId,
          tileId: alert.tileId,
          threshold: 50,
          interval: "5m",
          source: "tile",
          thresholdType: "above",
          channel: { type: "webhook", webhookId: alert.webhookId },
          name: alert.name,
          message: "More than 50 errors a minute on production. Check the Service Health dashboard.",
          state: "OK",
        },
      },
    ],
    sources: [
      ...Object.values(SEED_SOURCES).map((record) => ({ serviceId, record: { ...record } })),
      { serviceId: developmentServiceId, record: { id: "e1ed763c-f009-4d16-aa5b-53db89aa76cc", name: "Sandbox logs", kind: "log" } },
    ],
    webhooks: Object.values(SEED_WEBHOOKS).map((record) => ({ serviceId, record: { ...record } })),
  };
}
