import { z } from "zod";
import { AGG_FNS, MAX_TILE_NAME_LENGTH, MAX_TILE_SERIES, SERIES_TYPES, type TileInput } from "@/shared/schemas/dashboard";
import { MAX_GROUP_BY, MAX_WHERE_LENGTH } from "@/shared/schemas/series-query";
import { checkText, textProblemMessage } from "@/shared/schemas/text-rules";
import type { TileContent } from "./editor-reducer";

type SeriesInput = NonNullable<TileInput["series"]>[number];

/** The shared limits of a tile (the emulator applies the same). */
export { MAX_TILE_NAME_LENGTH };
export const MAX_SERIES = MAX_TILE_SERIES;
/** The data source api.md shows; the stack's own sources are offered next to it. */
export const BUILT_IN_DATA_SOURCE = "events";
export { AGG_FNS, SERIES_TYPES };

export interface SeriesFormValues {
  type: string;
  dataSource: string;
  aggFn: string;
  where: string;
  /** Comma-separated field names. */
  groupBy: string;
  /** The series as the server sent it, so fields this form does not show survive an edit. */
  original?: SeriesInput;
}

export interface TileFormValues {
  name: string;
  asRatio: boolean;
  series: SeriesFormValues[];
}

export function tileFormValues(tile: Pick<TileInput, "name" | "asRatio" | "series">): TileFormValues {
  return {
    name: tile.name,
    asRatio: tile.asRatio ?? false,
    series: (tile.series ?? []).map((series) => ({
      type: series.type,
      dataSource: series.dataSource,
      aggFn: series.aggFn,
      where: series.where ?? "",
      groupBy: (series.groupBy ?? []).join(", "),
      original: series,
    })),
  };
}

export function newSeriesValues(dataSource = BUILT_IN_DATA_SOURCE): SeriesFormValues {
  return { type: "time", dataSource, aggFn: "count", where: "", groupBy: "" };
}

export const splitFields = (text: string) => text.split(",").map((field) => field.trim()).filter((field) => field !== "");

const seriesValuesSchema = z.object({
  type: z.string().trim().min(1, "Choose a series type"),
  dataSource: z.string().trim().min(1, "Choose a data source"),
  aggFn: z.string().trim().min(1, "Choose an aggregation"),
  where: z
    .string()
    .max(MAX_WHERE_LENGTH, `The filter must be at most ${MAX_WHERE_LENGTH.toLocaleString("en")} characters`)
    .superRefine(checkText("The filter", { multiLine: true })),
  groupBy: z.string().superRefine((text, ctx) => {
    const fields = splitFields(text);
    const spaced = fields.find((field) => /\s/.test(field));
    if (spaced) ctx.addIssue({ code: "custom", message: `"${spaced}" is not a field name: separate fields with commas` });
    if (fields.length > MAX_GROUP_BY) ctx.addIssue({ code: "custom", message: `Group by at most ${MAX_GROUP_BY} fields` });
    const problem = fields.map((field) => textProblemMessage("A field name", field)).find(Boolean);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
});

const tileValuesSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Give the tile a name")
      .max(MAX_TILE_NAME_LENGTH, `The name must be at most ${MAX_TILE_NAME_LENGTH} characters`)
      .superRefine(checkText("The name")),
    asRatio: z.boolean(),
    series: z.array(seriesValuesSchema).min(1, "Add at least one series").max(MAX_SERIES, `A tile has at most ${MAX_SERIES} series`),
  })
  .superRefine((values, ctx) => {
    if (values.asRatio && values.series.length < 2) {
      ctx.addIssue({ code: "custom", path: ["asRatio"], message: "A ratio divides the first series by the second: add a second series" });
    }
  });

/** Field errors keyed by path: `name`, `asRatio`, `series`, `series.0.dataSource`. */
export type TileFormErrors = Record<string, string>;

export type TileFormResult = { ok: true; content: TileContent } | { ok: false; errors: TileFormErrors };

/** Checks every field before the tile changes; turns the form back into tile fields. */
export function validateTileForm(values: TileFormValues): TileFormResult {
  const parsed = tileValuesSchema.safeParse(values);
  if (!parsed.success) {
    const errors: TileFormErrors = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join(".");
      errors[path] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return {
    ok: true,
    content: {
      name: parsed.data.name,
      asRatio: values.asRatio,
      series: values.series.map((series) => {
        const groupBy = splitFields(series.groupBy);
        const { original } = series;
        const base: SeriesInput = {
          ...original,
          type: series.type.trim(),
          dataSource: series.dataSource.trim(),
          aggFn: series.aggFn.trim(),
          where: series.where.trim(),
        };
        // An absent groupBy stays absent, so an untouched series is byte-for-byte the same.
        if (groupBy.length > 0 || original?.groupBy !== undefined) base.groupBy = groupBy;
        else delete base.groupBy;
        return base;
      }),
    },
  };
}

/** The known values, plus the current one when the server sent something else (kept, not dropped). */
export function optionsWithCurrent(known: readonly string[], current: string): string[] {
  return current === "" || known.includes(current) ? [...known] : [...known, current];
}
