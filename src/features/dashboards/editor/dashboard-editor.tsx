import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent } from "react";
import { useContainerWidth, type Layout } from "react-grid-layout";
import { useBlocker } from "react-router";
import type { ServiceRef } from "@/lib/service-ref";
import type { Dashboard } from "@/shared/schemas/dashboard";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { ErrorPanel } from "@/ui/error-panel";
import { PageHeader } from "@/ui/page-header";
import { RelativeTime } from "@/ui/relative-time";
import { AlertCreateDialog } from "../alerts/alert-create-dialog";
import { DashboardAlertsPanel } from "../alerts/dashboard-alerts-panel";
import { useTileAlertCounts } from "../alerts/use-tile-alert-counts";
import { changedSince, saveBodyProblems, useSaveDashboard } from "../api/dashboard-save";
import { dashboardQueries, stackQueries } from "../api/dashboard-queries";
import { DashboardDetailsEditor } from "./dashboard-details-editor";
import { DashboardGrid, STACK_BELOW_PX } from "./dashboard-grid";
import { browserStorage, createDraftStore, draftStorageKey, type StoredDraft } from "./draft-store";
import { ConflictDialog, LeaveDialog } from "./editor-dialogs";
import { hasUnsavedChanges, saveBody, tileLabel, type DraftDashboard } from "./editor-draft";
import { canRedo, canUndo, editorReducer, initEditorState, type TileContent } from "./editor-reducer";
import { BUILT_IN_DATA_SOURCE } from "./tile-form-model";
import { TileEditorDialog } from "./tile-editor-dialog";
import { TileMenu, type TileMenuItem } from "./tile-menu";
import { firstFreeSlot, moveTileBy, resizeTileBy } from "./tile-placement";
import "./dashboard-editor.css";

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const NEW_TILE_SIZE = { time: { w: 12, h: 4 }, number: { w: 6, h: 3 } } as const;

type SaveResult = "saved" | "conflict" | "invalid" | "failed";

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * Gives focus to a tile once the page has settled. A dialog or menu that closes by unmounting (or
 * whose opener was a menu item that is gone) would otherwise drop focus on the page body.
 */
function focusTileSoon(key: string, tries = 10) {
  requestAnimationFrame(() => {
    // After an async close (an alert just created) the dialog may still be open for a frame, and
    // everything behind a modal is inert: wait until it has gone.
    const tile = document.querySelector<HTMLElement>(`[data-tile-key="${CSS.escape(key)}"]`);
    if (tile && !document.querySelector("dialog[open]")) tile.focus();
    else if (tries > 0) focusTileSoon(key, tries - 1);
  });
}

const where = ({ x, y, w, h }: { x: number; y: number; w: number; h: number }) => `column ${x + 1}, row ${y + 1}, ${w} wide, ${h} tall`;

interface DashboardEditorProps {
  serviceRef: ServiceRef;
  /** The dashboard as loaded; the editor works on its own draft from then on. */
  dashboard: Dashboard;
}

