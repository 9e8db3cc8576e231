import { formatCompact, formatDecimal, formatSignificant } from "@/lib/format-number";
import type { TileInput } from "@/shared/schemas/dashboard";
import { aggregationNames } from "../../model/aggregation-names";

type TileSeries = NonNullable<TileInput["series"]>[number];

/** A value as a chart axis, legend or number tile shows it: 1,234 · 12.3K · 0.0421. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  const size = Math.abs(value);
  if (size >= 10_000) return formatCompact(value);
  if (size > 0 && size < 0.01) return formatSignificant(value, 3);
  return formatDecimal(value, 2);
}

/** A ratio reads as a percentage (errors / requests = 2.4 %). */
export function formatRatio(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  return `${formatNumber(value * 100)} %`;
}

const RATE_UNITS: Record<string, string> = { count_per_sec: "/s", count_per_min: "/min", count_per_hour: "/h" };

/** The unit a series' values are in: "/min" for a rate, "ms" for a field in milliseconds, else none. */
export function seriesUnit(series: Pick<TileSeries, "aggFn" | "field"> | undefined): string {
  if (!series) return "";
  if (RATE_UNITS[series.aggFn]) return RATE_UNITS[series.aggFn]!;
  if (series.aggFn === "count" || series.aggFn === "count_distinct") return "";
  return series.field?.endsWith("_ms") ? "ms" : "";
}

export function formatWithUnit(value: number | null | undefined, unit: string): string {
  const text = formatNumber(value);
  if (text === "–" || !unit) return text;
  return unit.startsWith("/") ? `${text}${unit}` : `${text} ${unit}`;
}

/** A series' value as its tile shows it: a ratio as a percentage, anything else with its unit. */
export function formatValue(value: number | null | undefined, unit: string, ratio: boolean): string {
  return ratio ? formatRatio(value) : formatWithUnit(value, unit);
}

/** A short name for a series in a legend or a table head: "p95 duration_ms", "count where level:error". */
export function seriesLabel(series: TileSeries): string {
  const aggregation = aggregationNames(series.aggFn)?.short ?? series.aggFn;
  const field = series.field && !series.aggFn.startsWith("count_per") && series.aggFn !== "count" ? ` ${series.field}` : "";
  const where = series.where?.trim() ? ` where ${series.where.trim()}` : "";
  return `${aggregation}${field}${where}`;
}

/** Labels for every series of a tile; identical ones get their number so a legend tells them apart. */
export function seriesLabels(series: readonly TileSeries[]): string[] {
  const labels = series.map(seriesLabel);
  return labels.map((label, index) => (labels.indexOf(label) !== labels.lastIndexOf(label) ? `${label} (#${index + 1})` : label));
}
