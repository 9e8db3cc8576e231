/**
 * Which lazily loaded route modules (by source path, as the build's manifest names them) the page at
 * a URL needs. The server names their chunks in the HTML it answers with (`<link rel=modulepreload>`),
 * so the browser fetches them beside the entry script instead of after it has run. The router
 * (src/app/router.tsx) is the truth; src/app/page-modules.test.ts checks this table against it.
 * The first-requests script (src/app/first-requests.ts) finds a page's API reads by the same patterns.
 */

const ROUTES = "src/app/routes";
const SERVICE_LAYOUT = `${ROUTES}/service-layout-route.tsx`;
const service = (page: string) => [SERVICE_LAYOUT, `${ROUTES}/${page}.tsx`];

/** Path patterns (`:name` is one segment) and the modules of the routes they match, outermost first. */
export const PAGE_MODULES: readonly { path: string; modules: readonly string[] }[] = [
  // The start: a newcomer is sent on to the connect page (someone signed in to /o, which is small).
  { path: "/", modules: [`${ROUTES}/connect-route.tsx`] },
  { path: "/connect", modules: [`${ROUTES}/connect-route.tsx`] },
  { path: "/o", modules: [`${ROUTES}/organizations-route.tsx`] },
  { path: "/o/:organizationId", modules: [`${ROUTES}/services-route.tsx`] },
  // A service's own address opens its pipes.
  { path: "/o/:organizationId/s/:serviceId", modules: service("pipes/pipes-list-route") },
  { path: "/o/:organizationId/s/:serviceId/pipes", modules: service("pipes/pipes-list-route") },
  { path: "/o/:organizationId/s/:serviceId/pipes/new", modules: service("pipes/pipe-create-route") },
  { path: "/o/:organizationId/s/:serviceId/pipes/:pipeId", modules: service("pipes/pipe-detail-route") },
  { path: "/o/:organizationId/s/:serviceId/service", modules: service("service/service-details-route") },
  { path: "/o/:organizationId/s/:serviceId/reverse-endpoints", modules: service("reverse-endpoints/reverse-endpoints-list-route") },
  { path: "/o/:organizationId/s/:serviceId/reverse-endpoints/new", modules: service("reverse-endpoints/reverse-endpoint-create-route") },
  {
    path: "/o/:organizationId/s/:serviceId/reverse-endpoints/:reverseEndpointId",
    modules: service("reverse-endpoints/reverse-endpoint-detail-route"),
  },
  { path: "/o/:organizationId/s/:serviceId/dashboards", modules: service("dashboards/dashboards-list-route") },
  { path: "/o/:organizationId/s/:serviceId/dashboards/:dashboardId", modules: service("dashboards/dashboard-editor-route") },
];

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

function matches(pattern: string, path: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path);
  return want.length === have.length && want.every((segment, index) => segment === have[index] || (segment.startsWith(":") && have[index] !== ""));
}

/**
 * The page (its path pattern and route modules) at `pathname`; none for a path no page has. A
 * literal segment wins over a parameter (`pipes/new` is not a pipe called "new"), as in the router.
 */
export function pageAt(pathname: string): (typeof PAGE_MODULES)[number] | undefined {
  const candidates = PAGE_MODULES.filter((page) => matches(page.path, pathname));
  const literal = (path: string) => segmentsOf(path).filter((segment) => !segment.startsWith(":")).length;
  return candidates.sort((a, b) => literal(b.path) - literal(a.path))[0];
}

/** The route modules the page at `pathname` needs; none for a path no page has. */
export function pageModulesFor(pathname: string): readonly string[] {
  return pageAt(pathname)?.modules ?? [];
}

/**
 * The values of a page pattern's parameters in `pathname` (which it matches), decoded as the router
 * decodes them; none when a segment is not valid percent-encoding.
 */
export function pageParams(pattern: string, pathname: string): Record<string, string> | undefined {
  const have = segmentsOf(pathname);
  const params: Record<string, string> = {};
  try {
    segmentsOf(pattern).forEach((segment, index) => {
      if (segment.startsWith(":")) params[segment.slice(1)] = decodeURIComponent(have[index] ?? "");
    });
  } catch {
    return undefined;
  }
  return params;
}
