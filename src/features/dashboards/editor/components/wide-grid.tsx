import { cloneElement, useMemo, useState, type ReactElement } from "react";
import { GridLayout, type EventCallback, type Layout } from "react-grid-layout";
import { flushSync } from "react-dom";
import "react-grid-layout/css/styles.css";
import "react-resizable/css/styles.css";
import { GRID_COLUMNS } from "@/shared/schemas/dashboard";
import { createPushDownCompactor } from "../model/push-down";
import { GRID_GAP, GRID_ROW_HEIGHT } from "../model/grid-geometry";

// Module constants: the grid compares its config objects by reference, so new objects on every
// render would re-render every tile.
const GRID_CONFIG = { cols: GRID_COLUMNS, rowHeight: GRID_ROW_HEIGHT, margin: [GRID_GAP, GRID_GAP] as const, containerPadding: [0, 0] as const };
const DRAG_EDIT = { enabled: true, handle: ".dashboard-tile__drag", cancel: "button, a, input, select, textarea", threshold: 3 };
const DRAG_OFF = { enabled: false };
const RESIZE_EDIT = { enabled: true, handles: ["se" as const] };
const RESIZE_OFF = { enabled: false };

export interface WideGridProps {
  /** The tiles' shells, keyed by tile: the grid places each at its layout item. */
  children: ReactElement[];
  layout: Layout;
  width: number;
  /** Tiles can be dragged and resized. */
  editing: boolean;
  /** Drag or resize finished (tiles in the way pushed down): one history entry. */
  onLayoutCommit: (layout: Layout, movedKey: string | undefined, kind: "move" | "resize") => void;
}

/**
 * The tiles on react-grid-layout's grid, where they can be dragged and resized: a window too narrow
 * for that stacks them instead (dashboard-grid.tsx), and never loads this module, nor the grid's,
 * drag's and resize's code and stylesheets that come with it (load-wide-grid.ts).
 */
export default function WideGrid({ children, layout, width, editing, onLayoutCommit }: WideGridProps) {
  // One per grid, kept for its life: the grid compares its config objects by reference. Tiles stay
  // exactly at their x, y, w, h (no gravity); a drop or resize onto others pushes them down.
  const [gestures] = useState(() => createPushDownCompactor(GRID_COLUMNS));
  const onGestureStart = useMemo<EventCallback>(
    () => (current, _old, item) => {
      if (item) gestures.start(item.i, current);
    },
    [gestures],
  );
  // react-grid-layout (2.3.0) draws a dragged or resized tile at the pointer only when that tile
  // re-renders, and its memo re-renders it only when the tile changes cell: between cells it would
  // lag behind the pointer, then jump. A new shell element for that tile on every move re-renders it
  // alone (its body is the same element, so it bails out); the other tiles keep theirs. Rendered at
  // once (flushSync), in the frame of the move: React would otherwise render a pointer move's update
  // in a task after that frame, and the tile would trail the pointer by a frame.
  // A new object on every move, so each move is a new state.
  const [pointerMove, setPointerMove] = useState<{ key: string } | null>(null);
  const onPointerMove = useMemo<EventCallback>(
    () => (_current, _old, item) => {
      if (item) flushSync(() => setPointerMove({ key: item.i }));
    },
    [],
  );
  const gridChildren = useMemo(
    () => (pointerMove === null ? children : children.map((child) => (child.key === pointerMove.key ? cloneElement(child) : child))),
    [children, pointerMove],
  );
  const [onDragStop, onResizeStop] = useMemo(() => {
    const stop = (kind: "move" | "resize"): EventCallback => (next, _old, item) => {
      setPointerMove(null);
      gestures.stop();
      onLayoutCommit(next, item?.i, kind);
    };
    return [stop("move"), stop("resize")];
  }, [gestures, onLayoutCommit]);

  return (
    <GridLayout
      width={width}
      layout={layout}
      gridConfig={GRID_CONFIG}
      dragConfig={editing ? DRAG_EDIT : DRAG_OFF}
      resizeConfig={editing ? RESIZE_EDIT : RESIZE_OFF}
      compactor={gestures.compactor}
      onDragStart={onGestureStart}
      onDrag={onPointerMove}
      onDragStop={onDragStop}
      onResizeStart={onGestureStart}
      onResize={onPointerMove}
      onResizeStop={onResizeStop}
    >
      {gridChildren}
    </GridLayout>
  );
}
