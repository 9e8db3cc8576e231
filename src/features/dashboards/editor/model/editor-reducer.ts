import type { Layout } from "react-grid-layout";
import type { Dashboard, TileInput } from "@/shared/schemas/dashboard";
import { draftFromDashboard, neighbourKey, type DraftDashboard, type DraftTile } from "./editor-draft";
import { applyLayout } from "./layout-mapping";
import { firstFreeSlot } from "./tile-placement";

/** More than the 100: a long session of small keyboard moves should not run out. */
export const HISTORY_LIMIT = 200;

/** Where the keyboard focus goes after a step is undone or redone: a tile, or the Add tile button. */
export type StepFocus = { tile: string } | "addTile";

/**
 * One history entry: the draft on its other side, and where the focus goes on arriving there. Undo
 * goes back to where the user was before the step (the tile, the Add tile button, the duplicated
 * tile); redo to where the step itself left it (the new tile, the deleted tile's neighbour).
 */
export interface HistoryStep {
  draft: DraftDashboard;
  focus?: { undo: StepFocus; redo: StepFocus };
}

export interface EditorState {
  /** The server's dashboard this draft started from: what "unsaved" and the conflict check compare with. */
  baseline: Dashboard;
  draft: DraftDashboard;
  past: HistoryStep[];
  future: HistoryStep[];
}

/** The parts of a tile its edit panel changes. */
export type TileContent = Pick<TileInput, "name" | "asRatio" | "series">;

export type EditorAction =
  | { type: "rename"; name: string }
  | { type: "setTags"; tags: string[] }
  | { type: "addTile"; key: string; content: TileContent; w: number; h: number }
  | { type: "updateTile"; key: string; content: TileContent }
  | { type: "duplicateTile"; key: string; newKey: string }
  | { type: "deleteTile"; key: string }
  /**
   * From the grid on drag or resize stop, or a keyboard move or resize; a layout equal to the tiles
   * changes nothing. `key`: the tile the user moved or resized (others may have been pushed).
   */
  | { type: "layout"; layout: Layout; key?: string }
  /** Back to the baseline: an ordinary step, so it can be undone. */
  | { type: "discard" }
  | { type: "undo" }
  | { type: "redo" }
  /** A draft kept in the browser, with the server version it was made against. */
  | { type: "restore"; draft: DraftDashboard; base: Dashboard }
  /** The server's version replaces everything (opened, reloaded after a conflict). */
  | { type: "load"; dashboard: Dashboard }
  /** The PUT answered: new tiles get their ids, and the editor goes on from the answer. */
  | { type: "saved"; sent: DraftDashboard; dashboard: Dashboard };

export function initEditorState(dashboard: Dashboard): EditorState {
  return { baseline: dashboard, draft: draftFromDashboard(dashboard), past: [], future: [] };
}

/** One user action, one history entry; an action that changes nothing leaves history alone. */
function commit(state: EditorState, draft: DraftDashboard, focus?: HistoryStep["focus"]): EditorState {
  if (draft === state.draft) return state;
  return { ...state, draft, past: [...state.past, { draft: state.draft, focus }].slice(-HISTORY_LIMIT), future: [] };
}

function withTiles(state: EditorState, tiles: readonly DraftTile[], focus?: HistoryStep["focus"]): EditorState {
  if (tiles === state.draft.tiles) return state;
  return commit(state, { ...state.draft, tiles: [...tiles] }, focus);
}

/** The same tile on both sides of the step: it was edited, moved or resized. */
const onTile = (key: string) => ({ undo: { tile: key }, redo: { tile: key } });

/** Keys of tiles saved for the first time → the ids the server gave them (the PUT keeps tile order). */
function newTileIds(sent: DraftDashboard, dashboard: Dashboard): Map<string, string> {
  const ids = new Map<string, string>();
  sent.tiles.forEach((entry, index) => {
    const saved = dashboard.tiles[index];
    if (entry.tile.id === undefined && saved) ids.set(entry.key, saved.id);
  });
  return ids;
}

