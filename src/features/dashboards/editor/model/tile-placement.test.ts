import { describe, expect, it } from "vitest";
import { draftFromDashboard } from "./editor-draft";
import { firstFreeSlot, moveTileBy, resizeTileBy } from "./tile-placement";
import { testDashboard, testTile } from "./test-dashboards.fixtures";

const tiles = draftFromDashboard(testDashboard()).tiles;
const at = (result: ReturnType<typeof moveTileBy>, key: string) => result?.layout.find((item) => item.i === key);

describe("firstFreeSlot", () => {
  it("finds the first gap row by row, left to right", () => {
    // Row 4 is taken from x 0 to 8 by c; a 12-wide tile fits at x 8.
    expect(firstFreeSlot(tiles, 12, 4)).toEqual({ x: 8, y: 4 });
    expect(firstFreeSlot(tiles, 24, 2)).toEqual({ x: 0, y: 7 });
    expect(firstFreeSlot(tiles, 16, 3)).toEqual({ x: 8, y: 4 });
  });

  it("places on an empty dashboard at the top left, and clamps a too wide tile", () => {
    expect(firstFreeSlot([], 6, 3)).toEqual({ x: 0, y: 0 });
    expect(firstFreeSlot([], 40, 3)).toEqual({ x: 0, y: 0 });
  });

  it("can start looking from a row", () => {
    expect(firstFreeSlot(tiles, 4, 2, 5)).toEqual({ x: 8, y: 5 });
  });
});

describe("keyboard moves", () => {
  it("moves a tile one cell into free space", () => {
    const result = moveTileBy(tiles, "c", 1, 0);
    expect(at(result, "c")).toMatchObject({ x: 1, y: 4, w: 8, h: 3 });
    expect(result?.tile).toMatchObject({ i: "c", x: 1, y: 4 });
    expect(at(moveTileBy(tiles, "c", 0, 1), "c")).toMatchObject({ x: 0, y: 5 });
  });

  it("pushes a tile in the way down instead of passing it, and says which", () => {
    // a (0,0 12×4) one row down lands on c (0,4 8×3): c goes to just below a, at row 5.
    const down = moveTileBy(tiles, "a", 0, 1);
    expect(at(down, "a")).toMatchObject({ x: 0, y: 1 });
    expect(at(down, "c")).toMatchObject({ x: 0, y: 5 });
    expect(at(down, "b")).toMatchObject({ x: 12, y: 0 });
    expect(down?.pushed.map((entry) => entry.key)).toEqual(["c"]);
    // b one column left overlaps a on the same rows: a is pushed below b.
    const left = moveTileBy(tiles, "b", -1, 0);
    expect(at(left, "b")).toMatchObject({ x: 11, y: 0 });
    expect(at(left, "a")).toMatchObject({ x: 0, y: 4 });
    // ...and a lands on c, which goes on down: a chain.
    expect(at(left, "c")).toMatchObject({ x: 0, y: 8 });
    expect(left?.pushed.map((entry) => entry.key)).toEqual(["a", "c"]);
    // Free space: nothing pushed.
    expect(moveTileBy(tiles, "c", 1, 0)?.pushed).toEqual([]);
  });

  it("moved up into a tile above, goes past it: the two change places, with no rows left empty", () => {
    // c (0,4 8×3) one row up would land on a (0,0 12×4): c goes to a's top, a to just below c.
    const up = moveTileBy(tiles, "c", 0, -1);
    expect(at(up, "c")).toMatchObject({ x: 0, y: 0 });
    expect(at(up, "a")).toMatchObject({ x: 0, y: 3 });
    expect(at(up, "b")).toMatchObject({ x: 12, y: 0 });
    expect(up?.pushed.map((entry) => entry.key)).toEqual(["a"]);
    // Into free space above, one row as before.
    const lower = draftFromDashboard({ ...testDashboard(), tiles: [testTile("a", 0, 0, 12, 4), testTile("c", 0, 6, 8, 3)] }).tiles;
    expect(at(moveTileBy(lower, "c", 0, -1), "c")).toMatchObject({ x: 0, y: 5 });
    expect(moveTileBy(lower, "c", 0, -1)?.pushed).toEqual([]);
  });

  it("stops at the grid's edges", () => {
    expect(moveTileBy(tiles, "a", -1, 0)).toBeNull();
    expect(moveTileBy(tiles, "a", 0, -1)).toBeNull();
    expect(moveTileBy(tiles, "b", 1, 0)).toBeNull();
    expect(moveTileBy(tiles, "missing", 1, 0)).toBeNull();
  });

  it("does not change the tiles it was given", () => {
    const before = JSON.stringify(tiles);
    moveTileBy(tiles, "c", 1, 0);
    moveTileBy(tiles, "a", 0, 1);
    expect(JSON.stringify(tiles)).toBe(before);
  });

  it("resizes by one cell, pushing down what it grows into, never out of the grid", () => {
    expect(at(resizeTileBy(tiles, "c", 1, 0), "c")).toMatchObject({ w: 9, h: 3 });
    expect(at(resizeTileBy(tiles, "c", 0, 1), "c")).toMatchObject({ w: 8, h: 4 });
    expect(at(resizeTileBy(tiles, "c", -1, -1), "c")).toMatchObject({ w: 7, h: 2 });
    const taller = resizeTileBy(tiles, "a", 0, 1);
    expect(at(taller, "a")).toMatchObject({ w: 12, h: 5 });
    expect(at(taller, "c")).toMatchObject({ x: 0, y: 5 });
    expect(taller?.pushed.map((entry) => entry.key)).toEqual(["c"]);
    expect(resizeTileBy(tiles, "b", 1, 0)).toBeNull();
    // No smaller than 3 × 2 (a tile saved smaller keeps its size, and grows).
    const least = draftFromDashboard({ ...testDashboard(), tiles: [testTile("t", 0, 0, 3, 2)] }).tiles;
    expect(resizeTileBy(least, "t", -1, 0)).toBeNull();
    expect(resizeTileBy(least, "t", 0, -1)).toBeNull();
    const tiny = draftFromDashboard({ ...testDashboard(), tiles: [testTile("t", 0, 0, 1, 1)] }).tiles;
    expect(resizeTileBy(tiny, "t", -1, -1)).toBeNull();
    expect(at(resizeTileBy(tiny, "t", 1, 1), "t")).toMatchObject({ w: 2, h: 2 });
  });
});
