import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { serviceRefFrom } from "@/app/route-guards";
import { reverseEndpointQueries } from "@/features/reverse-endpoints/api/reverse-endpoint-queries";
import { ReverseEndpointList } from "@/features/reverse-endpoints/components/reverse-endpoint-list";
import { serviceRoutePath } from "@/lib/route-paths";
import { PageHeader } from "@/ui/page-header";

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(reverseEndpointQueries.list(serviceRefFrom(params)));
  return null;
}

/** What the detail page leaves behind after a delete, so the list can say it happened. */
export interface ReverseEndpointsListState {
  deleted?: string;
}

/** Private connections through which the service reaches your data sources. */
export function Component() {
  const ref = serviceRefFrom(useParams());
  const { data: endpoints } = useSuspenseQuery(reverseEndpointQueries.list(ref));
  const state = useLocation().state as ReverseEndpointsListState | null;
  return (
    <>
      <title>Reverse private endpoints · Console</title>
      <PageHeader
        title="Reverse private endpoints"
        description="Private connections through which the service reaches your data sources."
        actions={
          endpoints.length > 0 && (
            <Link className="button button--primary" to={`${serviceRoutePath(ref)}/reverse-endpoints/new`}>
              Create endpoint
            </Link>
          )
        }
      />
      {state?.deleted && (
        <p className="success-note rpe-note" role="status">
          Deleted “{state.deleted}”.
        </p>
      )}
      <ReverseEndpointList serviceRef={ref} endpoints={endpoints} />
    </>
  );
}
