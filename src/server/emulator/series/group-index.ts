import { badRequest } from "../../api-errors";
import type { Chunk, Dictionary } from "./columns";

/** One place of a group: a string or number value, or null when the row lacks the field. */
export type GroupValue = string | number | null;

/**
 * Beyond this many distinct groups a query is refused rather than left to eat memory and seconds
 * (10 groupBy fields over a month can make every row its own group). The answer keeps at most 60.
 */
export const MAX_TRACKED_GROUPS = 100_000;

type Trie = Map<GroupValue, Trie | number>;

/** Reads one groupBy field of a chunk's row as its group value. */
function valueReader(chunk: Chunk, field: string): (row: number) => GroupValue {
  const column = chunk.columns.get(field);
  if (column === undefined) return () => null;
  if (column.kind === "number") {
    const values = column.values;
    return (row) => {
      const value = values[row]!;
      return Number.isNaN(value) ? null : value;
    };
  }
  const { codes, dictionary } = column;
  return (row) => {
    const code = codes[row]!;
    return code === 0 ? null : dictionary.valueOf(code);
  };
}

/**
 * Numbers the groups a query meets (dense ids from 0, in order of first sight) by their groupBy
 * values, shared by every series and data source of the query. Lacking a field is a group value of
 * its own: null.
 */
export class GroupIndex {
  readonly keys: GroupValue[][] = [];
  private readonly root: Trie = new Map();
  /** One string field: group id by dictionary code, so a row costs one array read. */
  private readonly byCode = new WeakMap<Dictionary, Int32Array>();

  constructor(readonly fields: readonly string[]) {
    if (fields.length === 0) this.keys.push([]);
  }

  get size(): number {
    return this.keys.length;
  }

  /** The row's group id for a chunk; called once per chunk. */
  bind(chunk: Chunk): (row: number) => number {
    if (this.fields.length === 0) return () => 0;
    const column = this.fields.length === 1 ? chunk.columns.get(this.fields[0]!) : undefined;
    if (column?.kind === "string") {
      const { codes, dictionary } = column;
      let ids = this.byCode.get(dictionary);
      if (ids === undefined) {
        ids = new Int32Array(dictionary.size + 1).fill(-1);
        this.byCode.set(dictionary, ids);
      }
      const cached = ids;
      return (row) => {
        const code = codes[row]!;
        const id = cached[code]!;
        if (id >= 0) return id;
        return (cached[code] = this.intern(code === 0 ? null : dictionary.valueOf(code)));
      };
    }
    const readers = this.fields.map((field) => valueReader(chunk, field));
    return (row) => this.lookup(readers, row);
  }

  private lookup(readers: ((row: number) => GroupValue)[], row: number): number {
    let node = this.root;
    const last = readers.length - 1;
    for (let level = 0; level < last; level += 1) node = childOf(node, readers[level]!(row));
    const value = readers[last]!(row);
    const leaf = node.get(value) as number | undefined;
    return leaf ?? this.addLeaf(node, value, readers.map((read) => read(row)));
  }

  /** One string field: the root holds the leaves (another source's dictionary may have met it first). */
  private intern(value: GroupValue): number {
    const leaf = this.root.get(value) as number | undefined;
    return leaf ?? this.addLeaf(this.root, value, [value]);
  }

  private addLeaf(node: Trie, value: GroupValue, values: GroupValue[]): number {
    if (this.keys.length >= MAX_TRACKED_GROUPS) {
      throw badRequest(
        `groupBy ${this.fields.join(", ")} gives more than ${MAX_TRACKED_GROUPS} groups over this range; group by fewer or coarser fields or shorten the range`,
      );
    }
    this.keys.push(values);
    node.set(value, this.keys.length - 1);
    return this.keys.length - 1;
  }
}

function childOf(node: Trie, value: GroupValue): Trie {
  let next = node.get(value) as Trie | undefined;
  if (next === undefined) {
    next = new Map();
    node.set(value, next);
  }
  return next;
}

/** Ascending by each value in turn; numbers as numbers, strings by code unit, null last. */
export function compareGroups(a: readonly GroupValue[], b: readonly GroupValue[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index] ?? null;
    const y = b[index] ?? null;
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  }
  return 0;
}
