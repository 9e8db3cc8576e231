import { useMutation, useQueryClient } from "@tanstack/react-query";
import { managementCommand, managementRequest } from "@/lib/http-client";
import { withItems } from "@/lib/item-list";
import type { ServiceRef } from "@/lib/service-ref";
import { dashboardSchema, type DashboardBody } from "@/shared/schemas/dashboard";
import { stackApiPath } from "@/lib/api-paths";
import { alertQueries, dashboardQueries } from "../../api/dashboard-queries";

/**
 * POST `stack/dashboards`: creating, duplicating and importing all make a new dashboard from a body.
 * The answer seeds the editor's cache (it opens without a second read) and joins the list.
 */
export function useCreateDashboard(ref: ServiceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: DashboardBody }) =>
      managementRequest(stackApiPath(ref, "dashboards"), dashboardSchema, { method: "POST", body }),
    onSuccess: (dashboard) => {
      queryClient.setQueryData(dashboardQueries.detail(ref, dashboard.id).queryKey, dashboard);
      queryClient.setQueryData(dashboardQueries.list(ref).queryKey, (current) => current && withItems(current, [...current.items, dashboard]));
      return queryClient.invalidateQueries({ queryKey: dashboardQueries.list(ref).queryKey });
    },
  });
}

/** DELETE `stack/dashboards/{id}`: the server deletes the dashboard's alerts with it, so both lists are read again. */
export function useDeleteDashboard(ref: ServiceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dashboardId }: { dashboardId: string }) =>
      managementCommand(`${stackApiPath(ref, "dashboards")}/${encodeURIComponent(dashboardId)}`, { method: "DELETE" }),
    onSuccess: (_result, { dashboardId }) => {
      queryClient.setQueryData(dashboardQueries.list(ref).queryKey, (current) =>
        current && withItems(current, current.items.filter((dashboard) => dashboard.id !== dashboardId)),
      );
      queryClient.removeQueries({ queryKey: dashboardQueries.detail(ref, dashboardId).queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueries.list(ref).queryKey }),
        queryClient.invalidateQueries({ queryKey: alertQueries.all(ref) }),
      ]);
    },
  });
}
