/**
 * Rows of a series data source, stored by column: timestamps in one typed array, each string field
 * as codes into a dictionary (0: the row lacks the field), each number field as numbers (NaN: lacks it).
 * Dictionary codes make `field:value` one integer comparison and let a substring search look at
 * each distinct message once instead of once per row.
 */

export type FieldKind = "string" | "number";
export type FieldKinds = Readonly<Record<string, FieldKind>>;

/**
 * The kind of a source's field, or undefined where the source has none by that name. Only the
 * source's own fields: a name sent by a client (`constructor`, `__proto__`) is not looked up in the
 * object's prototype.
 */
export function fieldKind(fields: FieldKinds, name: string): FieldKind | undefined {
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

/** "level, service, …": a source's fields (or those of one kind), for messages. */
export function fieldNames(fields: FieldKinds, kind?: FieldKind): string {
  return Object.keys(fields).filter((name) => kind === undefined || fields[name] === kind).join(", ");
}

/** Strings of one field, numbered from 1; 0 stands for "the row lacks the field". */
export interface Dictionary {
  /** Codes run from 1 to size. */
  readonly size: number;
  valueOf(code: number): string;
  /** 0 when the value never occurs. */
  codeOf(value: string): number;
}

export type StringCodes = Uint8Array | Uint16Array | Uint32Array;
export type Column =
  | { kind: "string"; codes: StringCodes; dictionary: Dictionary }
  | { kind: "number"; values: Float64Array };

/** Rows in time order, `ts` ascending (epoch ms). */
export interface Chunk {
  readonly length: number;
  readonly ts: Float64Array;
  readonly columns: ReadonlyMap<string, Column>;
  /** Bytes held by the typed arrays, for the cache's bound. */
  readonly bytes: number;
}

/** The rows `[from, to)` of a chunk. */
export interface ChunkSlice {
  chunk: Chunk;
  from: number;
  to: number;
}

/**
 * Where a series query reads its rows: events or metrics. Every chunk of a source uses the same
 * dictionary for a field, so codes mean the same across chunks (count_distinct counts codes).
 */
export interface SeriesSource {
  /** What the rows are called in messages: "events", "metrics rows". */
  readonly noun: string;
  readonly fields: FieldKinds;
  /** The rows with `start <= ts < end`, in time order, as slices of chunks. */
  slices(start: number, end: number): Iterable<ChunkSlice>;
}

/** A fixed list of strings, code = index + 1. */
export class ListDictionary implements Dictionary {
  private readonly codes = new Map<string, number>();
  private readonly values: string[] = [];

  constructor(values: Iterable<string> = []) {
    for (const value of values) this.add(value);
  }

  get size(): number {
    return this.values.length;
  }

  /** The value's code, adding it when new. */
  add(value: string): number {
    const known = this.codes.get(value);
    if (known !== undefined) return known;
    this.values.push(value);
    this.codes.set(value, this.values.length);
    return this.values.length;
  }

  valueOf(code: number): string {
    return this.values[code - 1] ?? "";
  }

  codeOf(value: string): number {
    return this.codes.get(value) ?? 0;
  }
}

/** The first index in `ts[from, to)` whose time is at least `time` (binary search). */
function lowerBound(ts: Float64Array, time: number, from = 0, to = ts.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ts[middle]! < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The part of a chunk with `start <= ts < end`, or null when none of it is. */
export function sliceChunk(chunk: Chunk, start: number, end: number): ChunkSlice | null {
  const from = lowerBound(chunk.ts, start);
  const to = lowerBound(chunk.ts, end, from);
  return from < to ? { chunk, from, to } : null;
}

export function chunkBytes(ts: Float64Array, columns: ReadonlyMap<string, Column>): number {
  let bytes = ts.byteLength;
  for (const column of columns.values()) bytes += column.kind === "string" ? column.codes.byteLength : column.values.byteLength;
  return bytes;
}

/** A plain row: `ts` plus field values; a field that is absent or undefined is lacking. */
export type PlainRow = { ts: number } & Record<string, string | number | undefined>;

/**
 * Column chunk from plain rows (sorted here by time), with dictionaries built from the rows.
 * Tests put hand-made events into the engine with it.
 */
function chunkFromRows(rows: readonly PlainRow[], fields: FieldKinds): Chunk {
  const sorted = [...rows].sort((a, b) => a.ts - b.ts);
  const ts = Float64Array.from(sorted, (row) => row.ts);
  const columns = new Map<string, Column>();
  for (const [name, kind] of Object.entries(fields)) {
    if (kind === "number") {
      columns.set(name, { kind, values: Float64Array.from(sorted, (row) => (typeof row[name] === "number" ? row[name] : NaN)) });
    } else {
      const dictionary = new ListDictionary();
      const codes = Uint32Array.from(sorted, (row) => (typeof row[name] === "string" ? dictionary.add(row[name]) : 0));
      columns.set(name, { kind, codes, dictionary });
    }
  }
  return { length: sorted.length, ts, columns, bytes: chunkBytes(ts, columns) };
}

/** A source over fixed rows (one chunk): for tests of the engine. */
export function fixedSource(noun: string, fields: FieldKinds, rows: readonly PlainRow[]): SeriesSource {
  const chunk = chunkFromRows(rows, fields);
  return {
    noun,
    fields,
    *slices(start, end) {
      const slice = sliceChunk(chunk, start, end);
      if (slice !== null) yield slice;
    },
  };
}
