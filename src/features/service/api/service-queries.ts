import { queryOptions } from "@tanstack/react-query";
import { managementRequest } from "@/lib/http-client";
import { serviceApiPath } from "@/lib/api-paths";
import { organizationKey, serviceKey } from "@/lib/query-keys";
import type { ServiceRef } from "@/lib/service-ref";
import { serviceSchema } from "@/shared/schemas/service";

export const serviceQueries = {
  /** Key only: everything the console caches about one service. */
  all: (ref: ServiceRef) => serviceKey(ref),
  detail: (ref: ServiceRef) =>
    queryOptions({
      queryKey: [...serviceKey(ref), "details"],
      queryFn: ({ signal }) => managementRequest(serviceApiPath(ref), serviceSchema, { signal }),
    }),
  /**
   * Key only: the organization's service list (the discovery picker owns its query). A renamed
   * service must not keep its old name there.
   */
  organizationList: (organizationId: string) => [...organizationKey(organizationId), "services"] as const,
};
