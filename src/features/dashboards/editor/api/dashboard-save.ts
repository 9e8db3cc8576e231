import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-error";
import { dashboardRequest } from "@/lib/http-client";
import type { ServiceRef } from "@/lib/service-ref";
import { dashboardBodySchema, dashboardSchema, type Dashboard, type DashboardBody } from "@/shared/schemas/dashboard";
import { alertQueries, dashboardApiPath, dashboardQueries } from "../../api/dashboard-queries";

export interface SaveDashboardVariables {
  serviceRef: ServiceRef;
  dashboardId: string;
  body: DashboardBody;
  /** The server's version the edits were made against. */
  baseline: Dashboard;
  /** The user chose to overwrite a version changed by someone else: skip the check. */
  overwrite?: boolean;
}

export type SaveOutcome =
  | { kind: "saved"; dashboard: Dashboard }
  /**
   * Someone changed the dashboard since it was opened: nothing was saved. `refusal` is the server's
   * 409 when the check passed but another save came first and the server refused the PUT.
   */
  | { kind: "conflict"; latest: Dashboard; refusal?: unknown };

/** JSON with sorted keys: two dashboards equal in content compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item === null || typeof item !== "object" || Array.isArray(item)
      ? item
      : Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  );
}

/**
 * The real dashboard API has no version check: two editors silently overwrite each other.
 * The console guards itself: the dashboard as the server has it now must still be the one the
 * edits started from.
 */
export function changedSince(latest: Dashboard, baseline: Dashboard): boolean {
  return canonicalJson(latest) !== canonicalJson(baseline);
}

/** What the server would refuse, said before sending, naming the tile and field. */
export function saveBodyProblems(body: DashboardBody): string[] {
  const parsed = dashboardBodySchema.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const [first, index, field] = issue.path;
    if (first === "tiles" && typeof index === "number") {
      const name = body.tiles?.[index]?.name?.trim() || `number ${index + 1}`;
      return `Tile "${name}"${field === undefined ? "" : ` (${String(field)})`}: ${issue.message}`;
    }
    if (first === "tags") return `Tags: ${issue.message}`;
    if (first === "name") return `Dashboard name: ${issue.message}`;
    return issue.message;
  });
}

/**
 * Re-reads the dashboard just before saving, then sends one PUT to the dashboard API. A PUT the
 * server refuses with 409 because another save came first is a conflict too, met with the version
 * the server has now.
 */
export async function saveDashboard(queryClient: QueryClient, variables: SaveDashboardVariables): Promise<SaveOutcome> {
  const { serviceRef, dashboardId, body, baseline, overwrite = false } = variables;
  const readLatest = () => queryClient.fetchQuery({ ...dashboardQueries.detail(serviceRef, dashboardId), staleTime: 0 });
  if (!overwrite) {
    const latest = await readLatest();
    if (changedSince(latest, baseline)) return { kind: "conflict", latest };
  }
  try {
    const dashboard = await dashboardRequest(dashboardApiPath(dashboardId), dashboardSchema, { method: "PUT", body });
    return { kind: "saved", dashboard };
  } catch (error) {
    // An overwrite was asked for knowing the other version: a 409 then is the server's own reason.
    if (overwrite || !isApiError(error) || error.status !== 409) throw error;
    // Refused as a conflict: when another save did come first, the same choice as the check's, against
    // the version the server has now. The PUT carries no version, so a 409 on a dashboard nobody changed
    // is about something else, told as the refusal it is; so is one whose re-read fails.
    const latest = await readLatest().catch(() => {
      throw error;
    });
    if (!changedSince(latest, baseline)) throw error;
    return { kind: "conflict", latest, refusal: error };
  }
}

export function useSaveDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveDashboardVariables) => saveDashboard(queryClient, variables),
    onSuccess: (outcome, { serviceRef, dashboardId }) => {
      if (outcome.kind !== "saved") return;
      queryClient.setQueryData(dashboardQueries.detail(serviceRef, dashboardId).queryKey, outcome.dashboard);
      void queryClient.invalidateQueries({ queryKey: dashboardQueries.list(serviceRef).queryKey });
      // The server deletes the alerts of tiles that are gone.
      void queryClient.invalidateQueries({ queryKey: alertQueries.all(serviceRef) });
    },
  });
}
