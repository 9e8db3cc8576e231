import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { Alert } from "@/shared/schemas/stack";
import { alertQueries } from "../../api/dashboard-queries";

const NONE: ReadonlyMap<string, number> = new Map();

/** tileId → number of alerts on it, for one dashboard. */
function countAlertsByTile(alerts: readonly Alert[], dashboardId: string): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const alert of alerts) {
    if (alert.dashboardId !== dashboardId || !alert.tileId) continue;
    counts.set(alert.tileId, (counts.get(alert.tileId) ?? 0) + 1);
  }
  return counts;
}

/**
 * How many alerts each tile of the dashboard has. The map keeps its identity until the alerts
 * change, so memoised tiles that read from it do not re-render on every editor update.
 */
export function useTileAlertCounts(serviceRef: ServiceRef, dashboardId: string): ReadonlyMap<string, number> {
  const { data } = useQuery(alertQueries.list(serviceRef));
  return useMemo(() => (data ? countAlertsByTile(data, dashboardId) : NONE), [data, dashboardId]);
}
