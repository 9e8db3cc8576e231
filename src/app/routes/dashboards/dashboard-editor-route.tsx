import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams, type LoaderFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { requireParam, serviceRefFrom } from "@/app/route-guards";
import { dashboardQueries, stackQueries } from "@/features/dashboards/api/dashboard-queries";
import { DashboardEditor } from "@/features/dashboards/editor/components/dashboard-editor";

export async function loader({ params }: LoaderFunctionArgs) {
  const serviceRef = serviceRefFrom(params);
  const dashboardId = requireParam(params, "dashboardId");
  // Sources only name data sources in tile summaries: the editor opens without them.
  void queryClient.prefetchQuery(stackQueries.sources(serviceRef));
  await queryClient.ensureQueryData(dashboardQueries.detail(serviceRef, dashboardId));
  return null;
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
