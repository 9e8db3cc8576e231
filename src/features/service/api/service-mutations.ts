import { useMutation, useQueryClient } from "@tanstack/react-query";
import { managementRequest } from "@/lib/http-client";
import { serviceApiPath } from "@/lib/api-paths";
import type { ServiceRef } from "@/lib/service-ref";
import { serviceSchema, type ServiceUpdateBody } from "@/shared/schemas/service";
import { serviceQueries } from "./service-queries";

export interface UpdateServiceVariables {
  body: ServiceUpdateBody;
}

/**
 * PATCH the service (api.md row 5). The answer is the whole service after the update, so it
 * goes straight into the cache: the page and the shell's header show it without a second fetch.
 * Each form calls this hook itself, so pending state and errors stay with the form that sent.
 */
export function useUpdateService(ref: ServiceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: UpdateServiceVariables) =>
      managementRequest(serviceApiPath(ref), serviceSchema, { method: "PATCH", body }),
    onSuccess: (service) => {
      queryClient.setQueryData(serviceQueries.detail(ref).queryKey, service);
      void queryClient.invalidateQueries({ queryKey: serviceQueries.organizationList(ref.organizationId) });
    },
  });
}
