import { describe, expect, it } from "vitest";
import { isolatedIndices } from "./isolated-points";

describe("isolatedIndices", () => {
  it("finds values with gaps on both sides, at the ends too", () => {
    expect(isolatedIndices([5, null, 7, null, null, 3, 4, null, 9])).toEqual([0, 2, 8]);
  });
  it("finds none in an unbroken line, nor in no values", () => {
    expect(isolatedIndices([1, 2, 3])).toEqual([]);
    expect(isolatedIndices([])).toEqual([]);
    expect(isolatedIndices([null, undefined])).toEqual([]);
  });
  it("looks only within the range asked for, but at neighbours outside it", () => {
    expect(isolatedIndices([null, 1, null, 2, 3], 1, 3)).toEqual([1]);
    expect(isolatedIndices([1, null, 2], 0, 0)).toEqual([0]);
  });
});
