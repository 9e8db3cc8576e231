import { describe, expect, it } from "vitest";
import { z } from "zod";
import { inServerOrder, parseItems, withItems } from "./item-list";

const item = z.looseObject({ id: z.string(), state: z.enum(["Running", "Stopped"]), replicas: z.number().default(1) });

describe("parseItems", () => {
  it("keeps every item that parses, with the schema's defaults, and notes each that does not, by path", () => {
    const list = parseItems(
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

  it("reads an empty list as empty", () => {
    expect(parseItems([], item, "result", undefined)).toEqual({ items: [], unreadable: [] });
  });
});

describe("inServerOrder", () => {
  it("puts unreadable items back where the server had them", () => {
    const list = parseItems([{ id: "a", state: "Running" }, { id: "b" }, { id: "c", state: "Stopped" }, { id: "d" }], item, "result", undefined);
    expect(inServerOrder(list).map((entry) => (entry.kind === "item" ? entry.item.id : `?${entry.unreadable.id}`))).toEqual(["a", "?b", "c", "?d"]);
    expect(inServerOrder(list).map((entry) => entry.position)).toEqual([1, 2, 3, 4]);
  });

  it("still shows every unreadable item after the readable ones shrank here", () => {
    const list = parseItems([{ id: "a", state: "Running" }, { id: "b", state: "Running" }, { id: "c" }], item, "result", undefined);
    const shrunk = withItems(list, list.items.slice(1));
    expect(inServerOrder(shrunk).map((entry) => (entry.kind === "item" ? entry.item.id : `?${entry.unreadable.id}`))).toEqual(["b", "?c"]);
  });
});
