import {
  bucketCount, bucketStart, GRANULARITY_MS, MAX_GROUPS, resolveGranularity, seriesDataKey,
  type ParsedSeriesQuery, type SeriesDataSource, type SeriesQueryResponse,
} from "../../../shared/schemas/series-query";
import { makeAccumulator, type Accumulator } from "./aggregations";
import type { Chunk, ChunkSlice, SeriesSource } from "./columns";
import { compareGroups, GroupIndex } from "./group-index";
import { prepareSeries, type PreparedSeries } from "./prepare-series";
import type { CompiledFilter } from "./where-filter";

export type SeriesSources = Readonly<Record<SeriesDataSource, SeriesSource>>;

/** The buckets of a query: `count` of `size` ms from `first`; the range is `[start, end)`. */
export interface Buckets {
  first: number;
  size: number;
  count: number;
  start: number;
  end: number;
}

/**
 * Time buckets of the granularity (`auto`: the smallest giving at most 120), aligned to whole
 * multiples of their size since the epoch, the first and last cut by the range. When the first
 * series is a `number` or `table`, one bucket: the whole range, starting at startTime.
 */
function queryBuckets(query: ParsedSeriesQuery): Buckets {
  const { startTime: start, endTime: end } = query;
  const type = query.series[0]?.type ?? "time";
  if (type !== "time") return { first: start, size: end - start, count: 1, start, end };
  const size = GRANULARITY_MS[resolveGranularity(query.granularity, start, end)];
  return { first: bucketStart(start, size), size, count: bucketCount(start, end, size), start, end };
}

/** What the first pass keeps of a slice for the second: each row's group and which series it fed. */
interface ScannedSlice {
  slice: ChunkSlice;
  members: readonly PreparedSeries[];
  groups: Int32Array;
  /** Bit k: members[k] takes the row. 0: no series does. */
  masks: Uint8Array;
}

/** A row's value of the series' field (a string field's code), NaN when it lacks it; null for counts. */
function fieldReader(chunk: Chunk, field: string | null): ((row: number) => number) | null {
  if (field === null) return null;
  const column = chunk.columns.get(field);
  if (column === undefined) return () => NaN;
  if (column.kind === "number") {
    const values = column.values;
    return (row) => values[row]!;
  }
  const codes = column.codes;
  return (row) => (codes[row] === 0 ? NaN : codes[row]!);
}

/** First pass over one source: which series take each row (filter matches and, for value aggregations, the row has the field), and the row's group. */
function scanSource(source: SeriesSource, members: readonly PreparedSeries[], buckets: Buckets, groups: GroupIndex): ScannedSlice[] {
  const scanned: ScannedSlice[] = [];
  for (const slice of source.slices(buckets.start, buckets.end)) {
    const { chunk, from, to } = slice;
    // Series with the same filter share its matches (prepareSeries compiles each filter text once).
    const matchesOf = new Map<CompiledFilter, Uint8Array>();
    const matches = members.map(({ filter }) => {
      if (filter === null) return null;
      const known = matchesOf.get(filter) ?? filter(slice);
      matchesOf.set(filter, known);
      return known;
    });
    const readers = members.map((series) => fieldReader(chunk, series.field));
    const groupOf = groups.bind(chunk);
    const rowGroups = new Int32Array(to - from);
    const masks = new Uint8Array(to - from);
    for (let row = from; row < to; row += 1) {
      let mask = 0;
      for (let k = 0; k < members.length; k += 1) {
        const matched = matches[k]!;
        const read = readers[k]!;
        if ((matched === null || matched[row - from] === 1) && (read === null || !Number.isNaN(read(row)))) mask |= 1 << k;
      }
      if (mask === 0) continue;
      rowGroups[row - from] = groupOf(row);
      masks[row - from] = mask;
    }
    scanned.push({ slice, members, groups: rowGroups, masks });
  }
  return scanned;
}

/** The first series' aggregate per group over the whole range: the measure that picks the 60 groups kept. */
function firstSeriesTotals(scanned: readonly ScannedSlice[], first: PreparedSeries, groupCount: number): Accumulator {
  const totals = makeAccumulator(first.aggFn);
  totals.ensure(groupCount);
  for (const { slice, members, groups: rowGroups, masks } of scanned) {
    const index = members.indexOf(first);
    if (index < 0) continue;
    const bit = 1 << index;
    const read = fieldReader(slice.chunk, first.field);
    for (let row = slice.from; row < slice.to; row += 1) {
      if (masks[row - slice.from]! & bit) totals.add(rowGroups[row - slice.from]!, read === null ? 0 : read(row));
    }
  }
  return totals;
}

