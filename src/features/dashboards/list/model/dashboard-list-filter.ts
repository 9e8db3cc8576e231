import { naturalCompare } from "@/lib/natural-compare";
import { withParam } from "@/lib/search-params";
import type { Dashboard } from "@/shared/schemas/dashboard";

/** The list's filter, kept in the URL (`?q=…&tag=…`) so a filtered list can be shared and survives a reload. */
export interface DashboardFilter {
  query: string;
  tag: string;
}

export function filterFromSearch(search: URLSearchParams): DashboardFilter {
  return { query: search.get("q") ?? "", tag: search.get("tag") ?? "" };
}

/** The URL's search with the filter applied; empty parts leave the URL, other parameters stay. */
export function searchWithFilter(search: URLSearchParams, filter: Partial<DashboardFilter>): URLSearchParams {
  const withQuery = filter.query === undefined ? search : withParam(search, "q", filter.query);
  return filter.tag === undefined ? new URLSearchParams(withQuery) : withParam(withQuery, "tag", filter.tag);
}

const byName = (a: Dashboard, b: Dashboard) => naturalCompare(a.name, b.name);

/** Dashboards whose name contains the query (any case) and that carry the tag, by name. */
export function filterDashboards(dashboards: readonly Dashboard[], filter: DashboardFilter): Dashboard[] {
  const query = filter.query.trim().toLocaleLowerCase();
  return dashboards
    .filter((dashboard) => (query === "" || dashboard.name.toLocaleLowerCase().includes(query)) && (filter.tag === "" || dashboard.tags.includes(filter.tag)))
    .sort(byName);
}

/** Every tag in use, once each, alphabetically: the choices of the tag filter. */
export function tagsInUse(dashboards: readonly Dashboard[]): string[] {
  return [...new Set(dashboards.flatMap((dashboard) => dashboard.tags))].sort(naturalCompare);
}
