import { describe, expect, it } from "vitest";
import { draftFromDashboard } from "./editor-draft";
import { applyLayout, tilesToLayout } from "./layout-mapping";
import { testDashboard, testTile } from "./test-dashboards.fixtures";

describe("grid layout ↔ tiles", () => {
  const tiles = draftFromDashboard(testDashboard()).tiles;

  it("gives the grid only position, size and the least size, keyed by tile key", () => {
    expect(tilesToLayout(tiles)).toEqual([
      { i: "a", x: 0, y: 0, w: 12, h: 4, minW: 3, minH: 2 },
      { i: "b", x: 12, y: 0, w: 12, h: 4, minW: 3, minH: 2 },
      { i: "c", x: 0, y: 4, w: 8, h: 3, minW: 3, minH: 2 },
    ]);
    // A tile saved smaller than the least size may keep it.
    const small = draftFromDashboard({ ...testDashboard(), tiles: [testTile("s", 0, 0, 2, 1)] }).tiles;
    expect(tilesToLayout(small)).toEqual([{ i: "s", x: 0, y: 0, w: 2, h: 1, minW: 2, minH: 1 }]);
  });

  it("takes back only x, y, w and h, ignoring the grid's own flags", () => {
    const layout = [{ i: "c", x: 8, y: 4, w: 10, h: 5, moved: true, static: false, minW: 3, name: "ignored" }];
    const next = applyLayout(tiles, layout);
    expect(next[2]!.tile).toEqual({ ...tiles[2]!.tile, x: 8, w: 10, h: 5 });
    expect(Object.keys(next[2]!.tile).sort()).toEqual(Object.keys(tiles[2]!.tile).sort());
    expect(next[0]).toBe(tiles[0]);
    expect(next[1]).toBe(tiles[1]);
  });

  it("returns the same array for the on-mount callback and for repeats", () => {
    const onMount = tilesToLayout(tiles).map((item) => ({ ...item, moved: false, static: false }));
    expect(applyLayout(tiles, onMount)).toBe(tiles);
    const once = applyLayout(tiles, [{ i: "a", x: 0, y: 7, w: 12, h: 4 }]);
    const twice = applyLayout(once, [{ i: "a", x: 0, y: 7, w: 12, h: 4 }]);
    expect(twice).toBe(once);
  });

  it("ignores layout items of tiles it does not have", () => {
    expect(applyLayout(tiles, [{ i: "__dropping-elem__", x: 1, y: 1, w: 1, h: 1 }])).toBe(tiles);
  });
});
