import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { requireParam, serviceRefFrom } from "@/app/route-params";
import { pipeQueries } from "@/features/pipes/api/pipe-queries";
import { pipeStateTone } from "@/features/pipes/model/pipe-format";
import { reverseEndpointQueries } from "@/features/reverse-endpoints/api/reverse-endpoint-queries";
import { DeleteReverseEndpoint } from "@/features/reverse-endpoints/components/delete-reverse-endpoint";
import { EndpointPipes, type PipeUsingEndpoint } from "@/features/reverse-endpoints/components/endpoint-pipes";
import { ReverseEndpointDetails } from "@/features/reverse-endpoints/components/reverse-endpoint-details";
import { endpointName, typeLabel } from "@/features/reverse-endpoints/model/reverse-endpoint-labels";
import { serviceRoutePath } from "@/lib/route-paths";
import type { ServiceRef } from "@/lib/service-ref";
import type { ReverseEndpoint } from "@/shared/schemas/reverse-endpoint";
import { BadAddressPanel, namesNothing } from "@/ui/bad-address-panel";
import { ErrorPanel } from "@/ui/error-panel";
import { PageHeader } from "@/ui/page-header";
import { ListBreadcrumb } from "@/ui/list-breadcrumb";
import { CardsSkeleton } from "@/ui/skeleton";
import type { ReverseEndpointsListState } from "./reverse-endpoints-list-route";
import { foundNothing, tryAgainFor } from "@/lib/try-again";

/** Starts loading the endpoint with the page's code; the page shows its skeleton meanwhile. */
export function loader({ params }: LoaderFunctionArgs) {
  const ref = serviceRefFrom(params);
  void queryClient.prefetchQuery(reverseEndpointQueries.detail(ref, requireParam(params, "reverseEndpointId")));
  // The pipes that use the endpoint come later: the endpoint itself should not wait for the whole pipe list.
  void queryClient.prefetchQuery(pipeQueries.list(ref));
  return null;
}

/** Pipes whose kafka source goes through the endpoint, as the endpoint's page shows them. */
function usePipesUsing(ref: ServiceRef, endpointId: string) {
  const pipes = useQuery({
    ...pipeQueries.list(ref),
    select: (list): { using: PipeUsingEndpoint[]; unreadable: number } => ({
      using: list.items
        .filter((pipe) => pipe.source.kafka?.reversePrivateEndpointIds?.includes(endpointId))
        .map((pipe) => ({ id: pipe.id, name: pipe.name, state: pipe.state, tone: pipeStateTone(pipe.state), href: `${serviceRoutePath(ref)}/pipes/${pipe.id}` })),
      // A pipe the console could not read may use the endpoint too: the page says so rather than keep quiet.
      unreadable: list.unreadable.length,
    }),
  });
  return { pipes: pipes.data?.using, unreadable: pipes.data?.unreadable ?? 0, error: pipes.error, retry: () => void pipes.refetch() };
}

/** One private connection and its DNS names; follows it while it is provisioning. */
export function Component() {
  const params = useParams();
  const ref = serviceRefFrom(params);
  const id = requireParam(params, "reverseEndpointId");
  // The loader asks on every visit: its failed read is shown, not sent again as the page mounts.
  const query = useQuery({ ...reverseEndpointQueries.detail(ref, id), retryOnMount: false });
  const listPath = `${serviceRoutePath(ref)}/reverse-endpoints`;
  if (query.data) return <EndpointPage serviceRef={ref} endpoint={query.data} checkedAt={query.dataUpdatedAt} refreshError={query.error} listPath={listPath} />;

  // Until it arrives, the name the list showed (when the user came from there).
  const listed = queryClient.getQueryData(reverseEndpointQueries.list(ref).queryKey)?.items.find((endpoint) => endpoint.id === id);
  const name = listed ? endpointName(listed) : "Reverse private endpoint";
  // Nothing there (404), or an address that cannot name an endpoint (400: an id that is not one): the way back is offered.
  const badAddress = namesNothing(query.error, ref.organizationId, ref.serviceId, id);
  const notFound = foundNothing(query.error);
  return (
    <>
      <title>{`${name} · Reverse private endpoints · Console`}</title>
      <ListBreadcrumb label="Reverse private endpoint breadcrumb" listName="Reverse private endpoints" listHref={listPath} current={name} />
      <PageHeader title={notFound ? "Not found" : name} actions={notFound && <Link className="button" to={listPath}>Back</Link>} />
      {badAddress ? (
        // The server's reason names the API's parameter; the page says what an endpoint's ID looks like instead.
        <BadAddressPanel error={query.error} title="This address does not name a reverse private endpoint">
          An endpoint's ID looks like 3f9c2a10-5b7e-4d21-9a0c-6e8f1b2d4c57. Check the link, or go back to <Link to={listPath}>the reverse private endpoints</Link>.
        </BadAddressPanel>
      ) : query.isError ? (
        <ErrorPanel error={query.error} title={notFound ? "This reverse private endpoint does not exist" : "This reverse private endpoint could not be loaded"} onRetry={tryAgainFor(query)} />
      ) : (
        <CardsSkeleton label="Loading the reverse private endpoint" cards={2} lines={4} />
      )}
    </>
  );
}

function EndpointPage({ serviceRef: ref, endpoint, checkedAt, refreshError, listPath }: {
  serviceRef: ServiceRef;
  endpoint: ReverseEndpoint;
  checkedAt: number;
  refreshError: unknown;
  listPath: string;
}) {
  const navigate = useNavigate();
  const { pipes, unreadable, error, retry } = usePipesUsing(ref, endpoint.id);
  const name = endpointName(endpoint);

  return (
    <>
      <title>{`${name} · Reverse private endpoints · Console`}</title>
      <ListBreadcrumb label="Reverse private endpoint breadcrumb" listName="Reverse private endpoints" listHref={listPath} current={name} />
      <PageHeader
        title={name}
        description={`${typeLabel(endpoint.type)} reverse private endpoint`}
        actions={
          <DeleteReverseEndpoint
            serviceRef={ref}
            endpoint={endpoint}
            pipeNames={pipes?.map((pipe) => pipe.name)}
            onDeleted={() => void navigate(listPath, { state: { deleted: name } satisfies ReverseEndpointsListState })}
          />
        }
      />
      <div className="stack">
        <ReverseEndpointDetails endpoint={endpoint} checkedAt={checkedAt} refreshError={refreshError} />
        <EndpointPipes pipes={pipes} unreadable={unreadable} pipesListHref={`${serviceRoutePath(ref)}/pipes`} error={error} onRetry={retry} />
      </div>
    </>
  );
}
