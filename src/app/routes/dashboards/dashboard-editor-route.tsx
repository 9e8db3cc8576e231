import { useQuery } from "@tanstack/react-query";
import { Link, useLoaderData, useParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { requireParam, serviceRefFrom } from "@/app/route-params";
import { alertQueries, dashboardQueries, stackQueries } from "@/features/dashboards/api/dashboard-queries";
import { firstScreenOfGrid, prefetchFirstSeries } from "@/features/dashboards/charts/api/first-series";
import { loadTimeChart } from "@/features/dashboards/charts/components/load-time-chart";
import { DashboardBreadcrumb, DashboardEditor } from "@/features/dashboards/editor/components/dashboard-editor";
import { loadWideGrid } from "@/features/dashboards/editor/components/load-wide-grid";
import { WIDE_GRID_WINDOWS } from "@/features/dashboards/editor/model/grid-geometry";
import { isApiError } from "@/lib/api-error";
import { serviceRoutePath } from "@/lib/route-paths";
import { ErrorPanel } from "@/ui/error-panel";
import { PageHeader } from "@/ui/page-header";
import { SkeletonText, TilesSkeleton } from "@/ui/skeleton";
import { tryAgainFor } from "@/lib/try-again";

/**
 * Starts loading the dashboard with the page's code, without holding the navigation: the page shows
 * its skeleton meanwhile. Returns the moment the page was asked for, which its time range is read against.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const readAt = Date.now();
  const serviceRef = serviceRefFrom(params);
  const dashboardId = requireParam(params, "dashboardId");
  // Sources only name data sources in tile summaries: the editor opens without them.
  void queryClient.prefetchQuery(stackQueries.sources(serviceRef));
  // The charts' code (uPlot) loads while the dashboard and its first series are on their way.
  void loadTimeChart();
  // So does the grid that drags tiles, on a window wide enough for it: elsewhere the tiles stack and it
  // is never needed.
  if (window.matchMedia(WIDE_GRID_WINDOWS).matches) void loadWideGrid();
  // With the dashboard, the series of the tiles on the first screen: they do not wait for the grid.
  void queryClient.fetchQuery(dashboardQueries.detail(serviceRef, dashboardId)).then(
    (dashboard) => {
      const firstScreen = firstScreenOfGrid(document.querySelector("main"), window);
      prefetchFirstSeries(queryClient, serviceRef, dashboard.tiles, new URL(request.url).searchParams, readAt, firstScreen);
    },
    // The page shows the failure: its own query holds it.
    () => undefined,
  );
  // The alerts panel and the tiles' alert counts: asked for with the dashboard, not once it has rendered.
  void queryClient.prefetchQuery(alertQueries.list(serviceRef));
  void queryClient.prefetchQuery(stackQueries.webhooks(serviceRef));
  return { readAt };
}

/** A new time range or refresh in the URL is the editor's own business: the dashboard is not read again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** Edit one dashboard's tiles on a grid. */
export function Component() {
  const params = useParams();
  const serviceRef = serviceRefFrom(params);
  const dashboardId = requireParam(params, "dashboardId");
  const { readAt } = useLoaderData<typeof loader>();
  // The loader asks on every visit: its failed read is shown, not sent again as the page mounts.
  const query = useQuery({ ...dashboardQueries.detail(serviceRef, dashboardId), retryOnMount: false });
  if (query.data) {
    // A new dashboard (or organization, or service) starts a new editor with its own draft and history.
    return <DashboardEditor key={`${serviceRef.organizationId}/${serviceRef.serviceId}/${dashboardId}`} serviceRef={serviceRef} dashboard={query.data} readAt={readAt} />;
  }
  // Until it arrives, the name the list showed (when the user came from there).
  const listed = queryClient.getQueryData(dashboardQueries.list(serviceRef).queryKey)?.items.find((dashboard) => dashboard.id === dashboardId)?.name;
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <>
      <title>{`${listed ?? "Dashboard"} · Dashboards · Console`}</title>
      <DashboardBreadcrumb serviceRef={serviceRef} current={listed ?? "Dashboard"} />
      <PageHeader
        title={notFound ? "Not found" : listed ?? <SkeletonText width={18} label="Dashboard" />}
        actions={notFound && <Link className="button" to={`${serviceRoutePath(serviceRef)}/dashboards`}>Back</Link>}
      />
      {query.isError ? (
        <ErrorPanel error={query.error} title={notFound ? "This dashboard does not exist" : "The dashboard could not be loaded"} onRetry={tryAgainFor(query)} />
      ) : (
        <TilesSkeleton label="Loading dashboard" tiles={4} />
      )}
    </>
  );
}
