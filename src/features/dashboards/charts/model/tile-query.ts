import type { TileInput } from "@/shared/schemas/dashboard";
import {
  GRANULARITY_MS,
  isCountAggFn,
  resolveGranularity,
  seriesQueryBodySchema,
  type ParsedSeriesQuery,
  type SeriesQueryBody,
} from "@/shared/schemas/series-query";
import { describeIssue } from "@/shared/schemas/issue-path";
import type { ResolvedRange } from "./time-range";

type TileSeries = NonNullable<TileInput["series"]>[number];
export type TileDataInput = Pick<TileInput, "series" | "asRatio">;

/** How a tile is drawn: the first series' type decides (gaps.md). */
export type TileKind = "time" | "number" | "table" | "other";

export function tileKindOf(tile: Pick<TileInput, "series">): TileKind {
  const type = tile.series?.[0]?.type;
  return type === "time" || type === "number" || type === "table" ? type : "other";
}

/** A ratio needs two series; with fewer the tile shows its series as they are. */
export const isRatio = (tile: TileDataInput) => tile.asRatio === true && (tile.series?.length ?? 0) >= 2;

export interface TileQuery {
  kind: TileKind;
  body: ParsedSeriesQuery;
  /** Bucket size of a time chart, as the server will use it. */
  bucketMs: number;
  /** Per series: whether an empty bucket means 0 (a count) rather than "no data". */
  countSeries: boolean[];
}

export type TileQueryResult = { ok: true; query: TileQuery } | { ok: false; problem: string };

function querySeries(series: TileSeries, kind: TileKind) {
  const { type, dataSource, aggFn, field, where, groupBy } = series;
  return {
    type,
    dataSource,
    aggFn,
    ...(field ? { field } : {}),
    where: where ?? "",
    // One number for the whole range has no groups.
    groupBy: kind === "number" ? [] : groupBy ?? [],
  };
}

/**
 * The series query a tile asks for over `range`, checked with the contract's own schema first, so a
 * tile that cannot be asked for says why without a request. Time charts ask for `auto` buckets.
 */
export function tileQuery(tile: TileDataInput, range: ResolvedRange): TileQueryResult {
  const kind = tileKindOf(tile);
  const series = tile.series ?? [];
  if (series.length === 0) return { ok: false, problem: "This tile has no series yet. Edit it to choose what to show." };
  if (kind === "other") return { ok: false, problem: `This console cannot draw series of type “${series[0]?.type}”.` };
  // Unchecked until the contract's schema has looked at it, just below.
  const body: Record<keyof SeriesQueryBody, unknown> = { startTime: range.startTime, endTime: range.endTime, granularity: "auto", series: series.map((item) => querySeries(item, kind)) };
  const parsed = seriesQueryBodySchema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, problem: `This tile's query cannot be sent: ${describeIssue(parsed.error.issues[0])}.` };
  }
  const granularity = resolveGranularity(parsed.data.granularity, range.startTime, range.endTime);
  return {
    ok: true,
    query: { kind, body: parsed.data, bucketMs: GRANULARITY_MS[granularity], countSeries: series.map((item) => isCountAggFn(item.aggFn)) },
  };
}
