import { useQuery } from "@tanstack/react-query";
import { useId, type ReactNode } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { Service } from "@/shared/schemas/service";
import { isApiError } from "@/lib/api-error";
import { ErrorPanel } from "@/ui/error-panel";
import { PageHeader } from "@/ui/page-header";
import { CardsSkeleton } from "@/ui/skeleton";
import type { StatusTone } from "@/ui/status-badge";
import { serviceQueries } from "../api/service-queries";
import { SERVICE_FIELD_LABELS } from "../model/service-field-labels";
import { EncryptionKeyForm } from "./encryption-key-form";
import { IpAccessListEditor } from "./ip-access-list-editor";
import { MysqlEndpointForm } from "./mysql-endpoint-form";
import { NameForm } from "./name-form";
import { PrivateEndpointsEditor } from "./private-endpoints-editor";
import { ReleaseChannelForm } from "./release-channel-form";
import { serviceFormDraftKey } from "./use-save-service-part";
import { CapacityFacts, EncryptionFacts, EndpointsTable, IdentifierFacts, OverviewFacts } from "./service-facts";
import { UnsavedChangesGuard, useDirtyForms } from "@/ui/unsaved-changes";
import { forgetSessionDraft } from "@/ui/form-draft";
import "./service.css";
import { PAGE_HEADINGS } from "@/shared/page-headings";
import { tryAgainFor } from "@/lib/try-again";

function Section({ title, description, children, wide = false }: { title: string; description?: string; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <section className={`card service-section ${wide ? "service-section--wide" : ""}`} aria-labelledby={id}>
      <h2 id={id} className="card__title">{title}</h2>
      {description && <p className="service-section__description">{description}</p>}
      {children}
    </section>
  );
}

const DESCRIPTION = PAGE_HEADINGS.service.description;

interface ServiceDetailsPageProps {
  serviceRef: ServiceRef;
  stateTone: (state: Service["state"]) => StatusTone;
}

/** The service's page: its sections once the service is here, their outline while it loads. */
export function ServiceDetailsPage(props: ServiceDetailsPageProps) {
  const query = useQuery(serviceQueries.detail(props.serviceRef));
  if (query.data) return <ServiceSections {...props} service={query.data} />;
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <>
      <title>Service · Console</title>
      <PageHeader title={notFound ? "Not found" : PAGE_HEADINGS.service.title} description={DESCRIPTION} />
      {query.isError ? (
        <ErrorPanel error={query.error} title={notFound ? "This service does not exist" : "The service could not be loaded"} onRetry={tryAgainFor(query)} />
      ) : (
        <CardsSkeleton label="Loading the service" cards={6} lines={3} className="service-grid" />
      )}
    </>
  );
}

/**
 * The service as the server last sent it, with one small form per part that can change.
 * Each form sends only its own part; the answer replaces the cached service (and so the header).
 */
function ServiceSections({ serviceRef, stateTone, service }: ServiceDetailsPageProps & { service: Service }) {
  const [dirtyForms, reportDirty] = useDirtyForms();
  const part = { service, serviceRef, reportDirty };

  return (
    <>
      <title>{`${service.name} · Service · Console`}</title>
      <PageHeader title={service.name} description={DESCRIPTION} />
      <div className="service-grid">
        <Section title="Overview">
          <OverviewFacts service={service} stateTone={stateTone(service.state)} />
        </Section>
        <Section title="Name">
          <NameForm {...part} />
        </Section>
        <Section title="Capacity">
          <CapacityFacts service={service} />
        </Section>
        <Section title={SERVICE_FIELD_LABELS.releaseChannel} description="When this service receives new engine releases.">
          <ReleaseChannelForm {...part} />
        </Section>
        <Section title="Identifiers" wide>
          <IdentifierFacts service={service} />
        </Section>
        <Section title="Endpoints" wide>
          <EndpointsTable service={service} />
          <MysqlEndpointForm {...part} />
        </Section>
        <Section title={SERVICE_FIELD_LABELS.ipAccessList} description="Addresses allowed to connect. Mark entries to remove, add new ones, then save them together." wide>
          <IpAccessListEditor {...part} />
        </Section>
        <Section title={SERVICE_FIELD_LABELS.privateEndpointIds} wide>
          <PrivateEndpointsEditor {...part} />
        </Section>
        <Section title="Encryption" wide>
          <EncryptionFacts service={service} />
          <h3 className="subheading">Rotate the transparent data encryption key</h3>
          <EncryptionKeyForm {...part} />
        </Section>
      </div>
      <UnsavedChangesGuard dirtyForms={dirtyForms} onLeave={(forms) => forms.forEach((form) => forgetSessionDraft(serviceFormDraftKey(serviceRef, form)))} />
    </>
  );
}
