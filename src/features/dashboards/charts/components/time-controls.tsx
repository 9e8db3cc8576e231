import { useEffect, useState } from "react";
import { formatExactTime } from "@/lib/format-time";
import { REFRESH_OPTIONS } from "../model/time-range";
import { TimeRangePicker } from "./time-range-picker";
import type { DashboardTimeControls } from "./use-dashboard-time";
import "./charts.css";

/** The dashboard's time: range picker, refresh now, auto refresh, and how fresh the data is. */
export function TimeControls({ controls }: { controls: DashboardTimeControls }) {
  const { time, refresh, received, fetching, setRange, setRefresh, refreshNow } = controls;
  return (
    <div className="time-controls" role="group" aria-label="Time range">
      <TimeRangePicker range={time.range} now={time.resolved.endTime} onChange={setRange} />
      <button type="button" className="button" onClick={refreshNow} aria-label="Refresh data">
        <span aria-hidden="true">↻</span> Refresh
      </button>
      <label className="time-controls__refresh">
        <span className="time-controls__refresh-label">Auto refresh</span>
        <select className="select" value={refresh.value} onChange={(event) => setRefresh(event.target.value)}>
          {REFRESH_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      </label>
      <UpdatedAgo received={received} fetching={fetching} />
    </div>
  );
}

/**
 * "Updated 12 s ago", ticking on its own so nothing else renders for it. When every request failed it
 * says so rather than nothing: the tiles show their errors, and the header must not look up to date.
 */
function UpdatedAgo({ received, fetching }: { received: number | "failed" | undefined; fetching: boolean }) {
  const at = typeof received === "number" ? received : 0;
  const [now, setNow] = useState(at);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [at]);
  if (fetching) return <span className="time-controls__updated">Updating…</span>;
  if (received === "failed") return <span className="time-controls__updated time-controls__updated--failed">Refresh failed</span>;
  if (received === undefined) return <span className="time-controls__updated" />;
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  const text = seconds < 5 ? "Updated just now" : seconds < 120 ? `Updated ${seconds} s ago` : `Updated ${Math.round(seconds / 60)} min ago`;
  return (
    <span className="time-controls__updated" title={formatExactTime(at)}>
      {text}
    </span>
  );
}
