import { aggFnNeedsField, type AggFn, type ParsedSeriesQuery, type SeriesDataSource } from "../../../shared/schemas/series-query";
import { parseWhere, type WhereNode } from "../../../shared/series/where-parser";
import { badRequest } from "../../http-errors";
import { rateUnitMs } from "./aggregations";
import { fieldKind, fieldNames, type SeriesSource } from "./columns";
import { compileWhere, FilterError, type CompiledFilter } from "./where-filter";

/** A series checked against its data source and ready to run. */
export interface PreparedSeries {
  index: number;
  aggFn: AggFn;
  source: SeriesSource;
  /** null: no filter, every row. */
  filter: CompiledFilter | null;
  /** The aggregated field; null for count aggregations (which ignore `field`). */
  field: string | null;
  /** count_per_*: the unit in ms; null otherwise. */
  rateUnitMs: number | null;
}

function checkField(source: SeriesSource, at: string, aggFn: AggFn, field: string): void {
  const kind = fieldKind(source.fields, field);
  if (kind === undefined) throw badRequest(`${at}: ${source.noun} have no field "${field}"; fields: ${fieldNames(source.fields)}`);
  if (kind !== "number" && aggFn !== "count_distinct") {
    throw badRequest(
      `${at}: ${field} is not a number field of ${source.noun}, so aggFn ${aggFn} cannot use it; number fields: ${fieldNames(source.fields, "number")}`,
    );
  }
}

/**
 * Terms one filter may have (Lucene refuses too many clauses too, at 1,024 by default): five
 * different filters of this many terms over a month still answer in about a second on this machine.
 */
const MAX_WHERE_TERMS = 64;

function countTerms(node: WhereNode): number {
  if (node.kind === "and" || node.kind === "or") return node.children.reduce((sum, child) => sum + countTerms(child), 0);
  return node.kind === "not" ? countTerms(node.child) : 1;
}

function compileFilter(where: string, source: SeriesSource, at: string): CompiledFilter | null {
  const parsed = parseWhere(where);
  if (!parsed.ok) throw badRequest(`${at}: ${parsed.error.message}`);
  const terms = parsed.node === null ? 0 : countTerms(parsed.node);
  if (terms > MAX_WHERE_TERMS) throw badRequest(`${at} has ${terms} terms; at most ${MAX_WHERE_TERMS} are allowed`);
  try {
    return compileWhere(parsed.node, source);
  } catch (error) {
    if (error instanceof FilterError) throw badRequest(`${at}: ${error.message}`);
    throw error;
  }
}

/**
 * Checks what the body schema cannot know, the data source's fields: `field` exists (and is a
 * number unless the aggregation is count_distinct), each groupBy field exists, and `where` parses
 * and names fields that exist. Each problem is a 400 naming the series and the part of it.
 */
export function prepareSeries(
  query: ParsedSeriesQuery, sources: Readonly<Record<SeriesDataSource, SeriesSource>>,
): PreparedSeries[] {
  // One compiled filter per data source and filter text, so series that share a filter share its work.
  const filters = new Map<string, CompiledFilter | null>();
  return query.series.map((series, index) => {
    const at = `series[${index}]`;
    const source = sources[series.dataSource];
    series.groupBy.forEach((field, position) => {
      if (fieldKind(source.fields, field) === undefined) {
        throw badRequest(`${at}.groupBy[${position}]: ${source.noun} have no field "${field}"; fields: ${fieldNames(source.fields)}`);
      }
    });
    let field: string | null = null;
    if (aggFnNeedsField(series.aggFn) && series.field !== undefined) {
      checkField(source, `${at}.field`, series.aggFn, series.field);
      field = series.field;
    }
    const filterKey = `${series.dataSource}\u0000${series.where}`;
    let filter = filters.get(filterKey);
    if (filter === undefined) {
      filter = compileFilter(series.where, source, `${at}.where`);
      filters.set(filterKey, filter);
    }
    return { index, aggFn: series.aggFn, source, filter, field, rateUnitMs: rateUnitMs(series.aggFn) };
  });
}
