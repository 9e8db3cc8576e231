import type { z } from "@/shared/zod";
import { formatIssuePath } from "@/shared/schemas/issue-path";
import { dashboardBodySchema } from "@/shared/schemas/dashboard";

/** The server refuses bodies over 1 MiB; a file that big is refused before it is even read. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
/** Enough to fix a file in one go without drowning the page. */
const MAX_LISTED_PROBLEMS = 8;

export type DashboardImportBody = z.output<typeof dashboardBodySchema>;
export type DashboardImportResult = { ok: true; body: DashboardImportBody } | { ok: false; errors: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}

/** A file saved from an API answer wraps the dashboard in `{data}` or `{result}`: take what is inside. */
function unwrap(value: Record<string, unknown>): Record<string, unknown> {
  if ("name" in value || "tiles" in value) return value;
  if (isRecord(value.data)) return value.data;
  if (isRecord(value.result)) return value.result;
  return value;
}

/**
 * Turns the text of an imported file into the body of a new dashboard, or says what is wrong,
 * naming the place in the file (`tiles[2].w: x + w must be at most 24`). The dashboard's id and
 * its tiles' ids are dropped: the import is a new dashboard and the server gives new ids.
 */
export function parseDashboardImport(text: string, byteSize: number): DashboardImportResult {
  if (byteSize > MAX_IMPORT_BYTES) {
    return { ok: false, errors: [`The file is too big (${formatSize(byteSize)}): a dashboard file must be at most 1 MiB.`] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : "";
    return { ok: false, errors: [`The file is not valid JSON${detail}.`] };
  }
  if (!isRecord(json)) {
    return { ok: false, errors: ["The file must hold one dashboard: a JSON object with a name, tiles and tags."] };
  }
  const dashboard = unwrap(json);
  const candidate = {
    ...dashboard,
    tiles: Array.isArray(dashboard.tiles)
      ? dashboard.tiles.map((tile: unknown) => {
          if (!isRecord(tile)) return tile;
          const { id: _id, ...rest } = tile;
          return rest;
        })
      : dashboard.tiles,
  };
  const parsed = dashboardBodySchema.safeParse(candidate);
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems = parsed.error.issues.map((issue) => `${formatIssuePath(issue.path) || "dashboard"}: ${issue.message}`);
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
  if (problems.length > listed.length) listed.push(`…and ${problems.length - listed.length} more problems.`);
  return { ok: false, errors: listed };
}
