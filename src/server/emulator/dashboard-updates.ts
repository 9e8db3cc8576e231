import { randomUUID } from "node:crypto";
import type { z } from "../../shared/zod";
import type { Dashboard, dashboardBodySchema } from "../../shared/schemas/dashboard";
import type { EmulatorData } from "./emulator-data";

export type DashboardInput = z.output<typeof dashboardBodySchema>;

/**
 * The dashboard a create or PUT body makes (gaps.md): a tile keeps its id only when the
 * dashboard already has a tile with it; a tile without an id or with an unknown one gets a new id.
 */
export function dashboardFromBody(id: string, existing: Dashboard | null, body: DashboardInput): Dashboard {
  const known = new Set(existing?.tiles.map((tile) => tile.id) ?? []);
  return {
    id,
    name: body.name,
    tags: body.tags,
    tiles: body.tiles.map((tile) => ({
      ...tile,
      id: tile.id !== undefined && known.has(tile.id) ? tile.id : randomUUID(),
    })),
  };
}

/** Replaces the stored dashboard and deletes the alerts whose tile is gone. */
export function replaceDashboard(data: EmulatorData, index: number, body: DashboardInput): Dashboard {
  const stored = data.dashboards[index];
  if (stored === undefined) throw new Error(`no dashboard at index ${index}`);
  const next = dashboardFromBody(stored.record.id, stored.record, body);
  const tileIds = new Set(next.tiles.map((tile) => tile.id));
  data.dashboards[index] = { ...stored, record: next };
  data.alerts = data.alerts.filter(
    (alert) => alert.record.dashboardId !== next.id || (alert.record.tileId != null && tileIds.has(alert.record.tileId)),
  );
  return next;
}

/** Deletes the dashboard and its alerts. */
export function deleteDashboard(data: EmulatorData, index: number): void {
  const [removed] = data.dashboards.splice(index, 1);
  if (removed === undefined) return;
  data.alerts = data.alerts.filter((alert) => alert.record.dashboardId !== removed.record.id);
}
