import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createPushDownCompactor, pushDown, type Box } from "./push-down";

const COLS = 24;
const box = (i: string, x: number, y: number, w: number, h: number): Box => ({ i, x, y, w, h });
const byKey = (layout: readonly Box[]) => Object.fromEntries(layout.map(({ i, x, y, w, h }) => [i, { x, y, w, h }]));
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// a and b side by side on the first rows, c under a.
const layout = [box("a", 0, 0, 12, 4), box("b", 12, 0, 12, 4), box("c", 0, 4, 8, 3)];

describe("pushDown", () => {
  it("drops a tile onto another's place and pushes that one down, just below it", () => {
    expect(byKey(pushDown(layout, box("c", 0, 0, 8, 3)))).toEqual({
      a: { x: 0, y: 3, w: 12, h: 4 },
      b: { x: 12, y: 0, w: 12, h: 4 },
      c: { x: 0, y: 0, w: 8, h: 3 },
    });
  });

  it("pushes every tile it lands on", () => {
    expect(byKey(pushDown(layout, box("c", 8, 1, 8, 3)))).toEqual({
      a: { x: 0, y: 4, w: 12, h: 4 },
      b: { x: 12, y: 4, w: 12, h: 4 },
      c: { x: 8, y: 1, w: 8, h: 3 },
    });
  });

  it("moves into free space at the bottom without touching anything", () => {
    const result = pushDown(layout, box("a", 4, 20, 12, 4));
    expect(byKey(result).a).toEqual({ x: 4, y: 20, w: 12, h: 4 });
    expect(result[1]).toBe(layout[1]);
    expect(result[2]).toBe(layout[2]);
  });

  it("keeps the tile inside the grid at the right edge and at the top", () => {
    expect(byKey(pushDown(layout, box("c", 20, -2, 8, 3)))).toEqual({
      a: { x: 0, y: 0, w: 12, h: 4 },
      b: { x: 12, y: 3, w: 12, h: 4 },
      c: { x: 16, y: 0, w: 8, h: 3 },
    });
    expect(byKey(pushDown(layout, box("c", 0, 30, 40, 3))).c).toEqual({ x: 0, y: 30, w: 24, h: 3 });
  });

  it("pushes in chains: a pushed tile pushes what it lands on, in any column", () => {
    const stack = [box("t1", 0, 0, 6, 2), box("t2", 0, 2, 6, 2), box("t3", 4, 4, 6, 2), box("x", 12, 0, 6, 2), box("side", 10, 6, 4, 2)];
    expect(byKey(pushDown(stack, box("x", 0, 1, 6, 2)))).toEqual({
      x: { x: 0, y: 1, w: 6, h: 2 },
      t1: { x: 0, y: 3, w: 6, h: 2 },
      t2: { x: 0, y: 5, w: 6, h: 2 },
      t3: { x: 4, y: 7, w: 6, h: 2 },
      // Beside t3's new place but not under it: stays.
      side: { x: 10, y: 6, w: 4, h: 2 },
    });
  });

  it("a tile growing into its neighbour pushes it down (resize)", () => {
    expect(byKey(pushDown(layout, box("a", 0, 0, 12, 6)))).toMatchObject({ c: { x: 0, y: 6 }, b: { x: 12, y: 0 } });
    expect(byKey(pushDown(layout, box("a", 0, 0, 14, 4)))).toMatchObject({ b: { x: 12, y: 4 }, c: { x: 0, y: 4 } });
  });

  it("does not change what it was given, and an unknown key changes nothing", () => {
    const before = JSON.stringify(layout);
    pushDown(layout, box("c", 0, 0, 8, 3));
    expect(JSON.stringify(layout)).toBe(before);
    expect(pushDown(layout, box("zz", 0, 0, 1, 1))).toEqual(layout);
  });

  it("leaves overlaps it did not cause alone", () => {
    const messy = [box("p", 0, 0, 6, 4), box("q", 2, 2, 6, 4), box("r", 12, 0, 4, 2)];
    expect(byKey(pushDown(messy, box("r", 14, 0, 4, 2)))).toEqual({ ...byKey(messy), r: { x: 14, y: 0, w: 4, h: 2 } });
  });
});

