import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { managementRequest } from "@/lib/http-client";
import { serviceApiPath, serviceKey, type ServiceRef } from "@/lib/service-ref";
import { reverseEndpointSchema } from "@/shared/schemas/reverse-endpoint";

export const reverseEndpointsApiPath = (ref: ServiceRef) => `${serviceApiPath(ref)}/pipesReversePrivateEndpoints`;
export const reverseEndpointApiPath = (ref: ServiceRef, id: string) => `${reverseEndpointsApiPath(ref)}/${encodeURIComponent(id)}`;

export const reverseEndpointQueries = {
  /** Key only: every cached reverse private endpoint answer of one service. */
  all: (ref: ServiceRef) => [...serviceKey(ref), "reverse-endpoints"] as const,
  list: (ref: ServiceRef) =>
    queryOptions({
      queryKey: [...reverseEndpointQueries.all(ref), "list"],
      queryFn: ({ signal }) => managementRequest(reverseEndpointsApiPath(ref), z.array(reverseEndpointSchema), { signal }),
    }),
  detail: (ref: ServiceRef, id: string) =>
    queryOptions({
      queryKey: [...reverseEndpointQueries.all(ref), "detail", id],
      queryFn: ({ signal }) => managementRequest(reverseEndpointApiPath(ref, id), reverseEndpointSchema, { signal }),
    }),
};
