import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quantile } from "./aggregations";

/** The definition, straight: sort, then interpolate between the closest ranks. */
function reference(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  return sorted[low]! + (h - low) * (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!);
}

describe("quantile (quickselect, linear interpolation between closest ranks)", () => {
  it.each([
    [[1, 2], 0.5, 1.5],
    [[7], 0.99, 7],
    [[3, 1, 2], 0.5, 2],
    [[10, 20, 40, 100, 1000], 0.9, 640],
    [[5, 5, 5, 5], 0.95, 5],
  ])("%j at %d is %d", (values, p, expected) => {
    expect(quantile(Float64Array.from(values), p)).toBeCloseTo(expected, 9);
  });

  it("agrees with sorting for any values, duplicates included", () => {
    const values = fc.array(fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })), { minLength: 1, maxLength: 300 });
    fc.assert(
      fc.property(values, fc.constantFrom(0, 0.5, 0.9, 0.95, 0.99, 1), (list, p) => {
        expect(quantile(Float64Array.from(list), p)).toBeCloseTo(reference(list, p), 6);
      }),
      { numRuns: 300 },
    );
  });
});
