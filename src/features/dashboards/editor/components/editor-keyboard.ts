import { useCallback, useEffect, type Dispatch, type KeyboardEvent, type RefObject } from "react";
import { focusWhenSettled } from "@/ui/focus-when-settled";
import { pixels } from "../model/grid-geometry";
import { tileLabel, type DraftDashboard, type DraftTile } from "../model/editor-draft";
import { canRedo, canUndo, redoFocus, undoFocus, type EditorAction, type EditorState, type StepFocus } from "../model/editor-reducer";
import { placeText, pushedText } from "../model/tile-announcements";
import { moveTileBy, resizeTileBy } from "../model/tile-placement";

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

const tileElement = (key: string) => document.querySelector<HTMLElement>(`[data-tile-key="${CSS.escape(key)}"]`);

/** Gives the dashboard's name (the page's heading) the focus, once it is in the page and no dialog covers it. */
export function focusDashboardName(): void {
  focusWhenSettled(() => {
    const heading = document.querySelector<HTMLElement>("main h1");
    heading?.setAttribute("tabindex", "-1");
    return heading;
  });
}

/**
 * Gives a tile the focus once it is in the page and no dialog covers it: a tile just added or
 * duplicated appears a render or two later (the grid catches up with its layout first), and a
 * dialog or menu whose opener is gone would otherwise leave the focus on the page body. The tile is
 * brought into view, and again once a move's 200 ms slide has ended.
 */
export function focusTile(key: string | null): void {
  if (key === null) return;
  focusWhenSettled(() => tileElement(key), {
    preventScroll: true,
    onFocused: (element) => {
      element.scrollIntoView({ block: "nearest" });
      setTimeout(() => element.scrollIntoView({ block: "nearest" }), 250);
    },
  });
}

/**
 * Undo and redo, from the toolbar and from Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y anywhere but in a
 * text field or dialog. A step about a tile puts the focus where its user would look for it (the
 * tile moved, edited or brought back; the Add tile button once an added tile is undone), so a
 * keyboard user keeps their place; a step about the name or tags leaves the focus where it is.
 */
export function useUndoRedo(state: EditorState, dispatch: Dispatch<EditorAction>, announce: (text: string) => void, addTileButton: RefObject<HTMLElement | null>) {
  const moveFocus = useCallback(
    (focus: StepFocus | undefined, next: DraftDashboard | undefined) => {
      // A text field keeps the focus: its user is typing.
      if (!next || isTyping(document.activeElement)) return;
      if (focus === "addTile") focusWhenSettled(() => addTileButton.current);
      else if (focus) focusTile(focus.tile);
      else {
        // A step about no tile (a discard, say) may still remove the focused one: the focus stays on a tile.
        const focusedKey = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.tileKey : undefined;
        if (focusedKey === undefined || next.tiles.some((entry) => entry.key === focusedKey)) return;
        focusTile(next.tiles.at(-1)?.key ?? null);
      }
    },
    [addTileButton],
  );
  const undo = useCallback(() => {
    if (!canUndo(state)) return announce("Nothing to undo.");
    moveFocus(undoFocus(state), state.past.at(-1)?.draft);
    dispatch({ type: "undo" });
    announce("Undid the last change.");
  }, [state, dispatch, announce, moveFocus]);
  const redo = useCallback(() => {
    if (!canRedo(state)) return announce("Nothing to redo.");
    moveFocus(redoFocus(state), state.future[0]?.draft);
    dispatch({ type: "redo" });
    announce("Redid the change.");
  }, [state, dispatch, announce, moveFocus]);

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
  /** How many pixels wider the window must be to arrange tiles, while the grid is too narrow. */
  widenBy: number;
  dispatch: Dispatch<EditorAction>;
  announce: (text: string) => void;
  editTile: (key: string) => void;
  requestDelete: (key: string) => void;
}

/**
 * Keys on a focused tile: Enter edits it; in Edit mode Delete removes it, arrows move it and
 * Shift+arrows resize it, pushing down a tile in the way as a mouse drop does.
 */
export function useTileKeyDown({ tiles, editing, layoutEditable, widenBy, dispatch, announce, editTile, requestDelete }: TileKeysOptions) {
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
      if (!arrow || event.ctrlKey || event.metaKey || event.altKey) return;
      // Stacked (a narrow window): the arrow keys scroll the page as usual, and say why nothing moved.
      if (editing && !layoutEditable) return announce(`Tiles cannot be moved or resized in a window this narrow: widen it by ${pixels(widenBy)}.`);
      if (!layoutEditable) return;
      event.preventDefault();
      const [dx, dy] = arrow;
      const name = tileLabel(entry);
      if (event.shiftKey) {
        const resized = resizeTileBy(tiles, key, dx, dy);
        if (!resized) return announce(`${name} cannot be resized that way: it is at the grid's edge or one cell small.`);
        dispatch({ type: "layout", layout: resized.layout, key });
        announce(`${name} resized: ${placeText(resized.tile)}${pushedText(resized.pushed.map(tileLabel))}.`);
      } else {
        const moved = moveTileBy(tiles, key, dx, dy);
        if (!moved) return announce(`${name} cannot move further that way.`);
        dispatch({ type: "layout", layout: moved.layout, key });
        focusTile(key);
        announce(`${name} moved to ${placeText(moved.tile)}${pushedText(moved.pushed.map(tileLabel))}.`);
      }
    },
    [tiles, editing, layoutEditable, widenBy, dispatch, announce, editTile, requestDelete],
  );
}
