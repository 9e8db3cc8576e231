import { cloneElement, useMemo, useState, type KeyboardEvent } from "react";
import { GridLayout, type EventCallback, type Layout, type UseContainerWidthResult } from "react-grid-layout";
import { flushSync } from "react-dom";
import "react-grid-layout/css/styles.css";
import "react-resizable/css/styles.css";
import { GRID_COLUMNS } from "@/shared/schemas/dashboard";
import { TileBody } from "./dashboard-tile";
import { tileLabel, type DraftTile } from "../model/editor-draft";
import { tilesToLayout } from "../model/layout-mapping";
import { tileKindOf } from "../../charts/model/tile-query";
import { tileSummary, type SourceNames } from "../model/series-summary";
import { createPushDownCompactor } from "../model/push-down";
import { placeText } from "../model/tile-announcements";
import { byReadingOrder, GRID_GAP, GRID_ROW_HEIGHT } from "../model/grid-geometry";

const EMPTY_SERIES: NonNullable<DraftTile["tile"]["series"]> = [];

// Module constants: the grid compares its config objects by reference, so new objects on every
// render would re-render every tile.
const GRID_CONFIG = { cols: GRID_COLUMNS, rowHeight: GRID_ROW_HEIGHT, margin: [GRID_GAP, GRID_GAP] as const, containerPadding: [0, 0] as const };
const DRAG_EDIT = { enabled: true, handle: ".dashboard-tile__drag", cancel: "button, a, input, select, textarea", threshold: 3 };
const DRAG_OFF = { enabled: false };
const RESIZE_EDIT = { enabled: true, handles: ["se" as const] };
const RESIZE_OFF = { enabled: false };

export interface DashboardGridProps {
  tiles: readonly DraftTile[];
  /** The layout can be changed: edit mode on a grid wide enough not to stack. */
  editing: boolean;
  alertCounts: ReadonlyMap<string, number>;
  sourceNames: SourceNames;
  /** Drag or resize finished (tiles in the way pushed down): one history entry. */
  onLayoutCommit: (layout: Layout, movedKey: string | undefined, kind: "move" | "resize") => void;
  onTileKeyDown: (key: string, event: KeyboardEvent<HTMLElement>) => void;
  onOpenMenu: (key: string, button: HTMLButtonElement) => void;
  /** Told whether the grid is stacked (too narrow to edit). */
  stacked: boolean;
  containerRef: UseContainerWidthResult["containerRef"];
  width: number;
  mounted: boolean;
  hintId: string;
}

function positionLabel(entry: DraftTile): string {
  return `${tileLabel(entry)}: ${placeText(entry.tile)}`;
}

export function DashboardGrid(props: DashboardGridProps) {
  const { tiles, editing, alertCounts, sourceNames, onLayoutCommit, onTileKeyDown, onOpenMenu, stacked, containerRef, width, mounted, hintId } = props;
  const layout = useMemo(() => tilesToLayout(tiles), [tiles]);

  const children = useMemo(
    () =>
      tiles.map((entry) => {
        const kind = tileKindOf(entry.tile);
        return (
          // The thin shell: the grid clones it with position and handlers; the memoised body stays.
          <div
            key={entry.key}
            data-tile-key={entry.key}
            className={`dashboard-tile dashboard-tile--${kind} ${editing ? "dashboard-tile--editing" : ""}`}
            tabIndex={0}
            role="group"
            aria-label={positionLabel(entry)}
            aria-describedby={editing ? hintId : undefined}
            onKeyDown={(event) => onTileKeyDown(entry.key, event)}
          >
            <TileBody
              tileKey={entry.key}
              name={tileLabel(entry)}
              summary={tileSummary(entry.tile, sourceNames)}
              kind={kind}
              series={entry.tile.series ?? EMPTY_SERIES}
              asRatio={entry.tile.asRatio ?? false}
              alertCount={entry.tile.id ? alertCounts.get(entry.tile.id) ?? 0 : 0}
              editing={editing}
              onOpenMenu={onOpenMenu}
            />
          </div>
        );
      }),
    [tiles, editing, alertCounts, sourceNames, onTileKeyDown, onOpenMenu, hintId],
  );

  const stackedChildren = useMemo(() => {
    if (!stacked) return children;
    const tileOf = new Map(tiles.map((entry) => [entry.key, entry.tile]));
    return [...children].sort((a, b) => {
      const ta = tileOf.get(String(a.key));
      const tb = tileOf.get(String(b.key));
      return ta && tb ? byReadingOrder(ta, tb) : 0;
    });
  }, [stacked, children, tiles]);

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
    <div ref={containerRef} className="dashboard-grid">
      {stacked ? (
        <div className="dashboard-grid__stack">{stackedChildren}</div>
      ) : (
        mounted && (
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
        )
      )}
    </div>
  );
}
