import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { EmptyState } from "@/ui/empty-state";
import { ErrorPanel } from "@/ui/error-panel";
import { CardsSkeleton } from "@/ui/skeleton";
import { discoveryQueries } from "../api/discovery-queries";

export function OrganizationPicker() {
  const query = useQuery(discoveryQueries.organizations());
  const organizations = query.data;
  if (!organizations) {
    return query.isError ? (
      <ErrorPanel error={query.error} title="The organizations could not be loaded" onRetry={() => void query.refetch()} />
    ) : (
      <CardsSkeleton label="Loading organizations" cards={2} lines={1} className="picker-skeleton" />
    );
  }
  if (organizations.length === 0) {
    return <EmptyState title="No organizations">This API key has no organization it can manage.</EmptyState>;
  }
  return (
    <ul className="picker-list" aria-label="Organizations">
      {organizations.map((organization) => (
        <li key={organization.id}>
          <Link className="picker-card" to={`/o/${organization.id}`}>
            <span className="picker-card__title">{organization.name}</span>
            <span className="picker-card__meta mono">{organization.id}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
