import { createContext, useContext } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { ResolvedRange, TimeRange } from "../model/time-range";

/** What every tile of one dashboard draws against: one range, one crosshair, one way to zoom. */
export interface DashboardTime {
  serviceRef: ServiceRef;
  range: TimeRange;
  resolved: ResolvedRange;
  /** uPlot's cursor sync key: the dashboard's time charts share a crosshair. */
  syncKey: string;
  /** Drag across a chart: the whole dashboard shows that span (Back returns). */
  zoomTo: (startTime: number, endTime: number) => void;
}

export const DashboardTimeContext = createContext<DashboardTime | null>(null);

export function useDashboardTimeContext(): DashboardTime {
  const value = useContext(DashboardTimeContext);
  if (!value) throw new Error("Tiles draw data inside a DashboardTimeContext");
  return value;
}
