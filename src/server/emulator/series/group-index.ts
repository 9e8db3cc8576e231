import { badRequest } from "../../http-errors";
import type { Chunk, Dictionary } from "./columns";

/** One place of a group: a string or number value, or null when the row lacks the field. */
export type GroupValue = string | number | null;

/**
 * Beyond this many distinct groups a query is refused rather than left to eat memory and seconds
 * (10 groupBy fields over a month can make nearly every row its own group). The answer keeps 60;
 * grouping by user_id over a month (20,000 demo users) stays well inside.
 */
export const MAX_TRACKED_GROUPS = 50_000;

/** Pairs (prefix id, value index) packed in one number: both stay far below 2^26. */
const PAIR_SCALE = 2 ** 26;

/** Numbers the values one groupBy field takes, from 0, across every chunk and source. */
class FieldValues {
  readonly values: GroupValue[] = [];
  private readonly indexes = new Map<GroupValue, number>();
  private readonly byCode = new WeakMap<Dictionary, Int32Array>();

  constructor(private readonly field: string) {}

  indexOf(value: GroupValue): number {
    let index = this.indexes.get(value);
    if (index === undefined) {
      index = this.values.length;
      this.values.push(value);
      this.indexes.set(value, index);
    }
    return index;
  }

  /** The row's value index for one chunk: a string field costs an array read once its code is known. */
  reader(chunk: Chunk): (row: number) => number {
    const column = chunk.columns.get(this.field);
    if (column === undefined) {
      const missing = this.indexOf(null);
      return () => missing;
    }
    if (column.kind === "number") {
      const values = column.values;
      return (row) => {
        const value = values[row]!;
        return this.indexOf(Number.isNaN(value) ? null : value);
      };
    }
    const { codes, dictionary } = column;
    let cache = this.byCode.get(dictionary);
    if (cache === undefined) {
      cache = new Int32Array(dictionary.size + 1).fill(-1);
      this.byCode.set(dictionary, cache);
    }
    const known = cache;
    return (row) => {
      const code = codes[row]!;
      const index = known[code]!;
      return index >= 0 ? index : (known[code] = this.indexOf(code === 0 ? null : dictionary.valueOf(code)));
    };
  }
}

/**
 * Numbers the groups a query meets (dense ids from 0, in order of first sight) by their groupBy
 * values, shared by every series and data source of the query. Lacking a field is a group value of
 * its own: null. With several fields, each field's value index joins the id of the fields before it
 * as one number key, so a row costs one Map lookup per field and no Map per group.
 */
export class GroupIndex {
  readonly keys: GroupValue[][] = [];
  private readonly fieldValues: FieldValues[];
  /**
   * Level f > 0: (id over fields 0..f-1, value index of field f) → id over fields 0..f; the last
   * level's ids are the group ids.
   */
  private readonly levels: Map<number, number>[];
  /** One field: group id by value index (an array read per row). */
  private readonly singleFieldGroups: number[] = [];

  constructor(readonly fields: readonly string[]) {
    this.fieldValues = fields.map((field) => new FieldValues(field));
    this.levels = fields.map(() => new Map());
    if (fields.length === 0) this.keys.push([]);
  }

  get size(): number {
    return this.keys.length;
  }

  /** The row's group id for a chunk; called once per chunk. */
  bind(chunk: Chunk): (row: number) => number {
    if (this.fields.length === 0) return () => 0;
    const readers = this.fieldValues.map((values) => values.reader(chunk));
    if (readers.length === 1) {
      const read = readers[0]!;
      const groupOfValue = this.singleFieldGroups;
      return (row) => groupOfValue[read(row)] ?? this.addGroup(readers, row, read(row));
    }
    const last = readers.length - 1;
    return (row) => {
      let id = readers[0]!(row);
      for (let level = 1; level < last; level += 1) {
        const key = id * PAIR_SCALE + readers[level]!(row);
        const levelIds = this.levels[level]!;
        let next = levelIds.get(key);
        if (next === undefined) {
          next = levelIds.size;
          levelIds.set(key, next);
        }
        id = next;
      }
      const group = this.levels[last]!.get(id * PAIR_SCALE + readers[last]!(row));
      return group ?? this.addGroup(readers, row, id * PAIR_SCALE + readers[last]!(row));
    };
  }

  /** A group seen for the first time, under `lastKey` in the last level (one field: its value index). */
  private addGroup(readers: ((row: number) => number)[], row: number, lastKey: number): number {
    if (this.keys.length >= MAX_TRACKED_GROUPS) {
      throw badRequest(
        `groupBy ${this.fields.join(", ")} gives more than ${MAX_TRACKED_GROUPS} groups over this range; group by fewer or coarser fields or shorten the range`,
      );
    }
    const id = this.keys.length;
    this.keys.push(readers.map((read, field) => this.fieldValues[field]!.values[read(row)]!));
    if (readers.length === 1) this.singleFieldGroups[lastKey] = id;
    else this.levels[readers.length - 1]!.set(lastKey, id);
    return id;
  }
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
