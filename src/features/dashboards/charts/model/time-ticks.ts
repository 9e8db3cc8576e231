import { formatDayOfMonth, formatHourMinute } from "@/lib/format-time";

/**
 * The time axis's labels, one line each (as Grafana's): a tick at midnight names its day ("Nov 28"),
 * any other its time ("14:30"). A short tile keeps its height for the lines instead of a second
 * row of dates under every axis; the range itself is named above the grid.
 */
export function timeTickLabels(ticks: readonly number[]): string[] {
  return ticks.map((tick) => {
    const date = new Date(tick);
    const midnight = date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0 && date.getMilliseconds() === 0;
    return midnight ? formatDayOfMonth(date) : formatHourMinute(date);
  });
}
