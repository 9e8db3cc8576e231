/**
 * Modules a page's loader starts loading at once (a dynamic import it does not wait for), by page
 * pattern (shared/page-modules.ts) and source path. Their chunks are named with the route's, so
 * the browser does not wait for the route's code to run before asking for them. Only the server
 * reads this table (shared/page-modules.ts is in the entry, which would carry it for nothing);
 * src/app/page-modules.test.ts holds it to the code.
 */
export const PAGE_LOADS: Readonly<Record<string, readonly string[]>> = {
  // dashboard-editor-route.tsx's loader: loadTimeChart(), the charts' code (uPlot). Not the grid that
  // drags tiles (loadWideGrid): the loader asks for it only on a wide window, and a phone would fetch
  // it for nothing.
  "/o/:organizationId/s/:serviceId/dashboards/:dashboardId": ["src/features/dashboards/charts/components/time-chart.tsx"],
};
