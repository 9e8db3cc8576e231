import { describe, expect, it } from "vitest";
import { byReadingOrder, pixels, tilesOnFirstScreen, widenToArrangeBy } from "./grid-geometry";

const tile = (name: string, x: number, y: number, type = "time") => ({ name, x, y, series: [{ type, dataSource: "events", aggFn: "count", where: "", groupBy: [] }] });
const names = (tiles: { name: string }[]) => tiles.map((entry) => entry.name);

describe("tilesOnFirstScreen", () => {
  const tiles = [tile("c", 0, 8), tile("a", 0, 0), tile("b", 12, 0), tile("d", 12, 4, "number"), tile("far", 0, 20)];

  it("on a wide grid, names the tiles whose top row starts within the height (a row and its gap: 60 px)", () => {
    expect(names(tilesOnFirstScreen(tiles, { width: 1000, height: 500 }))).toEqual(["c", "a", "b", "d"]);
    expect(names(tilesOnFirstScreen(tiles, { width: 1000, height: 480 }))).toEqual(["a", "b", "d"]);
    expect(names(tilesOnFirstScreen(tiles, { width: 1000, height: 1201 }))).toEqual(["c", "a", "b", "d", "far"]);
  });

  it("on a stacked grid, goes in reading order, a chart at 282 px and a number at 162 px with their gap", () => {
    // Tops: a 0, b 282, d 564, c 726, far 1008.
    expect(names(tilesOnFirstScreen(tiles, { width: 400, height: 564 }))).toEqual(["a", "b"]);
    expect(names(tilesOnFirstScreen(tiles, { width: 400, height: 565 }))).toEqual(["a", "b", "d"]);
    expect(names(tilesOnFirstScreen(tiles, { width: 699, height: 727 }))).toEqual(["a", "b", "d", "c"]);
    expect(names(tilesOnFirstScreen(tiles, { width: 400, height: 0 }))).toEqual([]);
  });

  it("names nothing of a dashboard without tiles", () => {
    expect(tilesOnFirstScreen([], { width: 400, height: 800 })).toEqual([]);
  });
});

describe("byReadingOrder", () => {
  it("orders by row, then column", () => {
    expect(names([tile("c", 0, 8), tile("b", 12, 0), tile("a", 0, 0)].sort(byReadingOrder))).toEqual(["a", "b", "c"]);
  });
});

describe("widenToArrangeBy", () => {
  it("is how far a stacked grid is from the width tiles are arranged at (700 px), in whole pixels, at least one", () => {
    // An 800 px window beside the side navigation: a grid of 512 px.
    expect(widenToArrangeBy(512)).toBe(188);
    expect(widenToArrangeBy(699.5)).toBe(1);
    expect(widenToArrangeBy(362)).toBe(338);
    expect([pixels(1), pixels(88)]).toEqual(["1 pixel", "88 pixels"]);
  });
});
