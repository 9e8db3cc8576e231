import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { clearCredentials, getCredentials, isRemembered } from "@/lib/credentials-store";
import { noteRefused } from "@/lib/reconnect-state";
import { setUnauthorizedHandler } from "@/lib/unauthorized";
import { requireCredentials } from "./route-guards";
import { NotFoundPage, ServiceNotFoundPage } from "./routes/not-found-page";
import { FirstLoadFallback, RootLayout } from "./routes/root-layout";
import { RouteErrorBoundary, ServicePageErrorBoundary } from "./routes/route-error-boundary";

/** Pages of one service; each area is its own lazily loaded chunk. */
const serviceChildren: RouteObject[] = [
  { index: true, loader: () => redirect("pipes") },
  { path: "pipes", lazy: () => import("./routes/pipes/pipes-list-route") },
  { path: "pipes/new", lazy: () => import("./routes/pipes/pipe-create-route") },
  { path: "pipes/:pipeId", lazy: () => import("./routes/pipes/pipe-detail-route") },
  { path: "service", lazy: () => import("./routes/service/service-details-route") },
  { path: "reverse-endpoints", lazy: () => import("./routes/reverse-endpoints/reverse-endpoints-list-route") },
  { path: "reverse-endpoints/new", lazy: () => import("./routes/reverse-endpoints/reverse-endpoint-create-route") },
  { path: "reverse-endpoints/:reverseEndpointId", lazy: () => import("./routes/reverse-endpoints/reverse-endpoint-detail-route") },
  { path: "dashboards", lazy: () => import("./routes/dashboards/dashboards-list-route") },
  { path: "dashboards/:dashboardId", lazy: () => import("./routes/dashboards/dashboard-editor-route") },
  { path: "*", Component: ServiceNotFoundPage },
].map((route) => ({ ...route, ErrorBoundary: ServicePageErrorBoundary }));

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FirstLoadFallback,
    children: [
      { index: true, loader: () => redirect(getCredentials() ? "/o" : "/connect") },
      { path: "connect", lazy: () => import("./routes/connect-route") },
      {
        loader: requireCredentials,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { path: "o", lazy: () => import("./routes/organizations-route") },
          { path: "o/:organizationId", lazy: () => import("./routes/services-route") },
          {
            path: "o/:organizationId/s/:serviceId",
            lazy: () => import("./routes/service-layout-route"),
            children: serviceChildren,
          },
        ],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

export const router = createBrowserRouter(routes);

// A 401 during work means the stored key no longer works: forget it and ask for one in place
// (the reconnect dialog), so the page, its edits and the way around it all stay. Nothing navigates:
// a move here would meet the unsaved-changes guard, and a page left is work lost.
setUnauthorizedHandler((error) => {
  const { location, navigation } = router.state;
  if ((navigation.location ?? location).pathname === "/connect") return;
  noteRefused(error, { keyId: getCredentials()?.keyId, remember: isRemembered() });
  clearCredentials();
});
