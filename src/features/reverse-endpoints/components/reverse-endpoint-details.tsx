import type { ReactNode } from "react";
import type { ReverseEndpoint } from "@/shared/schemas/reverse-endpoint";
import { CopyableText } from "@/ui/copy-button";
import { InlineError } from "@/ui/error-panel";
import { isTransitionalStatus } from "../model/reverse-endpoint-status";
import { FIELD_LABELS, TYPE_FIELDS, fieldInSentence, isReverseEndpointType, type TypeField } from "../model/reverse-endpoint-form-model";
import { mskAuthenticationLabel, statusLabel, typeLabel } from "../model/reverse-endpoint-labels";
import { ReverseEndpointStatusBadge } from "./reverse-endpoint-status-badge";
import { WaitingNotice } from "./waiting-notice";
import "./reverse-endpoints.css";

const ALL_TYPE_FIELDS: readonly TypeField[] = Object.values(TYPE_FIELDS).flat();

/** The chosen type's fields (even when empty), plus any other type's field the server did fill. */
function shownTypeFields(endpoint: ReverseEndpoint): TypeField[] {
  const own: readonly TypeField[] = isReverseEndpointType(endpoint.type) ? TYPE_FIELDS[endpoint.type] : [];
  return ALL_TYPE_FIELDS.filter((field) => own.includes(field) || endpoint[field] != null);
}

function Copyable({ value, label }: { value: string | null | undefined; label: string }) {
  return value ? <CopyableText value={value} label={label} /> : <span className="muted">—</span>;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rpe-details__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DnsNameList({ id, title, itemLabel, names, empty }: { id: string; title: string; itemLabel: string; names: readonly string[]; empty: string }) {
  return (
    <section className="card rpe-dns" aria-labelledby={id}>
      <h2 className="card__title" id={id}>{title}</h2>
      {names.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="rpe-dns__list">
          {names.map((name) => (
            <li key={name}>
              <CopyableText value={name} label={`${itemLabel} ${name}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every field api.md lists for one endpoint; ids and names can be copied. */
export function ReverseEndpointDetails({ endpoint, checkedAt, refreshError }: {
  endpoint: ReverseEndpoint;
  checkedAt: number;
  /** The last refresh failed: what is shown may be out of date, and the user should know. */
  refreshError: unknown;
}) {
  const notYet = isTransitionalStatus(endpoint.status) ? "None yet." : "None.";
  return (
    <div className="stack">
      <p className="visually-hidden" role="status">Status: {statusLabel(endpoint.status)}</p>
      <WaitingNotice endpoint={endpoint} checkedAt={checkedAt} />
      {refreshError != null && (
        <div className="stack rpe-refresh-error">
          <p className="muted">Could not check the endpoint again; showing what was last read.</p>
          <InlineError error={refreshError} />
        </div>
      )}
      <section className="card" aria-labelledby="endpoint-connection">
        <h2 className="card__title" id="endpoint-connection">Connection</h2>
        <dl className="details rpe-details">
          <Row term="Status"><ReverseEndpointStatusBadge status={endpoint.status} /></Row>
          <Row term="Type">
            {typeLabel(endpoint.type)} <code className="muted">{endpoint.type}</code>
          </Row>
          <Row term="Description">{endpoint.description || <span className="muted">—</span>}</Row>
          <Row term="Endpoint ID"><Copyable value={endpoint.endpointId} label="endpoint ID" /></Row>
          {shownTypeFields(endpoint).map((field) => (
            <Row key={field} term={FIELD_LABELS[field]}>
              {field === "mskAuthentication" ? (
                endpoint.mskAuthentication ? mskAuthenticationLabel(endpoint.mskAuthentication) : <span className="muted">—</span>
              ) : (
                <Copyable value={endpoint[field]} label={fieldInSentence(field)} />
              )}
            </Row>
          ))}
          <Row term="ID"><Copyable value={endpoint.id} label="ID" /></Row>
          <Row term="Service ID"><Copyable value={endpoint.serviceId} label="service ID" /></Row>
        </dl>
      </section>
      <div className="grid-2">
        <DnsNameList id="endpoint-dns" title="DNS names" itemLabel="DNS name" names={endpoint.dnsNames} empty={notYet} />
        <DnsNameList id="endpoint-private-dns" title="Private DNS names" itemLabel="private DNS name" names={endpoint.privateDnsNames} empty={notYet} />
      </div>
    </div>
  );
}
