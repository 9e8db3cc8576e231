import { describe, expect, it } from "vitest";
import { COLUMN_TYPE_SUGGESTIONS, columnTypeProblem } from "./column-types";

describe("columnTypeProblem", () => {
  it("takes every suggestion, and types with parameters or wrappers", () => {
    const valid = [
      ...COLUMN_TYPE_SUGGESTIONS, "Nullable(String)", "DateTime64(3, 'UTC')", "Array(Nullable(Int32))", "Decimal(18, 4)",
      "LowCardinality(Nullable(String))", "Map(String, Array(UInt64))", "Tuple(a String, b Int32)", "Enum8('a' = 1, 'b' = 2)",
      "FixedString(16)", "string", "TEXT", "IPv6",
    ];
    expect(valid.filter((type) => columnTypeProblem(type) !== undefined)).toEqual([]);
  });

  it("names a misspelled type and the type meant, in a wrapper too", () => {
    expect(columnTypeProblem("Strng")).toBe("Strng is not a ClickHouse type: did you mean String?");
    expect(columnTypeProblem("Nullable(Unit64)")).toBe("Unit64 is not a ClickHouse type: did you mean UInt64?");
    expect(columnTypeProblem("Map(String, Flaot64)")).toBe("Flaot64 is not a ClickHouse type: did you mean Float64?");
  });

  it("says what a type looks like for a word that is none, and what a wrapper holds", () => {
    expect(columnTypeProblem("banana")).toBe("banana is not a ClickHouse type: pick one from the list, like String, UInt64 or DateTime64(3).");
    expect(columnTypeProblem("Decimal(18, 2")).toMatch(/^Decimal\(18, 2 is not a ClickHouse type: a type is a name/);
    expect(columnTypeProblem("Nullable")).toBe("Nullable needs a type in its brackets, like Nullable(String).");
    expect(columnTypeProblem("Map(String)")).toBe("Map needs 2 types in its brackets, like Map(String, UInt64).");
  });
});
