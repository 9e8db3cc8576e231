import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { managementRequest } from "@/lib/http-client";
import { serviceApiPath, serviceKey, type ServiceRef } from "@/lib/service-ref";
import { pipeSchema, pipeSettingsSchema } from "@/shared/schemas/pipe";

export const pipesApiPath = (ref: ServiceRef) => `${serviceApiPath(ref)}/pipes`;
export const pipeApiPath = (ref: ServiceRef, pipeId: string) => `${pipesApiPath(ref)}/${encodeURIComponent(pipeId)}`;

export const pipeQueries = {
  /** Key only: every cached pipe answer of one service. */
  all: (ref: ServiceRef) => [...serviceKey(ref), "pipes"] as const,
  list: (ref: ServiceRef) =>
    queryOptions({
      queryKey: [...pipeQueries.all(ref), "list"],
      queryFn: ({ signal }) => managementRequest(pipesApiPath(ref), z.array(pipeSchema), { signal }),
    }),
  detail: (ref: ServiceRef, pipeId: string) =>
    queryOptions({
      queryKey: [...pipeQueries.all(ref), "detail", pipeId],
      queryFn: ({ signal }) => managementRequest(pipeApiPath(ref, pipeId), pipeSchema, { signal }),
    }),
  settings: (ref: ServiceRef, pipeId: string) =>
    queryOptions({
      queryKey: [...pipeQueries.all(ref), "detail", pipeId, "settings"],
      queryFn: ({ signal }) => managementRequest(`${pipeApiPath(ref, pipeId)}/settings`, pipeSettingsSchema, { signal }),
    }),
};
