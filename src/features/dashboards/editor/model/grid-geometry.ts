import type { Tile } from "@/shared/schemas/dashboard";
import { tileKindOf } from "../../charts/model/tile-query";

/**
 * Below this width of the grid (not of the window: beside the side navigation the grid is 288 px
 * narrower) tiles stack in one column and the layout cannot be edited (nor saved). At 700 px a tile of
 * the least width (MIN_TILE_W) still has room for its header's drag handle, icon and menu button, so
 * a 1,024 px window (988 px and up) keeps the grid, as Grafana keeps its grid on a laptop or tablet.
 */
export const STACK_BELOW_PX = 700;

/** How many pixels wider a stacked grid must be to arrange tiles: the window grows the grid one for one. */
export function widenToArrangeBy(gridWidth: number): number {
  return Math.max(1, Math.ceil(STACK_BELOW_PX - gridWidth));
}

/** "1 pixel", "88 pixels". */
export const pixels = (count: number) => `${count} pixel${count === 1 ? "" : "s"}`;

/**
 * The windows whose grid is at least STACK_BELOW_PX wide, as a media query (which lays nothing out):
 * the service frame takes 28 px of padding from a window up to 760 px wide, where its navigation sits
 * above the page, and 288 px (the side navigation and the padding) from a wider one (app-shell.css).
 */
export const WIDE_GRID_WINDOWS = `(min-width: ${STACK_BELOW_PX + 28}px) and (max-width: 760px), (min-width: ${STACK_BELOW_PX + 288}px)`;
/** One grid row, and the gap between rows and columns, in pixels (the grid's own config). */
export const GRID_ROW_HEIGHT = 48;
export const GRID_GAP = 12;
/**
 * The least size a resize leaves a tile, in columns and rows: the narrowest its header is laid out for
 * (three columns, 91 px at 1280 px, dashboard-editor.css) and a header with a line under it. A tile
 * saved smaller keeps its size; it only cannot shrink further.
 */
export const MIN_TILE_W = 3;
export const MIN_TILE_H = 2;
/** The least height of a stacked tile: a chart or table tile's, and any other's (dashboard-editor.css). */
const STACKED_CHART_HEIGHT = 270;
const STACKED_OTHER_HEIGHT = 150;

type PlacedTile = Pick<Tile, "x" | "y" | "series">;

/** Stacked tiles go row by row, left to right: the order a wide grid is read in. */
export const byReadingOrder = (a: Pick<Tile, "x" | "y">, b: Pick<Tile, "x" | "y">) => a.y - b.y || a.x - b.x;

/**
 * The tiles whose top lies within the first `height` pixels of a grid `width` pixels wide: those it
 * shows first. Narrower than STACK_BELOW_PX the tiles stack, each counted at its least height (a
 * taller one only moves the next ones further down, and then this names a tile more than shows).
 */
export function tilesOnFirstScreen<T extends PlacedTile>(tiles: readonly T[], { width, height }: { width: number; height: number }): T[] {
  if (width >= STACK_BELOW_PX) return tiles.filter((tile) => tile.y * (GRID_ROW_HEIGHT + GRID_GAP) < height);
  const shown: T[] = [];
  let top = 0;
  for (const tile of [...tiles].sort(byReadingOrder)) {
    if (top >= height) break;
    shown.push(tile);
    const kind = tileKindOf(tile);
    top += (kind === "time" || kind === "table" ? STACKED_CHART_HEIGHT : STACKED_OTHER_HEIGHT) + GRID_GAP;
  }
  return shown;
}
