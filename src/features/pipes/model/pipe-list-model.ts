import { naturalCompare as compare } from "@/lib/natural-compare";
import type { Pipe, PipeSource, PipeSourceKind } from "@/shared/schemas/pipe";
import { PIPE_SOURCE_KINDS, PIPE_STATES, pipeSourceKind, pipeSourceVariant } from "@/shared/schemas/pipe";
import { isTransitionalState } from "./pipe-format";

export const SORT_KEYS = ["name", "state", "updated"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

/** What a list view shows; it lives in the URL query so a view can be shared and survives reload. */
export interface PipeListView {
  query: string;
  states: string[];
  kind: PipeSourceKind | null;
  sort: SortKey;
  direction: SortDirection;
}

/** Newest first is what people want from "last update"; names and states read A to Z. */
export const DEFAULT_DIRECTION: Record<SortKey, SortDirection> = { name: "asc", state: "asc", updated: "desc" };
export const DEFAULT_VIEW: PipeListView = { query: "", states: [], kind: null, sort: "name", direction: "asc" };

const isSortKey = (value: string | null): value is SortKey => (SORT_KEYS as readonly string[]).includes(value ?? "");
const isKind = (value: string | null): value is PipeSourceKind => (PIPE_SOURCE_KINDS as readonly string[]).includes(value ?? "");

/** Reads a view from `?q=&state=&state=&kind=&sort=&dir=`; anything it does not understand falls back to the default. */
export function parseListView(search: URLSearchParams): PipeListView {
  const sortParam = search.get("sort");
  const sort = isSortKey(sortParam) ? sortParam : DEFAULT_VIEW.sort;
  const dirParam = search.get("dir");
  const kindParam = search.get("kind");
  return {
    query: search.get("q") ?? "",
    states: [...new Set(search.getAll("state").filter(Boolean))],
    kind: isKind(kindParam) ? kindParam : null,
    sort,
    direction: dirParam === "asc" || dirParam === "desc" ? dirParam : DEFAULT_DIRECTION[sort],
  };
}

/** The query string of a view, leaving out what is default so shared links stay short. */
export function listViewToSearch(view: PipeListView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.query.trim()) search.set("q", view.query);
  for (const state of view.states) search.append("state", state);
  if (view.kind) search.set("kind", view.kind);
  if (view.sort !== DEFAULT_VIEW.sort) search.set("sort", view.sort);
  if (view.direction !== DEFAULT_DIRECTION[view.sort]) search.set("dir", view.direction);
  return search;
}

/** Clicking the column already sorted flips it; another column starts in its natural direction. */
export function toggleSort(view: PipeListView, sort: SortKey): PipeListView {
  if (view.sort === sort) return { ...view, direction: view.direction === "asc" ? "desc" : "asc" };
  return { ...view, sort, direction: DEFAULT_DIRECTION[sort] };
}

export function toggleState(view: PipeListView, state: string): PipeListView {
  const states = view.states.includes(state) ? view.states.filter((s) => s !== state) : [...view.states, state];
  return { ...view, states };
}

// Keyed by the pipe object: react-query's structural sharing keeps unchanged pipes the same
// object across refetches, so each pipe's text is built once, not on every keystroke.
const searchTexts = new WeakMap<Pipe, string>();

/** Everything the search box matches: name, topics, tables, hosts, streams, urls. */
export function searchTextOf(pipe: Pipe): string {
  const cached = searchTexts.get(pipe);
  if (cached !== undefined) return cached;
  const { database, table } = pipe.destination;
  const parts = [pipe.name, database, ...(table ? [table, `${database}.${table}`] : []), ...sourceSearchTexts(pipe.source)];
  const text = parts.join("\n").toLowerCase();
  searchTexts.set(pipe, text);
  return text;
}

function sourceSearchTexts(source: PipeSource): string[] {
  const variant = pipeSourceVariant(source);
  switch (variant.kind) {
    case "kafka":
      return [variant.kafka.topics, variant.kafka.brokers];
    case "objectStorage":
      return [variant.objectStorage.url];
    case "kinesis":
      return [variant.kinesis.streamName];
    case "postgres": {
      const { postgres } = variant;
      return [postgres.host, postgres.database, ...postgres.tableMappings.flatMap((mapping) => [mapping.sourceTable, mapping.targetTable])];
    }
    default:
      return [];
  }
}

/** Every whitespace-separated word must occur somewhere in the pipe's search text. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether a search text holds every term. */
function hasEveryTerm(text: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!text.includes(term)) return false;
  return true;
}

const timeOf = (pipe: Pipe) => {
  const time = pipe.updatedAt ? Date.parse(pipe.updatedAt) : Number.NaN;
  return Number.isNaN(time) ? -Infinity : time;
};

/** A new sorted array; ties fall back to the name so the order never jumps between refreshes. */
export function sortPipes(pipes: readonly Pipe[], sort: SortKey, direction: SortDirection): Pipe[] {
  const sign = direction === "asc" ? 1 : -1;
  const byName = (a: Pipe, b: Pipe) => compare(a.name, b.name) || compare(a.id, b.id);
  const primary =
    sort === "name" ? () => 0
    : sort === "state" ? (a: Pipe, b: Pipe) => compare(a.state, b.state)
    : (a: Pipe, b: Pipe) => timeOf(a) - timeOf(b);
  return [...pipes].sort((a, b) => sign * (primary(a, b) || byName(a, b)));
}

