import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { serviceRefFrom } from "@/app/route-params";
import { reverseEndpointQueries } from "@/features/reverse-endpoints/api/reverse-endpoint-queries";
import { ReverseEndpointList } from "@/features/reverse-endpoints/components/reverse-endpoint-list";
import { serviceRoutePath } from "@/lib/route-paths";
import { ErrorPanel } from "@/ui/error-panel";
import { PageHeader } from "@/ui/page-header";
import { TableSkeleton } from "@/ui/skeleton";
import { PAGE_HEADINGS } from "@/shared/page-headings";

/** Starts loading the list with the page's code, without holding the navigation: the page shows its skeleton meanwhile. */
export function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(reverseEndpointQueries.list(serviceRefFrom(params)));
  return null;
}

/** What the detail page leaves behind after a delete, so the list can say it happened. */
export interface ReverseEndpointsListState {
  deleted?: string;
}

/** Private connections through which the service reaches your data sources. */
export function Component() {
  const ref = serviceRefFrom(useParams());
  const query = useQuery(reverseEndpointQueries.list(ref));
  const state = useLocation().state as ReverseEndpointsListState | null;
  const list = query.data;
  return (
    <>
      <title>Reverse private endpoints · Console</title>
      <PageHeader
        {...PAGE_HEADINGS.reverseEndpoints}
        actions={
          list && list.items.length + list.unreadable.length > 0 && (
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
      {list ? (
        <ReverseEndpointList serviceRef={ref} list={list} />
      ) : query.isError ? (
        <ErrorPanel error={query.error} title="The reverse private endpoints could not be loaded" onRetry={() => void query.refetch()} />
      ) : (
        <TableSkeleton label="Loading reverse private endpoints" columns={5} rows={3} />
      )}
    </>
  );
}
