import type { z } from "zod";
import { formatIssuePath } from "@/shared/schemas/issue-path";

/** An item of a list answer the console could not read: where, why, and the request to quote. */
export interface UnreadableItem {
  /** Its position in the server's list, from 0. */
  index: number;
  /** Where in the answer the first problem is: `result[3].state`. */
  path: string;
  /** What is wrong there, and how many other problems the item has. */
  problem: string;
  requestId: string | undefined;
  /** The item's own id, when it has one to name it by. */
  id: string | undefined;
}

/** A list answer read item by item: the items that parse, and a note for each that does not. */
export interface ItemList<T> {
  items: T[];
  unreadable: UnreadableItem[];
}

/**
 * Parses each item of `raw` with the item's own schema (the shared one, the one definition), so
 * one item the console does not understand costs that item, not the whole list.
 */
export function parseItems<S extends z.ZodType>(raw: readonly unknown[], schema: S, at: string, requestId: string | undefined): ItemList<z.output<S>> {
  const list: ItemList<z.output<S>> = { items: [], unreadable: [] };
  raw.forEach((value, index) => {
    const result = schema.safeParse(value);
    if (result.success) {
      list.items.push(result.data);
      return;
    }
    const [first, ...others] = result.error.issues;
    const id = typeof value === "object" && value !== null && "id" in value && typeof value.id === "string" ? value.id : undefined;
    const more = others.length === 0 ? "" : ` (and ${others.length} more ${others.length === 1 ? "problem" : "problems"})`;
    list.unreadable.push({
      index,
      path: formatIssuePath([at, index, ...(first?.path ?? [])].filter((key) => key !== "")),
      problem: `${first?.message ?? "not what this console expects"}${more}`,
      requestId,
      id,
    });
  });
  return list;
}

/** The list with its items replaced (a local update after a create or delete); the unreadable stay as noted. */
export function withItems<T>(list: ItemList<T>, items: T[]): ItemList<T> {
  return { items, unreadable: list.unreadable };
}

export type ListEntry<T> = { kind: "item"; item: T; position: number } | { kind: "unreadable"; unreadable: UnreadableItem; position: number };

/** Items and unreadable ones back in the server's order, each with its position from 1. */
export function inServerOrder<T>({ items, unreadable }: ItemList<T>): ListEntry<T>[] {
  const byIndex = new Map(unreadable.map((entry) => [entry.index, entry]));
  const entries: ListEntry<T>[] = [];
  let next = 0;
  for (let index = 0; index < items.length + unreadable.length; index += 1) {
    const bad = byIndex.get(index);
    byIndex.delete(index);
    if (bad) entries.push({ kind: "unreadable", unreadable: bad, position: entries.length + 1 });
    else if (next < items.length) entries.push({ kind: "item", item: items[next++] as T, position: entries.length + 1 });
  }
  // Noted beyond the end (the list shrank here since it was read): still shown, last.
  for (const bad of byIndex.values()) entries.push({ kind: "unreadable", unreadable: bad, position: entries.length + 1 });
  return entries;
}
