import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { formatExactTime } from "@/lib/format-time";
import { serviceRoutePath } from "@/lib/route-paths";
import type { ServiceRef } from "@/lib/service-ref";
import { useState, type ReactNode } from "react";
import { pipeSourceVariant, type Pipe } from "@/shared/schemas/pipe";
import { BadAddressPanel, namesNothing } from "@/ui/bad-address-panel";
import { ErrorPanel, InlineError } from "@/ui/error-panel";
import { PageHeader } from "@/ui/page-header";
import { RelativeTime } from "@/ui/relative-time";
import { CardsSkeleton, SkeletonText } from "@/ui/skeleton";
import { pipeFromList, pipeQueries } from "../api/pipe-queries";
import { describeSource, destinationName } from "../model/pipe-format";
import { DetailList } from "./detail-list";
import { PipeDestinationPanel } from "./pipe-destination-panel";
import { PipeFieldMappingsEditor } from "./pipe-field-mappings-editor";
import { PipeManageActions, PipeRenameForm } from "./pipe-manage-actions";
import { PipeOperations } from "./pipe-operations";
import { PipeScalingPanel } from "./pipe-scaling-panel";
import { PipeSettingsPanel } from "./pipe-settings-panel";
import { PipeSourceEditor } from "./pipe-source-editor";
import type { ReverseEndpointLink } from "./pipe-source-panel";
import { PipeTableMappingsEditor } from "./pipe-table-mappings-editor";
import { useEditToggle } from "./use-edit-toggle";
import { pipeFormDraftKey } from "./use-panel-form";
import { PipeBreadcrumb } from "./pipe-breadcrumb";
import { PipeCopyable } from "./pipe-copyable";
import { PipeStateBadge } from "./pipe-state-badge";
import "./pipes.css";
import { foundNothing, tryAgainFor } from "@/lib/try-again";

interface PipeDetailProps {
  serviceRef: ServiceRef;
  pipeId: string;
  /** The list's query string when the user came from it, so "Pipes" goes back to the same view. */
  listSearch?: string;
  reverseEndpointLink: ReverseEndpointLink;
}

/** One pipe laid out for reading, with what can be done to it. */
export function PipeDetail({ serviceRef, pipeId, listSearch = "", reverseEndpointLink }: PipeDetailProps) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...pipeQueries.detail(serviceRef, pipeId),
    // The route's loader asks on every visit: its failed read is shown, not sent again as the page mounts.
    retryOnMount: false,
    // Opened from the list, the pipe is already known: show it while the fresh copy loads.
    placeholderData: () => pipeFromList(queryClient.getQueryData(pipeQueries.list(serviceRef).queryKey), pipeId),
  });
  const listHref = `${serviceRoutePath(serviceRef)}/pipes${listSearch}`;
  const breadcrumb = (name: string) => <PipeBreadcrumb listHref={listHref} current={name} />;

  if (query.isPending) {
    return (
      <>
        <title>Pipe · Console</title>
        {breadcrumb("Pipe")}
        <PageHeader title={<SkeletonText width={24} label="Pipe" />} />
        {/* The page's own panels: overview, scaling, source, destination, mappings, settings. */}
        <CardsSkeleton label="Loading pipe" cards={6} lines={4} className="pipe-detail" />
      </>
    );
  }
  // A pipe deleted meanwhile (here or elsewhere) is gone even if this tab still holds a copy.
  // Or an address that cannot name a pipe (400: an id that is not one), which the page says the same way.
  const badAddress = query.isError && namesNothing(query.error, serviceRef.organizationId, serviceRef.serviceId, pipeId);
  const notFound = query.isError && foundNothing(query.error);
  if (query.isError && (query.data === undefined || notFound)) {
    return (
      <>
        <title>Pipe · Console</title>
        {breadcrumb("Pipe")}
        <PageHeader title={notFound ? "Pipe not found" : "Pipe"} />
        {badAddress ? (
          // The server's reason names the API's parameter; the page says what a pipe's ID looks like instead.
          <BadAddressPanel error={query.error} title="This address does not name a pipe">
            A pipe's ID looks like 6bb593e1-ae6d-4a51-a5ac-dde47addcb0e. Check the link, or go back to <Link to={listHref}>the pipes</Link>.
          </BadAddressPanel>
        ) : (
          <ErrorPanel error={query.error} title={notFound ? "There is no such pipe in this service" : "The pipe could not be loaded"} onRetry={tryAgainFor(query)} />
        )}
      </>
    );
  }

  return (
    <LoadedPipe serviceRef={serviceRef} pipe={query.data} placeholder={query.isPlaceholderData} listHref={listHref} breadcrumb={breadcrumb}
      reverseEndpointLink={reverseEndpointLink} refreshError={query.isError ? query.error : null} onRetry={() => void query.refetch()} />
  );
}

