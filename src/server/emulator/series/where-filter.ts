import type { WhereNode } from "../../../shared/series/where-parser";
import { positionOf } from "../../../shared/series/where-tokens";
import { fieldKind, fieldNames, type ChunkSlice, type Dictionary, type FieldKinds } from "./columns";

/**
 * A filter compiled once per query and run a column at a time over each slice: 1 for every row of
 * the slice it matches (index: row - slice.from). Testing a column in a tight loop per term, rather
 * than calling a tree of closures per row, keeps even a long filter over a month well under a second.
 */
export type CompiledFilter = (slice: ChunkSlice) => Uint8Array;

/** A filter that parses but asks for something the data source cannot answer. */
export class FilterError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = "FilterError";
  }
}

/** The searched field of bare words and phrases (gaps.md). */
const TEXT_FIELD = "message";

export interface FilterTarget {
  /** "events", "metrics rows": how messages name the rows. */
  noun: string;
  fields: FieldKinds;
}

/** Per dictionary (shared by every chunk of a source), computed once per query. */
function perDictionary<T>(make: (dictionary: Dictionary) => T): (dictionary: Dictionary) => T {
  const cache = new WeakMap<Dictionary, T>();
  return (dictionary) => {
    let value = cache.get(dictionary);
    if (value === undefined) {
      value = make(dictionary);
      cache.set(dictionary, value);
    }
    return value;
  };
}

/**
 * Turns a parsed filter into a slice test, checking it against the source's fields: an unknown field,
 * a comparison on a string field and a non-number value for a number field are FilterErrors naming
 * the position. No filter (null): every row matches, and the engine skips the test.
 *
 * Matching: `field:value` is exact (case-sensitive) equality, compared as numbers on a number field
 * (`status_code:500`); a bare word or phrase is a case-insensitive substring of `message`; a term on
 * a field the row lacks does not match, so its NOT does.
 */
export function compileWhere(node: WhereNode | null, target: FilterTarget): CompiledFilter | null {
  return node === null ? null : compileNode(node, target);
}

function requireField(target: FilterTarget, field: string, offset: number) {
  const kind = fieldKind(target.fields, field);
  if (kind === undefined) {
    throw new FilterError(`${target.noun} have no field "${field}" (at ${positionOf(offset)}); fields: ${fieldNames(target.fields)}`, offset);
  }
  return kind;
}

function compileNode(node: WhereNode, target: FilterTarget): CompiledFilter {
  switch (node.kind) {
    case "and":
    case "or":
      return combine(node.kind, node.children.map((child) => compileNode(child, target)));
    case "not": {
      // NOT NOT x is x: a chain of NOTs costs nothing.
      if (node.child.kind === "not") return compileNode(node.child.child, target);
      const child = compileNode(node.child, target);
      return (slice) => {
        const matches = child(slice);
        for (let index = 0; index < matches.length; index += 1) matches[index]! ^= 1;
        return matches;
      };
    }
    case "exists":
      requireField(target, node.field, node.offset);
      return columnTest(node.field, { number: hasNumber, string: hasString });
    case "compare": {
      if (requireField(target, node.field, node.offset) !== "number") {
        throw new FilterError(
          `${node.field} is not a number field, so "${node.op}" cannot compare it (at ${positionOf(node.offset)}); number fields: ${fieldNames(target.fields, "number")}`,
          node.offset,
        );
      }
      return columnTest(node.field, { number: COMPARISONS[node.op](node.value) });
    }
    case "equals":
      return requireField(target, node.field, node.offset) === "number" ? numberEquals(node) : stringEquals(node.field, node.value);
    case "text":
      if (fieldKind(target.fields, TEXT_FIELD) !== "string") {
        throw new FilterError(
          `a bare word or phrase searches ${TEXT_FIELD}, which ${target.noun} do not have (at ${positionOf(node.offset)}); use field:value`,
          node.offset,
        );
      }
      return textFilter(node.text);
  }
}

/**
 * A node's own buffer, reused from slice to slice: a parent reads its children's matches before
 * asking them again, and the engine reads a filter's matches before the next slice.
 */
function scratch(): (length: number) => Uint8Array {
  let buffer = new Uint8Array(2048);
  return (length) => {
    if (buffer.length < length) buffer = new Uint8Array(length * 2);
    return buffer.subarray(0, length);
  };
}

