import { aggFnNeedsField, type AggFn, type ParsedSeriesQuery, type SeriesDataSource } from "../../../shared/schemas/series-query";
import { parseWhere, type WhereNode } from "../../../shared/series/where-parser";
import { badRequest, HttpError } from "../../http-errors";
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

const noSuchField = (source: SeriesSource, at: string, field: string) =>
  `${at}: ${source.noun} have no field "${field}"; fields: ${fieldNames(source.fields)}`;

/** What is wrong with `field` for `aggFn`; undefined when nothing is. */
function fieldProblem(source: SeriesSource, at: string, aggFn: AggFn, field: string): string | undefined {
  const kind = fieldKind(source.fields, field);
  if (kind === undefined) return noSuchField(source, at, field);
  if (kind !== "number" && aggFn !== "count_distinct") {
    return `${at}: ${field} is not a number field of ${source.noun}, so aggFn ${aggFn} cannot use it; number fields: ${fieldNames(source.fields, "number")}`;
  }
  return undefined;
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
 * and names fields that exist. Every problem of every series is named, each by the series and the
 * part of it, in one 400.
 */
export function prepareSeries(
  query: ParsedSeriesQuery, sources: Readonly<Record<SeriesDataSource, SeriesSource>>,
): PreparedSeries[] {
  // One compiled filter per data source and filter text, so series that share a filter share its work.
  const filters = new Map<string, CompiledFilter | null>();
  const problems: string[] = [];
  const prepared = query.series.map((series, index) => {
    const at = `series[${index}]`;
    const source = sources[series.dataSource];
    series.groupBy.forEach((field, position) => {
      if (fieldKind(source.fields, field) === undefined) problems.push(noSuchField(source, `${at}.groupBy[${position}]`, field));
    });
    let field: string | null = null;
    if (aggFnNeedsField(series.aggFn) && series.field !== undefined) {
      const problem = fieldProblem(source, `${at}.field`, series.aggFn, series.field);
      if (problem === undefined) field = series.field;
      else problems.push(problem);
    }
    const filterKey = `${series.dataSource}\u0000${series.where}`;
    let filter = filters.get(filterKey);
    if (filter === undefined) {
      // A filter that fails is not kept: another series with the same text is named too.
      filter = collectProblem(problems, () => compileFilter(series.where, source, `${at}.where`));
      if (filter !== undefined) filters.set(filterKey, filter);
    }
    return { index, aggFn: series.aggFn, source, filter: filter ?? null, field, rateUnitMs: rateUnitMs(series.aggFn) };
  });
  if (problems.length > 0) throw badRequest(problems.join("; "));
  return prepared;
}

/** `check`'s answer; a 400 it throws goes to `problems` instead, to be named with the others. */
function collectProblem<T>(problems: string[], check: () => T): T | undefined {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    problems.push(error.message);
    return undefined;
  }
}
