import { describe, expect, it } from "vitest";
import { percentOfRatio, ratioOfPercent } from "./ratio-percent";

describe("a ratio tile's threshold in percent", () => {
  it("goes to the ratio and back to what was typed, without binary noise either way", () => {
    const cases: [typed: number, ratio: number][] = [[5, 0.05], [12.5, 0.125], [0.1, 0.001], [33.3, 0.333], [99.99, 0.9999], [0, 0], [100, 1], [250, 2.5]];
    for (const [typed, ratio] of cases) {
      expect(ratioOfPercent(typed)).toBe(ratio);
      expect(percentOfRatio(ratio)).toBe(typed);
    }
    // What plain arithmetic would show back.
    expect(0.07 * 100).not.toBe(7);
    expect(percentOfRatio(0.07)).toBe(7);
    expect(ratioOfPercent(7)).toBe(0.07);
  });
});
