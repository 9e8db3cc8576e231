import { createBrowserRouter, data, redirect, type RouteObject } from "react-router";
import { endConsoleSession } from "@/features/connection/api/console-session";
import { clearCredentials, getCredentials, isRemembered } from "@/lib/credentials-store";
import { noteRefused } from "@/lib/reconnect-state";
import { setUnauthorizedHandler } from "@/lib/unauthorized";
import { queryClient } from "./app-query-client";
import { lazyRoute } from "./lazy-route";
import { requireCredentials } from "./route-guards";
import { RootLayout } from "./routes/root-layout";
import { RouteErrorBoundary, ServicePageErrorBoundary } from "./routes/route-error-boundary";

/** An address that names no page: the error boundary says so, under the page's heading, with its way on. */
function noPage(): never {
  throw data("There is nothing at this address. Check the link, or start again from your organizations.", { status: 404 });
}

/** Pages of one service; each area is its own lazily loaded chunk. */
const serviceChildren: RouteObject[] = [
  { index: true, loader: () => redirect("pipes") },
  { path: "pipes", lazy: lazyRoute(() => import("./routes/pipes/pipes-list-route")) },
  { path: "pipes/new", lazy: lazyRoute(() => import("./routes/pipes/pipe-create-route")) },
  { path: "pipes/:pipeId", lazy: lazyRoute(() => import("./routes/pipes/pipe-detail-route")) },
  { path: "service", lazy: lazyRoute(() => import("./routes/service/service-details-route")) },
  { path: "reverse-endpoints", lazy: lazyRoute(() => import("./routes/reverse-endpoints/reverse-endpoints-list-route")) },
  { path: "reverse-endpoints/new", lazy: lazyRoute(() => import("./routes/reverse-endpoints/reverse-endpoint-create-route")) },
  { path: "reverse-endpoints/:reverseEndpointId", lazy: lazyRoute(() => import("./routes/reverse-endpoints/reverse-endpoint-detail-route")) },
  { path: "dashboards", lazy: lazyRoute(() => import("./routes/dashboards/dashboards-list-route")) },
  { path: "dashboards/:dashboardId", lazy: lazyRoute(() => import("./routes/dashboards/dashboard-editor-route")) },
  { path: "*", loader: noPage },
].map((route) => ({ ...route, ErrorBoundary: ServicePageErrorBoundary }));

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, loader: () => redirect(getCredentials() ? "/o" : "/connect") },
      { path: "connect", lazy: lazyRoute(() => import("./routes/connect-route")) },
      { path: "disconnect", loader: () => redirect("/connect"), action: disconnect },
      {
        loader: requireCredentials,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { path: "o", lazy: lazyRoute(() => import("./routes/organizations-route")) },
          { path: "o/:organizationId", lazy: lazyRoute(() => import("./routes/services-route")) },
          {
            path: "o/:organizationId/s/:serviceId",
            lazy: lazyRoute(() => import("./routes/service-layout-route")),
            children: serviceChildren,
          },
        ],
      },
      { path: "*", loader: noPage, ErrorBoundary: RouteErrorBoundary },
    ],
  },
];

/**
 * Disconnect (the top bar's button submits here): a navigation like any other, so a page with unsaved
 * edits asks first; only once the user has chosen to leave are the key, the console session and
 * every cached answer forgotten, the session before the connect page asks whether one is open.
 */
async function disconnect() {
  await endConsoleSession();
  clearCredentials();
  queryClient.clear();
  return redirect("/connect");
}

export const router = createBrowserRouter(routes);

// A 401 during work means the stored key no longer works: forget it and ask for one in place
// (the reconnect dialog), so the page, its edits and the way around it all stay. Nothing navigates:
// a move here would meet the unsaved-changes guard, and a page left is work lost.
setUnauthorizedHandler((error) => {
  const { location, navigation } = router.state;
  // On the way to the connect page (or disconnecting), a missing key is expected.
  if (["/connect", "/disconnect"].includes((navigation.location ?? location).pathname)) return;
  // The dashboard API's refusal is about its token: the management API's key still works, so it
  // stays, and only the token is asked for (a wrong token is not checked on the connect page: the
  // dashboard API has no read to check it with).
  const tokenOnly = error.api === "dashboard";
  noteRefused(error, { keyId: getCredentials()?.keyId, remember: isRemembered(), tokenOnly });
  if (!tokenOnly) clearCredentials();
});
