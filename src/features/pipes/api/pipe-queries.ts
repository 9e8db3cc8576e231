import { queryOptions } from "@tanstack/react-query";
import { managementListRequest, managementRequest } from "@/lib/http-client";
import { pipeApiPath, pipeSettingsApiPath, pipesApiPath } from "@/lib/api-paths";
import { serviceKey } from "@/lib/query-keys";
import type { ItemList } from "@/lib/item-list";
import type { ServiceRef } from "@/lib/service-ref";
import { pipeSchema, pipeSettingsSchema, type Pipe } from "@/shared/schemas/pipe";
import { hasTransitionalPipe } from "../model/pipe-list-model";

/** How often a view refreshes while a pipe it shows is changing state by itself. */
export const LIST_REFRESH_MS = 3000;
const DETAIL_REFRESH_MS = 1500;

/** Ends the current task, so the browser can handle a keystroke or paint before more work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const pipeQueries = {
  /** Key only: every cached pipe answer of one service. */
  all: (ref: ServiceRef) => [...serviceKey(ref), "pipes"] as const,
  list: (ref: ServiceRef) =>
    queryOptions({
      queryKey: [...pipeQueries.all(ref), "list"],
      queryFn: async ({ signal }) => {
        // Item by item: one pipe the console cannot read is noted, the others still show.
        const list = await managementListRequest(pipesApiPath(ref), pipeSchema, { signal });
        // With thousands of pipes, parsing and merging into the cache (structural sharing) each take
        // tens of milliseconds: doing them in separate tasks keeps a refresh from stalling typing.
        await yieldToBrowser();
        return list;
      },
      // Refreshes only while something moves by itself, and stops once nothing does.
      refetchInterval: (query) => (hasTransitionalPipe(query.state.data?.items) ? LIST_REFRESH_MS : false),
    }),
  detail: (ref: ServiceRef, pipeId: string) =>
    queryOptions({
      queryKey: [...pipeQueries.all(ref), "detail", pipeId],
      queryFn: ({ signal }) => managementRequest(pipeApiPath(ref, pipeId), pipeSchema, { signal }),
      refetchInterval: (query) => (query.state.data && hasTransitionalPipe([query.state.data]) ? DETAIL_REFRESH_MS : false),
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
