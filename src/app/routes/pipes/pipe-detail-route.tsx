import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { requireParam, serviceRefFrom } from "@/app/route-params";
import { pipeQueries } from "@/features/pipes/api/pipe-queries";
import { PipeDetail } from "@/features/pipes/components/pipe-detail";
import { reverseEndpointQueries } from "@/features/reverse-endpoints/api/reverse-endpoint-queries";
import { endpointName } from "@/features/reverse-endpoints/model/reverse-endpoint-labels";
import { serviceRoutePath } from "@/lib/route-paths";
import type { ServiceRef } from "@/lib/service-ref";

/** Starts loading the pipe and its settings with the page's code; the page shows a skeleton meanwhile. */
export function loader({ params }: LoaderFunctionArgs) {
  const ref = serviceRefFrom(params);
  const pipeId = requireParam(params, "pipeId");
  void queryClient.prefetchQuery(pipeQueries.detail(ref, pipeId));
  void queryClient.prefetchQuery(pipeQueries.settings(ref, pipeId));
  return null;
}

function listSearchFrom(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("listSearch" in state)) return undefined;
  return typeof state.listSearch === "string" && state.listSearch.startsWith("?") ? state.listSearch : undefined;
}

/**
 * A reverse private endpoint a Kafka source goes through, named as the endpoints' own pages name it.
 * The service's endpoints are read only once a pipe shows one; until then, or when they cannot be
 * read or this one is not among them, the link shows its id.
 */
function ReverseEndpointLink({ serviceRef, id }: { serviceRef: ServiceRef; id: string }) {
  // Read for the names only: not polled while some endpoint of the service is provisioning, as the endpoints' pages poll it.
  const { data } = useQuery({ ...reverseEndpointQueries.list(serviceRef), refetchInterval: false });
  const endpoint = data?.items.find((item) => item.id === id);
  return (
    <Link to={`${serviceRoutePath(serviceRef)}/reverse-endpoints/${id}`} className={endpoint ? undefined : "mono"}>
      {endpoint ? endpointName(endpoint) : id}
    </Link>
  );
}

/** One pipe: its source, destination and settings, and its start/stop/resync. The title comes with the pipe's name. */
export function Component() {
  const params = useParams();
  const location = useLocation();
  const ref = serviceRefFrom(params);
  return (
    <PipeDetail
      serviceRef={ref}
      pipeId={requireParam(params, "pipeId")}
      listSearch={listSearchFrom(location.state)}
      reverseEndpointLink={(id) => <ReverseEndpointLink serviceRef={ref} id={id} />}
    />
  );
}
