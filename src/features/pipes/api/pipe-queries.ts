import { queryOptions } from "@tanstack/react-query";
import { managementListRequest, managementRequest } from "@/lib/http-client";
import { pipeApiPath, pipeSettingsApiPath, pipesApiPath } from "@/lib/api-paths";
import { serviceKey } from "@/lib/query-keys";
import { shareItemList, shareUnchangedItems, type ItemList } from "@/lib/item-list";
import type { ServiceRef } from "@/lib/service-ref";
import { pipeSchema, pipeSettingsSchema, type Pipe } from "@/shared/schemas/pipe";
import { hasTransitionalPipe } from "../model/pipe-list-model";
import { pollInterval } from "@/lib/poll-interval";

/** How often a view refreshes while a pipe it shows is changing state by itself... */
export const LIST_REFRESH_MS = 3000;
const DETAIL_REFRESH_MS = 1500;
/** ...and once nothing it shows has changed for a minute (a pipe that takes long, or stays in Setup). */
export const SETTLED_REFRESH_MS = 15_000;

export const pipeQueries = {
  /** Key only: every cached pipe answer of one service. */
  all: (ref: ServiceRef) => [...serviceKey(ref), "pipes"] as const,
  list: (ref: ServiceRef) =>
    queryOptions({
      queryKey: [...pipeQueries.all(ref), "list"],
      queryFn: async ({ signal, client, queryKey }) => {
        // Item by item: one pipe the console cannot read is noted, the others still show.
        const list = await managementListRequest(pipesApiPath(ref), pipeSchema, { signal });
        // A refresh of thousands of pipes is compared with what is shown in slices too, so merging it
        // into the cache (structural sharing) is quick and does not stall typing.
        return shareUnchangedItems(client.getQueryData<ItemList<Pipe>>(queryKey), list, (pipe) => pipe.id, { signal });
      },
      // Shared by id above; TanStack Query's own sharing compares by position (item-list.ts keepIfUnchanged).
      structuralSharing: shareItemList,
      // Refreshes only while something moves by itself, and stops once nothing does.
      refetchInterval: ({ state: { data } }) => (data && hasTransitionalPipe(data.items) ? pollInterval(data, LIST_REFRESH_MS, SETTLED_REFRESH_MS) : false),
    }),
  detail: (ref: ServiceRef, pipeId: string) =>
    queryOptions({
      queryKey: [...pipeQueries.all(ref), "detail", pipeId],
      queryFn: ({ signal }) => managementRequest(pipeApiPath(ref, pipeId), pipeSchema, { signal }),
      refetchInterval: ({ state: { data } }) => (data && hasTransitionalPipe([data]) ? pollInterval(data, DETAIL_REFRESH_MS, SETTLED_REFRESH_MS) : false),
    }),
  settings: (ref: ServiceRef, pipeId: string) =>
    queryOptions({
      queryKey: [...pipeQueries.all(ref), "detail", pipeId, "settings"],
      queryFn: ({ signal }) => managementRequest(pipeSettingsApiPath(ref, pipeId), pipeSettingsSchema, { signal }),
    }),
};

/** A pipe from the cached list, so a detail page opened from the list shows at once while it loads. */
export function pipeFromList(list: ItemList<Pipe> | undefined, pipeId: string): Pipe | undefined {
  return list?.items.find((pipe) => pipe.id === pipeId);
}
