/*
 * ClickHouse column types as the create form takes them. The reference's `PipeDestinationColumn.type`
 * is any string, so the service only finds a misspelled type when it makes the table; the form says
 * so before sending. A type is a known name (case aside: ClickHouse takes `string` and `TEXT`), with
 * what it holds in brackets; the wrappers' brackets hold types, checked the same way.
 */

/** Common types, offered as suggestions under the field; any other type may be typed. */
export const COLUMN_TYPE_SUGGESTIONS = [
  "String", "LowCardinality(String)", "UUID", "Bool",
  "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Float32", "Float64", "Decimal(18, 2)",
  "Date", "Date32", "DateTime", "DateTime64(3)", "JSON",
  "Nullable(String)", "Array(String)", "Map(String, String)",
];

const INTEGERS = ["8", "16", "32", "64", "128", "256"].flatMap((bits) => [`Int${bits}`, `UInt${bits}`]);
const INTERVALS = ["Nanosecond", "Microsecond", "Millisecond", "Second", "Minute", "Hour", "Day", "Week", "Month", "Quarter", "Year"]
  .map((unit) => `Interval${unit}`);

/** Every type family ClickHouse knows by name, and the SQL names it takes for them. */
const TYPE_NAMES = [
  ...INTEGERS, ...INTERVALS,
  "String", "FixedString", "UUID", "Bool", "Boolean", "Float32", "Float64", "BFloat16",
  "Decimal", "Decimal32", "Decimal64", "Decimal128", "Decimal256",
  "Date", "Date32", "DateTime", "DateTime32", "DateTime64", "Time", "Time64",
  "Enum", "Enum8", "Enum16", "IPv4", "IPv6", "JSON", "Object", "Dynamic", "Variant", "Nothing",
  "Nullable", "LowCardinality", "Array", "Map", "Tuple", "Nested", "AggregateFunction", "SimpleAggregateFunction",
  "Point", "Ring", "LineString", "MultiLineString", "Polygon", "MultiPolygon", "Geometry",
  "TEXT", "VARCHAR", "CHAR", "BLOB", "BINARY", "INT", "INTEGER", "BIGINT", "SMALLINT", "TINYINT",
  "FLOAT", "DOUBLE", "REAL", "NUMERIC", "DEC", "TIMESTAMP", "BIT",
];
const BY_LOWER_CASE = new Map(TYPE_NAMES.map((name) => [name.toLowerCase(), name]));

/** The wrappers whose brackets hold types, how many, and how one is written. */
const WRAPPERS: Record<string, { types: number; example: string }> = {
  Nullable: { types: 1, example: "Nullable(String)" },
  LowCardinality: { types: 1, example: "LowCardinality(String)" },
  Array: { types: 1, example: "Array(String)" },
  Map: { types: 2, example: "Map(String, UInt64)" },
};

/** The parts of `text` between top-level commas: commas in brackets or quotes do not split. */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quote !== undefined) {
      if (character === "\\") index += 1;
      else if (character === quote) quote = undefined;
    } else if (character === "'" || character === "`") quote = character;
    else if (character === "(") depth += 1;
    else if (character === ")") depth -= 1;
    else if (character === "," && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  return [...parts, text.slice(start).trim()].filter((part) => part !== "");
}

/** How many single-character edits (a swap of two neighbours counting as one) turn `a` into `b`: Unit64 is one from UInt64. */
function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, before[j - 2]! + 1);
    }
    [before, previous] = [previous, row];
  }
  return previous[b.length]!;
}

/** "Strng is not a ClickHouse type: did you mean String?", with a suggestion when one name is near. */
function unknownTypeMessage(name: string): string {
  const typed = name.toLowerCase();
  const nearest = TYPE_NAMES.map((known) => ({ known, distance: editDistance(typed, known.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance)[0];
  const close = nearest && nearest.distance <= Math.max(1, Math.floor(name.length / 3));
  return close
    ? `${name} is not a ClickHouse type: did you mean ${nearest.known}?`
    : `${name} is not a ClickHouse type: pick one from the list, like String, UInt64 or DateTime64(3).`;
}

/** What is wrong with a column type as typed (trimmed, not empty), as a sentence for its field; undefined when it is a type. */
export function columnTypeProblem(type: string): string | undefined {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*(?:\(([\s\S]*)\))?$/.exec(type);
  if (!match) return `${type} is not a ClickHouse type: a type is a name, with any parameters in brackets, like DateTime64(3).`;
  const [, name = "", inside] = match;
  const known = BY_LOWER_CASE.get(name.toLowerCase());
  if (known === undefined) return unknownTypeMessage(name);
  const wrapper = WRAPPERS[known];
  if (wrapper === undefined) return undefined;
  const types = splitArguments(inside ?? "");
  if (types.length !== wrapper.types) return `${known} needs ${wrapper.types === 1 ? "a type" : `${wrapper.types} types`} in its brackets, like ${wrapper.example}.`;
  for (const inner of types) {
    const problem = columnTypeProblem(inner);
    if (problem !== undefined) return problem;
  }
  return undefined;
}
