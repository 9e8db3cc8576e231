import type { Layout, LayoutItem } from "react-grid-layout";
import type { DraftTile } from "./editor-draft";
import { MIN_TILE_H, MIN_TILE_W } from "./grid-geometry";

/** The least size a resize leaves a tile: MIN_TILE_W × MIN_TILE_H, or its own if it was saved smaller. */
export const minWidth = (w: number) => Math.min(MIN_TILE_W, w);
export const minHeight = (h: number) => Math.min(MIN_TILE_H, h);

/** The grid's view of the tiles: position and size, and the least size a resize leaves, keyed by the tile's grid key. */
export function tilesToLayout(tiles: readonly DraftTile[]): LayoutItem[] {
  return tiles.map(({ key, tile }) => ({ i: key, x: tile.x, y: tile.y, w: tile.w, h: tile.h, minW: minWidth(tile.w), minH: minHeight(tile.h) }));
}

/**
 * Takes back from the grid only `x, y, w, h`, and only where they changed. The grid calls
 * `onLayoutChange` on mount and more than once per drag, so this must be idempotent: a layout
 * that matches the tiles returns the very same array (and unchanged tiles keep their object),
 * which keeps history clean and memoised tile bodies still.
 */
export function applyLayout<T extends DraftTile>(tiles: readonly T[], layout: Layout): readonly T[] {
  const byKey = new Map<string, LayoutItem>();
  for (const item of layout) byKey.set(item.i, item);
  let changed = false;
  const next = tiles.map((entry) => {
    const item = byKey.get(entry.key);
    if (!item) return entry;
    const { x, y, w, h } = item;
    const { tile } = entry;
    if (tile.x === x && tile.y === y && tile.w === w && tile.h === h) return entry;
    changed = true;
    return { ...entry, tile: { ...tile, x, y, w, h } };
  });
  return changed ? next : tiles;
}
