import type { LazyRouteFunction, RouteObject } from "react-router";

/**
 * A route's `lazy` whose failure reaches the route's error boundary. React Router keeps a route whose
 * lazy import rejected as still to load and draws nothing below the root: a blank page. Here the
 * failure (a dropped connection, or a new release that replaced the file) resolves into a loader
 * that asks for the code again: it fails as the import did, and the route's error boundary says so;
 * its Try again runs it once more, and once the code arrives the page loads anew, with it.
 */
export function lazyRoute(load: LazyRouteFunction<RouteObject>): LazyRouteFunction<RouteObject> {
  return () => load().catch(() => ({ loader: () => load().then(() => location.reload()) }));
}
