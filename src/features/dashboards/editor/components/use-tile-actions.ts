import { useCallback, useState, type Dispatch } from "react";
import { neighbourKey, tileLabel, type DraftDashboard } from "../model/editor-draft";
import type { EditorAction, TileContent } from "../model/editor-reducer";
import { placeText } from "../model/tile-announcements";
import { firstFreeSlot } from "../model/tile-placement";
import { focusWhenSettled } from "@/ui/focus-when-settled";
import type { MenuItem } from "@/ui/menu";
import { focusTile } from "./editor-keyboard";

const NEW_TILE_SIZE = { time: { w: 12, h: 4 }, number: { w: 6, h: 3 }, table: { w: 12, h: 5 } } as const;

interface TileActionsOptions {
  draft: DraftDashboard;
  dispatch: Dispatch<EditorAction>;
  announce: (text: string) => void;
  /** Alerts per saved tile id: deleting a tile that has some asks first. */
  alertCounts: ReadonlyMap<string, number>;
}

/**
 * What is done to one tile: its action menu, the add/edit panel, delete (asking first when the
 * tile has alerts) and "Create alert". Each action that changes the draft is one undo step, says
 * what it did, and leaves the focus on a tile.
 */
export function useTileActions({ draft, dispatch, announce, alertCounts }: TileActionsOptions) {
  const [menu, setMenu] = useState<{ key: string; button: HTMLButtonElement } | null>(null);
  const [tileEditor, setTileEditor] = useState<{ key: string | undefined } | null>(null);
  const [deleteKey, setDeleteKey] = useState<string | null>(null);
  // `opener`: the tile's actions button whose menu opened the dialog.
  const [alertTile, setAlertTile] = useState<{ key: string; id: string; name: string; opener: HTMLButtonElement } | null>(null);
  const find = (key: string | null | undefined) => (key ? draft.tiles.find((entry) => entry.key === key) : undefined);

  const requestDelete = useCallback(
    (key: string) => {
      const entry = draft.tiles.find((candidate) => candidate.key === key);
      if (!entry) return;
      const alerts = entry.tile.id ? alertCounts.get(entry.tile.id) ?? 0 : 0;
      if (alerts > 0) {
        setDeleteKey(key);
        return;
      }
      focusTile(neighbourKey(draft.tiles, key));
      dispatch({ type: "deleteTile", key });
      announce(`Deleted ${tileLabel(entry)}. Undo brings it back.`);
    },
    [draft.tiles, alertCounts, dispatch, announce],
  );

  const editTile = useCallback((key: string | undefined) => setTileEditor({ key }), []);
  // The actions button toggles its menu, as menu buttons do.
  const openMenu = useCallback((key: string, button: HTMLButtonElement) => setMenu((open) => (open?.key === key ? null : { key, button })), []);
  const closeMenu = useCallback(() => setMenu(null), []);

  const menuEntry = find(menu?.key);
  const menuItems: MenuItem[] = menuEntry
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

  function selectMenuItem(id: string) {
    if (!menu || !menuEntry) return;
    const { key, tile } = menuEntry;
    const opener = menu.button;
    setMenu(null);
    if (id === "edit") setTileEditor({ key });
    if (id === "duplicate") {
      const newKey = `new-${crypto.randomUUID()}`;
      const slot = firstFreeSlot(draft.tiles, tile.w, tile.h, tile.y);
      focusTile(newKey);
      dispatch({ type: "duplicateTile", key, newKey });
      announce(`Duplicated ${tileLabel(menuEntry)} at ${placeText({ ...slot, w: tile.w, h: tile.h })}.`);
    }
    if (id === "alert" && tile.id) setAlertTile({ key, id: tile.id, name: tileLabel(menuEntry), opener });
    if (id === "delete") requestDelete(key);
  }

  function submitTile(content: TileContent) {
    const key = tileEditor?.key;
    setTileEditor(null);
    if (key) {
      focusTile(key);
      dispatch({ type: "updateTile", key, content });
      announce(`Updated ${content.name}.`);
      return;
    }
    const type = content.series?.[0]?.type;
    const size = type === "number" || type === "table" ? NEW_TILE_SIZE[type] : NEW_TILE_SIZE.time;
    const slot = firstFreeSlot(draft.tiles, size.w, size.h);
    const newKey = `new-${crypto.randomUUID()}`;
    focusTile(newKey);
    dispatch({ type: "addTile", key: newKey, content, ...size });
    announce(`Added ${content.name} at ${placeText({ ...slot, ...size })}.`);
  }

  const deleteEntry = find(deleteKey);
  return {
    requestDelete,
    editTile,
    menu: menu && menuEntry ? { anchor: menu.button, entry: menuEntry, items: menuItems } : null,
    openMenu,
    closeMenu,
    selectMenuItem,
    /** The add/edit panel: open with no key to add a tile. */
    tileEditor: tileEditor && { key: tileEditor.key, entry: find(tileEditor.key) },
    closeTileEditor: () => {
      // Opened from a tile's menu or keys, the panel's opener is gone or is the tile: focus goes to the tile.
      if (tileEditor?.key) focusTile(tileEditor.key);
      setTileEditor(null);
    },
    submitTile,
    /** A delete waiting for confirmation because the tile has alerts. */
    pendingDelete: deleteEntry && {
      entry: deleteEntry,
      alerts: deleteEntry.tile.id ? alertCounts.get(deleteEntry.tile.id) ?? 0 : 0,
      cancel: () => {
        setDeleteKey(null);
        focusTile(deleteEntry.key);
      },
      confirm: () => {
        setDeleteKey(null);
        focusTile(neighbourKey(draft.tiles, deleteEntry.key));
        dispatch({ type: "deleteTile", key: deleteEntry.key });
        announce(`Deleted ${tileLabel(deleteEntry)}. Undo brings it back until you save.`);
      },
    },
    alertTile,
    closeAlertTile: () => {
      // The dialog changed nothing on the grid: focus goes back to the actions button whose menu opened
      // it, as a menu button's does (its menu item is gone); to the tile if the button went meanwhile.
      if (alertTile?.opener.isConnected) focusWhenSettled(() => alertTile.opener);
      else if (alertTile) focusTile(alertTile.key);
      setAlertTile(null);
    },
  };
}
