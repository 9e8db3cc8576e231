import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { Service } from "@/shared/schemas/service";
import { EmptyState } from "@/ui/empty-state";
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

export function ServicePicker({ organizationId }: { organizationId: string }) {
  const { data: services } = useSuspenseQuery(discoveryQueries.services(organizationId));
  if (services.length === 0) {
    return <EmptyState title="No services">This organization has no services yet.</EmptyState>;
  }
  return (
    <ul className="picker-list" aria-label="Services">
      {services.map((service) => (
        <li key={service.id}>
          <Link className="picker-card" to={`/o/${organizationId}/s/${service.id}`}>
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
