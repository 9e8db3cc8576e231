import { describe, expect, it } from "vitest";
import { percentOfRatio, ratioOfPercent } from "./ratio-percent";

describe("a ratio tile's threshold in percent", () => {
  it("goes to the ratio and back to what was typed, without binary noise either way", () => {
    for (const typed of [5, 12.5, 0.1, 33.3, 99.99, 0, 100, 250]) {
      const ratio = ratioOfPercent(typed);
      expect(ratio).toBe(Number((typed / 100).toPrecision(15)));
      expect(percentOfRatio(ratio)).toBe(typed);
    }
    // What plain arithmetic would show back.
    expect(0.07 * 100).not.toBe(7);
    expect(percentOfRatio(0.07)).toBe(7);
    expect(ratioOfPercent(7)).toBe(0.07);
  });
});
