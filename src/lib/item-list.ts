import { replaceEqualDeep } from "@tanstack/react-query";
import type { z } from "@/shared/zod";
import { formatIssuePath } from "@/shared/schemas/issue-path";
import { inSlices, type SliceOptions } from "./one-task-each";

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

/** Reads the item at `index` into `list`: its value when it parses, else a note saying where and why not. */
function readItem<S extends z.ZodMiniType>(
  list: ItemList<z.output<S>>,
  value: unknown,
  index: number,
  schema: S,
  at: string,
  requestId: string | undefined,
): void {
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
}

/**
 * Parses each item of `raw` with the item's own schema (the shared one, the one definition), so
 * one item the console does not understand costs that item, not the whole list. In slices, each in
 * a task of its own (lib/one-task-each inSlices): 5,000 pipes take some 200 ms to check on a fast
 * laptop, four times that on a phone, and a keystroke, a scroll or a frame goes in between, also
 * while a polling refresh reads the whole list again. Stops with the signal's reason when `signal`
 * aborts (the query was cancelled): the rest is not parsed for nothing.
 */
export async function parseItems<S extends z.ZodMiniType>(
  raw: readonly unknown[],
  schema: S,
  at: string,
  requestId: string | undefined,
  options: SliceOptions = {},
): Promise<ItemList<z.output<S>>> {
  const list: ItemList<z.output<S>> = { items: [], unreadable: [] };
  await inSlices(raw.length, (index) => readItem(list, raw[index], index, schema, at, requestId), options);
  return list;
}

/**
 * `next` with each item that equals, deeply, the item of the same key in `previous` replaced by that
 * previous object (TanStack Query's replaceEqualDeep, item by item, in slices). The query's own
 * structural sharing then finds the unchanged items identical at once, instead of comparing
 * thousands of them deeply in one task when a refresh arrives; and components keep their memoised
 * rows for items that did not change, as they would with that sharing.
 */
export async function shareUnchangedItems<T>(
  previous: ItemList<T> | undefined,
  next: ItemList<T>,
  keyOf: (item: T) => string,
  options: SliceOptions = {},
): Promise<ItemList<T>> {
  if (previous === undefined || previous.items.length === 0) return next;
  const before = new Map(previous.items.map((item) => [keyOf(item), item]));
  const items = next.items.slice();
  await inSlices(items.length, (index) => {
    const item = items[index] as T;
    const old = before.get(keyOf(item));
    if (old !== undefined) items[index] = replaceEqualDeep(old, item);
  }, options);
  return { items, unreadable: next.unreadable };
}

/**
 * For a query's `structuralSharing`, after shareUnchangedItems: the previous list when the refresh
 * holds the very same item objects in the same order and the same unreadable notes, else the
 * refresh as it is. TanStack Query's own sharing compares items by position: one added or removed
 * mid-list would make it compare every later item with its neighbour, deeply, in one task, and copy
 * the objects shareUnchangedItems kept.
 */
export function keepIfUnchanged<T>(previous: ItemList<T> | undefined, next: ItemList<T>): ItemList<T> {
  if (previous === undefined || previous.items.length !== next.items.length) return next;
  if (previous.items.some((item, index) => item !== next.items[index])) return next;
  return replaceEqualDeep(previous.unreadable, next.unreadable) === previous.unreadable ? previous : next;
}

function isItemList(value: unknown): value is ItemList<unknown> {
  return typeof value === "object" && value !== null && Array.isArray((value as ItemList<unknown>).items) && Array.isArray((value as ItemList<unknown>).unreadable);
}

/**
 * A list query's `structuralSharing`: keepIfUnchanged for the list. TanStack Query applies an
 * observer's structuralSharing to what its `select` makes from the list too (the reverse endpoint
 * page's pipes using it), which is not a list: that is shared as TanStack Query would by default.
 */
export function shareItemList(previous: unknown, next: unknown): unknown {
  if (isItemList(next) && (previous === undefined || isItemList(previous))) return keepIfUnchanged(previous, next);
  return replaceEqualDeep(previous, next);
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
