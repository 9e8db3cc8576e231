import type { TileInput } from "@/shared/schemas/dashboard";
import { aggregationNames } from "../../model/aggregation-names";

type SeriesInput = NonNullable<TileInput["series"]>[number];

const TYPE_WORDS: Record<string, string> = { time: "over time", number: "as one number", table: "as a table by group" };

/** Readable names for data source values: the stack's sources by id, and the built-in `events`. */
export type SourceNames = ReadonlyMap<string, string>;

/** "count of events where level:error, over time"; unknown values the server sends are shown as they are. */
export function seriesSummary(series: SeriesInput, sourceNames: SourceNames = new Map()): string {
  const aggregation = aggregationNames(series.aggFn)?.words ?? series.aggFn;
  const source = sourceNames.get(series.dataSource) ?? series.dataSource;
  const where = series.where?.trim();
  const groupBy = (series.groupBy ?? []).filter((field) => field.trim() !== "");
  const type = TYPE_WORDS[series.type] ?? `as ${series.type}`;
  const field = series.field?.trim();
  return [
    field ? `${aggregation} of ${field} in ${source}` : `${aggregation} of ${source}`,
    where ? ` where ${where}` : "",
    groupBy.length > 0 ? `, by ${groupBy.join(", ")}` : "",
    `, ${type}`,
  ].join("");
}

/** Every series of a tile, one sentence each. */
export function tileSummary(tile: Pick<TileInput, "series" | "asRatio">, sourceNames?: SourceNames): string {
  const series = tile.series ?? [];
  if (series.length === 0) return "No series yet";
  const parts = series.map((item) => seriesSummary(item, sourceNames));
  // asRatio divides the first series by the second.
  if (tile.asRatio && parts.length >= 2) return `ratio of ${parts[0]} to ${parts.slice(1).join("; ")}`;
  // Saved by another client: the console's own form refuses a ratio of one series. Drawn as it is, and said so.
  if (tile.asRatio) return `${parts[0]} (not a ratio: that needs a second series)`;
  return parts.join("; ");
}
