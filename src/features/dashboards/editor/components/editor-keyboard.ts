import { useCallback, useEffect, useRef, type Dispatch, type KeyboardEvent } from "react";
import { tileLabel, type DraftDashboard, type DraftTile } from "../model/editor-draft";
import { canRedo, canUndo, type EditorAction, type EditorState } from "../model/editor-reducer";
import { placeText, pushedText } from "../model/tile-announcements";
import { moveTileBy, resizeTileBy } from "../model/tile-placement";

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

const tileElement = (key: string) => document.querySelector<HTMLElement>(`[data-tile-key="${CSS.escape(key)}"]`);

/**
 * Gives focus to a tile once the page has settled. A dialog or menu that closes by unmounting (or
 * whose opener was a menu item that is gone) would otherwise drop focus on the page body.
 */
export function focusTileSoon(key: string, tries = 10) {
  requestAnimationFrame(() => {
    // After an async close (an alert just created) the dialog may still be open for a frame, and
    // everything behind a modal is inert: wait until it has gone.
    const tile = tileElement(key);
    if (tile && !document.querySelector("dialog[open]")) tile.focus();
    else if (tries > 0) focusTileSoon(key, tries - 1);
  });
}

/** Asks for a tile to get the focus once the draft that holds it has rendered. */
export type FocusAfterRender = (key: string | null) => void;

/**
 * Focuses (and brings into view) a tile that was just added, duplicated or moved with the keyboard.
 * The grid shows a new child only after its own layout has caught up, a frame or two later.
 */
export function useFocusAfterRender(draft: DraftDashboard): FocusAfterRender {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const key = pending.current;
    if (!key) return;
    pending.current = null;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const focusTile = () => {
      const element = tileElement(key);
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
  return useCallback((key) => {
    pending.current = key;
  }, []);
}

/** Undo and redo, from the toolbar and from Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y anywhere but in a text field or dialog. */
export function useUndoRedo(state: EditorState, dispatch: Dispatch<EditorAction>, announce: (text: string) => void, focusAfterRender: FocusAfterRender) {
  /** Ctrl+Z on a tile that the step removes (an undone add or duplicate) would drop focus on the page. */
  const keepFocusIn = useCallback(
    (next: DraftDashboard | undefined) => {
      const focusedKey = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.tileKey : undefined;
      if (!next || focusedKey === undefined || next.tiles.some((entry) => entry.key === focusedKey)) return;
      focusAfterRender(next.tiles.at(-1)?.key ?? null);
    },
    [focusAfterRender],
  );
  const undo = useCallback(() => {
    if (!canUndo(state)) return announce("Nothing to undo.");
    keepFocusIn(state.past.at(-1));
    dispatch({ type: "undo" });
    announce("Undid the last change.");
  }, [state, dispatch, announce, keepFocusIn]);
  const redo = useCallback(() => {
    if (!canRedo(state)) return announce("Nothing to redo.");
    keepFocusIn(state.future[0]);
    dispatch({ type: "redo" });
    announce("Redid the change.");
  }, [state, dispatch, announce, keepFocusIn]);

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

  return { undo, redo };
}

interface TileKeysOptions {
  tiles: readonly DraftTile[];
  /** Edit mode: Delete removes a tile. */
  editing: boolean;
  /** Edit mode on a grid wide enough to arrange: arrow keys move, Shift+arrows resize. */
  layoutEditable: boolean;
  dispatch: Dispatch<EditorAction>;
  announce: (text: string) => void;
  focusAfterRender: FocusAfterRender;
  editTile: (key: string) => void;
  requestDelete: (key: string) => void;
}

/**
 * Keys on a focused tile: Enter edits it; in Edit mode Delete removes it, arrows move it and
 * Shift+arrows resize it, pushing down a tile in the way as a mouse drop does.
 */
export function useTileKeyDown({ tiles, editing, layoutEditable, dispatch, announce, focusAfterRender, editTile, requestDelete }: TileKeysOptions) {
  return useCallback(
    (key: string, event: KeyboardEvent<HTMLElement>) => {
      // Keys pressed on the tile's own buttons are theirs.
      if (event.target !== event.currentTarget) return;
      const entry = tiles.find((candidate) => candidate.key === key);
      if (!entry) return;
      if (event.key === "Enter") {
        event.preventDefault();
        editTile(key);
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
        const resized = resizeTileBy(tiles, key, dx, dy);
        if (!resized) return announce(`${name} cannot be resized that way: it is at the grid's edge or one cell small.`);
        dispatch({ type: "resizeTile", key, dw: dx, dh: dy });
        announce(`${name} resized: ${placeText(resized.tile)}${pushedText(resized.pushed.map(tileLabel))}.`);
      } else {
        const moved = moveTileBy(tiles, key, dx, dy);
        if (!moved) return announce(`${name} cannot move further that way.`);
        dispatch({ type: "moveTile", key, dx, dy });
        focusAfterRender(key);
        announce(`${name} moved to ${placeText(moved.tile)}${pushedText(moved.pushed.map(tileLabel))}.`);
      }
    },
    [tiles, editing, layoutEditable, dispatch, announce, focusAfterRender, editTile, requestDelete],
  );
}
