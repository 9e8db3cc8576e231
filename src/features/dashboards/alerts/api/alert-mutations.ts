import { useMutation, useQueryClient } from "@tanstack/react-query";
import { managementCommand, managementRequest } from "@/lib/http-client";
import type { ServiceRef } from "@/lib/service-ref";
import { alertSchema, type Alert, type AlertCreateBody } from "@/shared/schemas/stack";
import { stackApiPath } from "@/lib/api-paths";
import { alertQueries } from "../../api/dashboard-queries";

/** POST `stack/alerts`: the new alert joins the cached list at once, then the list is read again. */
export function useCreateAlert(ref: ServiceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: AlertCreateBody }) =>
      managementRequest(stackApiPath(ref, "alerts"), alertSchema, { method: "POST", body }),
    onSuccess: (alert) => {
      queryClient.setQueryData<Alert[]>(alertQueries.list(ref).queryKey, (current) => (current ? [...current, alert] : current));
      return queryClient.invalidateQueries({ queryKey: alertQueries.all(ref) });
    },
  });
}

/** DELETE `stack/alerts/{id}`: the alert leaves the cached list at once, then the list is read again. */
export function useDeleteAlert(ref: ServiceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alertId }: { alertId: string }) =>
      managementCommand(`${stackApiPath(ref, "alerts")}/${encodeURIComponent(alertId)}`, { method: "DELETE" }),
    onSuccess: (_result, { alertId }) => {
      queryClient.setQueryData<Alert[]>(alertQueries.list(ref).queryKey, (current) => current?.filter((alert) => alert.id !== alertId));
      return queryClient.invalidateQueries({ queryKey: alertQueries.all(ref) });
    },
  });
}