/** Random tiles, each set down at its wished place or the first free row below it: no overlaps. */
const tidyLayout = fc
  .array(fc.record({ x: fc.nat(COLS - 1), y: fc.nat(30), w: fc.integer({ min: 1, max: COLS }), h: fc.integer({ min: 1, max: 6 }) }), { minLength: 1, maxLength: 30 })
  .map((wishes) => {
    const placed: Box[] = [];
    wishes.forEach((wish, index) => {
      const tile = box(`t${index}`, Math.min(wish.x, COLS - wish.w), wish.y, wish.w, wish.h);
      while (placed.some((other) => overlap(other, tile))) tile.y += 1;
      placed.push(tile);
    });
    return placed;
  });

const drop = tidyLayout.chain((tiles) =>
  fc.record({
    tiles: fc.constant(tiles),
    index: fc.nat(tiles.length - 1),
    x: fc.integer({ min: -4, max: COLS + 4 }),
    y: fc.integer({ min: -4, max: 45 }),
    dw: fc.integer({ min: -3, max: 3 }),
    dh: fc.integer({ min: -3, max: 3 }),
  }),
);

describe("pushDown on random layouts", () => {
  it("never overlaps, loses no tile, keeps every tile in the grid, and moves nothing up or sideways", () => {
    fc.assert(
      fc.property(drop, ({ tiles, index, x, y, dw, dh }) => {
        const moving = tiles[index]!;
        const result = pushDown(tiles, box(moving.i, x, y, moving.w + dw, moving.h + dh), COLS);
        expect(result.map((tile) => tile.i)).toEqual(tiles.map((tile) => tile.i));
        for (const [a, tile] of result.entries()) {
          expect(tile.x).toBeGreaterThanOrEqual(0);
          expect(tile.x + tile.w).toBeLessThanOrEqual(COLS);
          expect(tile.y).toBeGreaterThanOrEqual(0);
          for (const other of result.slice(a + 1)) expect(overlap(tile, other), `${tile.i} overlaps ${other.i}`).toBe(false);
          if (tile.i === moving.i) continue;
          const before = tiles[a]!;
          expect({ x: tile.x, w: tile.w, h: tile.h }).toEqual({ x: before.x, w: before.w, h: before.h });
          expect(tile.y).toBeGreaterThanOrEqual(before.y);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("pushes a tile no further than just below a tile that moved", () => {
    fc.assert(
      fc.property(drop, ({ tiles, index, x, y }) => {
        const moving = tiles[index]!;
        const result = pushDown(tiles, { ...moving, x, y }, COLS);
        const moved = result.filter((tile, position) => tile.i === moving.i || tile.y !== tiles[position]!.y);
        for (const tile of moved) {
          if (tile.i === moving.i) continue;
          const restsOn = moved.some((other) => other.y + other.h === tile.y && other.x < tile.x + tile.w && tile.x < other.x + other.w);
          expect(restsOn, `${tile.i} was pushed further than needed`).toBe(true);
        }
        // Dropping it again where it now is changes nothing.
        const again = pushDown(result, result[index]!, COLS);
        expect(byKey(again)).toEqual(byKey(result));
      }),
      { numRuns: 400 },
    );
  });
});

describe("push-down compactor", () => {
  it("changes nothing outside a gesture, so opening a dashboard never makes it unsaved", () => {
    const grid = createPushDownCompactor(COLS);
    const messy = [box("p", 0, 0, 6, 4), box("q", 2, 2, 6, 4)];
    expect(byKey(grid.compactor.compact(messy, COLS))).toEqual(byKey(messy));
    expect(grid.compactor.allowOverlap).toBe(true);
  });

  it("computes each drag step from the layout at the start, so pushed tiles come back", () => {
    const grid = createPushDownCompactor(COLS);
    grid.start("c", layout);
    // Over a: a is pushed below c.
    const over = grid.compactor.compact([layout[0]!, layout[1]!, box("c", 0, 0, 8, 3)], COLS);
    expect(byKey(over)).toMatchObject({ a: { y: 3 }, c: { x: 0, y: 0 } });
    // Moving on into free space (the grid hands back its current, pushed layout): a returns.
    const beyond = grid.compactor.compact(over.map((item) => (item.i === "c" ? { ...item, x: 8, y: 10 } : item)), COLS);
    expect(byKey(beyond)).toEqual({ ...byKey(layout), c: { x: 8, y: 10, w: 8, h: 3 } });
    grid.stop();
    expect(byKey(grid.compactor.compact(over, COLS))).toEqual(byKey(over));
  });
});
