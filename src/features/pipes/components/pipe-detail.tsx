import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { isApiError } from "@/lib/api-error";
import { formatExactTime } from "@/lib/format-time";
import { serviceRoutePath, type ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { pipeSourceKind } from "@/shared/schemas/pipe";
import { CopyableText } from "@/ui/copy-button";
import { ErrorPanel, InlineError } from "@/ui/error-panel";
import { PageHeader } from "@/ui/page-header";
import { RelativeTime } from "@/ui/relative-time";
import { Skeleton } from "@/ui/skeleton";
import { pipeFromList, pipeQueries } from "../api/pipe-queries";
import { describeSource, destinationName, formatCpu, formatInteger, formatMemoryGb, formatScaling } from "../model/pipe-format";
import { DetailList } from "./detail-list";
import { PipeDestinationPanel, PipeFieldMappings } from "./pipe-destination-panel";
import { PipeOperations } from "./pipe-operations";
import { PipeSettingsPanel } from "./pipe-settings-panel";
import { PipeSourcePanel, PostgresTableMappings } from "./pipe-source-panel";
import { PipeStateBadge } from "./pipe-state-badge";
import "./pipes.css";

interface PipeDetailProps {
  serviceRef: ServiceRef;
  pipeId: string;
  /** The list's query string when the user came from it, so "Pipes" goes back to the same view. */
  listSearch?: string;
}

/** One pipe laid out for reading, with what can be done to it. */
export function PipeDetail({ serviceRef, pipeId, listSearch = "" }: PipeDetailProps) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...pipeQueries.detail(serviceRef, pipeId),
    // Opened from the list, the pipe is already known: show it while the fresh copy loads.
    placeholderData: () => pipeFromList(queryClient.getQueryData(pipeQueries.list(serviceRef).queryKey), pipeId),
  });
  const listHref = `${serviceRoutePath(serviceRef)}/pipes${listSearch}`;
  const breadcrumb = (name: string) => (
    <nav aria-label="Pipe breadcrumb" className="pipe-breadcrumb">
      <Link to={listHref}>Pipes</Link> <span aria-hidden="true">/</span> <span aria-current="page">{name}</span>
    </nav>
  );

  if (query.isPending) {
    return (
      <>
        <title>Pipe · Console</title>
        {breadcrumb("Pipe")}
        <PageHeader title="Pipe" />
        <Skeleton rows={8} label="Loading pipe" />
      </>
    );
  }
  if (query.isError && query.data === undefined) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <title>Pipe · Console</title>
        {breadcrumb("Pipe")}
        <PageHeader title={notFound ? "Pipe not found" : "Pipe"} />
        <ErrorPanel
          error={query.error}
          title={notFound ? "There is no such pipe in this service" : "The pipe could not be loaded"}
          onRetry={notFound ? undefined : () => void query.refetch()}
        />
      </>
    );
  }

  const pipe = query.data;
  const source = describeSource(pipe.source);
  const reverseEndpointHref = (id: string) => `${serviceRoutePath(serviceRef)}/reverse-endpoints/${id}`;
  return (
    <>
      <title>{`${pipe.name} · Pipes · Console`}</title>
      {breadcrumb(pipe.name)}
      <PageHeader
        title={pipe.name}
        description={`${source.label} into ${destinationName(pipe.destination)}`}
        actions={query.isPlaceholderData ? undefined : <PipeOperations serviceRef={serviceRef} pipe={pipe} />}
      >
        <div className="pipe-header-meta">
          <span aria-live="polite" className="pipe-header-meta__state">
            <span className="visually-hidden">State: </span>
            <PipeStateBadge state={pipe.state} />
          </span>
          <CopyableText value={pipe.id} label="pipe ID" />
        </div>
      </PageHeader>
      {query.isError && (
        <div className="button-row pipe-refresh-error">
          <InlineError error={query.error} />
          <button type="button" className="button button--small" onClick={() => void query.refetch()}>Try again</button>
        </div>
      )}
      <div className="pipe-detail">
        <OverviewPanel pipe={pipe} />
        <PipeSourcePanel source={pipe.source} reverseEndpointHref={reverseEndpointHref} />
        {pipeSourceKind(pipe.source) === "postgres" && <PostgresTableMappings postgres={pipe.source.postgres!} />}
        <PipeDestinationPanel destination={pipe.destination} />
        <PipeFieldMappings mappings={pipe.fieldMappings} />
        <PipeSettingsPanel serviceRef={serviceRef} pipeId={pipe.id} />
      </div>
    </>
  );
}

function OverviewPanel({ pipe }: { pipe: Pipe }) {
  const scaling = pipe.scaling;
  const time = (value: string | null | undefined) =>
    value ? (
      <>
        {formatExactTime(value)} <span className="muted">(<RelativeTime value={value} />)</span>
      </>
    ) : null;
  return (
    <section className="card pipe-panel" aria-labelledby="pipe-overview-title">
      <h2 id="pipe-overview-title" className="card__title">Overview</h2>
      <div className="stack">
        <DetailList
          items={[
            { label: "Pipe ID", value: <CopyableText value={pipe.id} label="pipe ID" /> },
            { label: "Service ID", value: <CopyableText value={pipe.serviceId} label="service ID" /> },
            { label: "Created", value: time(pipe.createdAt) },
            { label: "Last update", value: time(pipe.updatedAt) },
          ]}
        />
        <h3>Scaling</h3>
        <DetailList
          items={[
            { label: "In short", value: formatScaling(scaling) },
            { label: "Replicas", value: scaling?.replicas == null ? null : formatInteger(scaling.replicas) },
            { label: "Concurrency", value: scaling?.concurrency == null ? null : formatInteger(scaling.concurrency) },
            {
              label: "CPU per replica",
              value: scaling?.replicaCpuMillicores == null ? null : `${formatCpu(scaling.replicaCpuMillicores)} (${scaling.replicaCpuMillicores} millicores)`,
            },
            { label: "Memory per replica", value: scaling?.replicaMemoryGb == null ? null : formatMemoryGb(scaling.replicaMemoryGb) },
          ]}
        />
      </div>
    </section>
  );
}
