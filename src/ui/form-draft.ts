import { createKeptValue, tabStorage, type KeptValue } from "@/lib/kept-value";
import type { ServiceRef } from "@/lib/service-ref";
import type { FieldPath } from "./use-form";

/** A form's session draft, opened over the form's initial values (the form hook's `sessionDraft`). */
export type FormDraft<V extends object> = (initial: V) => KeptValue<V>;

/** The key of one form's draft on one service's page: `console.form-draft.v1:<org>:<service>:<parts…>`. */
export const formDraftKey = (ref: ServiceRef, ...parts: string[]) => ["console.form-draft.v1", ref.organizationId, ref.serviceId, ...parts].join(":");

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The values without the secret fields, at the top level or one part down. */
function withoutSecrets(values: object, secret: readonly string[]): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...values };
  for (const path of secret) {
    const [head = "", field] = path.split(".");
    const part = kept[head];
    if (field === undefined) delete kept[head];
    else if (isRecord(part)) kept[head] = Object.fromEntries(Object.entries(part).filter(([key]) => key !== field));
  }
  return kept;
}

/** Each top-level field the form has, of the same type. */
function sameFields<V extends object>(stored: Record<string, unknown>, initial: V): V {
  const base = { ...initial } as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored)) {
    if (key in base && typeof value === typeof base[key]) base[key] = value;
  }
  return base as V;
}

/** Whether this tab keeps a form draft under `key`: a form that was open with edits can open again by itself. */
export function hasSessionDraft(key: string): boolean {
  try {
    return tabStorage()?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** Forgets the form draft this tab keeps under `key` (the user chose to leave without saving it). */
export function forgetSessionDraft(key: string): void {
  try {
    tabStorage()?.removeItem(key);
  } catch {
    // Nothing to forget in a storage that cannot be used.
  }
}

/**
 * A form's edits kept in this tab's sessionStorage under `key`. The `secret` fields (`password`, or
 * `kafka.password` in a part) are never written, not even ones an older version wrote: they are typed
 * again. `restore` turns what was kept back into values (null: drop it); by default each top-level
 * field the form has, of the same type.
 */
export function formDraft<V extends object>(options: {
  key: string;
  secret?: readonly FieldPath<V>[];
  restore?: (stored: Record<string, unknown>, initial: V) => V | null;
}): FormDraft<V> {
  const secret: readonly string[] = options.secret ?? [];
  const restore = options.restore ?? sameFields;
  return (initial) =>
    createKeptValue<V>(tabStorage(), options.key, {
      what: "form draft",
      encode: (values) => withoutSecrets(values, secret),
      decode: (json) => (isRecord(json) ? restore(withoutSecrets(json, secret), initial) : null),
    });
}
