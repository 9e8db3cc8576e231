import { describe, expect, it } from "vitest";
import { draftFromDashboard } from "./editor-draft";
import { firstFreeSlot, moveTileBy, resizeTileBy } from "./tile-placement";
import { testDashboard, testTile } from "./test-dashboards";

const tiles = draftFromDashboard(testDashboard()).tiles;
const at = (result: ReturnType<typeof moveTileBy>, key: string) => result?.tiles.find((entry) => entry.key === key)?.tile;

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

  it("passes over a neighbour to the first place the tile fits, never overlapping", () => {
    // a (0,0 12×4) down: rows 1-3 would overlap c, so it lands just below c at row 7.
    expect(at(moveTileBy(tiles, "a", 0, 1), "a")).toMatchObject({ x: 0, y: 7 });
    // b cannot pass a going left on row 0 (both 12 wide): it stays.
    expect(moveTileBy(tiles, "b", -1, 0)).toBeNull();
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

  it("resizes by one cell unless it would overlap or leave the grid", () => {
    expect(at(resizeTileBy(tiles, "c", 1, 0), "c")).toMatchObject({ w: 9, h: 3 });
    expect(at(resizeTileBy(tiles, "c", 0, 1), "c")).toMatchObject({ w: 8, h: 4 });
    expect(at(resizeTileBy(tiles, "c", -1, -1), "c")).toMatchObject({ w: 7, h: 2 });
    expect(resizeTileBy(tiles, "a", 0, 1)).toBeNull();
    expect(resizeTileBy(tiles, "b", 1, 0)).toBeNull();
    const tiny = draftFromDashboard({ ...testDashboard(), tiles: [testTile("t", 0, 0, 1, 1)] }).tiles;
    expect(resizeTileBy(tiny, "t", -1, -1)).toBeNull();
  });
});
