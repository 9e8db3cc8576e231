import { lazy, Suspense, useMemo, type KeyboardEvent, type ReactNode } from "react";
import type { Layout, UseContainerWidthResult } from "react-grid-layout";
import { TilesSkeleton } from "@/ui/skeleton";
import { TileBody } from "./dashboard-tile";
import { loadWideGrid } from "./load-wide-grid";
import { tileLabel, type DraftTile } from "../model/editor-draft";
import { tilesToLayout } from "../model/layout-mapping";
import { tileKindOf } from "../../charts/model/tile-query";
import { tileSummary, type SourceNames } from "../model/series-summary";
import { placeText } from "../model/tile-announcements";
import { byReadingOrder } from "../model/grid-geometry";

const EMPTY_SERIES: NonNullable<DraftTile["tile"]["series"]> = [];

const WideGrid = lazy(loadWideGrid);

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
  /**
   * Shown in the grid's place while there is no tile: in the container (which must stay, to be
   * measured), so no empty grid and no second gap of the page's column sit between it and what follows.
   */
  empty: ReactNode;
}

function positionLabel(entry: DraftTile): string {
  return `${tileLabel(entry)}: ${placeText(entry.tile)}`;
}

export function DashboardGrid(props: DashboardGridProps) {
  const { tiles, editing, alertCounts, sourceNames, onLayoutCommit, onTileKeyDown, onOpenMenu, stacked, containerRef, width, mounted, hintId, empty } = props;
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

  // In the page in reading order (row by row, left to right), stacked or on the grid, so Tab and a
  // screen reader go through the tiles as the eye does, also after tiles have been moved. The grid
  // places each tile by its layout item, whatever the order. A tile whose element React moves keeps
  // the focus: React gives it back after the commit.
  const orderedChildren = useMemo(() => {
    const tileOf = new Map(tiles.map((entry) => [entry.key, entry.tile]));
    return [...children].sort((a, b) => {
      const ta = tileOf.get(String(a.key));
      const tb = tileOf.get(String(b.key));
      return ta && tb ? byReadingOrder(ta, tb) : 0;
    });
  }, [children, tiles]);

  return (
    <div ref={containerRef} className="dashboard-grid">
      {tiles.length === 0 ? (
        empty
      ) : stacked ? (
        <div className="dashboard-grid__stack">{orderedChildren}</div>
      ) : (
        mounted && (
          // Loaded with the page on a wide window (the route's loader): then it is there by now. Placeholder
          // tiles stand for tiles there are: a dashboard without any shows `empty` instead.
          <Suspense fallback={<TilesSkeleton label="Loading the grid" tiles={4} />}>
            <WideGrid layout={layout} width={width} editing={editing} onLayoutCommit={onLayoutCommit}>
              {orderedChildren}
            </WideGrid>
          </Suspense>
        )
      )}
    </div>
  );
}
