import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { naturalCompare } from "./natural-compare";

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
const PRINTABLE = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index));
/** Names as people give them: mostly letters, digits and a few separators, any printable character now and then. */
const nameCharacter = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(..."abcXYZ") },
  { weight: 4, arbitrary: fc.constantFrom(..."0012789") },
  { weight: 2, arbitrary: fc.constantFrom(..."-_. ") },
  { weight: 1, arbitrary: fc.constantFrom(...PRINTABLE) },
);
const name = fc.string({ unit: nameCharacter, maxLength: 12 });

describe("naturalCompare", () => {
  it("orders names as the collator does", () => {
    fc.assert(fc.property(name, name, (a, b) => {
      expect(naturalCompare(a, b)).toBe(collator.compare(a, b));
    }), { numRuns: 20_000 });
  });

  it("orders every printable character as the collator does", () => {
    for (const a of PRINTABLE) for (const b of PRINTABLE) expect([a, b, naturalCompare(a, b)]).toEqual([a, b, collator.compare(a, b)]);
  });

  it("compares numbers by value, ignores case and leading zeros, and puts a shorter name first", () => {
    expect(["pipe-10", "Pipe-9", "pipe-1", "pipe", "pipe-09a"].sort(naturalCompare)).toEqual(["pipe", "pipe-1", "Pipe-9", "pipe-09a", "pipe-10"]);
    expect(naturalCompare("ORDERS", "orders")).toBe(0);
    expect(naturalCompare("v007", "v7")).toBe(0);
    expect(naturalCompare("a 1", "a-1")).toBe(-1);
  });

  it("leaves other names to the collator: accents are ignored", () => {
    expect(naturalCompare("café", "cafe")).toBe(0);
    expect(naturalCompare("Ärger", "b")).toBe(-1);
    expect(naturalCompare("zeta", "éclair")).toBe(1);
  });
});
