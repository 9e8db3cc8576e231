import { partialMatchKey, useIsFetching, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import { withParam } from "@/lib/search-params";
import { useSearchWriter } from "@/lib/use-search-writer";
import { SERIES_FRESH_MS, seriesQueries } from "../api/series-queries";
import { absoluteRange, isRelative, readRange, readRefresh, refreshProblem, resolveRange, sameRange, withRange, type REFRESH_OPTIONS, type TimeRange } from "../model/time-range";
import type { DashboardTime } from "./dashboard-time-context";

export interface DashboardTimeControls {
  time: DashboardTime;
  /** Why the URL's range or auto refresh was not used as it is, if it was not. */
  problem: string | undefined;
  refresh: (typeof REFRESH_OPTIONS)[number];
  /**
   * When the data the tiles show arrived (what "updated N s ago" counts from), "failed" when every tile
   * asked and none got an answer, undefined before any answer.
   */
  received: number | "failed" | undefined;
  /** Series requests in flight for this service. */
  fetching: boolean;
  setRange: (range: TimeRange) => void;
  setRefresh: (value: string) => void;
  refreshNow: () => void;
}

/**
 * The dashboard's time range, kept in the URL (`from`, `to`, `refresh`) so a link shows the same
 * view. A relative range is read against the clock when it changes, on "Refresh" and on each auto
 * refresh tick; auto refresh waits while the tab is hidden and catches up when it is shown again.
 * At first it is read against `readAt`, when the page was asked for (the moment the route's loader
 * asked for the first tiles' series against), unless that is too long ago for their answers to count.
 */
export function useDashboardTime(ref: ServiceRef, dashboardId: string, readAt?: number): DashboardTimeControls {
  const { organizationId, serviceId } = ref;
  // One object per service, so the tiles' context does not change with the caller's renders.
  const serviceRef = useMemo(() => ({ organizationId, serviceId }), [organizationId, serviceId]);
  const [params, writeSearch] = useSearchWriter();
  const queryClient = useQueryClient();
  const from = params.get("from");
  const to = params.get("to");
  // When the range in the URL was read against the clock: each reading belongs to the range it read.
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { at: readAt !== undefined && readAt <= now && now - readAt < SERIES_FRESH_MS ? readAt : now, from, to };
  });
  if (clock.from !== from || clock.to !== to) {
    // A new range in the URL (a choice, a zoom, Back or Forward) is read against the clock in the render
    // that shows it. Read first and shown after, the range still shown would be asked for anew.
    // eslint-disable-next-line react-hooks/purity -- read once per new range, and kept in state from then on
    setClock({ at: Date.now(), from, to });
  }
  const reading = useMemo(() => readRange({ from, to }, clock.at), [from, to, clock.at]);
  const { range, problem } = reading;
  const resolved = useMemo(() => resolveRange(range, clock.at), [range, clock.at]);
  const refresh = readRefresh(params);
  const relative = isRelative(range);

  const refreshNow = useCallback(() => {
    setClock((read) => ({ ...read, at: Date.now() }));
    // An absolute range asks the same question again; a relative one asks a new one by itself.
    if (!relative) void queryClient.invalidateQueries({ queryKey: seriesQueries.all(serviceRef) });
  }, [relative, queryClient, serviceRef]);

  useEffect(() => {
    if (refresh.ms === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (document.visibilityState === "hidden") return;
      const due = clock.at + refresh.ms - Date.now();
      timer = setTimeout(refreshNow, Math.max(0, due));
    };
    schedule();
    document.addEventListener("visibilitychange", schedule);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", schedule);
    };
  }, [refresh.ms, clock.at, refreshNow]);

  const setRange = useCallback(
    (next: TimeRange) => {
      // The range shown chosen again reads it against the clock again; a new one is read as it lands.
      if (sameRange(next, range)) setClock((read) => ({ ...read, at: Date.now() }));
      // A new range is a new history entry: Back returns to the previous one.
      writeSearch((latest) => withRange(latest, next));
    },
    [writeSearch, range],
  );
  const zoomTo = useCallback((startTime: number, endTime: number) => setRange(absoluteRange(startTime, endTime)), [setRange]);
  const setRefresh = useCallback((value: string) => writeSearch((latest) => withParam(latest, "refresh", value), { replace: true }), [writeSearch]);

  const time = useMemo<DashboardTime>(
    () => ({ serviceRef, range, resolved, syncKey: `dashboard-${dashboardId}`, zoomTo }),
    [serviceRef, range, resolved, dashboardId, zoomTo],
  );
  const fetching = useIsFetching({ queryKey: seriesQueries.all(serviceRef) }) > 0;
  const received = useReceived(queryClient, serviceRef);
  const problems = [problem, refreshProblem(params)].filter(Boolean).join(" ") || undefined;
  return { time, problem: problems, refresh, received, fetching, setRange, setRefresh, refreshNow };
}

/**
 * When the newest answer of the tiles on the page arrived: the time is when data came, not when the
 * range was read, so a refresh whose every request failed does not pass for fresh data. Only queries
 * a tile watches count: another dashboard's answers, or those of the range before, are not on screen.
 */
function useReceived(queryClient: QueryClient, serviceRef: ServiceRef): number | "failed" | undefined {
  const cache = queryClient.getQueryCache();
  // Only a series query's events can change the answer: others (the dashboard's own, the service's) are not read again.
  const subscribe = useCallback(
    (onChange: () => void) => cache.subscribe((event) => partialMatchKey(event.query.queryKey, seriesQueries.all(serviceRef)) && onChange()),
    [cache, serviceRef],
  );
  // A number, so that a snapshot read twice is the same: the newest answer's time, -1 when all failed.
  const snapshot = useCallback(() => {
    let newest = 0;
    let failed = false;
    for (const query of cache.findAll({ queryKey: seriesQueries.all(serviceRef) })) {
      if (query.getObserversCount() === 0) continue;
      if (query.state.status === "success") newest = Math.max(newest, query.state.dataUpdatedAt);
      else if (query.state.status === "error") failed = true;
    }
    return newest > 0 ? newest : failed ? -1 : 0;
  }, [cache, serviceRef]);
  const newest = useSyncExternalStore(subscribe, snapshot, snapshot);
  return newest > 0 ? newest : newest === -1 ? "failed" : undefined;
}
