import type { ReactNode } from "react";
import { formatExactTime } from "@/lib/format-time";
import type { Service } from "@/shared/schemas/service";
import { CopyableText } from "@/ui/copy-button";
import { RelativeTime } from "@/ui/relative-time";
import { StatusBadge, type StatusTone } from "@/ui/status-badge";
import { isEndpointOn, protocolLabel } from "../model/service-endpoints-model";

const NOT_SENT = <span className="muted">—</span>;

function yesNo(value: boolean | null | undefined): ReactNode {
  if (value === null || value === undefined) return NOT_SENT;
  return value ? "Yes" : "No";
}

function gigabytes(min: number | null | undefined, max: number | null | undefined): ReactNode {
  if (min == null && max == null) return NOT_SENT;
  if (min == null || max == null || min === max) return `${min ?? max} GB`;
  return `${min} – ${max} GB`;
}

function copyable(value: string | null | undefined, label: string): ReactNode {
  return value ? <CopyableText value={value} label={label} /> : NOT_SENT;
}

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode] | false)[] }) {
  return (
    <dl className="details">
      {rows.filter((row) => row !== false).map(([term, value]) => (
        <div className="details__row" key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** State, tier and release details: what the service is and what it runs. */
export function OverviewFacts({ service, stateTone }: { service: Service; stateTone: StatusTone }) {
  return (
    <Facts
      rows={[
        service.state !== undefined && ["State", <StatusBadge tone={stateTone}>{service.state}</StatusBadge>],
        service.tier !== undefined && ["Tier", <span className="tag">{service.tier}</span>],
        ["Engine version", service.engineVersion ? <code>{service.engineVersion}</code> : NOT_SENT],
        ["Release channel", service.releaseChannel ?? NOT_SENT],
        ["Primary", yesNo(service.isPrimary)],
        ["Read-only", yesNo(service.isReadonly)],
        [
          "Created",
          service.createdAt ? (
            <span>
              {formatExactTime(service.createdAt)} <span className="muted">(<RelativeTime value={service.createdAt} />)</span>
            </span>
          ) : NOT_SENT,
        ],
      ]}
    />
  );
}

/** Memory, replicas and idle scaling. */
export function CapacityFacts({ service }: { service: Service }) {
  const idleTimeout = service.idleTimeoutMinutes;
  return (
    <Facts
      rows={[
        ["Total memory", gigabytes(service.minTotalMemoryGb, service.maxTotalMemoryGb)],
        ["Memory per replica", gigabytes(service.minReplicaMemoryGb, service.maxReplicaMemoryGb)],
        ["Replicas", service.numReplicas ?? NOT_SENT],
        ["Idle scaling", service.idleScaling == null ? NOT_SENT : service.idleScaling ? "On" : "Off"],
        ["Idle timeout", idleTimeout == null ? NOT_SENT : `${idleTimeout} ${idleTimeout === 1 ? "minute" : "minutes"}`],
      ]}
    />
  );
}

/** Every id a user may need to quote, each with a copy button. */
export function IdentifierFacts({ service }: { service: Service }) {
  return (
    <Facts
      rows={[
        ["Service ID", copyable(service.id, "service ID")],
        ["Data warehouse ID", copyable(service.dataWarehouseId, "data warehouse ID")],
        ["BYOC ID", copyable(service.byocId, "BYOC ID")],
        ["IAM role", copyable(service.iamRole, "IAM role")],
      ]}
    />
  );
}

/** Encryption at rest: the key, the roles that reach it, and transparent data encryption. */
export function EncryptionFacts({ service }: { service: Service }) {
  return (
    <Facts
      rows={[
        ["Encryption key", copyable(service.encryptionKey, "encryption key")],
        ["Assumed role", copyable(service.encryptionAssumedRoleIdentifier, "assumed role")],
        ["Encryption role ID", copyable(service.encryptionRoleId, "encryption role ID")],
        ["Transparent data encryption", service.hasTransparentDataEncryption == null ? NOT_SENT : service.hasTransparentDataEncryption ? "On" : "Off"],
        ["Transparent data encryption key ID", copyable(service.transparentDataEncryptionKeyId, "transparent data encryption key ID")],
      ]}
    />
  );
}

/** Each endpoint: protocol, where to connect, as whom, and whether it is on. */
export function EndpointsTable({ service }: { service: Service }) {
  if (service.endpoints.length === 0) return <p className="muted">The server lists no endpoints for this service.</p>;
  return (
    <div className="table-wrap">
      <table className="table stack-table">
        <caption className="visually-hidden">Endpoints</caption>
        <thead>
          <tr>
            <th scope="col">Protocol</th>
            <th scope="col">Host and port</th>
            <th scope="col">Username</th>
            <th scope="col">Enabled</th>
          </tr>
        </thead>
        <tbody>
          {service.endpoints.map((endpoint) => {
            const protocol = protocolLabel(endpoint.protocol);
            const on = isEndpointOn(endpoint);
            return (
              <tr key={`${endpoint.protocol}-${endpoint.host}-${endpoint.port}`}>
                <td data-label="Protocol">{protocol}</td>
                <td data-label="Host and port"><CopyableText value={`${endpoint.host}:${endpoint.port}`} label={`${protocol} host and port`} /></td>
                <td data-label="Username">{endpoint.username ? <code>{endpoint.username}</code> : NOT_SENT}</td>
                <td data-label="Enabled">
                  <StatusBadge tone={on ? "ok" : "stopped"}>{on ? "On" : "Off"}</StatusBadge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
