import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCompact, formatDecimal, formatInteger, formatSignificant } from "./format-number";

const intl = new Intl.NumberFormat("en-US");
const twoDecimals = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const threeSignificant = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 });
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** Numbers of every size, many of them with few decimal digits, so that rounding meets its ties (1.005, 12,350, 0.0012345). */
const anyNumber = fc.oneof(
  fc.double({ min: -1e15, max: 1e15, noNaN: true }),
  fc.tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 12 })).map(([integer, places]) => integer / 10 ** places),
  fc.tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: -15, max: 15 })).map(([integer, power]) => Number(`${integer}e${power}`)),
);
const sameAsIntl = (ours: (value: number) => string, theirs: Intl.NumberFormat, numbers = anyNumber) =>
  fc.assert(
    fc.property(numbers, (value) => {
      // Where Intl writes "-0" (a negative number that rounds to zero), ours writes 0.
      expect([value, ours(value)]).toEqual([value, theirs.format(value).replace(/^-0$/, "0")]);
    }),
    { numRuns: 20_000 },
  );

describe("formatInteger", () => {
  it("writes whole numbers as Intl.NumberFormat('en-US') does", () => {
    sameAsIntl(formatInteger, intl, fc.oneof(fc.integer(), fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })));
    for (const value of [0, 7, 999, 1000, -1000, 123456, -1234567]) expect(formatInteger(value)).toBe(intl.format(value));
  });

  it("writes a negative zero as 0, and leaves other numbers to Intl", () => {
    expect(formatInteger(-0)).toBe("0");
    for (const value of [1234.5678, -0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(formatInteger(value)).toBe(intl.format(value));
  });
});

describe("formatDecimal, formatSignificant and formatCompact", () => {
  it("write what Intl.NumberFormat('en-US') writes with maximumFractionDigits 2", () => {
    sameAsIntl((value) => formatDecimal(value, 2), twoDecimals);
    expect(formatDecimal(1234.5678, 2)).toBe("1,234.57");
    expect(formatDecimal(-0.125, 2)).toBe("-0.13");
  });

  it("write what Intl.NumberFormat('en-US') writes with maximumSignificantDigits 3", () => {
    sameAsIntl((value) => formatSignificant(value, 3), threeSignificant);
    expect(formatSignificant(0.0012345, 3)).toBe("0.00123");
    expect(formatSignificant(0.0009996, 3)).toBe("0.001");
  });

  it("write what Intl.NumberFormat('en-US') writes in compact notation with one decimal", () => {
    sameAsIntl(formatCompact, compact);
    expect([12_345, 999_950, 1_250_000, -4.2e12].map(formatCompact)).toEqual(["12.3K", "1M", "1.3M", "-4.2T"]);
  });

  it("leave what is not a finite number to Intl", () => {
    for (const value of [Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(formatDecimal(value, 2)).toBe(intl.format(value));
      expect(formatCompact(value)).toBe(intl.format(value));
    }
  });
});
