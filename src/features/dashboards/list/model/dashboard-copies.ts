import { MAX_DASHBOARD_NAME_LENGTH, type Dashboard, type DashboardBody } from "@/shared/schemas/dashboard";

/**
 * The body that creates a copy: "Copy of …", same tags, same tiles without their ids so the
 * server gives the copy's tiles ids of their own (alerts stay with the original's tiles).
 */
export function duplicateBody(dashboard: Dashboard): DashboardBody {
  return {
    name: `Copy of ${dashboard.name}`.slice(0, MAX_DASHBOARD_NAME_LENGTH),
    tags: [...dashboard.tags],
    tiles: dashboard.tiles.map(({ id: _id, ...tile }) => tile),
  };
}

/** The exported file: the dashboard as the server has it, readable by people and by the import. */
export function exportJson(dashboard: Dashboard): string {
  return `${JSON.stringify(dashboard, null, 2)}\n`;
}

/** `service-health.dashboard.json`: the name in safe file-name letters. */
export function exportFileName(dashboard: Pick<Dashboard, "name">): string {
  const slug = dashboard.name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || "dashboard"}.dashboard.json`;
}
