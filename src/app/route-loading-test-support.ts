import { matchRoutes, type RouteObject } from "react-router";
import { routes } from "./router";

// For tests that hold a table to what the router really does for a page (page-modules.test.ts,
// first-requests.test.ts): the routes a path matches, their lazy modules and loaders, and the
// redirect of a path that only sends the browser on.

const BASE = "http://console.test";

/** A route the router matches for a path, with its parameters and the module its `lazy` loads (if any). */
export interface LoadedRoute {
  route: RouteObject;
  params: Record<string, string | undefined>;
  lazy: Record<string, unknown> | undefined;
}

/** The routes the router matches for `pathname`, root first, each with its lazy module loaded. */
export async function loadRoutes(pathname: string): Promise<LoadedRoute[]> {
  const loaded: LoadedRoute[] = [];
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    const lazy = typeof route.lazy === "function" ? ((await route.lazy()) as Record<string, unknown>) : undefined;
    loaded.push({ route, params, lazy });
  }
  return loaded;
}

/** Runs a matched route's loader (its lazy module's, else its own) as the router would for `pathname`. */
export async function runLoader({ route, params, lazy }: LoadedRoute, pathname: string): Promise<unknown> {
  const loader = (lazy?.loader ?? route.loader) as ((args: unknown) => unknown) | undefined;
  const url = new URL(pathname, BASE);
  return loader?.({ request: new Request(url), url, pattern: route.path ?? "", params, context: undefined });
}

/** Where the router sends `pathname` when it only redirects (the start, a service's own address). */
export async function redirectOf(pathname: string): Promise<string | undefined> {
  const leaf = (await loadRoutes(pathname)).at(-1);
  if (!leaf?.route.index) return undefined;
  const answer = await runLoader(leaf, pathname);
  if (!(answer instanceof Response) || !answer.headers.has("Location")) return undefined;
  return new URL(answer.headers.get("Location")!, new URL(pathname.endsWith("/") ? pathname : `${pathname}/`, BASE)).pathname;
}
