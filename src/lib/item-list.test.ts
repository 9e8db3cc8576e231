import { describe, expect, it } from "vitest";
import { z } from "@/shared/zod";
import { inServerOrder, parseItems, shareUnchangedItems, withItems, type UnreadableItem } from "./item-list";
import { inTaskOfItsOwn, STEPS_PER_CLOCK_CHECK } from "./one-task-each";

const item = z.looseObject({ id: z.string(), state: z.enum(["Running", "Stopped"]), replicas: z._default(z.number(), 1) });

describe("parseItems", () => {
  it("keeps every item that parses, with the schema's defaults, and notes each that does not, by path", async () => {
    const list = await parseItems(
      [{ id: "a", state: "Running" }, { id: "b" }, { id: "c", state: "Stopped", replicas: 3 }, "not an object", { id: 7, state: "Paused", replicas: "2" }],
      item,
      "result",
      "req-1",
    );
    expect(list.items).toEqual([{ id: "a", state: "Running", replicas: 1 }, { id: "c", state: "Stopped", replicas: 3 }]);
    expect(list.unreadable).toEqual([
      { index: 1, path: "result[1].state", problem: expect.stringMatching(/^Invalid option/), requestId: "req-1", id: "b" },
      { index: 3, path: "result[3]", problem: expect.stringMatching(/expected object/), requestId: "req-1", id: undefined },
      { index: 4, path: "result[4].id", problem: expect.stringMatching(/\(and 2 more problems\)$/), requestId: "req-1", id: undefined },
    ]);
  });

  it("reads an empty list as empty", async () => {
    expect(await parseItems([], item, "result", undefined)).toEqual({ items: [], unreadable: [] });
  });

  const mixed = Array.from({ length: 100 }, (_, index) => (index % 7 === 3 ? { id: `p${index}` } : { id: `p${index}`, state: index % 2 ? "Running" : "Stopped" }));

  it("reads a list the same across slices as in one", async () => {
    expect(await parseItems(mixed, item, "result", "req-1", { sliceMs: 0 })).toEqual(await parseItems(mixed, item, "result", "req-1", { sliceMs: Infinity }));
  });

  it("gives the main thread back between slices: work queued meanwhile runs before the list is done", async () => {
    const order: string[] = [];
    const parsing = parseItems(mixed, item, "result", undefined, { sliceMs: 0 }).then(() => order.push("list parsed"));
    inTaskOfItsOwn(() => order.push("other task"));
    await parsing;
    expect(order).toEqual(["other task", "list parsed"]);
  });

  it("stops at the next slice when the signal aborts, with the signal's reason, and parses no more", async () => {
    let checked = 0;
    const counted = item.check(z.refine(() => {
      checked += 1;
      return true;
    }));
    const valid = Array.from({ length: 100 }, (_, index) => ({ id: `p${index}`, state: "Running" }));
    const controller = new AbortController();
    const parsing = parseItems(valid, counted, "result", undefined, { sliceMs: 0, signal: controller.signal });
    controller.abort();
    await expect(parsing).rejects.toMatchObject({ name: "AbortError" });
    // The first slice (the items between two looks at the clock) ran before the abort; nothing after it.
    expect(checked).toBe(STEPS_PER_CLOCK_CHECK);
  });
});

describe("shareUnchangedItems", () => {
  interface Row {
    id: string;
    state: string;
    source: { kind: string; topics: string[] };
  }
  const row = (id: string, state = "Running", topics = ["a"]): Row => ({ id, state, source: { kind: "kafka", topics } });
  const note: UnreadableItem = { index: 3, path: "result[3].state", problem: "Invalid option", requestId: "req-2", id: "x" };

  it("keeps the shown object of each item that did not change, matched by key wherever it moved", async () => {
    const before = { items: [row("a"), row("b"), row("c", "Running", ["t1", "t2"])], unreadable: [] };
    const refreshed = { items: [row("c", "Stopped", ["t1", "t2"]), row("b"), row("d"), row("a")], unreadable: [note] };
    const shared = await shareUnchangedItems(before, refreshed, (item) => item.id, { sliceMs: 0 });
    expect(shared).toEqual(refreshed);
    const [c, b, d, a] = shared.items;
    expect(a).toBe(before.items[0]);
    expect(b).toBe(before.items[1]);
    // Changed: a new object, sharing the parts that are equal.
    expect(c).not.toBe(before.items[2]);
    expect(c!.source).toBe(before.items[2]!.source);
    expect(d).toBe(refreshed.items[2]);
    expect(shared.unreadable).toBe(refreshed.unreadable);
    // The refreshed list itself is left as it was.
    expect(refreshed.items[3]).not.toBe(before.items[0]);
  });

  it("stops at the next slice when the signal aborts", async () => {
    const before = { items: Array.from({ length: 100 }, (_, index) => row(`p${index}`)), unreadable: [] };
    const refreshed = { items: Array.from({ length: 100 }, (_, index) => row(`p${index}`)), unreadable: [] };
    const controller = new AbortController();
    const sharing = shareUnchangedItems(before, refreshed, (item) => item.id, { sliceMs: 0, signal: controller.signal });
    controller.abort();
    await expect(sharing).rejects.toMatchObject({ name: "AbortError" });
  });

  it("gives the refreshed list as it is when nothing was shown before", async () => {
    const refreshed = { items: [row("a")], unreadable: [] };
    expect(await shareUnchangedItems(undefined, refreshed, (item) => item.id)).toBe(refreshed);
  });
});

describe("inServerOrder", () => {
  it("puts unreadable items back where the server had them", async () => {
    const list = await parseItems([{ id: "a", state: "Running" }, { id: "b" }, { id: "c", state: "Stopped" }, { id: "d" }], item, "result", undefined);
    expect(inServerOrder(list).map((entry) => (entry.kind === "item" ? entry.item.id : `?${entry.unreadable.id}`))).toEqual(["a", "?b", "c", "?d"]);
    expect(inServerOrder(list).map((entry) => entry.position)).toEqual([1, 2, 3, 4]);
  });

  it("still shows every unreadable item after the readable ones shrank here", async () => {
    const list = await parseItems([{ id: "a", state: "Running" }, { id: "b", state: "Running" }, { id: "c" }], item, "result", undefined);
    const shrunk = withItems(list, list.items.slice(1));
    expect(inServerOrder(shrunk).map((entry) => (entry.kind === "item" ? entry.item.id : `?${entry.unreadable.id}`))).toEqual(["b", "?c"]);
  });
});
