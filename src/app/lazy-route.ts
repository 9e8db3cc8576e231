import type { LazyRouteFunction, RouteObject } from "react-router";

/** A page's code that did not arrive: a dropped connection, or a new release that replaced the file. */
export class RouteCodeError extends Error {
  constructor(cause: unknown) {
    super("Check the connection, then try again: the page loads anew.", { cause });
    this.name = "RouteCodeError";
  }
}

/**
 * A route's `lazy` whose failure reaches the route's error boundary. React Router keeps a route whose
 * lazy import rejected as still to load and draws nothing below the root: a blank page. Here the
 * failure resolves into a loader that throws it instead.
 */
export function lazyRoute(load: LazyRouteFunction<RouteObject>): LazyRouteFunction<RouteObject> {
  return () =>
    load().catch((error: unknown) => ({
      loader: () => {
        throw new RouteCodeError(error);
      },
    }));
}
