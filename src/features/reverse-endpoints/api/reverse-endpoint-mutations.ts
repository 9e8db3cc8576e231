import { useMutation, useQueryClient } from "@tanstack/react-query";
import { managementCommand, managementRequest } from "@/lib/http-client";
import { withItems } from "@/lib/item-list";
import type { ServiceRef } from "@/lib/service-ref";
import { reverseEndpointSchema, type ReverseEndpointCreateBody } from "@/shared/schemas/reverse-endpoint";
import { reverseEndpointApiPath, reverseEndpointsApiPath } from "@/lib/api-paths";
import { reverseEndpointQueries } from "./reverse-endpoint-queries";
import { noteCreated } from "../model/reverse-endpoint-status";

/** POST the create body; the answer seeds the new endpoint's page so it opens without a second request. */
export function useCreateReverseEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ref, body }: { ref: ServiceRef; body: ReverseEndpointCreateBody }) => {
      const sentAt = Date.now();
      const endpoint = await managementRequest(reverseEndpointsApiPath(ref), reverseEndpointSchema, { method: "POST", body });
      return { endpoint, sentAt };
    },
    onSuccess: ({ endpoint, sentAt }, { ref }) => {
      noteCreated(endpoint.id, sentAt);
      queryClient.setQueryData(reverseEndpointQueries.detail(ref, endpoint.id).queryKey, endpoint);
      void queryClient.invalidateQueries({ queryKey: reverseEndpointQueries.list(ref).queryKey });
    },
  });
}

export function useDeleteReverseEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, id }: { ref: ServiceRef; id: string }) => managementCommand(reverseEndpointApiPath(ref, id), { method: "DELETE" }),
    onSuccess: (_result, { ref, id }) => {
      const detailKey = reverseEndpointQueries.detail(ref, id).queryKey;
      // The page being left still observes the detail: removing it now would make that page refetch
      // a 404 on its way out. Stop polls in flight and mark it stale instead, so coming back asks again.
      void queryClient.cancelQueries({ queryKey: detailKey });
      void queryClient.invalidateQueries({ queryKey: detailKey, refetchType: "none" });
      queryClient.setQueryData(reverseEndpointQueries.list(ref).queryKey, (list) =>
        list && withItems(list, list.items.filter((endpoint) => endpoint.id !== id)),
      );
      void queryClient.invalidateQueries({ queryKey: reverseEndpointQueries.list(ref).queryKey });
    },
  });
}
