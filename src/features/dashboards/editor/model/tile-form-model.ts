import { z } from "@/shared/zod";
import { MAX_TILE_NAME_LENGTH, type TileInput } from "@/shared/schemas/dashboard";
import {
  AGG_FNS,
  aggFnNeedsField,
  EVENT_FIELDS,
  MAX_FIELD_NAME_LENGTH,
  MAX_GROUP_BY,
  MAX_QUERY_SERIES,
  MAX_WHERE_LENGTH,
  METRIC_FIELDS,
  SERIES_DATA_SOURCES,
  SERIES_TYPES,
} from "@/shared/schemas/series-query";
import { checkText, textProblemMessage } from "@/shared/schemas/text-rules";
import { isFieldName, parseWhere } from "@/shared/series/where-parser";
import type { SeriesFieldProblem } from "../../charts/model/series-field-problem";
import type { TileContent } from "./editor-reducer";

type SeriesInput = NonNullable<TileInput["series"]>[number];

export { MAX_TILE_NAME_LENGTH };
/** The series query takes at most five series (gaps.md "Chart data"): a tile that can be drawn has no more. */
export const MAX_SERIES = MAX_QUERY_SERIES;
/** The data source api.md shows; `metrics` is the other one the series query reads. */
export const BUILT_IN_DATA_SOURCE = "events";
export { AGG_FNS, SERIES_DATA_SOURCES, SERIES_TYPES };

export interface SeriesFormValues {
  type: string;
  dataSource: string;
  aggFn: string;
  /** The field an aggregation over values reads; ignored by counts. */
  field: string;
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
      field: series.field ?? "",
      where: series.where ?? "",
      groupBy: (series.groupBy ?? []).join(", "),
      original: series,
    })),
  };
}

export function newSeriesValues(like?: Pick<SeriesFormValues, "dataSource" | "type" | "groupBy">): SeriesFormValues {
  return { type: like?.type ?? "time", dataSource: like?.dataSource ?? BUILT_IN_DATA_SOURCE, aggFn: "count", field: "", where: "", groupBy: like?.groupBy ?? "" };
}

/** Group-by text as field names: blanks trimmed, empty entries (`a, , b`, a trailing comma) left out. */
const splitFields = (text: string) => text.split(",").map((field) => field.trim()).filter((field) => field !== "");

/** The fields of a data source, as the contract's demo data names them: numeric ones for sums and averages. */
export function fieldOptions(dataSource: string, aggFn: string): string[] {
  const fields: Record<string, string> = dataSource === "metrics" ? METRIC_FIELDS : EVENT_FIELDS;
  const names = Object.keys(fields);
  // A distinct count reads any field; the other aggregations over values need numbers.
  return aggFn === "count_distinct" ? names : names.filter((name) => fields[name] === "number");
}

/**
 * The group-by text's first problem as the form shows it, or undefined. Empty entries (`a, , b`, a
 * trailing comma) are left out; each name must be a field name as the series query reads one. Whether
 * the data source has that field is the server's to say (a real service's fields are its own), and
 * the tile's preview shows its answer before the tile is added.
 */
function groupByProblem(groupBy: string): string | undefined {
  const fields = splitFields(groupBy);
  const spaced = fields.find((field) => /\s/.test(field));
  if (spaced) return `"${spaced}" is not a field name: separate fields with commas`;
  if (fields.length > MAX_GROUP_BY) return `Group by at most ${MAX_GROUP_BY} fields`;
  const unsafe = fields.map((field) => textProblemMessage("A field name", field)).find(Boolean);
  if (unsafe) return unsafe;
  const long = fields.find((field) => field.length > MAX_FIELD_NAME_LENGTH);
  if (long) return `A field name is at most ${MAX_FIELD_NAME_LENGTH} characters ("${long.slice(0, 20)}…" has ${long.length})`;
  const malformed = fields.find((field) => !isFieldName(field));
  if (malformed) return `"${malformed}" is not a field name: a field name is letters, digits, _ and . and does not start with a digit`;
  return undefined;
}

/** The `where` filter's syntax error as the form shows it, or undefined when it parses. */
export function whereProblem(where: string): string | undefined {
  const parsed = parseWhere(where);
  return parsed.ok ? undefined : parsed.error.message.replace(/^./, (first) => first.toUpperCase());
}

const seriesValuesSchema = z.object({
  type: z.string().check(z.trim(), z.minLength(1, "Choose how to show the series")),
  dataSource: z.string().check(
    z.trim(),
    z.refine(
      (value) => (SERIES_DATA_SOURCES as readonly string[]).includes(value),
      "Choose events or metrics: the series query reads those",
    ),
  ),
  aggFn: z.string().check(z.trim(), z.minLength(1, "Choose an aggregation")),
  field: z.string().check(z.trim()),
  where: z.string().check(
    z.maxLength(MAX_WHERE_LENGTH, `The filter must be at most ${MAX_WHERE_LENGTH} characters`),
    z.superRefine(checkText("The filter", { multiLine: true })),
  ),
  groupBy: z.string().check(z.superRefine((text, ctx) => {
    const problem = groupByProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })),
}).check(z.superRefine((series, ctx) => {
  if (aggFnNeedsField(series.aggFn) && series.field === "") {
    ctx.addIssue({ code: "custom", path: ["field"], message: `Choose the field that ${series.aggFn} reads` });
  }
  const problem = whereProblem(series.where);
  if (problem) ctx.addIssue({ code: "custom", path: ["where"], message: problem });
}));

const tileValuesSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, "Give the tile a name"),
    z.maxLength(MAX_TILE_NAME_LENGTH, `The name must be at most ${MAX_TILE_NAME_LENGTH} characters`),
    z.superRefine(checkText("The name")),
  ),
  asRatio: z.boolean(),
  series: z.array(seriesValuesSchema).check(
    z.minLength(1, "Add at least one series"),
    z.maxLength(MAX_SERIES, `A tile has at most ${MAX_SERIES} series`),
  ),
}).check(z.superRefine((values, ctx) => {
  if (values.asRatio && values.series.length < 2) {
    ctx.addIssue({ code: "custom", path: ["asRatio"], message: "A ratio divides the first series by the second: add a second series" });
  }
  // The series query groups every series of a tile the same way.
  const first = splitFields(values.series[0]?.groupBy ?? "").join(",");
  values.series.forEach((series, index) => {
    if (index > 0 && splitFields(series.groupBy).join(",") !== first) {
      ctx.addIssue({ code: "custom", path: ["series", index, "groupBy"], message: "Group by the same fields as series 1: every series of a tile is grouped alike" });
    }
  });
}));

/** Field errors keyed by path: `name`, `asRatio`, `series`, `series.0.dataSource`. */
export type TileFormErrors = Record<string, string>;

export type TileFormResult = { ok: true; content: TileContent } | { ok: false; errors: TileFormErrors };

function seriesContent(series: SeriesFormValues): SeriesInput {
  const groupBy = splitFields(series.groupBy);
  const { original } = series;
  const aggFn = series.aggFn.trim();
  const base: SeriesInput = { ...original, type: series.type.trim(), dataSource: series.dataSource.trim(), aggFn, where: series.where.trim() };
  // A count reads no field: a field is dropped when the aggregation changes to one, kept on an untouched
  // series. An absent groupBy stays absent, so an untouched series is byte-for-byte the same.
  const untouchedAggregation = original !== undefined && original.aggFn === aggFn;
  if (aggFnNeedsField(aggFn)) base.field = series.field.trim();
  else if (!untouchedAggregation) delete base.field;
  if (groupBy.length > 0 || original?.groupBy !== undefined) base.groupBy = groupBy;
  else delete base.groupBy;
  return base;
}

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
  return { ok: true, content: { name: parsed.data.name, asRatio: values.asRatio, series: values.series.map(seriesContent) } };
}

/** The panel's labels: a problem is named by the field it is on, in the words the panel shows. */
const TILE_FIELD_LABELS: Record<string, string> = { name: "Tile name", series: "Series", asRatio: "Show as a ratio" };
const SERIES_FIELD_LABELS: Record<keyof Omit<SeriesFormValues, "original">, string> = {
  type: "Show as",
  dataSource: "Data source",
  aggFn: "Aggregation",
  field: "Field",
  where: "Filter (where)",
  groupBy: "Group by",
};
const SERIES_FIELD_ORDER = Object.keys(SERIES_FIELD_LABELS);
const TILE_FIELD_RANK: Record<string, number> = { name: 0, series: 1, asRatio: 1000 };
const SERIES_PATH = /^series\.(\d+)\.(\w+)$/;

/** A field path as the panel names it: `name` → "Tile name", `series.1.groupBy` → "Group by in series 2". */
export function tileFieldName(path: string): string {
  const match = SERIES_PATH.exec(path);
  if (!match) return TILE_FIELD_LABELS[path] ?? path;
  const [, index, field] = match as unknown as [string, string, keyof typeof SERIES_FIELD_LABELS];
  return `${SERIES_FIELD_LABELS[field] ?? field} in series ${Number(index) + 1}`;
}

/** Where a field comes on the page: the name, the series one by one and field by field, then the ratio. */
function pageRank(path: string): number {
  const match = SERIES_PATH.exec(path);
  if (match) return 10 + Number(match[1]) * 10 + SERIES_FIELD_ORDER.indexOf(match[2]!);
  return TILE_FIELD_RANK[path] ?? 1001;
}

/** Field paths in the order their fields come on the page. */
export function inPageOrder(paths: readonly string[]): string[] {
  return [...paths].sort((a, b) => pageRank(a) - pageRank(b));
}

/** Every problem of the panel's values in the order of the page, each after the field it is on: "Group by in series 2: …". */
export function namedTileProblems(errors: TileFormErrors): string[] {
  return inPageOrder(Object.keys(errors)).map((path) => `${tileFieldName(path)}: ${errors[path]}`);
}

/** A field of one series that the preview's query was refused for (the series query's 400 naming it). */
export type PreviewFieldProblem = SeriesFieldProblem & {
  /** The series as the preview sent it. */
  sent: SeriesInput;
};

/**
 * The preview's refusals as errors of the fields they name (`series.0.groupBy`), each while its field
 * still holds what was sent: once it is edited, the refusal no longer describes it.
 */
export function previewFieldErrors(values: TileFormValues, problems: readonly PreviewFieldProblem[]): TileFormErrors {
  const errors: TileFormErrors = {};
  for (const problem of problems) {
    const series = values.series[problem.series];
    if (!series) continue;
    const now = seriesContent(series)[problem.field] ?? "";
    const sent = problem.sent[problem.field] ?? "";
    if (JSON.stringify(now) === JSON.stringify(sent)) errors[`series.${problem.series}.${problem.field}`] = problem.message;
  }
  return errors;
}

/** The known values, plus the current one when the server sent something else (kept, not dropped). */
export function optionsWithCurrent(known: readonly string[], current: string): string[] {
  return current === "" || known.includes(current) ? [...known] : [...known, current];
}
