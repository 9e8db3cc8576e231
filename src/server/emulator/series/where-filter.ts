import type { WhereNode } from "../../../shared/series/where-parser";
import { positionOf } from "../../../shared/series/where-tokens";
import { fieldNames, type Chunk, type Column, type Dictionary, type FieldKinds } from "./columns";

/** Does row `i` of the bound chunk match? */
export type RowTest = (row: number) => boolean;
/** A filter compiled once per query, bound to each chunk's columns once. */
export type CompiledFilter = (chunk: Chunk) => RowTest;

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
export const TEXT_FIELD = "message";

const NEVER: RowTest = () => false;

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

/** A chunk lacking the whole column lacks the field on every row. */
function columnOf(chunk: Chunk, field: string): Column | undefined {
  return chunk.columns.get(field);
}

/**
 * Turns a parsed filter into a row test, checking it against the source's fields: an unknown field,
 * a comparison on a string field and a non-number value for a number field are FilterErrors naming
 * the position. No filter (null): every row matches, and the engine skips the test. Matching: `field:value` is exact (case-sensitive) equality, compared as numbers on a
 * number field (`status_code:500`); a bare word or phrase is a case-insensitive substring of
 * `message`; a term on a field the row lacks does not match, so its NOT does.
 */
export function compileWhere(node: WhereNode | null, target: FilterTarget): CompiledFilter | null {
  return node === null ? null : compileNode(node, target);
}

function requireField(target: FilterTarget, field: string, offset: number) {
  const kind = target.fields[field];
  if (kind === undefined) {
    throw new FilterError(`${target.noun} have no field "${field}" (at ${positionOf(offset)}); fields: ${fieldNames(target.fields)}`, offset);
  }
  return kind;
}

function compileNode(node: WhereNode, target: FilterTarget): CompiledFilter {
  switch (node.kind) {
    case "and":
    case "or": {
      const children = node.children.map((child) => compileNode(child, target));
      const combine = node.kind === "and" ? allOf : anyOf;
      return (chunk) => combine(children.map((child) => child(chunk)));
    }
    case "not": {
      const child = compileNode(node.child, target);
      return (chunk) => {
        const test = child(chunk);
        return (row) => !test(row);
      };
    }
    case "exists": {
      requireField(target, node.field, node.offset);
      const field = node.field;
      return (chunk) => {
        const column = columnOf(chunk, field);
        if (column === undefined) return NEVER;
        if (column.kind === "number") {
          const values = column.values;
          return (row) => !Number.isNaN(values[row]!);
        }
        const codes = column.codes;
        return (row) => codes[row] !== 0;
      };
    }
    case "compare": {
      if (requireField(target, node.field, node.offset) !== "number") {
        throw new FilterError(
          `${node.field} is not a number field, so "${node.op}" cannot compare it (at ${positionOf(node.offset)}); number fields: ${fieldNames(target.fields, "number")}`,
          node.offset,
        );
      }
      return compareFilter(node.field, node.op, node.value);
    }
    case "equals":
      return requireField(target, node.field, node.offset) === "number" ? numberEquals(node) : stringEquals(node.field, node.value);
    case "text":
      if (target.fields[TEXT_FIELD] !== "string") {
        throw new FilterError(
          `a bare word or phrase searches ${TEXT_FIELD}, which ${target.noun} do not have (at ${positionOf(node.offset)}); use field:value`,
          node.offset,
        );
      }
      return textFilter(node.text);
  }
}

function allOf(tests: RowTest[]): RowTest {
  if (tests.length === 2) {
    const [a, b] = tests as [RowTest, RowTest];
    return (row) => a(row) && b(row);
  }
  return (row) => tests.every((test) => test(row));
}

function anyOf(tests: RowTest[]): RowTest {
  if (tests.length === 2) {
    const [a, b] = tests as [RowTest, RowTest];
    return (row) => a(row) || b(row);
  }
  return (row) => tests.some((test) => test(row));
}

function numberColumn(chunk: Chunk, field: string): Float64Array | undefined {
  const column = columnOf(chunk, field);
  return column?.kind === "number" ? column.values : undefined;
}

function compareFilter(field: string, op: ">" | ">=" | "<" | "<=", bound: number): CompiledFilter {
  // NaN (lacking the field) fails every comparison, as it should.
  return (chunk) => {
    const values = numberColumn(chunk, field);
    if (values === undefined) return NEVER;
    switch (op) {
      case ">":
        return (row) => values[row]! > bound;
      case ">=":
        return (row) => values[row]! >= bound;
      case "<":
        return (row) => values[row]! < bound;
      case "<=":
        return (row) => values[row]! <= bound;
    }
  };
}

function numberEquals(node: Extract<WhereNode, { kind: "equals" }>): CompiledFilter {
  const wanted = node.value.trim() === "" ? NaN : Number(node.value);
  if (!Number.isFinite(wanted)) {
    throw new FilterError(
      `${node.field} is a number field: expected a number at ${positionOf(node.valueOffset)}, found "${node.value}"`,
      node.valueOffset,
    );
  }
  return (chunk) => {
    const values = numberColumn(chunk, node.field);
    if (values === undefined) return NEVER;
    return (row) => values[row] === wanted;
  };
}

function stringEquals(field: string, value: string): CompiledFilter {
  const codeIn = perDictionary((dictionary) => dictionary.codeOf(value));
  return (chunk) => {
    const column = columnOf(chunk, field);
    if (column?.kind !== "string") return NEVER;
    const code = codeIn(column.dictionary);
    if (code === 0) return NEVER;
    const codes = column.codes;
    return (row) => codes[row] === code;
  };
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
  return (chunk) => {
    const column = columnOf(chunk, TEXT_FIELD);
    if (column?.kind !== "string") return NEVER;
    const matches = matchesIn(column.dictionary);
    const codes = column.codes;
    return (row) => matches[codes[row]!] === 1;
  };
}
