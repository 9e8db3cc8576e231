import { describe, expect, it, vi } from "vitest";
import type { Dashboard } from "@/shared/schemas/dashboard";
import { draftFromDashboard } from "./editor-draft";
import { createDraftStore, draftStorageKey } from "./draft-store";

const dashboard: Dashboard = {
  id: "d1",
  name: "Health",
  tags: ["prod"],
  tiles: [{ id: "t1", name: "Errors", x: 0, y: 0, w: 12, h: 4, asRatio: false, series: [] }],
};
const ref = { organizationId: "org-1", serviceId: "svc-1" };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("draft store", () => {
  it("is keyed by organization, service and dashboard", () => {
    expect(draftStorageKey(ref, "d1")).toBe("console.dashboard-draft.v1:org-1:svc-1:d1");
    expect(draftStorageKey({ ...ref, serviceId: "svc-2" }, "d1")).not.toBe(draftStorageKey(ref, "d1"));
  });

  it("keeps the draft with its time and base, and gives it back", () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, draftStorageKey(ref, "d1"));
    const draft = { ...draftFromDashboard(dashboard), name: "Health (edited)" };
    store.write(dashboard, draft, new Date("2030-01-02T03:04:05.000Z"));
    expect(store.read()).toEqual({ savedAt: "2030-01-02T03:04:05.000Z", base: dashboard, draft });
    store.clear();
    expect(store.read()).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("keeps a draft the save would refuse (a new tile without id, off the grid, fields it does not know)", () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, draftStorageKey(ref, "d1"));
    const draft = {
      ...draftFromDashboard(dashboard),
      tiles: [{ key: "new-1", tile: { name: "", x: 20, y: 0, w: 12, h: 4, asRatio: false, series: [], custom: { kept: true } } }],
    };
    store.write(dashboard, draft, new Date("2030-01-02T03:04:05.000Z"));
    expect(store.read()?.draft).toEqual(draft);
  });

  it("drops what it cannot read instead of failing", () => {
    const storage = memoryStorage();
    const key = draftStorageKey(ref, "d1");
    storage.setItem(key, "{not json");
    expect(createDraftStore(storage, key).read()).toBeNull();
    storage.setItem(key, JSON.stringify({ savedAt: "yesterday", draft: {} }));
    expect(createDraftStore(storage, key).read()).toBeNull();
    const tileWithoutPlace = { key: "t1", tile: { name: "Errors", w: 12, h: 4 } };
    storage.setItem(key, JSON.stringify({ savedAt: "2030-01-02T03:04:05.000Z", base: dashboard, draft: { name: "x", tags: [], tiles: [tileWithoutPlace] } }));
    expect(createDraftStore(storage, key).read()).toBeNull();
    expect(storage.items.has(key)).toBe(false);
  });

  it("survives a full or missing storage", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const full = { ...memoryStorage(), setItem: () => { throw new DOMException("full", "QuotaExceededError"); } };
    expect(() => createDraftStore(full, "k").write(dashboard, draftFromDashboard(dashboard))).not.toThrow();
    expect(warn).toHaveBeenCalled();
    expect(createDraftStore(undefined, "k").read()).toBeNull();
    warn.mockRestore();
  });
});