/** AND or OR of the children, in place on the first one's matches; stops once nothing can change. */
function combine(kind: "and" | "or", children: CompiledFilter[]): CompiledFilter {
  return (slice) => {
    const matches = children[0]!(slice);
    for (let child = 1; child < children.length; child += 1) {
      const other = children[child]!(slice);
      let set = 0;
      if (kind === "and") {
        for (let index = 0; index < matches.length; index += 1) set += matches[index]! &= other[index]!;
        if (set === 0) break;
      } else {
        for (let index = 0; index < matches.length; index += 1) set += matches[index]! |= other[index]!;
        if (set === matches.length) break;
      }
    }
    return matches;
  };
}

/** Writes 1 or 0 into `out[row - from]` for every row of `[from, to)`: whether it matches. */
type Fill<T> = (column: T, from: number, to: number, out: Uint8Array) => void;
type StringColumn = { codes: ArrayLike<number>; dictionary: Dictionary };

/**
 * A test of one column over a slice, each kind of test with its own loop; a chunk without the
 * column (or with it of the other kind) matches nothing.
 */
function columnTest(field: string, fills: { number?: Fill<Float64Array>; string?: Fill<StringColumn> }): CompiledFilter {
  const buffer = scratch();
  return ({ chunk, from, to }) => {
    const matches = buffer(to - from);
    const column = chunk.columns.get(field);
    if (column?.kind === "number" && fills.number !== undefined) fills.number(column.values, from, to, matches);
    else if (column?.kind === "string" && fills.string !== undefined) fills.string(column, from, to, matches);
    else matches.fill(0);
    return matches;
  };
}

const hasNumber: Fill<Float64Array> = (values, from, to, out) => {
  for (let row = from; row < to; row += 1) out[row - from] = Number.isNaN(values[row]!) ? 0 : 1;
};
const hasString: Fill<StringColumn> = ({ codes }, from, to, out) => {
  for (let row = from; row < to; row += 1) out[row - from] = codes[row] === 0 ? 0 : 1;
};

// NaN (lacking the field) fails every comparison, as it should.
const COMPARISONS: Record<">" | ">=" | "<" | "<=", (bound: number) => Fill<Float64Array>> = {
  ">": (bound) => (values, from, to, out) => {
    for (let row = from; row < to; row += 1) out[row - from] = values[row]! > bound ? 1 : 0;
  },
  ">=": (bound) => (values, from, to, out) => {
    for (let row = from; row < to; row += 1) out[row - from] = values[row]! >= bound ? 1 : 0;
  },
  "<": (bound) => (values, from, to, out) => {
    for (let row = from; row < to; row += 1) out[row - from] = values[row]! < bound ? 1 : 0;
  },
  "<=": (bound) => (values, from, to, out) => {
    for (let row = from; row < to; row += 1) out[row - from] = values[row]! <= bound ? 1 : 0;
  },
};

function numberEquals(node: Extract<WhereNode, { kind: "equals" }>): CompiledFilter {
  const wanted = node.value.trim() === "" ? NaN : Number(node.value);
  if (!Number.isFinite(wanted)) {
    throw new FilterError(
      `${node.field} is a number field: expected a number at ${positionOf(node.valueOffset)}, found "${node.value}"`,
      node.valueOffset,
    );
  }
  return columnTest(node.field, {
    number: (values, from, to, out) => {
      for (let row = from; row < to; row += 1) out[row - from] = values[row] === wanted ? 1 : 0;
    },
  });
}

function stringEquals(field: string, value: string): CompiledFilter {
  const codeIn = perDictionary((dictionary) => dictionary.codeOf(value));
  return columnTest(field, {
    string: ({ codes, dictionary }, from, to, out) => {
      const code = codeIn(dictionary);
      if (code === 0) out.fill(0);
      else for (let row = from; row < to; row += 1) out[row - from] = codes[row] === code ? 1 : 0;
    },
  });
}

function textFilter(text: string): CompiledFilter {
  const needle = text.toLowerCase();
  // Which dictionary entries contain the text: each distinct message is searched once.
  const matchesIn = perDictionary((dictionary) => {
    const matches = new Uint8Array(dictionary.size + 1);
    for (let code = 1; code <= dictionary.size; code += 1) {
      if (dictionary.valueOf(code).toLowerCase().includes(needle)) matches[code] = 1;
    }
    return matches;
  });
  return columnTest(TEXT_FIELD, {
    string: ({ codes, dictionary }, from, to, out) => {
      const table = matchesIn(dictionary);
      for (let row = from; row < to; row += 1) out[row - from] = table[codes[row]!]!;
    },
  });
}
