import { describe, expect, it } from "vitest";
import { hasUnsavedChanges } from "./editor-draft";
import { HISTORY_LIMIT, canRedo, canUndo, editorReducer, initEditorState, redoFocus, undoFocus, type EditorAction, type EditorState } from "./editor-reducer";
import { moveTileBy, resizeTileBy } from "./tile-placement";
import { testDashboard } from "./test-dashboards.fixtures";

const start = () => initEditorState(testDashboard());
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const tile = (state: EditorState, key: string) => state.draft.tiles.find((entry) => entry.key === key)?.tile;
const content = { name: "New tile", asRatio: false, series: [{ type: "number", dataSource: "events", aggFn: "count", where: "" }] };

describe("editor reducer: every action is one undoable step", () => {
  it("starts from the dashboard, clean, with no history", () => {
    const state = start();
    expect(state.draft.tiles.map((entry) => entry.key)).toEqual(["a", "b", "c"]);
    expect(canUndo(state) || canRedo(state)).toBe(false);
    expect(hasUnsavedChanges(state.draft, state.baseline)).toBe(false);
  });

  const cases: [string, EditorAction, (state: EditorState) => void][] = [
    ["rename", { type: "rename", name: "Health v2" }, (s) => expect(s.draft.name).toBe("Health v2")],
    ["setTags", { type: "setTags", tags: ["prod", "slo"] }, (s) => expect(s.draft.tags).toEqual(["prod", "slo"])],
    [
      "addTile",
      { type: "addTile", key: "new-1", content, w: 12, h: 4 },
      (s) => expect(tile(s, "new-1")).toEqual({ ...content, x: 8, y: 4, w: 12, h: 4 }),
    ],
    [
      "updateTile",
      { type: "updateTile", key: "b", content: { ...content, name: "Renamed", asRatio: true } },
      (s) => expect(tile(s, "b")).toMatchObject({ id: "b", name: "Renamed", asRatio: true, x: 12, y: 0 }),
    ],
    [
      "duplicateTile",
      { type: "duplicateTile", key: "c", newKey: "copy-1" },
      (s) => {
        const copy = tile(s, "copy-1");
        expect(copy).toMatchObject({ name: "Tile c (copy)", w: 8, h: 3, x: 8, y: 4 });
        expect(copy && "id" in copy).toBe(false);
      },
    ],
    ["deleteTile", { type: "deleteTile", key: "a" }, (s) => expect(s.draft.tiles.map((entry) => entry.key)).toEqual(["b", "c"])],
    [
      "layout",
      { type: "layout", layout: [{ i: "c", x: 16, y: 4, w: 8, h: 5 }] },
      (s) => expect(tile(s, "c")).toMatchObject({ x: 16, y: 4, w: 8, h: 5 }),
    ],
    [
      "layout of a keyboard move",
      { type: "layout", layout: moveTileBy(start().draft.tiles, "c", 1, 0)!.layout },
      (s) => expect(tile(s, "c")).toMatchObject({ x: 1, y: 4 }),
    ],
    [
      "layout of a keyboard resize",
      { type: "layout", layout: resizeTileBy(start().draft.tiles, "c", 0, 1)!.layout },
      (s) => expect(tile(s, "c")).toMatchObject({ w: 8, h: 4 }),
    ],
  ];

  it.each(cases)("%s changes the draft, adds one history entry, and undo/redo bring it back", (_name, action, check) => {
    const before = start();
    const after = editorReducer(before, action);
    check(after);
    expect(after.past.map((step) => step.draft)).toEqual([before.draft]);
    expect(hasUnsavedChanges(after.draft, after.baseline)).toBe(true);
    const undone = editorReducer(after, { type: "undo" });
    expect(undone.draft).toBe(before.draft);
    expect(hasUnsavedChanges(undone.draft, undone.baseline)).toBe(false);
    const redone = editorReducer(undone, { type: "redo" });
    expect(redone.draft).toBe(after.draft);
    expect(canRedo(redone)).toBe(false);
  });

  it("adds no history for actions that change nothing", () => {
    const state = start();
    const same: EditorAction[] = [
      { type: "rename", name: "Health" },
      { type: "setTags", tags: ["prod"] },
      { type: "layout", layout: [{ i: "a", x: 0, y: 0, w: 12, h: 4 }] },
      { type: "deleteTile", key: "missing" },
      { type: "duplicateTile", key: "missing", newKey: "x" },
      { type: "undo" },
      { type: "redo" },
    ];
    expect(run(state, ...same)).toBe(state);
  });

  it("a new action clears redo", () => {
    const state = run(start(), { type: "rename", name: "One" }, { type: "undo" }, { type: "rename", name: "Two" });
    expect(canRedo(state)).toBe(false);
    expect(state.past.map((step) => step.draft.name)).toEqual(["Health"]);
  });

  it(`keeps at least 100 steps and at most ${HISTORY_LIMIT}`, () => {
    let state = start();
    for (let step = 1; step <= HISTORY_LIMIT + 50; step += 1) state = editorReducer(state, { type: "rename", name: `Name ${step}` });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
    for (let step = 0; step < 100; step += 1) state = editorReducer(state, { type: "undo" });
    expect(state.draft.name).toBe(`Name ${HISTORY_LIMIT + 50 - 100}`);
    expect(state.future).toHaveLength(100);
  });

  it("discard goes back to the baseline as an undoable step", () => {
    const edited = run(start(), { type: "rename", name: "X" }, { type: "deleteTile", key: "b" });
    const discarded = editorReducer(edited, { type: "discard" });
    expect(hasUnsavedChanges(discarded.draft, discarded.baseline)).toBe(false);
    expect(editorReducer(discarded, { type: "undo" }).draft).toBe(edited.draft);
  });

  it("restore puts back a kept draft and the version it was made against", () => {
    const base = { ...testDashboard(), name: "Older" };
    const kept = { ...start().draft, name: "Mine" };
    const state = editorReducer(start(), { type: "restore", draft: kept, base });
    expect(state.draft).toBe(kept);
    expect(state.baseline).toBe(base);
    expect(editorReducer(state, { type: "undo" }).draft.name).toBe("Health");
  });

  it("load replaces everything and forgets history", () => {
    const theirs = { ...testDashboard(), name: "Theirs" };
    const state = run(start(), { type: "rename", name: "Mine" }, { type: "load", dashboard: theirs });
    expect(state).toEqual(initEditorState(theirs));
  });

  it("after a save, new tiles get the server's ids, keep their keys, and the editor is clean", () => {
    const edited = run(start(), { type: "addTile", key: "new-1", content, w: 6, h: 2 }, { type: "rename", name: "Saved" });
    const response = {
      ...testDashboard(),
      name: "Saved",
      tiles: [...testDashboard().tiles, { ...content, id: "server-9", x: 8, y: 4, w: 6, h: 2, asRatio: false, series: content.series.map((s) => ({ ...s })) }],
    };
    const saved = editorReducer(edited, { type: "saved", sent: edited.draft, dashboard: response });
    expect(saved.baseline).toBe(response);
    expect(tile(saved, "new-1")?.id).toBe("server-9");
    expect(hasUnsavedChanges(saved.draft, saved.baseline)).toBe(false);
    // History keeps working and knows the new id: redoing the tile later does not create it twice.
    expect(saved.past.at(-1)?.draft.tiles.find((entry) => entry.key === "new-1")?.tile.id).toBe("server-9");
  });

  it("edits made while the save was on its way are kept, with the new ids", () => {
    const edited = run(start(), { type: "addTile", key: "new-1", content, w: 6, h: 2 });
    const later = editorReducer(edited, { type: "rename", name: "Typed during save" });
    const response = { ...testDashboard(), tiles: [...testDashboard().tiles, { ...content, id: "server-9", x: 8, y: 4, w: 6, h: 2, asRatio: false }] };
    const saved = editorReducer(later, { type: "saved", sent: edited.draft, dashboard: response });
    expect(saved.draft.name).toBe("Typed during save");
    expect(tile(saved, "new-1")?.id).toBe("server-9");
    expect(hasUnsavedChanges(saved.draft, saved.baseline)).toBe(true);
  });
});