function withIds(draft: DraftDashboard, ids: Map<string, string>): DraftDashboard {
  if (!draft.tiles.some((entry) => entry.tile.id === undefined && ids.has(entry.key))) return draft;
  return {
    ...draft,
    tiles: draft.tiles.map((entry) => {
      const id = ids.get(entry.key);
      return entry.tile.id === undefined && id !== undefined ? { ...entry, tile: { ...entry.tile, id } } : entry;
    }),
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { draft } = state;
  switch (action.type) {
    case "rename":
      return action.name === draft.name ? state : commit(state, { ...draft, name: action.name });
    case "setTags":
      return action.tags.join("\u0000") === draft.tags.join("\u0000") ? state : commit(state, { ...draft, tags: [...action.tags] });
    case "addTile": {
      const slot = firstFreeSlot(draft.tiles, action.w, action.h);
      const tile: TileInput = { ...action.content, ...slot, w: action.w, h: action.h };
      return withTiles(state, [...draft.tiles, { key: action.key, tile }], { undo: "addTile", redo: { tile: action.key } });
    }
    case "updateTile":
      return withTiles(
        state,
        draft.tiles.map((entry) => (entry.key === action.key ? { ...entry, tile: { ...entry.tile, ...action.content } } : entry)),
        onTile(action.key),
      );
    case "duplicateTile": {
      const source = draft.tiles.find((entry) => entry.key === action.key);
      if (!source) return state;
      // A copy is a new tile: no id, so the server gives it one.
      const { id: _id, ...copy } = source.tile;
      const slot = firstFreeSlot(draft.tiles, copy.w, copy.h, source.tile.y);
      const tile: TileInput = { ...copy, name: `${source.tile.name} (copy)`, ...slot };
      return withTiles(state, [...draft.tiles, { key: action.newKey, tile }], { undo: { tile: action.key }, redo: { tile: action.newKey } });
    }
    case "deleteTile": {
      const tiles = draft.tiles.filter((entry) => entry.key !== action.key);
      const neighbour = neighbourKey(draft.tiles, action.key);
      const focus = { undo: { tile: action.key }, redo: neighbour === null ? "addTile" : { tile: neighbour } } as const;
      return tiles.length === draft.tiles.length ? state : withTiles(state, tiles, focus);
    }
    case "layout":
      return withTiles(state, applyLayout(draft.tiles, action.layout), action.key === undefined ? undefined : onTile(action.key));
    case "discard": {
      // Tiles keep their keys so the grid does not remount what it already shows.
      const keys = new Map(draft.tiles.flatMap((entry) => (entry.tile.id ? [[entry.tile.id, entry.key] as const] : [])));
      return commit(state, draftFromDashboard(state.baseline, (id) => keys.get(id) ?? id));
    }
    case "undo": {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, draft: previous.draft, past: state.past.slice(0, -1), future: [{ ...previous, draft }, ...state.future] };
    }
    case "redo": {
      const next = state.future[0];
      if (!next) return state;
      return { ...state, draft: next.draft, past: [...state.past, { ...next, draft }].slice(-HISTORY_LIMIT), future: state.future.slice(1) };
    }
    case "restore":
      return commit({ ...state, baseline: action.base }, action.draft);
    case "load":
      return initEditorState(action.dashboard);
    case "saved": {
      const ids = newTileIds(action.sent, action.dashboard);
      // Edits made while the PUT was on its way stay; otherwise the answer is the new draft.
      const current =
        draft === action.sent
          ? draftFromDashboard(action.dashboard, (id, index) => action.sent.tiles[index]?.key ?? id)
          : withIds(draft, ids);
      return {
        baseline: action.dashboard,
        draft: current,
        past: state.past.map((step) => ({ ...step, draft: withIds(step.draft, ids) })),
        future: state.future.map((step) => ({ ...step, draft: withIds(step.draft, ids) })),
      };
    }
  }
}

export const canUndo = (state: EditorState) => state.past.length > 0;
export const canRedo = (state: EditorState) => state.future.length > 0;

/** Where the focus goes once the last step is undone, or the next one redone; undefined: it stays. */
export const undoFocus = (state: EditorState) => state.past.at(-1)?.focus?.undo;
export const redoFocus = (state: EditorState) => state.future[0]?.focus?.redo;
