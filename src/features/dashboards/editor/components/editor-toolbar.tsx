import { useLayoutEffect, useRef, type RefObject } from "react";
import { FocusSafeButton } from "@/ui/focus-safe-button";

interface EditorToolbarProps {
  editing: boolean;
  onToggleEditing: () => void;
  onAddTile: () => void;
  /** The Add tile button: where the focus goes once an added tile is undone. */
  addTileRef: RefObject<HTMLButtonElement | null>;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  onSave: () => void;
}

/**
 * The editor's sticky toolbar: mode and tiles on the left, history next, then (after the spacer)
 * whether everything is saved, and Discard and Save. On a phone it sticks only while in use: in
 * edit mode or with changes to save.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const { editing, onToggleEditing, onAddTile, addTileRef, canUndo, canRedo, onUndo, onRedo, dirty, saving, onDiscard, onSave } = props;
  const inUse = editing || dirty;
  const ref = useRef<HTMLDivElement>(null);
  useScrollPaddingBelow(ref, inUse);
  return (
    <div ref={ref} className={`dashboard-toolbar ${inUse ? "dashboard-toolbar--in-use" : ""}`} role="toolbar" aria-label="Dashboard editor">
      <button type="button" className={`button ${editing ? "button--primary" : ""}`} aria-pressed={editing} onClick={onToggleEditing}>
        {editing ? "Done editing" : "Edit"}
      </button>
      <button ref={addTileRef} type="button" className="button" onClick={onAddTile}>
        Add tile
      </button>
      <span className="dashboard-toolbar__separator" aria-hidden="true" />
      <FocusSafeButton type="button" className="button" onClick={onUndo} unavailable={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
        Undo
      </FocusSafeButton>
      <FocusSafeButton type="button" className="button" onClick={onRedo} unavailable={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
        Redo
      </FocusSafeButton>
      <span className="dashboard-toolbar__spacer" />
      <span className={`dashboard-toolbar__status ${dirty ? "dashboard-toolbar__status--dirty" : ""}`} role="status">
        {dirty ? "Unsaved changes" : "All changes saved"}
      </span>
      <FocusSafeButton type="button" className="button" onClick={onDiscard} unavailable={!dirty || saving}>
        Discard
      </FocusSafeButton>
      <FocusSafeButton type="button" className="button button--primary" onClick={onSave} unavailable={!dirty || saving}>
        {saving ? "Saving…" : "Save"}
      </FocusSafeButton>
    </div>
  );
}

/**
 * While the toolbar sticks, what the focus or a scroll brings into view (a tile, a control in one, the
 * save notice) lands below it rather than under it (WCAG 2.4.11): the page's scroll padding follows
 * the toolbar's bottom, which moves as it wraps (its size) and as the window crosses the width where
 * it stops sticking (a resize). On a phone it sticks only while in use (`inUse`). On the way out it
 * clears only a padding it set itself, and the page's own (app-shell.css) applies again. The
 * observer's first report, made once the browser has laid the page out, sets it: reading the toolbar
 * in this effect would force that layout inside the commit (17 ms on a dashboard's cold load here).
 */
function useScrollPaddingBelow(ref: RefObject<HTMLElement | null>, inUse: boolean) {
  useLayoutEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    const root = document.documentElement;
    let set = "";
    const update = () => {
      const style = getComputedStyle(toolbar);
      set = style.position === "sticky" ? `${parseFloat(style.top) + toolbar.offsetHeight + 12}px` : "";
      root.style.scrollPaddingTop = set;
    };
    const observer = new ResizeObserver(update);
    observer.observe(toolbar);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      if (root.style.scrollPaddingTop === set) root.style.scrollPaddingTop = "";
    };
  }, [ref, inUse]);
}
