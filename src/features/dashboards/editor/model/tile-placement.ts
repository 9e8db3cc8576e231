import { getFirstCollision } from "react-grid-layout/core";
import type { Layout, LayoutItem } from "react-grid-layout";
import { GRID_COLUMNS } from "@/shared/schemas/dashboard";
import type { DraftTile } from "./editor-draft";
import { minHeight, minWidth, tilesToLayout } from "./layout-mapping";
import { overlap, pushDown } from "./push-down";

export interface Slot {
  x: number;
  y: number;
}

/** The first place, row by row from `fromY`, where a `w`×`h` tile overlaps nothing. */
export function firstFreeSlot(tiles: readonly DraftTile[], w: number, h: number, fromY = 0, cols = GRID_COLUMNS): Slot {
  const layout = tilesToLayout(tiles);
  const width = Math.min(Math.max(1, w), cols);
  const bottom = layout.reduce((max, item) => Math.max(max, item.y + item.h), 0);
  for (let y = Math.max(0, fromY); y <= bottom; y += 1) {
    for (let x = 0; x + width <= cols; x += 1) {
      if (!getFirstCollision(layout, { i: "\u0000candidate", x, y, w: width, h })) return { x, y };
    }
  }
  return { x: 0, y: bottom };
}

/**
 * A keyboard move or resize: the whole layout after it (for the editor's `layout` action), where the
 * tile went, and the tiles it pushed down (as they were), computed once for the step and its announcement.
 */
export type PlacementResult<T> = { layout: Layout; tile: LayoutItem; pushed: T[] } | null;

/** The tiles, other than `key`, whose place in `layout` differs from theirs: those a move pushed. */
export function pushedBy<T extends DraftTile>(tiles: readonly T[], layout: Layout, key: string | undefined): T[] {
  const places = new Map(layout.map((item) => [item.i, item]));
  return tiles.filter((entry) => {
    const item = places.get(entry.key);
    return entry.key !== key && item !== undefined && (item.x !== entry.tile.x || item.y !== entry.tile.y);
  });
}

function place<T extends DraftTile>(tiles: readonly T[], key: string, change: (item: LayoutItem, layout: Layout) => LayoutItem, cols: number): PlacementResult<T> {
  const layout = tilesToLayout(tiles);
  const item = layout.find((candidate) => candidate.i === key);
  if (!item) return null;
  const next = pushDown(layout, change(item, layout), cols);
  const placed = next.find((candidate) => candidate.i === key)!;
  // Kept inside the grid, it may not have moved at all: at an edge, or at its smallest.
  if (placed.x === item.x && placed.y === item.y && placed.w === item.w && placed.h === item.h) return null;
  return { layout: next, tile: placed, pushed: pushedBy(tiles, next, key) };
}

/**
 * Moves a tile one cell (arrow keys). A tile in the way is pushed down, as a mouse drop would do
 * (see `pushDown`). Up into a tile above it, the tile goes past: to that tile's top, and the tile is
 * pushed down below it, so the two change places. One row into it would push it below the moved tile,
 * rows further down, and leave the rows it was on empty. Null at the grid's edge.
 */
export function moveTileBy<T extends DraftTile>(tiles: readonly T[], key: string, dx: number, dy: number, cols = GRID_COLUMNS): PlacementResult<T> {
  return place(
    tiles,
    key,
    (item, layout) => {
      const moved = { ...item, x: item.x + dx, y: item.y + dy };
      if (dy >= 0) return moved;
      const passed = layout.filter((other) => other.y + other.h <= item.y && overlap(other, moved));
      return passed.length === 0 ? moved : { ...moved, y: Math.min(...passed.map((other) => other.y)) };
    },
    cols,
  );
}

/**
 * Grows or shrinks a tile by one cell (Shift+arrows) from its top-left corner, pushing down a tile
 * it grows into. Null when it would leave the grid or be smaller than the least tile (MIN_TILE_W × MIN_TILE_H).
 */
export function resizeTileBy<T extends DraftTile>(tiles: readonly T[], key: string, dw: number, dh: number, cols = GRID_COLUMNS): PlacementResult<T> {
  return place(tiles, key, (item) => ({ ...item, w: Math.min(Math.max(minWidth(item.w), item.w + dw), cols - item.x), h: Math.max(minHeight(item.h), item.h + dh) }), cols);
}
