import { describe, expect, it } from "vitest";
import { lineColorSlots } from "./line-colors";

const line = (service: string) => ({ label: service, group: [service] });
const slotsByLabel = (labels: string[]) => {
  const slots = lineColorSlots(labels.map(line));
  return Object.fromEntries(labels.map((label, index) => [label, slots[index]]));
};

describe("lineColorSlots", () => {
  it("gives a grouped line the same colour however the lines rank", () => {
    const largestFirst = slotsByLabel(["api", "checkout", "worker", "web"]);
    expect(slotsByLabel(["checkout", "api", "worker", "web"])).toEqual(largestFirst);
    expect(slotsByLabel(["worker", "api", "checkout", "web"])).toEqual(largestFirst);
    // The palette's first colours, by name.
    expect(largestFirst).toEqual({ api: 0, checkout: 1, web: 2, worker: 3 });
  });

  it("never gives two lines of a tile the same colour while there are colours left", () => {
    expect(new Set(lineColorSlots(Array.from({ length: 10 }, (_, index) => line(`user-${index}`)))).size).toBe(10);
    // Past ten the colours repeat, each still within the palette.
    expect(lineColorSlots(Array.from({ length: 14 }, (_, index) => line(`user-${index}`))).every((slot) => slot >= 0 && slot < 10)).toBe(true);
  });

  it("colours a tile's series without groups in the tile's order", () => {
    expect(lineColorSlots([{ label: "p95 of duration_ms", group: undefined }, { label: "count", group: undefined }])).toEqual([0, 1]);
    expect(lineColorSlots([{ label: "count", group: [] }])).toEqual([0]);
  });
});
