import type { Dashboard, Tile } from "../../shared/schemas/dashboard";
import type { EmulatorData } from "./emulator-data";
import { PRODUCTION_SERVICE, SEED_ALERTS, SEED_DASHBOARDS, SEED_SOURCES, SEED_WEBHOOKS } from "./seed-ids";

type TileLayout = Pick<Tile, "x" | "y" | "w" | "h">;

function tile(id: string, name: string, layout: TileLayout, series: Tile["series"]): Tile {
  return { id, name, ...layout, asRatio: false, series };
}

const events = (type: "time" | "number", aggFn: string, where: string, groupBy?: string[]) => ({
  type,
  dataSource: "events",
  aggFn,
  where,
  ...(groupBy === undefined ? {} : { groupBy }),
});

function serviceHealth(): Dashboard {
  const ids = SEED_DASHBOARDS.serviceHealth.tileIds;
  return {
    id: SEED_DASHBOARDS.serviceHealth.id,
    name: SEED_DASHBOARDS.serviceHealth.name,
    tags: ["production", "sre"],
    tiles: [
      tile(ids.requests, "Requests per minute", { x: 0, y: 0, w: 12, h: 4 }, [events("time", "count", "", [])]),
      tile(ids.errors, "Errors per minute", { x: 12, y: 0, w: 12, h: 4 }, [events("time", "count", "level:error", [])]),
      tile(ids.p95Latency, "p95 latency (ms)", { x: 0, y: 4, w: 8, h: 3 }, [events("time", "p95", "service:api")]),
      tile(ids.errorRate, "Errors today", { x: 8, y: 4, w: 4, h: 3 }, [events("number", "count", "level:error")]),
      tile(ids.activeUsers, "Active users", { x: 12, y: 4, w: 4, h: 3 }, [events("number", "count_distinct", "type:session_start")]),
      tile(ids.slowQueries, "Slow queries", { x: 16, y: 4, w: 8, h: 3 }, [events("time", "count", "duration_ms:>1000")]),
      tile(ids.throughputByService, "Throughput by service", { x: 0, y: 7, w: 16, h: 4 }, [
        events("time", "sum", "kind:request", ["service"]),
      ]),
      tile(ids.maxMemory, "Peak memory (MB)", { x: 16, y: 7, w: 8, h: 4 }, [events("number", "max", "metric:memory_mb")]),
    ],
  };
}

function checkoutFunnel(): Dashboard {
  const ids = SEED_DASHBOARDS.checkoutFunnel.tileIds;
  return {
    id: SEED_DASHBOARDS.checkoutFunnel.id,
    name: SEED_DASHBOARDS.checkoutFunnel.name,
    tags: ["business"],
    tiles: [
      tile(ids.cartViews, "Cart views", { x: 0, y: 0, w: 6, h: 3 }, [events("number", "count", "page:cart")]),
      tile(ids.checkoutsStarted, "Checkouts started", { x: 6, y: 0, w: 6, h: 3 }, [events("number", "count", "type:checkout_start")]),
      tile(ids.ordersPlaced, "Orders placed", { x: 12, y: 0, w: 6, h: 3 }, [events("number", "count", "type:order_placed")]),
      tile(ids.uniqueBuyers, "Unique buyers", { x: 18, y: 0, w: 6, h: 3 }, [events("number", "count_distinct", "type:order_placed")]),
      tile(ids.paymentFailures, "Payment failures", { x: 0, y: 3, w: 12, h: 4 }, [
        events("time", "count", "type:payment_failed", ["provider"]),
      ]),
      tile(ids.averageOrderValue, "Average order value", { x: 12, y: 3, w: 12, h: 4 }, [events("time", "avg", "type:order_placed")]),
    ],
  };
}

/** Dashboards, sources, webhooks and one alert on the production service; the dev service gets sources only. */
export function seedStack(developmentServiceId: string): Pick<EmulatorData, "dashboards" | "alerts" | "sources" | "webhooks"> {
  const serviceId = PRODUCTION_SERVICE.id;
  const alert = SEED_ALERTS.errorSpike;
  return {
    dashboards: [serviceHealth(), checkoutFunnel()].map((record) => ({ serviceId, record })),
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
