import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { requireParam, serviceRefFrom } from "@/app/route-guards";
import { pipeQueries } from "@/features/pipes/api/pipe-queries";
import { reverseEndpointQueries } from "@/features/reverse-endpoints/api/reverse-endpoint-queries";
import { DeleteReverseEndpoint } from "@/features/reverse-endpoints/components/delete-reverse-endpoint";
import { EndpointPipes, type PipeUsingEndpoint } from "@/features/reverse-endpoints/components/endpoint-pipes";
import { ReverseEndpointDetails } from "@/features/reverse-endpoints/components/reverse-endpoint-details";
import { endpointName, typeLabel } from "@/features/reverse-endpoints/model/reverse-endpoint-labels";
import { serviceRoutePath } from "@/lib/route-paths";
import type { ServiceRef } from "@/lib/service-ref";
import { PageHeader } from "@/ui/page-header";
import type { ReverseEndpointsListState } from "./reverse-endpoints-list-route";

export async function loader({ params }: LoaderFunctionArgs) {
  const ref = serviceRefFrom(params);
  await queryClient.ensureQueryData(reverseEndpointQueries.detail(ref, requireParam(params, "reverseEndpointId")));
  // The pipes that use the endpoint come later: the endpoint itself should not wait for the whole pipe list.
  void queryClient.prefetchQuery(pipeQueries.list(ref));
  return null;
}

/** Pipes whose kafka source goes through the endpoint, as the endpoint's page shows them. */
function usePipesUsing(ref: ServiceRef, endpointId: string) {
  const pipes = useQuery({
    ...pipeQueries.list(ref),
    select: (list): PipeUsingEndpoint[] =>
      list
        .filter((pipe) => pipe.source.kafka?.reversePrivateEndpointIds?.includes(endpointId))
        .map((pipe) => ({ id: pipe.id, name: pipe.name, state: pipe.state, href: `${serviceRoutePath(ref)}/pipes/${pipe.id}` })),
  });
  return { pipes: pipes.data, error: pipes.error, retry: () => void pipes.refetch() };
}

/** One private connection and its DNS names; follows it while it is provisioning. */
export function Component() {
  const params = useParams();
  const ref = serviceRefFrom(params);
  const id = requireParam(params, "reverseEndpointId");
  const navigate = useNavigate();
  const { data: endpoint, dataUpdatedAt, error: refreshError } = useSuspenseQuery(reverseEndpointQueries.detail(ref, id));
  const { pipes, error, retry } = usePipesUsing(ref, id);
  const listPath = `${serviceRoutePath(ref)}/reverse-endpoints`;
  const name = endpointName(endpoint);

  return (
    <>
      <title>{`${name} · Reverse private endpoints · Console`}</title>
      <nav aria-label="Breadcrumb" className="breadcrumb rpe-note">
        <Link to={listPath}>Reverse private endpoints</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{name}</span>
      </nav>
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
        <ReverseEndpointDetails endpoint={endpoint} checkedAt={dataUpdatedAt} refreshError={refreshError} />
        <EndpointPipes pipes={pipes} error={error} onRetry={retry} />
      </div>
    </>
  );
}