/** Every group when at most 60, else the 60 largest by the first series' total (ties: group order). */
function keepGroups(groups: GroupIndex, totalsOf: () => Accumulator): { kept: number[]; cut: boolean } {
  const all = groups.keys.map((_, id) => id);
  if (all.length <= MAX_GROUPS) return { kept: all, cut: false };
  const totals = totalsOf();
  const total = (id: number) => totals.result(id) ?? -Infinity;
  all.sort((a, b) => total(b) - total(a) || compareGroups(groups.keys[a]!, groups.keys[b]!));
  return { kept: all.slice(0, MAX_GROUPS), cut: true };
}

/**
 * Answers a series query (gaps.md "Chart data") from the sources: rows `{ts_bucket,
 * "series_N.data", group}` sorted by bucket then group. Every series of a source shares one read
 * of it: a first pass finds the rows each series takes and their groups, a second aggregates only
 * the kept groups per bucket (and only when there are over 60 groups, a pass in between ranks them).
 *
 * - A bucket is absent for a value aggregation without values, 0 for a count aggregation, for every
 *   group that exists: a group exists when some series took a row of it in the range; without
 *   groupBy the one group always exists. A row without any series value is left out.
 * - count_per_sec/min/hour: the bucket's count divided by the bucket's length in that unit (for a
 *   number or a table, the range's), as HyperDX's series query divides by its granularity. A
 *   partial first or last bucket then reads low, as it does there; divided by the few seconds of it
 *   inside the range, the last bucket of "the last hour" read one event in 3 s as 20 a minute, a
 *   spike that became the chart's highest value.
 * - `field` is ignored by count aggregations; groups lacking a groupBy field have null there.
 */
export function runSeriesQuery(query: ParsedSeriesQuery, sources: SeriesSources): SeriesQueryResponse {
  const series = prepareSeries(query, sources);
  const buckets = queryBuckets(query);
  const groupBy = query.series[0]?.groupBy ?? [];
  const groups = new GroupIndex(groupBy);

  const scanned: ScannedSlice[] = [];
  for (const source of new Set(series.map((s) => s.source))) {
    scanned.push(...scanSource(source, series.filter((s) => s.source === source), buckets, groups));
  }
  const { kept, cut } = keepGroups(groups, () => firstSeriesTotals(scanned, series[0]!, groups.size));

  const keptIndex = new Int32Array(groups.size).fill(-1);
  kept.forEach((group, index) => (keptIndex[group] = index));
  const accumulators = series.map((s) => makeAccumulator(s.aggFn));
  for (const accumulator of accumulators) accumulator.ensure(kept.length * buckets.count);

  const { first, size, count } = buckets;
  for (const { slice, members, groups: rowGroups, masks } of scanned) {
    const { chunk, from, to } = slice;
    const ts = chunk.ts;
    const readers = members.map((s) => fieldReader(chunk, s.field));
    const targets = members.map((s) => accumulators[s.index]!);
    for (let row = from; row < to; row += 1) {
      const mask = masks[row - from]!;
      if (mask === 0) continue;
      const index = keptIndex[rowGroups[row - from]!]!;
      if (index < 0) continue;
      const cell = index * count + Math.floor((ts[row]! - first) / size);
      for (let k = 0; k < members.length; k += 1) {
        if (mask & (1 << k)) targets[k]!.add(cell, readers[k]?.(row) ?? 0);
      }
    }
  }

  const order = kept.map((group, index) => ({ group, index })).sort((a, b) => compareGroups(groups.keys[a.group]!, groups.keys[b.group]!));
  const data: SeriesQueryResponse["data"] = [];
  for (let bucket = 0; bucket < buckets.count; bucket += 1) {
    const ts = buckets.first + bucket * buckets.size;
    for (const { group, index } of order) {
      const row: SeriesQueryResponse["data"][number] = { ts_bucket: ts };
      let any = false;
      series.forEach((s, n) => {
        const value = accumulators[n]!.result(index * buckets.count + bucket);
        if (value === undefined) return;
        row[seriesDataKey(n)] = s.rateUnitMs === null ? value : value / (buckets.size / s.rateUnitMs);
        any = true;
      });
      if (!any) continue;
      if (groupBy.length > 0) row.group = groups.keys[group];
      data.push(row);
    }
  }
  return cut ? { data, meta: { groupsCut: true } } : { data };
}