function LoadedPipe({ serviceRef, pipe, placeholder, listHref, breadcrumb, reverseEndpointLink, refreshError, onRetry }: {
  serviceRef: ServiceRef;
  pipe: Pipe;
  placeholder: boolean;
  listHref: string;
  breadcrumb: (name: string) => ReactNode;
  reverseEndpointLink: ReverseEndpointLink;
  refreshError: unknown;
  onRetry: () => void;
}) {
  const navigate = useNavigate();
  const renameDraftKey = pipeFormDraftKey(serviceRef, pipe.id, "rename");
  const rename = useEditToggle(renameDraftKey);
  // Open from the start where the rename form opens again by itself (a draft kept), and not closed while a
  // rename is open: its Save and Cancel give the focus back to Rename, which must be in view to take it.
  const [moreOpen, setMoreOpen] = useState(rename.editing);
  const moreShown = moreOpen || rename.editing;
  const source = describeSource(pipe.source);
  const variant = pipeSourceVariant(pipe.source);
  const base = serviceRoutePath(serviceRef);
  return (
    <>
      <title>{`${pipe.name} · Pipes · Console`}</title>
      {breadcrumb(pipe.name)}
      <PageHeader
        title={pipe.name}
        description={`${source.label} into ${destinationName(pipe.destination)}`}
        actions={placeholder ? undefined : (
          <div className="pipe-header-actions">
            <PipeOperations serviceRef={serviceRef} pipe={pipe} />
            {/* A phone's header keeps Stop, Resync… in one row: Rename, Duplicate and Delete wait behind this, as the list's filters do (pipes.css). */}
            <button type="button" className="button pipe-more-toggle" aria-expanded={moreShown} aria-controls="pipe-more" onClick={() => setMoreOpen(rename.editing || !moreOpen)}>
              More actions
            </button>
            <div id="pipe-more" className={moreShown ? "pipe-more" : "pipe-more pipe-more--closed"}>
              <PipeManageActions
                serviceRef={serviceRef}
                pipe={pipe}
                renaming={rename.editing}
                renameRef={rename.triggerRef}
                onRename={rename.toggle}
                duplicateHref={`${base}/pipes/new?from=${encodeURIComponent(pipe.id)}`}
                onDeleted={() => void navigate(listHref, { state: { deletedPipe: pipe.name } })}
              />
            </div>
          </div>
        )}
      >
        <div className="pipe-header-meta">
          <span aria-live="polite" className="pipe-header-meta__state">
            <span className="visually-hidden">State: </span>
            <PipeStateBadge state={pipe.state} />
          </span>
          <PipeId value={pipe.id} label="pipe ID" />
        </div>
      </PageHeader>
      {rename.editing && <PipeRenameForm serviceRef={serviceRef} pipe={pipe} draftKey={renameDraftKey} onDone={rename.close} />}
      {rename.saved && <p className="success-note pipe-renamed" role="status">Renamed to {pipe.name}.</p>}
      {refreshError !== null && (
        <div className="button-row pipe-refresh-error">
          <InlineError error={refreshError} />
          <button type="button" className="button button--small" onClick={onRetry}>Try again</button>
        </div>
      )}
      <div className="pipe-detail">
        <OverviewPanel pipe={pipe} />
        <PipeScalingPanel serviceRef={serviceRef} pipe={pipe} kind={variant.kind} />
        <PipeSourceEditor serviceRef={serviceRef} pipe={pipe} reverseEndpointLink={reverseEndpointLink} />
        <PipeDestinationPanel destination={pipe.destination} />
        {variant.kind === "postgres"
          ? <PipeTableMappingsEditor serviceRef={serviceRef} pipe={pipe} postgres={variant.postgres} />
          : <PipeFieldMappingsEditor serviceRef={serviceRef} pipe={pipe} />}
        <PipeSettingsPanel serviceRef={serviceRef} pipeId={pipe.id} kind={variant.kind} />
      </div>
    </>
  );
}

function OverviewPanel({ pipe }: { pipe: Pipe }) {
  const time = (value: string | null | undefined) =>
    value ? (
      <>
        {formatExactTime(value)} <span className="muted">(<RelativeTime value={value} />)</span>
      </>
    ) : null;
  return (
    <section className="card pipe-panel pipe-overview" aria-labelledby="pipe-overview-title">
      <h2 id="pipe-overview-title" className="card__title">Overview</h2>
      <DetailList
        items={[
          { label: "Pipe ID", value: <PipeId value={pipe.id} label="pipe ID" /> },
          { label: "Service ID", value: <PipeId value={pipe.serviceId} label="service ID" /> },
          { label: "Created", value: time(pipe.createdAt) },
          { label: "Last update", value: time(pipe.updatedAt) },
        ]}
      />
    </section>
  );
}

/**
 * An id on one line, never broken inside: where the line has no room it ends in an ellipsis, the whole
 * id still in the page's text (read out, found), its tooltip and its copy button. The tooltip is the
 * text's: over the button, the button's name ("Copy pipe ID") is what shows.
 */
function PipeId({ value, label }: { value: string; label: string }) {
  return (
    <span className="pipe-id">
      <PipeCopyable value={value} label={label} title={value} />
    </span>
  );
}
