import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { TileInput } from "@/shared/schemas/dashboard";
import { seriesQueries } from "../api/series-queries";
import { tileQuery } from "../model/tile-query";
import { useDashboardTimeContext } from "./dashboard-time-context";

/**
 * A tile's series query over the dashboard's range, with its failure as the tile shows it (an error and
 * no data to keep drawing), undefined while there is none. Every reader of one tile gets the same key:
 * one that only watches (`enabled: false`, the tile panel's form) sees what the drawing tile asked.
 */
export function useTileSeries(series: NonNullable<TileInput["series"]>, asRatio: boolean | undefined, enabled: boolean) {
  const { serviceRef, resolved } = useDashboardTimeContext();
  const prepared = useMemo(() => tileQuery({ series, asRatio }, resolved), [series, asRatio, resolved]);
  const query = useQuery({ ...seriesQueries.series(serviceRef, prepared.ok ? prepared.query.body : null), enabled });
  const failure = prepared.ok && query.isError && !query.data ? query.error : undefined;
  return { prepared, query, failure };
}