describe("editor reducer: where the focus goes on undo and redo", () => {
  const focusOf = (...actions: EditorAction[]) => {
    const done = run(start(), ...actions);
    return { undo: undoFocus(done), redo: redoFocus(editorReducer(done, { type: "undo" })) };
  };

  it("to the tile a step moved, resized or edited, both ways, not to the tiles it pushed", () => {
    const moved = moveTileBy(start().draft.tiles, "c", 1, 0)!;
    expect(focusOf({ type: "layout", layout: moved.layout, key: "c" })).toEqual({ undo: { tile: "c" }, redo: { tile: "c" } });
    expect(focusOf({ type: "layout", layout: [{ i: "a", x: 0, y: 9, w: 8, h: 4 }], key: "a" })).toEqual({ undo: { tile: "a" }, redo: { tile: "a" } });
    expect(focusOf({ type: "updateTile", key: "b", content })).toEqual({ undo: { tile: "b" }, redo: { tile: "b" } });
  });

  it("to a deleted tile when it comes back, and to its neighbour when it goes again", () => {
    expect(focusOf({ type: "deleteTile", key: "a" })).toEqual({ undo: { tile: "a" }, redo: { tile: "b" } });
    expect(focusOf({ type: "deleteTile", key: "c" })).toEqual({ undo: { tile: "c" }, redo: { tile: "b" } });
  });

  it("back to Add tile, or to the tile duplicated, when an added tile goes; to the new tile when it comes again", () => {
    expect(focusOf({ type: "addTile", key: "new-1", content, w: 6, h: 2 })).toEqual({ undo: "addTile", redo: { tile: "new-1" } });
    expect(focusOf({ type: "duplicateTile", key: "b", newKey: "copy-1" })).toEqual({ undo: { tile: "b" }, redo: { tile: "copy-1" } });
  });

  it("to the Add tile button when the last tile's delete is redone", () => {
    const one = run(start(), { type: "deleteTile", key: "a" }, { type: "deleteTile", key: "b" }, { type: "deleteTile", key: "c" }, { type: "undo" });
    expect(redoFocus(one)).toBe("addTile");
  });

  it("nowhere new for a step about no tile: the name, the tags, a discard", () => {
    expect(focusOf({ type: "rename", name: "X" })).toEqual({ undo: undefined, redo: undefined });
    expect(focusOf({ type: "setTags", tags: ["x"] })).toEqual({ undo: undefined, redo: undefined });
    expect(focusOf({ type: "deleteTile", key: "a" }, { type: "discard" })).toEqual({ undo: undefined, redo: undefined });
  });

  it("a layout from the grid with no tile named moves the focus nowhere", () => {
    expect(focusOf({ type: "layout", layout: [{ i: "c", x: 16, y: 4, w: 8, h: 5 }] })).toEqual({ undo: undefined, redo: undefined });
  });
});
