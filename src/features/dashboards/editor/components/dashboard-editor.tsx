import { useQuery } from "@tanstack/react-query";
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useContainerWidth, type Layout } from "react-grid-layout";
import { serviceRoutePath } from "@/lib/route-paths";
import type { ServiceRef } from "@/lib/service-ref";
import type { Dashboard } from "@/shared/schemas/dashboard";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { EmptyState } from "@/ui/empty-state";
import { ListBreadcrumb } from "@/ui/list-breadcrumb";
import { Menu } from "@/ui/menu";
import { preparePlacement } from "@/ui/place-next-to";
import { PageHeader } from "@/ui/page-header";
import { AlertCreateDialog } from "../../alerts/components/alert-create-dialog";
import { DashboardAlertsPanel } from "../../alerts/components/dashboard-alerts-panel";
import { useTileAlertCounts } from "../../alerts/components/use-tile-alert-counts";
import { stackQueries } from "../../api/dashboard-queries";
import { DashboardTimeContext } from "../../charts/components/dashboard-time-context";
import { isRatio } from "../../charts/model/tile-query";
import { TimeControls } from "../../charts/components/time-controls";
import { useDashboardTime } from "../../charts/components/use-dashboard-time";
import { tileLabel } from "../model/editor-draft";
import { canRedo, canUndo } from "../model/editor-reducer";
import { placeText, pushedText } from "../model/tile-announcements";
import { pushedBy } from "../model/tile-placement";
import { BUILT_IN_DATA_SOURCE } from "../model/tile-form-model";
import { pixels, STACK_BELOW_PX, widenToArrangeBy } from "../model/grid-geometry";
import { DashboardDetailsEditor } from "./dashboard-details-editor";
import { DashboardGrid } from "./dashboard-grid";
import { Announcer, useAnnouncer } from "./editor-announcer";
import { ConflictDialog, LeaveDialog } from "./editor-dialogs";
import { useTileKeyDown, useUndoRedo } from "./editor-keyboard";
import { EditorNotices } from "./editor-notices";
import { EditorToolbar } from "./editor-toolbar";
import { TileEditorDialog } from "./tile-editor-dialog";
import { useDashboardEditor } from "./use-dashboard-editor";
import { useTileActions } from "./use-tile-actions";
import "./dashboard-editor.css";

/**
 * Floating UI, for the tile menus and the time range panel, loaded once the page has settled rather than
 * with it (placeNextTo would load it at their first opening). Where the browser cannot tell when it is
 * idle (Safari), two seconds after the dashboard is drawn.
 */