/** View and edit one dashboard: grid, tiles, undo/redo, save with a conflict check, alerts. */
export function DashboardEditor({ serviceRef, dashboard }: DashboardEditorProps) {
  const dashboardId = dashboard.id;
  const [state, dispatch] = useReducer(editorReducer, dashboard, initEditorState);
  const { draft, baseline } = state;
  const dirty = useMemo(() => hasUnsavedChanges(draft, baseline), [draft, baseline]);

  const store = useMemo(
    () => createDraftStore(browserStorage(), draftStorageKey(serviceRef, dashboardId)),
    // The store depends on the ids only, not on the ref object's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [serviceRef.organizationId, serviceRef.serviceId, dashboardId],
  );
  const [restoreOffer, setRestoreOffer] = useState<StoredDraft | null>(() => {
    const kept = store.read();
    return kept && hasUnsavedChanges(kept.draft, dashboard) ? kept : null;
  });

  const [editing, setEditing] = useState(false);
  const { width, containerRef, mounted } = useContainerWidth();
  const stacked = mounted && width < STACK_BELOW_PX;
  const layoutEditable = editing && !stacked;

  const [announcement, setAnnouncement] = useState({ text: "", count: 0 });
  const announce = useCallback((text: string) => setAnnouncement((current) => ({ text, count: current.count + 1 })), []);

  const [menu, setMenu] = useState<{ key: string; button: HTMLButtonElement } | null>(null);
  const [tileEditor, setTileEditor] = useState<{ key: string | undefined } | null>(null);
  const [deleteKey, setDeleteKey] = useState<string | null>(null);
  const [alertTile, setAlertTile] = useState<{ key: string; id: string; name: string } | null>(null);
  const [conflict, setConflict] = useState<Dashboard | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const focusAfterRender = useRef<string | null>(null);
  const hintId = useId();

  const save = useSaveDashboard();
  const sources = useQuery(stackQueries.sources(serviceRef));
  const latest = useQuery(dashboardQueries.detail(serviceRef, dashboardId)).data;
  const alertCounts = useTileAlertCounts(serviceRef, dashboardId);

  const sourceNames = useMemo(
    () => new Map([[BUILT_IN_DATA_SOURCE, "events"], ...(sources.data ?? []).map((source) => [source.id, source.name] as const)]),
    [sources.data],
  );
  const changedElsewhere = useMemo(() => latest !== undefined && changedSince(latest, baseline), [latest, baseline]);
  const savedTiles = useMemo(() => baseline.tiles.map((tile) => ({ id: tile.id, name: tile.name.trim() || "Untitled tile" })), [baseline]);

  // Keep the user's unsaved work in this browser; forget it once saved or discarded. While an
  // offer to restore older edits is open, a clean editor must not wipe them.
  useEffect(() => {
    if (dirty) store.write(baseline, draft);
    else if (!restoreOffer) store.clear();
  }, [dirty, draft, baseline, restoreOffer, store]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  // Focus (and bring into view) a tile that was just added, duplicated or moved with the keyboard.
  // The grid shows a new child only after its own layout has caught up, a frame or two later.
  useEffect(() => {
    const key = focusAfterRender.current;
    if (!key) return;
    focusAfterRender.current = null;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const focusTile = () => {
      const element = document.querySelector<HTMLElement>(`[data-tile-key="${CSS.escape(key)}"]`);
      if (element) {
        element.focus({ preventScroll: true });
        element.scrollIntoView({ block: "nearest" });
        // A moved tile slides to its new place (200 ms): look again once it is there.
        timer = setTimeout(() => element.scrollIntoView({ block: "nearest" }), 250);
      } else if (tries++ < 10) {
        frame = requestAnimationFrame(focusTile);
      }
    };
    focusTile();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [draft]);

  /** Ctrl+Z on a tile that the step removes (an undone add or duplicate) would drop focus on the page. */
  const keepFocusIn = useCallback((next: DraftDashboard | undefined) => {
    const focusedKey = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.tileKey : undefined;
    if (!next || focusedKey === undefined || next.tiles.some((entry) => entry.key === focusedKey)) return;
    focusAfterRender.current = next.tiles.at(-1)?.key ?? null;
  }, []);
  const undo = useCallback(() => {
    if (!canUndo(state)) return announce("Nothing to undo.");
    keepFocusIn(state.past.at(-1));
    dispatch({ type: "undo" });
    announce("Undid the last change.");
  }, [state, announce, keepFocusIn]);
  const redo = useCallback(() => {
    if (!canRedo(state)) return announce("Nothing to redo.");
    keepFocusIn(state.future[0]);
    dispatch({ type: "redo" });
    announce("Redid the change.");
  }, [state, announce, keepFocusIn]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      // Text fields keep their own undo; an open dialog owns the keyboard.
      if (isTyping(event.target) || (event.target instanceof Element && event.target.closest("dialog"))) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) undo();
      else if ((key === "z" && event.shiftKey) || (key === "y" && event.ctrlKey)) redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [undo, redo]);

  async function runSave(overwrite = false): Promise<SaveResult> {
    const body = saveBody(draft);
    const found = saveBodyProblems(body);
    setProblems(found);
    if (found.length > 0) return "invalid";
    const sent = draft;
    try {
      const outcome = await save.mutateAsync({ serviceRef, dashboardId, body, baseline, overwrite });
      if (outcome.kind === "conflict") {
        setConflict(outcome.latest);
        return "conflict";
      }
      dispatch({ type: "saved", sent, dashboard: outcome.dashboard });
      setConflict(null);
      setRestoreOffer(null);
      store.clear();
      announce("Dashboard saved.");
      return "saved";
    } catch {
      // The mutation keeps the error; it is shown under the toolbar (so no dialog may cover it). Every edit stays.
      setConflict(null);
      return "failed";
    }
  }

  /** Where focus goes when a tile is deleted: the next tile, else the one before. */
  const neighbourKey = useCallback(
    (key: string) => {
      const index = draft.tiles.findIndex((entry) => entry.key === key);
      return draft.tiles[index + 1]?.key ?? draft.tiles[index - 1]?.key ?? null;
    },
    [draft.tiles],
  );

  const requestDelete = useCallback(
    (key: string) => {
      const entry = draft.tiles.find((candidate) => candidate.key === key);
      if (!entry) return;
      const alerts = entry.tile.id ? alertCounts.get(entry.tile.id) ?? 0 : 0;
      if (alerts > 0) {
        setDeleteKey(key);
        return;
      }
      focusAfterRender.current = neighbourKey(key);
      dispatch({ type: "deleteTile", key });
      announce(`Deleted ${tileLabel(entry)}. Undo brings it back.`);
    },
    [draft.tiles, alertCounts, announce, neighbourKey],
  );

  const onTileKeyDown = useCallback(
    (key: string, event: KeyboardEvent<HTMLElement>) => {
      // Keys pressed on the tile's own buttons are theirs.
      if (event.target !== event.currentTarget) return;
      const entry = draft.tiles.find((candidate) => candidate.key === key);
      if (!entry) return;
      if (event.key === "Enter") {
        event.preventDefault();
        setTileEditor({ key });
        return;
      }
      if (event.key === "Delete" && editing) {
        event.preventDefault();
        requestDelete(key);
        return;
      }
      const arrow = ARROWS[event.key];
      if (!arrow || !layoutEditable || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      const [dx, dy] = arrow;
      const name = tileLabel(entry);
      if (event.shiftKey) {
        const resized = resizeTileBy(draft.tiles, key, dx, dy);
        if (!resized) return announce(`${name} cannot be resized that way: it would leave the grid or cover another tile.`);
        dispatch({ type: "resizeTile", key, dw: dx, dh: dy });
        announce(`${name} resized: ${where(resized.tile)}.`);
      } else {
        const moved = moveTileBy(draft.tiles, key, dx, dy);
        if (!moved) return announce(`${name} cannot move further that way.`);
        dispatch({ type: "moveTile", key, dx, dy });
        focusAfterRender.current = key;
        announce(`${name} moved to ${where(moved.tile)}.`);
      }
    },
    [draft.tiles, editing, layoutEditable, requestDelete, announce],
  );

  const onLayoutCommit = useCallback(
    (layout: Layout, movedKey: string | undefined, kind: "move" | "resize") => {
      dispatch({ type: "layout", layout });
      const item = layout.find((candidate) => candidate.i === movedKey);
      const entry = draft.tiles.find((candidate) => candidate.key === movedKey);
      if (item && entry) announce(`${tileLabel(entry)} ${kind === "move" ? "moved to" : "resized:"} ${where(item)}.`);
    },
    [draft.tiles, announce],
  );

  const onOpenMenu = useCallback((key: string, button: HTMLButtonElement) => setMenu({ key, button }), []);
  const closeMenu = useCallback(
    (returnFocus: boolean) => {
      if (returnFocus) menu?.button.focus();
      setMenu(null);
    },
    [menu],
  );

  const menuEntry = menu ? draft.tiles.find((entry) => entry.key === menu.key) : undefined;
  const menuItems: TileMenuItem[] = menuEntry
    ? [
        { id: "edit", label: "Edit tile…" },
        { id: "duplicate", label: "Duplicate" },
        {
          id: "alert",
          label: "Create alert…",
          disabledReason: menuEntry.tile.id ? undefined : "Save the dashboard first: a new tile gets its id when saved.",
        },
        { id: "delete", label: "Delete", danger: true },
      ]
    : [];

  function onMenuSelect(id: string) {
    if (!menuEntry) return;
    const { key, tile } = menuEntry;
    setMenu(null);
    if (id === "edit") setTileEditor({ key });
    if (id === "duplicate") {
      const newKey = `new-${crypto.randomUUID()}`;
      const slot = firstFreeSlot(draft.tiles, tile.w, tile.h, tile.y);
      focusAfterRender.current = newKey;
      dispatch({ type: "duplicateTile", key, newKey });
      announce(`Duplicated ${tileLabel(menuEntry)} at ${where({ ...slot, w: tile.w, h: tile.h })}.`);
    }
    if (id === "alert" && tile.id) setAlertTile({ key, id: tile.id, name: tileLabel(menuEntry) });
    if (id === "delete") requestDelete(key);
  }

  function submitTile(content: TileContent) {
    const key = tileEditor?.key;
    setTileEditor(null);
    if (key) {
      focusAfterRender.current = key;
      dispatch({ type: "updateTile", key, content });
      announce(`Updated ${content.name}.`);
      return;
    }
    const size = content.series?.[0]?.type === "number" ? NEW_TILE_SIZE.number : NEW_TILE_SIZE.time;
    const slot = firstFreeSlot(draft.tiles, size.w, size.h);
    const newKey = `new-${crypto.randomUUID()}`;
    focusAfterRender.current = newKey;
    dispatch({ type: "addTile", key: newKey, content, ...size });
    announce(`Added ${content.name} at ${where({ ...slot, ...size })}.`);
  }

  const editedEntry = tileEditor?.key ? draft.tiles.find((entry) => entry.key === tileEditor.key) : undefined;
  const deleteEntry = deleteKey ? draft.tiles.find((entry) => entry.key === deleteKey) : undefined;
  const deleteAlerts = deleteEntry?.tile.id ? alertCounts.get(deleteEntry.tile.id) ?? 0 : 0;
  const saving = save.isPending;
  const title = draft.name.trim() || "Untitled dashboard";

  return (
    <div className="dashboard-editor">
      <title>{`${title} · Dashboards · Console`}</title>
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
      />

      <div className="dashboard-toolbar" role="toolbar" aria-label="Dashboard editor">
        <button type="button" className={`button ${editing ? "button--primary" : ""}`} aria-pressed={editing} onClick={() => setEditing(!editing)}>
          {editing ? "Done editing" : "Edit"}
        </button>
        <button type="button" className="button" onClick={() => setTileEditor({ key: undefined })}>
          Add tile
        </button>
        <span className="dashboard-toolbar__separator" aria-hidden="true" />
        <button type="button" className="button" onClick={undo} disabled={!canUndo(state)} aria-keyshortcuts="Control+Z Meta+Z">
          Undo
        </button>
        <button type="button" className="button" onClick={redo} disabled={!canRedo(state)} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
          Redo
        </button>
        <span className="dashboard-toolbar__spacer" />
        <span className={`dashboard-toolbar__status ${dirty ? "dashboard-toolbar__status--dirty" : ""}`} role="status">
          {dirty ? "Unsaved changes" : "All changes saved"}
        </span>
        <button type="button" className="button" onClick={() => { dispatch({ type: "discard" }); announce("Changes discarded. Undo brings them back."); }} disabled={!dirty || saving}>
          Discard
        </button>
        <button type="button" className="button button--primary" onClick={() => void runSave()} disabled={!dirty || saving}>
          {saving ? "Saving…" : "Save"}
        </button>
      </div>

      {restoreOffer && (
        <div className="dashboard-notice dashboard-notice--info" role="region" aria-label="Unsaved edits found">
          <p>
            This browser kept unsaved edits of this dashboard from <RelativeTime value={restoreOffer.savedAt} /> (
            {new Date(restoreOffer.savedAt).toLocaleString()}).
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                dispatch({ type: "restore", draft: restoreOffer.draft, base: restoreOffer.base });
                setRestoreOffer(null);
                announce("Unsaved edits restored.");
              }}
            >
              Restore my edits
            </button>
            <button type="button" className="button" onClick={() => setRestoreOffer(null)}>
              Discard them
            </button>
          </div>
        </div>
      )}

      {changedElsewhere && !conflict && (
        <p className="dashboard-notice dashboard-notice--warn">
          This dashboard was changed elsewhere since you opened it. Saving will ask whether to overwrite that version.
        </p>
      )}

      {problems.length > 0 && (
        <div className="error-panel" role="alert">
          <p className="error-panel__title">Fix these before saving</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {save.error && blocker.state !== "blocked" && <ErrorPanel error={save.error} title="The dashboard could not be saved. Your edits are kept." />}

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
          ? "This window is too narrow to arrange tiles: they are shown one under another. Widen it to at least 768 pixels to move or resize them."
          : "Drag a tile by its title and resize it from its bottom-right corner. From the keyboard: focus a tile, then arrow keys move it one cell, Shift with arrow keys resizes it, Enter edits it, Delete removes it."}
      </p>

      {draft.tiles.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">This dashboard has no tiles yet</p>
          <button type="button" className="button button--primary" onClick={() => setTileEditor({ key: undefined })}>
            Add the first tile
          </button>
        </div>
      )}

      <DashboardGrid
        tiles={draft.tiles}
        editing={layoutEditable}
        alertCounts={alertCounts}
        sourceNames={sourceNames}
        onLayoutCommit={onLayoutCommit}
        onTileKeyDown={onTileKeyDown}
        onOpenMenu={onOpenMenu}
        stacked={stacked}
        containerRef={containerRef}
        width={width}
        mounted={mounted}
        hintId={hintId}
      />

      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement.text}
        {announcement.count % 2 === 1 ? "\u200b" : ""}
      </div>

      <DashboardAlertsPanel serviceRef={serviceRef} dashboardId={dashboardId} tiles={savedTiles} />

      {menu && menuEntry && (
        <TileMenu anchor={menu.button} label={`Actions for ${tileLabel(menuEntry)}`} items={menuItems} onSelect={onMenuSelect} onClose={closeMenu} />
      )}

      <TileEditorDialog
        open={tileEditor !== null}
        initial={editedEntry?.tile}
        sources={sources.data}
        sourcesError={sources.isError}
        onSubmit={submitTile}
        onClose={() => {
          // Opened from a tile's menu, the dialog's opener is gone: focus goes back to the tile.
          if (tileEditor?.key) focusTileSoon(tileEditor.key);
          setTileEditor(null);
        }}
      />

      {/* Mounted only while asked: ConfirmDialog's title id is fixed, and the alerts panel has one too. */}
      {deleteEntry && (
        <ConfirmDialog
          open
          title={`Delete “${tileLabel(deleteEntry)}”?`}
          confirmLabel="Delete tile and its alerts"
          tone="danger"
          onCancel={() => {
            setDeleteKey(null);
            focusTileSoon(deleteEntry.key);
          }}
          onConfirm={() => {
            setDeleteKey(null);
            focusAfterRender.current = neighbourKey(deleteEntry.key);
            dispatch({ type: "deleteTile", key: deleteEntry.key });
            announce(`Deleted ${tileLabel(deleteEntry)}. Undo brings it back until you save.`);
          }}
        >
          This tile has {deleteAlerts} alert{deleteAlerts === 1 ? "" : "s"}. When you save the dashboard, {deleteAlerts === 1 ? "it is" : "they are"} deleted
          too. Undo brings the tile back until then.
        </ConfirmDialog>
      )}

      {alertTile && (
        <AlertCreateDialog
          open
          serviceRef={serviceRef}
          dashboardId={dashboardId}
          tile={{ id: alertTile.id, name: alertTile.name }}
          onClose={() => {
            focusTileSoon(alertTile.key);
            setAlertTile(null);
          }}
          onCreated={(alert) => announce(`Alert ${alert.name} created.`)}
        />
      )}

      <ConflictDialog
        latest={conflict}
        saving={saving}
        onCancel={() => setConflict(null)}
        onOverwrite={() => void runSave(true)}
        onLoadTheirs={() => {
          if (conflict) dispatch({ type: "load", dashboard: conflict });
          setConflict(null);
          store.clear();
          announce("Loaded the latest version from the server.");
        }}
      />

      <LeaveDialog
        open={blocker.state === "blocked"}
        saving={saving}
        error={save.error}
        onCancel={() => blocker.reset?.()}
        onDiscard={() => {
          store.clear();
          blocker.proceed?.();
        }}
        onSave={async () => {
          const result = await runSave();
          if (result === "saved") blocker.proceed?.();
          else if (result !== "failed") blocker.reset?.();
        }}
      />
    </div>
  );
}
