import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { serviceRefFrom } from "@/app/route-params";
import { pipeQueries } from "@/features/pipes/api/pipe-queries";
import { PipeBreadcrumb } from "@/features/pipes/components/pipe-breadcrumb";
import { PipeCreatePage } from "@/features/pipes/create/components/pipe-create-page";
import type { EndpointList } from "@/features/pipes/create/model/kafka-model";
import { reverseEndpointQueries } from "@/features/reverse-endpoints/api/reverse-endpoint-queries";
import { endpointName, statusLabel, typeLabel } from "@/features/reverse-endpoints/model/reverse-endpoint-labels";
import { serviceRoutePath } from "@/lib/route-paths";
import { ErrorPanel } from "@/ui/error-panel";
import { PageHeader } from "@/ui/page-header";
import { Skeleton } from "@/ui/skeleton";
import { tryAgainFor } from "@/lib/try-again";

/**
 * Starts loading the service's endpoints, its pipes (step 1 says a taken name from them, also on a page
 * not opened from the list: a reload, a link, Duplicate on a pipe's page) and the pipe to duplicate.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const ref = serviceRefFrom(params);
  void queryClient.prefetchQuery(reverseEndpointQueries.list(ref));
  void queryClient.prefetchQuery(pipeQueries.list(ref));
  const from = new URL(request.url).searchParams.get("from");
  if (from) void queryClient.prefetchQuery(pipeQueries.detail(ref, from));
  return null;
}

/**
 * New pipe, or a duplicate (`?from=<pipeId>`). The pipes area owns the form; the reverse private
 * endpoints it offers come from their own area, composed here.
 */
export function Component() {
  const ref = serviceRefFrom(useParams());
  const [search] = useSearchParams();
  const from = search.get("from");
  const navigate = useNavigate();
  const base = serviceRoutePath(ref);
  const endpointsQuery = useQuery(reverseEndpointQueries.list(ref));
  const sourceQuery = useQuery({ ...pipeQueries.detail(ref, from ?? ""), enabled: from !== null });
  const endpoints: EndpointList = endpointsQuery.isSuccess
    ? {
        state: "ready",
        // Named and typed as the endpoints' own pages name them, not by the API's MSK_MULTI_VPC.
        items: endpointsQuery.data.items.map((endpoint) => ({ id: endpoint.id, name: endpointName(endpoint), type: typeLabel(endpoint.type), status: statusLabel(endpoint.status) })),
      }
    : endpointsQuery.isError ? { state: "failed", error: endpointsQuery.error } : { state: "loading" };
  const title = from ? "Duplicate pipe" : "New pipe";

  const header = (
    <>
      <title>{`${title} · Pipes · Console`}</title>
      <PipeBreadcrumb listHref={`${base}/pipes`} current={title} />
      <PageHeader
        title={title}
        description={from && sourceQuery.data ? `A new pipe set up like ${sourceQuery.data.name}; its secrets are entered again.` : "Read from Kafka, object storage, Kinesis or Postgres into a table of this service."}
      />
    </>
  );
  if (from && sourceQuery.isPending) return <>{header}<Skeleton rows={6} label="Loading the pipe to duplicate" /></>;
  if (from && sourceQuery.isError) {
    return (
      <>
        {header}
        <ErrorPanel error={sourceQuery.error} title="The pipe to duplicate could not be loaded"
          onRetry={tryAgainFor(sourceQuery)} />
        <p><Link to={`${base}/pipes/new`}>Start from an empty form instead</Link></p>
      </>
    );
  }
  return (
    <>
      {header}
      <PipeCreatePage
        key={from ?? "new"}
        serviceRef={ref}
        sourcePipe={from ? sourceQuery.data : undefined}
        endpoints={endpoints}
        createEndpointHref={`${base}/reverse-endpoints/new`}
        onCreated={(pipe) => void navigate(`${base}/pipes/${pipe.id}`)}
        onCancel={() => void navigate(from ? `${base}/pipes/${from}` : `${base}/pipes`)}
      />
    </>
  );
}