function usePlacementPreparedWhenIdle() {
  useEffect(() => {
    // Not come (offline, or a new release): the first opening asks again.
    const prepare = () => void preparePlacement().catch(() => undefined);
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(prepare, { timeout: 5_000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prepare, 2_000);
    return () => clearTimeout(id);
  }, []);
}

interface DashboardEditorProps {
  serviceRef: ServiceRef;
  /** The dashboard as loaded; the editor works on its own draft from then on. */
  dashboard: Dashboard;
  /** When the page was asked for: its time range is read against this moment first (useDashboardTime). */
  readAt?: number;
}

/** View and edit one dashboard: grid, tiles, undo/redo, save with a conflict check, alerts. */
export function DashboardEditor({ serviceRef, dashboard, readAt }: DashboardEditorProps) {
  const dashboardId = dashboard.id;
  const { announcement, announce } = useAnnouncer();
  const editor = useDashboardEditor(serviceRef, dashboard, announce);
  const time = useDashboardTime(serviceRef, dashboardId, readAt);
  const { state, dispatch } = editor;
  const { draft, baseline } = state;

  const [editing, setEditing] = useState(false);
  usePlacementPreparedWhenIdle();
  const { state: locationState } = useLocation();
  // What the page that opened this one has to say (the dashboard it was saved as a new one of): said
  // here, as the live region there went with that page.
  const told = (locationState as { announce?: unknown } | null)?.announce;
  useEffect(() => {
    if (typeof told === "string") announce(told);
  }, [told, announce]);
  // The tiles wait for the grid's real width: drawn first at a guessed width, the whole grid would be
  // laid out twice (and, on a phone, once as the wide grid before it stacks). They follow the width
  // in a background render, which yields to input and paint while every tile is drawn.
  const container = useContainerWidth({ measureBeforeMount: true });
  const { containerRef } = container;
  const gridWidth = useDeferredValue(container.mounted ? container.width : null);
  const mounted = gridWidth !== null;
  const width = gridWidth ?? 0;
  const stacked = mounted && width < STACK_BELOW_PX;
  const layoutEditable = editing && !stacked;
  const widenBy = stacked ? widenToArrangeBy(width) : 0;
  const hintId = useId();

  const sources = useQuery(stackQueries.sources(serviceRef));
  const alertCounts = useTileAlertCounts(serviceRef, dashboardId);
  const sourceNames = useMemo(
    () => new Map([[BUILT_IN_DATA_SOURCE, "events"], ...(sources.data ?? []).map((source) => [source.id, source.name] as const)]),
    [sources.data],
  );
  // As saved, since the server watches the saved tile: its threshold is in percent where its chart shows a ratio.
  const savedTiles = useMemo(() => baseline.tiles.map((tile) => ({ id: tile.id, name: tile.name.trim() || "Untitled tile", asRatio: isRatio(tile) })), [baseline]);

  const addTileButton = useRef<HTMLButtonElement>(null);
  const { undo, redo } = useUndoRedo(state, dispatch, announce, addTileButton);
  const tiles = useTileActions({ draft, dispatch, announce, alertCounts });
  const onTileKeyDown = useTileKeyDown({
    tiles: draft.tiles,
    editing,
    layoutEditable,
    widenBy,
    dispatch,
    announce,
    editTile: tiles.editTile,
    requestDelete: tiles.requestDelete,
  });

  const onLayoutCommit = useCallback(
    (layout: Layout, movedKey: string | undefined, kind: "move" | "resize") => {
      dispatch({ type: "layout", layout, key: movedKey });
      const item = layout.find((candidate) => candidate.i === movedKey);
      const entry = draft.tiles.find((candidate) => candidate.key === movedKey);
      const pushed = pushedBy(draft.tiles, layout, movedKey).map(tileLabel);
      if (item && entry) announce(`${tileLabel(entry)} ${kind === "move" ? "moved to" : "resized:"} ${placeText(item)}${pushedText(pushed)}.`);
    },
    [draft.tiles, dispatch, announce],
  );

  const title = draft.name.trim() || "Untitled dashboard";
  const { menu, tileEditor, pendingDelete, alertTile } = tiles;

  return (
    <DashboardTimeContext value={time.time}>
      <div className="dashboard-editor">
        <title>{`${title} · Dashboards · Console`}</title>
        <DashboardBreadcrumb serviceRef={serviceRef} current={title} />
        <PageHeader
          title={title}
          description={
            draft.tags.length > 0 ? (
              <span className="dashboard-editor__tags">
                {draft.tags.map((tag) => (
                  <span key={tag} className="tag">{tag}</span>
                ))}
              </span>
            ) : undefined
          }
          actions={<TimeControls controls={time} />}
        />
        {time.problem && <p className="dashboard-notice dashboard-notice--warn">{time.problem}</p>}

        <EditorToolbar
          editing={editing}
          onToggleEditing={() => setEditing(!editing)}
          onAddTile={() => tiles.editTile(undefined)}
          addTileRef={addTileButton}
          canUndo={canUndo(state)}
          canRedo={canRedo(state)}
          onUndo={undo}
          onRedo={redo}
          dirty={editor.dirty}
          saving={editor.saving}
          onDiscard={editor.discard}
          onSave={editor.save}
        />

        <EditorNotices restoreOffer={editor.restoreOffer} changedElsewhere={editor.changedElsewhere} problems={editor.problems} saveError={editor.saveError} failedSaves={editor.failedSaves} saveAsNew={editor.saveAsNew} />

        {editing && (
          <DashboardDetailsEditor
            name={draft.name}
            tags={draft.tags}
            onRename={(name) => dispatch({ type: "rename", name })}
            onTagsChange={(tags) => dispatch({ type: "setTags", tags })}
          />
        )}

        <p id={hintId} className={editing ? "dashboard-editor__hint" : "visually-hidden"}>
          {stacked
            ? `This window is too narrow to arrange tiles: they are shown one under another. Widen it by ${pixels(widenBy)} to move or resize them.`
            : "Drag a tile by its title and resize it from its bottom-right corner; tiles in its way move down. From the keyboard: focus a tile, then arrow keys move it one cell, Shift with arrow keys resizes it, Enter edits it, Delete removes it."}
        </p>

        <DashboardGrid
          tiles={draft.tiles}
          editing={layoutEditable}
          alertCounts={alertCounts}
          sourceNames={sourceNames}
          onLayoutCommit={onLayoutCommit}
          onTileKeyDown={onTileKeyDown}
          onOpenMenu={tiles.openMenu}
          stacked={stacked}
          containerRef={containerRef}
          width={width}
          mounted={mounted}
          hintId={hintId}
          empty={
            <EmptyState
              title="This dashboard has no tiles yet"
              action={<button type="button" className="button button--primary" onClick={() => tiles.editTile(undefined)}>Add the first tile</button>}
            />
          }
        />

        <Announcer announcement={announcement} />

        {/* Under the grid, so it comes with the grid: shown before it, it would be pushed down the page. */}
        {mounted && <DashboardAlertsPanel serviceRef={serviceRef} dashboardId={dashboardId} tiles={savedTiles} />}

        {menu && (
          <Menu anchor={menu.anchor} label={`Actions for ${tileLabel(menu.entry)}`} items={menu.items} onSelect={tiles.selectMenuItem} onClose={tiles.closeMenu} />
        )}

        <TileEditorDialog
          open={tileEditor !== null}
          initial={tileEditor?.entry?.tile}
          onSubmit={tiles.submitTile}
          onClose={tiles.closeTileEditor}
        />

        {/* Mounted only while asked: ConfirmDialog's title id is fixed, and the alerts panel has one too. */}
        {pendingDelete && (
          <ConfirmDialog
            open
            title="Delete tile?"
            subject={tileLabel(pendingDelete.entry)}
            confirmLabel="Delete tile and its alerts"
            tone="danger"
            onCancel={pendingDelete.cancel}
            onConfirm={pendingDelete.confirm}
          >
            This tile has {pendingDelete.alerts} alert{pendingDelete.alerts === 1 ? "" : "s"}. When you save the dashboard,{" "}
            {pendingDelete.alerts === 1 ? "it is" : "they are"} deleted too. Undo brings the tile back until then.
          </ConfirmDialog>
        )}

        {alertTile && (
          <AlertCreateDialog
            open
            serviceRef={serviceRef}
            dashboardId={dashboardId}
            tile={{ id: alertTile.id, name: alertTile.name, asRatio: savedTiles.find((tile) => tile.id === alertTile.id)?.asRatio ?? false }}
            onClose={tiles.closeAlertTile}
            onCreated={(alert) => announce(`Alert ${alert.name} created.`)}
          />
        )}

        <ConflictDialog
          latest={editor.conflict.latest}
          refusal={editor.conflict.refusal}
          saving={editor.saving}
          onCancel={editor.conflict.keepEditing}
          onOverwrite={editor.conflict.overwrite}
          onLoadTheirs={editor.conflict.loadTheirs}
        />

        <LeaveDialog
          open={editor.leave.asked}
          saving={editor.saving}
          error={editor.leave.error}
          onCancel={editor.leave.stay}
          onDiscard={editor.leave.discard}
          onSave={editor.leave.saveAndLeave}
        />
      </div>
    </DashboardTimeContext>
  );
}

/** "Dashboards / <name>": the way back to the list, also while the dashboard is loading or missing. */
export function DashboardBreadcrumb({ serviceRef, current }: { serviceRef: ServiceRef; current: string }) {
  return <ListBreadcrumb label="Dashboard breadcrumb" listName="Dashboards" listHref={`${serviceRoutePath(serviceRef)}/dashboards`} current={current} />;
}
