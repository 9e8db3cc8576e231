import type { Compactor, Layout } from "react-grid-layout";
import { cloneLayout } from "react-grid-layout/core";
import { GRID_COLUMNS } from "@/shared/schemas/dashboard";

/** A tile's place on the grid, in cells. */
export interface Box {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Two different tiles share at least one cell. */
export function overlap(a: Box, b: Box): boolean {
  return a.i !== b.i && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function firstOverlap(boxes: readonly Box[], box: Box): Box | undefined {
  return boxes.find((other) => overlap(other, box));
}

/**
 * Puts tile `target.i` at `target` (kept inside the grid) and pushes every tile in its way straight
 * down to just below it, then whatever those land on, and so on: as in HyperDX and Grafana, but with
 * no gravity, so no tile moves up or sideways and tiles not in the way keep their place exactly.
 * Tiles that overlapped before the move (and are not in its way) are left as they were.
 * Returns the layout in the same order; tiles that did not move are the very same objects.
 */
export function pushDown<T extends Box>(layout: readonly T[], target: Box, cols = GRID_COLUMNS): T[] {
  const index = layout.findIndex((item) => item.i === target.i);
  const original = layout[index];
  if (!original) return [...layout];
  const w = clamp(target.w, 1, cols);
  const placed: T = { ...original, x: clamp(target.x, 0, cols - w), y: Math.max(0, target.y), w, h: Math.max(1, target.h) };
  const result = [...layout];
  result[index] = placed;
  // Top to bottom: a tile can only be pushed by one above it (or beside it, higher up), already settled.
  const order = layout.map((_, position) => position).filter((position) => position !== index);
  order.sort((a, b) => layout[a]!.y - layout[b]!.y || layout[a]!.x - layout[b]!.x);
  const moved: Box[] = [placed];
  for (const position of order) {
    const item = layout[position]!;
    let y = item.y;
    for (let hit = firstOverlap(moved, { ...item, y }); hit; hit = firstOverlap(moved, { ...item, y })) y = hit.y + hit.h;
    if (y === item.y) continue;
    const pushed: T = { ...item, y };
    result[position] = pushed;
    moved.push(pushed);
  }
  return result;
}

/**
 * The grid's compactor for the editor. While a tile is dragged or resized, every step is computed
 * afresh from the layout at the start of the gesture (so a tile pushed out of the way comes back
 * when the dragged one moves on), with the dragged tile where the pointer is. Otherwise it changes
 * nothing: what the grid shows is exactly what is saved, and opening a dashboard changes nothing.
 */
export function createPushDownCompactor(cols = GRID_COLUMNS) {
  let gesture: { key: string; start: Layout } | null = null;
  const compactor: Compactor = {
    type: null,
    // The grid itself then only moves the dragged tile and resolves nothing; compact() pushes.
    allowOverlap: true,
    compact(layout) {
      const active = gesture;
      const item = active && layout.find((candidate) => candidate.i === active.key);
      // A copy: the grid mutates items of its layout in place during a drag.
      return cloneLayout(active && item ? pushDown(active.start, item, cols) : layout);
    },
  };
  return {
    compactor,
    /** A drag or resize of `key` starts on `layout`. */
    start(key: string, layout: Layout) {
      gesture = { key, start: cloneLayout(layout) };
    },
    /** Call after the grid has compacted the final step (in its onDragStop / onResizeStop). */
    stop() {
      gesture = null;
    },
  };
}

export type PushDownCompactor = ReturnType<typeof createPushDownCompactor>;
