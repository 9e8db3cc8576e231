import type { Dashboard, DashboardBody, TileInput } from "@/shared/schemas/dashboard";
import { canonicalJson } from "../api/dashboard-save";

/**
 * A tile being edited. `key` is the grid's own identity: a saved tile's id, or a local key for a
 * new tile, kept after the save gives it an id so the grid does not remount it. `tile` is exactly
 * what the PUT sends (no `id` until the server assigns one; unknown server fields kept as they are).
 */
export interface DraftTile {
  key: string;
  tile: TileInput;
}

/** What the editor changes: the PUT body's three fields, with tiles keyed for the grid. */
export interface DraftDashboard {
  name: string;
  tags: string[];
  tiles: DraftTile[];
}

/** A server dashboard as a draft; `keyOf` lets a save keep the keys of tiles it just created. */
export function draftFromDashboard(dashboard: Dashboard, keyOf: (tileId: string, index: number) => string = (id) => id): DraftDashboard {
  return {
    name: dashboard.name,
    tags: [...dashboard.tags],
    tiles: dashboard.tiles.map((tile, index) => ({ key: keyOf(tile.id, index), tile })),
  };
}

/** The `PUT /api/v2/dashboards/{id}` body: name, tiles and tags, nothing else. */
export function saveBody(draft: DraftDashboard): DashboardBody {
  return { name: draft.name, tags: draft.tags, tiles: draft.tiles.map((entry) => entry.tile) };
}

/** The same body for a dashboard as the server has it, so the two compare field for field. */
function bodyOfDashboard(dashboard: Dashboard): DashboardBody {
  return { name: dashboard.name, tags: dashboard.tags, tiles: dashboard.tiles };
}

/** "Unsaved" is not tracked by hand: it is whether the save body differs from the baseline's. */
export function hasUnsavedChanges(draft: DraftDashboard, baseline: Dashboard): boolean {
  return canonicalJson(saveBody(draft)) !== canonicalJson(bodyOfDashboard(baseline));
}

/** Where the focus goes when a tile is deleted: the next tile, else the one before; null when none is left. */
export function neighbourKey(tiles: readonly DraftTile[], key: string): string | null {
  const index = tiles.findIndex((entry) => entry.key === key);
  return tiles[index + 1]?.key ?? tiles[index - 1]?.key ?? null;
}

export function tileLabel(entry: DraftTile): string {
  return entry.tile.name.trim() || "Untitled tile";
}
