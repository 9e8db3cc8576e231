import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { requireParam, serviceRefFrom } from "@/app/route-guards";
import { dashboardQueries, stackQueries } from "@/features/dashboards/api/dashboard-queries";
import { loadTimeChart } from "@/features/dashboards/charts/components/load-time-chart";
import { DashboardEditor } from "@/features/dashboards/editor/components/dashboard-editor";

export async function loader({ params }: LoaderFunctionArgs) {
  const serviceRef = serviceRefFrom(params);
  const dashboardId = requireParam(params, "dashboardId");
  // Sources only name data sources in tile summaries: the editor opens without them.
  void queryClient.prefetchQuery(stackQueries.sources(serviceRef));
  // The charts' code (uPlot) loads while the dashboard and its first series are on their way.
  void loadTimeChart();
  await queryClient.ensureQueryData(dashboardQueries.detail(serviceRef, dashboardId));
  return null;
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
  const { data: dashboard } = useSuspenseQuery(dashboardQueries.detail(serviceRef, dashboardId));
  // A new dashboard (or organization, or service) starts a new editor with its own draft and history.
  return <DashboardEditor key={`${serviceRef.organizationId}/${serviceRef.serviceId}/${dashboardId}`} serviceRef={serviceRef} dashboard={dashboard} />;
}
