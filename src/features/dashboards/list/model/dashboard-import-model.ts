import type { z } from "@/shared/zod";
import { formatIssuePath } from "@/shared/schemas/issue-path";
import { dashboardBodySchema } from "@/shared/schemas/dashboard";
import { findTextProblem } from "@/shared/schemas/text-rules";

/** The server refuses bodies over 1 MiB; a file that big is refused before it is even read. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
/** Enough to fix a file in one go without drowning the page: beyond it, a count of the rest. */
export const MAX_LISTED_PROBLEMS = 25;

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

const QUOTED_NAME_LENGTH = 40;

/**
 * Where a problem is and why: a tile's by its number as people count (and its name, to search the file
 * for), then the field inside it (`Tile 3 “Errors”, w: x + w must be at most 24`); the dashboard's own
 * fields by their path (`tags[0]: …`).
 */
function describeProblem(issue: { path: readonly PropertyKey[]; message: string }, tiles: readonly unknown[]): string {
  const [top, index, ...inside] = issue.path;
  if (top !== "tiles" || typeof index !== "number") return `${formatIssuePath(issue.path) || "dashboard"}: ${issue.message}`;
  const name = (tiles[index] as { name?: unknown } | undefined)?.name;
  // A name with direction or control characters is not repeated: its own problem is listed.
  const quoted = typeof name === "string" && name.trim() !== "" && findTextProblem(name) === undefined
    ? ` “${name.length > QUOTED_NAME_LENGTH ? `${name.slice(0, QUOTED_NAME_LENGTH)}…` : name}”`
    : "";
  const field = formatIssuePath(inside);
  return `Tile ${index + 1}${quoted}${field ? `, ${field}` : ""}: ${issue.message}`;
}

/**
 * Turns the text of an imported file into the body of a new dashboard, or says everything that is
 * wrong at once, each naming its place in the file (`Tile 3 “Errors”, w: x + w must be at most 24`). The dashboard's id and
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
  const tiles = Array.isArray(dashboard.tiles) ? dashboard.tiles : [];
  const problems = parsed.error.issues.map((issue) => describeProblem(issue, tiles));
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
  if (problems.length > listed.length) listed.push(`…and ${problems.length - listed.length} more problems.`);
  return { ok: false, errors: listed };
}
