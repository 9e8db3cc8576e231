import { describe, expect, it } from "vitest";
import { Draft } from "./copy-on-write";
import { deepFreeze } from "./data-file";

interface Item {
  id: string;
  record: { name: string; tags: string[] };
}
interface Data {
  version: number;
  items: Item[];
  other: Item[];
}

const item = (id: string): Item => ({ id, record: { name: `name ${id}`, tags: [id] } });
const base = (): Data => deepFreeze({ version: 1, items: [item("a"), item("b"), item("c")], other: [item("x")] });

function change<R>(data: Data, fn: (draft: Data) => R) {
  const draft = new Draft(data);
  return draft.finish(fn(draft.root));
}

describe("copy-on-write drafts", () => {
  it("leaves the base as it was and shares everything the change did not touch", () => {
    const data = base();
    const before = JSON.stringify(data);
    const { data: next, changed } = change(data, (d) => {
      d.items[1]!.record = { ...d.items[1]!.record, name: "renamed" };
    });
    expect(changed).toBe(true);
    expect(JSON.stringify(data)).toBe(before);
    expect(next.items[1]!.record.name).toBe("renamed");
    expect(next.items[1]!.record.tags).toBe(data.items[1]!.record.tags);
    expect(next.items[0]).toBe(data.items[0]);
    expect(next.items[2]).toBe(data.items[2]);
    expect(next.other).toBe(data.other);
    expect(next).not.toBe(data);
  });

  it("gives back the base itself when the change only reads", () => {
    const data = base();
    const { data: next, changed, result } = change(data, (d) => d.items.find((i) => i.id === "b")!.record.name);
    expect(changed).toBe(false);
    expect(next).toBe(data);
    expect(result).toBe("name b");
  });

  it("handles push, splice, filter, indexOf and deep writes like plain arrays", () => {
    const data = base();
    const { data: next } = change(data, (d) => {
      const found = d.items.find((i) => i.id === "b")!;
      d.items.splice(d.items.indexOf(found), 1);
      d.items.push(item("d"));
      d.other = d.other.filter(() => false);
      d.items[0]!.record.tags.push("more");
      d.version += 1;
    });
    expect(next.items.map((i) => i.id)).toEqual(["a", "c", "d"]);
    expect(next.items[0]!.record.tags).toEqual(["a", "more"]);
    expect(next.items[1]).toBe(data.items[2]);
    expect(next.other).toEqual([]);
    expect(next.version).toBe(2);
    expect(data.items.map((i) => i.id)).toEqual(["a", "b", "c"]);
    expect(data.items[0]!.record.tags).toEqual(["a"]);
  });

  it("spreads, keys and JSON of a draft read like the object itself", () => {
    const data = base();
    const { result } = change(data, (d) => ({
      spread: { ...d.items[0]! },
      keys: Object.keys(d.items[0]!.record),
      json: JSON.stringify(d.other),
      isArray: Array.isArray(d.items),
      length: d.items.length,
    }));
    expect(result.spread).toEqual(data.items[0]);
    expect(result.keys).toEqual(["name", "tags"]);
    expect(result.json).toBe(JSON.stringify(data.other));
    expect(result).toMatchObject({ isArray: true, length: 3 });
  });

  it("returns results with drafts replaced by final values, and revokes the drafts", () => {
    const data = base();
    let kept: Item | undefined;
    const { data: next, result } = change(data, (d) => {
      kept = d.items[0]!;
      d.items[0]!.record.name = "changed";
      return { first: d.items[0]!, untouched: d.items[2]!, list: d.items.slice(0, 2) };
    });
    expect(result.first).toBe(next.items[0]);
    expect(result.first.record.name).toBe("changed");
    expect(result.untouched).toBe(data.items[2]);
    expect(result.list[1]).toBe(data.items[1]);
    expect(() => kept!.id).toThrow(TypeError);
  });

  it("a moved draft keeps its own changes", () => {
    const data = base();
    const { data: next } = change(data, (d) => {
      const moved = d.items[0]!;
      moved.record.name = "moved";
      d.other.push(moved);
      d.items.shift();
    });
    expect(next.other.map((i) => i.record.name)).toEqual(["name x", "moved"]);
    expect(next.items.map((i) => i.id)).toEqual(["b", "c"]);
  });
});
