import { bucketStart, seriesDataKey, type SeriesRow } from "@/shared/schemas/series-query";
import type { ResolvedRange } from "./time-range";

/** A value as the answer sends it: a number, a number in a string, or nothing. */
export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export type GroupValues = readonly (string | number | boolean | null)[];

/** How a group reads in a legend or table: its values in order, "(none)" for a missing one. */
export function groupLabel(group: GroupValues | undefined): string {
  if (!group || group.length === 0) return "";
  return group.map((value) => (value === null || value === "" ? "(none)" : String(value))).join(" · ");
}

const groupKey = (group: GroupValues | undefined) => JSON.stringify(group ?? []);

export interface PivotOptions {
  /** One label per series of the tile (e.g. "count", "p95 of duration_ms"). */
  seriesLabels: readonly string[];
  /** Per series: an absent bucket is 0 (a count) rather than a gap. */
  countSeries: readonly boolean[];
  /** Show series 0 divided by series 1 instead of the series. */
  ratio: boolean;
}

export interface ChartLine {
  label: string;
  group: GroupValues | undefined;
  values: (number | null)[];
}

/** Columns for a chart: `xs` (bucket starts, epoch ms) and one line per series and group. */
export interface TimeColumns {
  xs: number[];
  lines: ChartLine[];
}

interface GroupCells {
  group: GroupValues | undefined;
  /** Per series: bucket start → value. */
  bySeries: Map<number, number | null>[];
  /** The first series' total: the order of groups (largest first). */
  total: number;
}

function collectGroups(rows: readonly SeriesRow[], seriesCount: number): GroupCells[] {
  const groups = new Map<string, GroupCells>();
  for (const row of rows) {
    const ts = toNumber(row.ts_bucket);
    if (ts === null) continue;
    const key = groupKey(row.group);
    let cells = groups.get(key);
    if (!cells) {
      cells = { group: row.group, bySeries: Array.from({ length: seriesCount }, () => new Map()), total: 0 };
      groups.set(key, cells);
    }
    for (let index = 0; index < seriesCount; index += 1) {
      const value = toNumber(row[seriesDataKey(index)]);
      cells.bySeries[index]!.set(ts, value);
      if (index === 0 && value !== null) cells.total += Math.abs(value);
    }
  }
  return [...groups.values()].sort((a, b) => b.total - a.total);
}

/** Every bucket start of the range at `bucketMs`, so the chart spans the range even where no data is. */
export function bucketTimes(range: ResolvedRange, bucketMs: number): number[] {
  const xs: number[] = [];
  for (let ts = bucketStart(range.startTime, bucketMs); ts < range.endTime; ts += bucketMs) xs.push(ts);
  return xs;
}

function ratioOf(numerator: number | null, denominator: number | null): number | null {
  return numerator === null || denominator === null || denominator === 0 ? null : numerator / denominator;
}

function lineLabel(seriesLabel: string, group: GroupValues | undefined, seriesCount: number): string {
  const groupText = groupLabel(group);
  if (!groupText) return seriesLabel;
  return seriesCount > 1 ? `${groupText} · ${seriesLabel}` : groupText;
}

/**
 * The answer's rows as chart columns. Buckets follow the range at `bucketMs`; a bucket the server
 * left out is 0 for a count and a gap otherwise. If the server's buckets do not fall on that grid
 * (another server's rule for `auto`), its own bucket times are used as they are.
 */
export function pivotTimeSeries(rows: readonly SeriesRow[], range: ResolvedRange, bucketMs: number, options: PivotOptions): TimeColumns {
  const seriesCount = options.seriesLabels.length;
  const groups = collectGroups(rows, seriesCount);
  let xs = bucketTimes(range, bucketMs);
  const onGrid = new Set(xs);
  const rowTimes = new Set<number>();
  for (const group of groups) for (const ts of group.bySeries[0]?.keys() ?? []) rowTimes.add(ts);
  if ([...rowTimes].some((ts) => !onGrid.has(ts))) xs = [...rowTimes].sort((a, b) => a - b);

  const valuesOf = (cells: GroupCells, index: number) => {
    const byTime = cells.bySeries[index]!;
    const empty = options.countSeries[index] ? 0 : null;
    return xs.map((ts) => (byTime.has(ts) ? byTime.get(ts)! : empty));
  };

  const lines: ChartLine[] = [];
  for (const cells of groups) {
    if (options.ratio) {
      const numerators = valuesOf(cells, 0);
      const denominators = valuesOf(cells, 1);
      const label = `${options.seriesLabels[0]} / ${options.seriesLabels[1]}`;
      lines.push({ label: lineLabel(label, cells.group, 1), group: cells.group, values: numerators.map((value, i) => ratioOf(value, denominators[i]!)) });
      continue;
    }
    for (let index = 0; index < seriesCount; index += 1) {
      lines.push({ label: lineLabel(options.seriesLabels[index]!, cells.group, seriesCount), group: cells.group, values: valuesOf(cells, index) });
    }
  }
  return { xs, lines };
}

export interface TableRow {
  key: string;
  group: GroupValues | undefined;
  /** One value per column: the series, or the ratio alone. */
  values: (number | null)[];
}

export interface TableData {
  columns: string[];
  rows: TableRow[];
}

/** One row per group for the whole range, a column per series (or the ratio), largest first. */
export function pivotTable(rows: readonly SeriesRow[], options: PivotOptions): TableData {
  const seriesCount = options.seriesLabels.length;
  const groups = collectGroups(rows, seriesCount);
  const single = (cells: GroupCells, index: number) => {
    const values = [...cells.bySeries[index]!.values()];
    return combine(values, options.countSeries[index] ? "sum" : "only");
  };
  const columns = options.ratio ? [`${options.seriesLabels[0]} / ${options.seriesLabels[1]}`] : [...options.seriesLabels];
  return {
    columns,
    rows: groups.map((cells) => ({
      key: groupKey(cells.group),
      group: cells.group,
      values: options.ratio ? [ratioOf(single(cells, 0), single(cells, 1))] : options.seriesLabels.map((_, index) => single(cells, index)),
    })),
  };
}

/**
 * Several buckets for what should be one value (a server that buckets a number tile anyway): counts
 * add up; any other aggregation cannot be combined from its buckets, so only a single value counts.
 */
function combine(values: readonly (number | null)[], how: "sum" | "only"): number | null {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return how === "sum" ? 0 : null;
  if (how === "sum") return present.reduce((sum, value) => sum + value, 0);
  return present.length === 1 ? present[0]! : null;
}

/** A number tile: the first series (or the ratio) over the whole range. */
export function pivotNumber(rows: readonly SeriesRow[], options: PivotOptions): number | null {
  const table = pivotTable(rows, options);
  if (table.rows.length === 0) return options.countSeries[0] && !options.ratio ? 0 : null;
  return table.rows[0]!.values[0] ?? null;
}

/** A ten-line text twin of a chart for screen readers: each line's latest, lowest and highest value. */
export interface LineSummary {
  label: string;
  latest: number | null;
  min: number | null;
  max: number | null;
}

export function summarizeLines(columns: TimeColumns): LineSummary[] {
  return columns.lines.map((line) => {
    const present = line.values.filter((value): value is number => value !== null);
    const latest = [...line.values].reverse().find((value) => value !== null) ?? null;
    return {
      label: line.label,
      latest,
      min: present.length ? Math.min(...present) : null,
      max: present.length ? Math.max(...present) : null,
    };
  });
}
