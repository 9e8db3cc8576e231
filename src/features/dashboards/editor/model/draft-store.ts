import { z } from "zod";
import type { ServiceRef } from "@/lib/service-ref";
import { dashboardSchema, type Dashboard } from "@/shared/schemas/dashboard";
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

const storedDraftSchema = z.object({
  savedAt: z.iso.datetime(),
  base: dashboardSchema,
  draft: z.object({
    name: z.string(),
    tags: z.array(z.string()),
    tiles: z.array(
      z.object({
        key: z.string().min(1),
        tile: z.looseObject({ id: z.string().optional(), name: z.string(), x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
      }),
    ),
  }),
});

export function draftStorageKey(ref: ServiceRef, dashboardId: string): string {
  return `console.dashboard-draft.v1:${ref.organizationId}:${ref.serviceId}:${dashboardId}`;
}

/** Storage can be full, disabled or hold something old; none of that may break the editor. */
export function createDraftStore(storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined, key: string) {
  return {
    read(): StoredDraft | null {
      try {
        const raw = storage?.getItem(key);
        if (!raw) return null;
        const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data as StoredDraft;
      } catch {
        // Not JSON: treated like a draft of an older shape, below.
      }
      storage?.removeItem(key);
      return null;
    },
    write(base: Dashboard, draft: DraftDashboard, now: Date = new Date()): void {
      try {
        storage?.setItem(key, JSON.stringify({ savedAt: now.toISOString(), base, draft } satisfies StoredDraft));
      } catch (error) {
        console.warn("Could not keep the dashboard draft in this browser", error);
      }
    },
    clear(): void {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clear in a storage that cannot be used.
      }
    },
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
