import { queryOptions } from "@tanstack/react-query";
import { z } from "@/shared/zod";
import { managementListRequest, managementRequest } from "@/lib/http-client";
import { stackApiPath, stackDashboardApiPath } from "@/lib/api-paths";
import { serviceKey } from "@/lib/query-keys";
import type { ServiceRef } from "@/lib/service-ref";
import { dashboardSchema } from "@/shared/schemas/dashboard";
import { alertSchema, sourceSchema, webhookSchema } from "@/shared/schemas/stack";

/** The dashboard API's own path for a dashboard (PUT saves there, with the bearer token). */
export const dashboardApiPath = (id: string) => `/dashboards/${encodeURIComponent(id)}`;

const stack = (ref: ServiceRef) => [...serviceKey(ref), "stack"] as const;

export const dashboardQueries = {
  /** Key only: every cached dashboard answer of one service. */
  all: (ref: ServiceRef) => [...stack(ref), "dashboards"] as const,
  list: (ref: ServiceRef) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(ref), "list"],
      // Item by item: one dashboard the console cannot read is noted, the others still show.
      queryFn: ({ signal }) => managementListRequest(stackApiPath(ref, "dashboards"), dashboardSchema, { signal }),
    }),
  detail: (ref: ServiceRef, dashboardId: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(ref), "detail", dashboardId],
      queryFn: ({ signal }) =>
        managementRequest(stackDashboardApiPath(ref, dashboardId), dashboardSchema, { signal }),
    }),
};

export const alertQueries = {
  all: (ref: ServiceRef) => [...stack(ref), "alerts"] as const,
  list: (ref: ServiceRef) =>
    queryOptions({
      queryKey: [...alertQueries.all(ref), "list"],
      queryFn: ({ signal }) => managementRequest(stackApiPath(ref, "alerts"), z.array(alertSchema), { signal }),
    }),
};

export const stackQueries = {
  sources: (ref: ServiceRef) =>
    queryOptions({
      queryKey: [...stack(ref), "sources"],
      queryFn: ({ signal }) => managementRequest(stackApiPath(ref, "sources"), z.array(sourceSchema), { signal }),
      staleTime: 5 * 60_000,
    }),
  webhooks: (ref: ServiceRef) =>
    queryOptions({
      queryKey: [...stack(ref), "webhooks"],
      queryFn: ({ signal }) => managementRequest(stackApiPath(ref, "webhooks"), z.array(webhookSchema), { signal }),
      staleTime: 5 * 60_000,
    }),
};
