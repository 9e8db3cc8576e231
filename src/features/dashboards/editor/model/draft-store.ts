import { z } from "@/shared/zod";
import type { ServiceRef } from "@/lib/service-ref";
import { createKeptValue, type ValueStorage } from "@/lib/kept-value";
import { dashboardSchema, tileSchema, type Dashboard } from "@/shared/schemas/dashboard";
import type { DraftDashboard } from "./editor-draft";

/**
 * The user's own unsaved edits, kept in this browser so a crash or a closed tab loses nothing.
 * One entry per organization, service and dashboard; removed once saved or discarded.
 */
export interface StoredDraft {
  /** When the edits were last kept (ISO 8601). */
  savedAt: string;
  /** The server version the edits were made against, so a later save can still spot a conflict. */
  base: Dashboard;
  draft: DraftDashboard;
}

/**
 * A draft tile is read with the shared tile schema (the one a dashboard from the server is read
 * with), its id optional as a new tile has none. Not with the PUT body's rules: a draft the save
 * would refuse is still the user's work, kept so the save can name what to fix.
 */
const draftTileSchema = z.partial(tileSchema, { id: true });

const storedDraftSchema = z.object({
  savedAt: z.iso.datetime(),
  base: dashboardSchema,
  draft: z.object({
    name: z.string(),
    tags: z.array(z.string()),
    tiles: z.array(z.object({ key: z.string().check(z.minLength(1)), tile: draftTileSchema })),
  }),
});

export function draftStorageKey(ref: ServiceRef, dashboardId: string): string {
  return `console.dashboard-draft.v1:${ref.organizationId}:${ref.serviceId}:${dashboardId}`;
}

/** Storage can be full, disabled or hold something old; none of that may break the editor. */
export function createDraftStore(storage: ValueStorage | undefined, key: string) {
  const kept = createKeptValue<StoredDraft>(storage, key, {
    what: "dashboard draft",
    decode: (json) => {
      const parsed = storedDraftSchema.safeParse(json);
      return parsed.success ? parsed.data : null;
    },
    encode: (value) => value,
  });
  return {
    read: kept.read,
    write: (base: Dashboard, draft: DraftDashboard, now: Date = new Date()) => kept.write({ savedAt: now.toISOString(), base, draft }),
    clear: kept.clear,
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
