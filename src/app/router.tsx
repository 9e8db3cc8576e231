import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { clearCredentials, getCredentials } from "@/lib/credentials-store";
import { setUnauthorizedHandler } from "@/lib/unauthorized";
import { queryClient } from "./app-query-client";
import { connectPath, requireCredentials } from "./route-guards";
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

// A 401 anywhere means the stored key no longer works: forget it and ask again,
// remembering where the user was (the pending navigation if one is under way).
setUnauthorizedHandler(() => {
  const { location, navigation } = router.state;
  const here = navigation.location ?? location;
  if (here.pathname === "/connect") return;
  clearCredentials();
  queryClient.clear();
  void router.navigate(connectPath(here.pathname + here.search, "expired"), { replace: true });
});
