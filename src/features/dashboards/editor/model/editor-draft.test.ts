import { describe, expect, it } from "vitest";
import { draftFromDashboard, hasUnsavedChanges, saveBody } from "./editor-draft";
import { testDashboard } from "./test-dashboards.fixtures";

describe("save body", () => {
  it("is name, tiles and tags only, with tiles exactly as the server knows them", () => {
    const dashboard = { ...testDashboard(), extra: "kept by the schema" };
    const draft = draftFromDashboard(dashboard);
    draft.tiles.push({ key: "local-1", tile: { name: "New", x: 0, y: 7, w: 6, h: 2, asRatio: false, series: [] } });
    const body = saveBody(draft);
    expect(Object.keys(body).sort()).toEqual(["name", "tags", "tiles"]);
    expect(body.tiles?.slice(0, 3)).toEqual(testDashboard().tiles);
    // A new tile goes without an id (the server assigns it) and without the editor's key.
    expect(body.tiles?.[3]).toEqual({ name: "New", x: 0, y: 7, w: 6, h: 2, asRatio: false, series: [] });
  });
});

describe("dirty detection", () => {
  it("compares the save body with the baseline, not a flag", () => {
    const baseline = testDashboard();
    const draft = draftFromDashboard(baseline);
    expect(hasUnsavedChanges(draft, baseline)).toBe(false);
    expect(hasUnsavedChanges({ ...draft, name: "Other" }, baseline)).toBe(true);
    expect(hasUnsavedChanges({ ...draft, tags: [] }, baseline)).toBe(true);
    const moved = draft.tiles.map((entry, index) => (index === 0 ? { ...entry, tile: { ...entry.tile, y: 9 } } : entry));
    expect(hasUnsavedChanges({ ...draft, tiles: moved }, baseline)).toBe(true);
  });

  it("a change undone by hand is not a change; key order does not matter", () => {
    const baseline = testDashboard();
    const draft = draftFromDashboard(baseline);
    const reordered = draft.tiles.map((entry) => {
      const { series, h, w, y, x, name, id, asRatio } = entry.tile;
      return { ...entry, tile: { series, h, w, y, x, name, id, asRatio } };
    });
    expect(hasUnsavedChanges({ ...draft, name: "Health", tiles: reordered }, baseline)).toBe(false);
  });
});
