import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatInteger } from "./format-number";

const intl = new Intl.NumberFormat("en-US");

describe("formatInteger", () => {
  it("writes whole numbers as Intl.NumberFormat('en-US') does", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })), (value) => {
        expect(formatInteger(value)).toBe(intl.format(value));
      }),
      { numRuns: 5_000 },
    );
    for (const value of [0, 7, 999, 1000, -1000, 123456, -1234567]) expect(formatInteger(value)).toBe(intl.format(value));
  });

  it("writes a negative zero as 0, where Intl writes -0", () => {
    expect(formatInteger(-0)).toBe("0");
  });

  it("leaves other numbers to Intl", () => {
    for (const value of [1234.5678, -0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(formatInteger(value)).toBe(intl.format(value));
  });
});
