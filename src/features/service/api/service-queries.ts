import { queryOptions } from "@tanstack/react-query";
import { managementRequest } from "@/lib/http-client";
import { serviceApiPath, serviceKey, type ServiceRef } from "@/lib/service-ref";
import { serviceSchema } from "@/shared/schemas/service";

export const serviceQueries = {
  /** Key only: everything the console caches about one service. */
  all: (ref: ServiceRef) => serviceKey(ref),
  detail: (ref: ServiceRef) =>
    queryOptions({
      queryKey: [...serviceKey(ref), "details"],
      queryFn: ({ signal }) => managementRequest(serviceApiPath(ref), serviceSchema, { signal }),
    }),
};
