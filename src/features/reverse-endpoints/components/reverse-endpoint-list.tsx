import { Link } from "react-router";
import { inServerOrder, type ItemList } from "@/lib/item-list";
import { serviceRoutePath } from "@/lib/route-paths";
import type { ServiceRef } from "@/lib/service-ref";
import type { ReverseEndpoint } from "@/shared/schemas/reverse-endpoint";
import { EmptyState } from "@/ui/empty-state";
import { UnreadableItemDetails, UnreadableNotice } from "@/ui/unreadable-items";
import { typeLabel } from "../model/reverse-endpoint-labels";
import { ReverseEndpointStatusBadge } from "./reverse-endpoint-status-badge";
import "./reverse-endpoints.css";

const COLUMNS = 5;

/**
 * Every endpoint of the service, in the order they were created (the order the API lists them);
 * one the console cannot read keeps its place, as a row that says what is wrong with it.
 */
export function ReverseEndpointList({ serviceRef, list }: { serviceRef: ServiceRef; list: ItemList<ReverseEndpoint> }) {
  const base = `${serviceRoutePath(serviceRef)}/reverse-endpoints`;
  const entries = inServerOrder(list);
  if (entries.length === 0) {
    return (
      <EmptyState
        title="No reverse private endpoints yet"
        action={<Link className="button button--primary" to={`${base}/new`}>Create a reverse private endpoint</Link>}
      >
        A reverse private endpoint lets this service reach a data source in your own AWS network (a Kafka cluster, a
        database) privately, without exposing it to the internet.
      </EmptyState>
    );
  }
  return (
    <>
      <UnreadableNotice unreadable={list.unreadable} total={entries.length} noun="reverse private endpoints" />
      <div className="table-wrap rpe-list">
        <table className="table">
          <caption className="visually-hidden">Reverse private endpoints, oldest first</caption>
          <thead>
            <tr>
              <th scope="col" className="rpe-list__order">
                <span aria-hidden="true">#</span>
                <span className="visually-hidden">Order created</span>
              </th>
              <th scope="col">Description</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Endpoint ID</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) =>
              entry.kind === "item" ? (
                <EndpointRow key={entry.item.id} endpoint={entry.item} position={entry.position} href={`${base}/${entry.item.id}`} />
              ) : (
                <tr key={`unreadable-${entry.unreadable.index}`} className="unreadable-row">
                  <td className="rpe-list__order muted" data-label="Created">{entry.position}</td>
                  <td colSpan={COLUMNS - 1}>
                    <UnreadableItemDetails item={entry.unreadable} />
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

function EndpointRow({ endpoint, position, href }: { endpoint: ReverseEndpoint; position: number; href: string }) {
  return (
    <tr>
      <td className="rpe-list__order muted" data-label="Created">{position}</td>
      <td data-label="Description" className="rpe-list__description">
        <Link to={href}>{endpoint.description || <span className="muted">(no description)</span>}</Link>
      </td>
      <td data-label="Type">{typeLabel(endpoint.type)}</td>
      <td data-label="Status"><ReverseEndpointStatusBadge status={endpoint.status} /></td>
      <td data-label="Endpoint ID">
        {endpoint.endpointId ? <code>{endpoint.endpointId}</code> : <span className="muted">not assigned yet</span>}
      </td>
    </tr>
  );
}
