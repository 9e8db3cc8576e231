import { queryOptions } from "@tanstack/react-query";
import { managementListRequest, managementRequest } from "@/lib/http-client";
import { reverseEndpointApiPath, reverseEndpointsApiPath } from "@/lib/api-paths";
import { serviceKey } from "@/lib/query-keys";
import type { ServiceRef } from "@/lib/service-ref";
import { reverseEndpointSchema } from "@/shared/schemas/reverse-endpoint";
import { pollWhileTransitional } from "../model/reverse-endpoint-status";

export const reverseEndpointQueries = {
  /** Key only: every cached reverse private endpoint answer of one service. */
  all: (ref: ServiceRef) => [...serviceKey(ref), "reverse-endpoints"] as const,
  list: (ref: ServiceRef) =>
    queryOptions({
      queryKey: [...reverseEndpointQueries.all(ref), "list"],
      // Item by item: one endpoint the console cannot read is noted, the others still show.
      queryFn: ({ signal }) => managementListRequest(reverseEndpointsApiPath(ref), reverseEndpointSchema, { signal }),
      // Endpoints settle by themselves (Provisioning → Ready): follow them while one is on its way.
      refetchInterval: (query) => pollWhileTransitional(query.state.data?.items),
    }),
  detail: (ref: ServiceRef, id: string) =>
    queryOptions({
      queryKey: [...reverseEndpointQueries.all(ref), "detail", id],
      queryFn: ({ signal }) => managementRequest(reverseEndpointApiPath(ref, id), reverseEndpointSchema, { signal }),
      refetchInterval: ({ state: { data } }) => (data ? pollWhileTransitional([data], data) : false),
    }),
};
