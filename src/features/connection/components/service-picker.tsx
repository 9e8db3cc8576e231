import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { Service } from "@/shared/schemas/service";
import { EmptyState } from "@/ui/empty-state";
import { ErrorPanel } from "@/ui/error-panel";
import { CardsSkeleton } from "@/ui/skeleton";
import { StatusBadge, type StatusTone } from "@/ui/status-badge";
import { discoveryQueries } from "../api/discovery-queries";

export function serviceStateTone(state: Service["state"]): StatusTone {
  switch (state) {
    case "running":
      return "ok";
    case "idle":
    case "stopped":
      return "stopped";
    case "failed":
    case "degraded":
      return "failed";
    case undefined:
      return "neutral";
    default:
      return ["starting", "stopping", "provisioning", "awaking", "partially_running"].includes(state) ? "transition" : "neutral";
  }
}

/** The organization's services; each opens on `area` (one of a service's areas) when given, else on its first. */
export function ServicePicker({ organizationId, area }: { organizationId: string; area?: string }) {
  const query = useQuery(discoveryQueries.services(organizationId));
  const services = query.data;
  if (!services) {
    return query.isError ? (
      <ErrorPanel error={query.error} title="The services could not be loaded" onRetry={() => void query.refetch()} />
    ) : (
      <CardsSkeleton label="Loading services" cards={2} lines={1} className="picker-skeleton" />
    );
  }
  if (services.length === 0) {
    return <EmptyState title="No services">This organization has no services yet.</EmptyState>;
  }
  return (
    <ul className="picker-list" aria-label="Services">
      {services.map((service) => (
        <li key={service.id}>
          <Link className="picker-card" to={`/o/${organizationId}/s/${service.id}${area ? `/${area}` : ""}`}>
            <span className="picker-card__title">{service.name}</span>
            <span className="picker-card__badges">
              {service.tier && <span className="tag">{service.tier}</span>}
              {service.state && <StatusBadge tone={serviceStateTone(service.state)}>{service.state}</StatusBadge>}
            </span>
            <span className="picker-card__meta mono">{service.id}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
