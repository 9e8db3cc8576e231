import { cloneLayout, getFirstCollision, moveElement } from "react-grid-layout/core";
import type { LayoutItem } from "react-grid-layout";
import { GRID_COLUMNS } from "@/shared/schemas/dashboard";
import type { DraftTile } from "./editor-draft";
import { applyLayout, tilesToLayout } from "./layout-mapping";

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

export type MoveResult<T> = { tiles: readonly T[]; tile: LayoutItem } | null;

/**
 * Moves a tile one cell (arrow keys) with the grid's own `moveElement`, never onto another tile.
 * When the next cell is taken, it keeps going the same way to the first place the tile fits, so a
 * keyboard user can pass a neighbour as a mouse user would drag over it. Null at the grid's edge.
 */
export function moveTileBy<T extends DraftTile>(tiles: readonly T[], key: string, dx: number, dy: number, cols = GRID_COLUMNS): MoveResult<T> {
  const original = tiles.find((entry) => entry.key === key)?.tile;
  if (!original) return null;
  const bottom = tiles.reduce((max, { tile }) => Math.max(max, tile.y + tile.h), 0);
  let previous = { x: original.x, y: original.y };
  for (let step = 1; step <= cols + bottom + 1; step += 1) {
    const target = {
      x: Math.min(Math.max(0, original.x + dx * step), cols - original.w),
      y: Math.max(0, original.y + dy * step),
    };
    if (target.x === previous.x && target.y === previous.y) return null;
    previous = target;
    // moveElement mutates the items it is given, so it works on a copy.
    const layout = cloneLayout(tilesToLayout(tiles));
    const item = layout.find((candidate) => candidate.i === key);
    if (!item) return null;
    const moved = moveElement(layout, item, target.x, target.y, true, true, null, cols, false);
    const placed = moved.find((candidate) => candidate.i === key);
    if (placed && placed.x === target.x && placed.y === target.y) {
      return { tiles: applyLayout(tiles, moved), tile: placed };
    }
  }
  return null;
}

/** Grows or shrinks a tile by one cell (Shift+arrows) from its top-left corner; null when it would not fit. */
export function resizeTileBy<T extends DraftTile>(tiles: readonly T[], key: string, dw: number, dh: number, cols = GRID_COLUMNS): MoveResult<T> {
  const layout = tilesToLayout(tiles);
  const item = layout.find((candidate) => candidate.i === key);
  if (!item) return null;
  const w = Math.min(Math.max(1, item.w + dw), cols - item.x);
  const h = Math.max(1, item.h + dh);
  if (w === item.w && h === item.h) return null;
  const resized = { ...item, w, h };
  if (getFirstCollision(layout, resized)) return null;
  return { tiles: applyLayout(tiles, [resized]), tile: resized };
}
