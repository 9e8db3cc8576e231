import { useQuery } from "@tanstack/react-query";
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { requireParam } from "@/app/route-params";
import { discoveryQueries } from "@/features/connection/api/discovery-queries";
import { ServicePicker } from "@/features/connection/components/service-picker";
import { foundNothing } from "@/lib/try-again";
import { SERVICE_AREAS } from "@/shared/page-headings";
import { NotFoundPage } from "@/ui/bad-address-panel";
import { PageHeader } from "@/ui/page-header";
import { TopBar } from "./top-bar";
import { useFocusOnMissing } from "./use-focus-on-missing";

/** Starts loading the organization's services with the page's code; the picker shows its outline meanwhile. */
export function loader({ params }: LoaderFunctionArgs) {
  const organizationId = requireParam(params, "organizationId");
  void queryClient.prefetchQuery(discoveryQueries.organizations());
  void queryClient.prefetchQuery(discoveryQueries.services(organizationId));
  return null;
}

export function Component() {
  const organizationId = requireParam(useParams(), "organizationId");
  // Come from a service's area (its breadcrumb): the service chosen opens on that area too.
  const asked = useSearchParams()[0].get("area");
  const area = SERVICE_AREAS.find((candidate) => candidate.to === asked)?.to;
  const { data: organizations } = useQuery(discoveryQueries.organizations());
  const organization = organizations?.find((candidate) => candidate.id === organizationId);
  // An organization the key cannot see (404), or an address that cannot name one (400: not a uuid):
  // the page says so, as a service's page does for a service, rather than offer to try again.
  const { error } = useQuery(discoveryQueries.services(organizationId));
  const missing = foundNothing(error);
  useFocusOnMissing(missing);
  return (
    <>
      <TopBar />
      <main id="main" className="page-narrow" tabIndex={-1}>
        <title>{`${missing ? "Organization not found" : (organization?.name ?? "Services")} · Console`}</title>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/o">Organizations</Link> <span aria-hidden="true">/</span> <span>{organization?.name ?? organizationId}</span>
        </nav>
        {missing ? (
          <NotFoundPage
            error={error}
            ids={[organizationId]}
            title="Organization not found"
            way={{ to: "/o", label: "Choose an organization" }}
            badAddress={{
              title: "This address does not name an organization",
              text: "An organization's ID looks like 519e1ec0-92c0-4972-8d61-bf4c0dcb0682. Check the link, or choose one of the organizations this key can see.",
            }}
            errorTitle={{ badRequest: "This organization could not be loaded", notFound: "This key has no organization with this id" }}
          />
        ) : (
          <>
            <PageHeader title="Choose a service" description={`Services of ${organization?.name ?? "this organization"}.`} />
            <ServicePicker organizationId={organizationId} area={area} />
          </>
        )}
      </main>
    </>
  );
}
