import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Drops a query from the cache once no page shows it: at once if none does, else when the last
 * one leaves. For data that no longer exists (a deleted pipe) while the page that deleted it is
 * still on screen: that page keeps its copy until it goes, and a page that opens it later (browser
 * Back) reads it again instead of showing the copy.
 */
export function removeWhenUnobserved(queryClient: QueryClient, queryKey: QueryKey): void {
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (query === undefined) return;
  if (query.getObserversCount() === 0) return cache.remove(query);
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query || event.type !== "observerRemoved" || query.getObserversCount() > 0) return;
    unsubscribe();
    cache.remove(query);
  });
}