/** Text and kind narrow the list; the state filter is applied after, so the counts can show every state. */
export function filterByTextAndKind(pipes: readonly Pipe[], view: Pick<PipeListView, "query" | "kind">): Pipe[] {
  return createTextSearch(pipes, view.kind)(view.query);
}

/** How many recent answers a text search keeps: a word typed and erased again, letter by letter. */
const REMEMBERED_ANSWERS = 32;

/** The text search over one list and kind, as typing uses it (createTextSearch). */
export interface TextSearch {
  /** The pipes, in the list's order, whose search text holds every word of `query`. */
  (query: string): Pipe[];
  /**
   * Builds the pipes' search texts, in order, until `budgetMs` has passed, so the first keystroke
   * does not build thousands of them at once. True once every text is built.
   */
  prepare(budgetMs: number, now?: () => number): boolean;
}

interface Answer {
  terms: string[];
  /** Where its pipes are in the list. */
  indexes: number[];
  pipes: Pipe[];
}

/**
 * The text search over one list and kind, as typing uses it: each keystroke asks again, so it keeps
 * its recent answers. A query that only adds to an earlier one (a letter, a word) filters that
 * earlier answer instead of every pipe, and Backspace finds its answer again without filtering.
 * The pipes' texts sit in an array beside the list, so a keystroke's filter is a plain loop over
 * strings, quick even the first time it runs (cold, over every pipe), on the first key typed.
 */
export function createTextSearch(pipes: readonly Pipe[], kind: PipeSourceKind | null): TextSearch {
  const all = kind === null ? (pipes as Pipe[]) : pipes.filter((pipe) => pipeSourceKind(pipe.source) === kind);
  const texts: string[] = new Array<string>(all.length);
  const textAt = (index: number) => (texts[index] ??= searchTextOf(all[index]!));
  let prepared = 0;
  const answers = new Map<string, Answer>();

  const search = (query: string): Pipe[] => {
    const terms = queryTerms(query);
    if (terms.length === 0) return all;
    const key = terms.join(" ");
    const known = answers.get(key);
    if (known) {
      answers.delete(key);
      answers.set(key, known);
      return known.pipes;
    }
    // A pipe that matches every term also matched any earlier query each of whose terms lies inside one of these.
    let from: Answer | undefined;
    for (const earlier of answers.values()) {
      const fewer = earlier.indexes.length < (from?.indexes.length ?? all.length);
      if (fewer && earlier.terms.every((old) => terms.some((term) => term.includes(old)))) from = earlier;
    }
    const indexes: number[] = [];
    if (from === undefined) {
      for (let index = 0; index < all.length; index += 1) if (hasEveryTerm(textAt(index), terms)) indexes.push(index);
    } else {
      for (const index of from.indexes) if (hasEveryTerm(textAt(index), terms)) indexes.push(index);
    }
    const answer = { terms, indexes, pipes: indexes.map((index) => all[index]!) };
    answers.set(key, answer);
    if (answers.size > REMEMBERED_ANSWERS) answers.delete(answers.keys().next().value!);
    return answer.pipes;
  };

  const prepare = (budgetMs: number, now = () => performance.now()) => {
    const until = now() + budgetMs;
    while (prepared < all.length) {
      textAt(prepared);
      prepared += 1;
      if (prepared % 64 === 0 && now() >= until) break;
    }
    return prepared === all.length;
  };

  return Object.assign(search, { prepare });
}

export function filterByStates(pipes: readonly Pipe[], states: readonly string[]): Pipe[] {
  if (states.length === 0) return pipes as Pipe[];
  const wanted = new Set(states);
  return pipes.filter((pipe) => wanted.has(pipe.state));
}

export interface StateCount {
  state: string;
  count: number;
}

const knownOrder = new Map<string, number>(PIPE_STATES.map((state, index) => [state, index]));

/**
 * How many pipes are in each state, in the service's own order of states, states the console does
 * not know after them. `alsoShow` keeps a selected state visible when nothing matches it any more.
 */
export function countByState(pipes: readonly Pipe[], alsoShow: readonly string[] = []): StateCount[] {
  const counts = new Map<string, number>(alsoShow.map((state) => [state, 0]));
  for (const pipe of pipes) counts.set(pipe.state, (counts.get(pipe.state) ?? 0) + 1);
  return [...counts]
    .map(([state, count]) => ({ state, count }))
    .sort((a, b) => (knownOrder.get(a.state) ?? Infinity) - (knownOrder.get(b.state) ?? Infinity) || compare(a.state, b.state));
}

/** While any pipe moves by itself the list keeps refreshing; it stops when none does. */
export function hasTransitionalPipe(pipes: readonly Pipe[] | undefined): boolean {
  return pipes?.some((pipe) => isTransitionalState(pipe.state)) ?? false;
}
