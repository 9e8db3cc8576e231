import type { LazyRouteFunction, RouteObject } from "react-router";

/** When this tab last loaded a page anew for a new release (sessionStorage: the reload keeps it). */
const RELOADED_AT = "console.release-reload";

/**
 * A route's `lazy` whose failure reaches the route's error boundary. React Router keeps a route whose
 * lazy import rejected as still to load and draws nothing below the root: a blank page. Here the
 * failure resolves into a loader. After a new release replaced the files, it loads the page anew at
 * once, for the new index.html and its new file names. Else (a dropped connection) it asks for the
 * code again: that fails as the import did, and the route's error boundary says so; its Try again
 * runs the loader once more, and once the code arrives the page loads anew, with it.
 */
export function lazyRoute(load: LazyRouteFunction<RouteObject>): LazyRouteFunction<RouteObject> {
  return () =>
    load().catch(() => ({
      loader: async ({ request }) => {
        // No answer, or no storage to count reloads in: no reload. After one, the page waits to be left.
        if (await loadedAnewForNewRelease(request.url).catch(() => false)) return new Promise<never>(() => {});
        await load();
        location.reload();
      },
    }));
}

/**
 * A new release is out when the server answers that this very file is gone. Not twice within a
 * minute: a file the new release lacks too ends at the error panel, not in a loop of reloads.
 */
async function loadedAnewForNewRelease(url: string): Promise<boolean> {
  const loadAnew =
    Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) > 60_000 &&
    (await fetch(import.meta.url, { method: "HEAD", cache: "no-store" }).then((answer) => answer.status === 404));
  if (loadAnew) {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    location.assign(url);
  }
  return loadAnew;
}
