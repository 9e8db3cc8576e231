import { useParams, type LoaderFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { serviceRefFrom } from "@/app/route-params";
import { dashboardQueries } from "@/features/dashboards/api/dashboard-queries";
import { DashboardsList } from "@/features/dashboards/list/components/dashboards-list";

/** Starts loading the list with the page's code, without holding the navigation: the page shows its skeleton meanwhile. */
export function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(dashboardQueries.list(serviceRefFrom(params)));
  return null;
}

/** Observability dashboards of this service. */
export function Component() {
  const serviceRef = serviceRefFrom(useParams());
  return (
    <>
      <title>Dashboards · Console</title>
      <DashboardsList serviceRef={serviceRef} />
    </>
  );
}
