import { useQuery } from "@tanstack/react-query";
import { Link, NavLink, Outlet, useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { serviceRefFrom } from "@/app/route-params";
import { discoveryQueries } from "@/features/connection/api/discovery-queries";
import { serviceStateTone } from "@/features/connection/components/service-picker";
import { serviceQueries } from "@/features/service/api/service-queries";
import { foundNothing } from "@/lib/try-again";
import { serviceRoutePath } from "@/lib/route-paths";
import { SERVICE_AREAS } from "@/shared/page-headings";
import { NotFoundPage } from "@/ui/bad-address-panel";
import { SkeletonBadge, SkeletonText } from "@/ui/skeleton";
import { StatusBadge } from "@/ui/status-badge";
import { TopBar } from "./top-bar";
import { useFocusOnMissing } from "./use-focus-on-missing";

/**
 * Starts loading the service and its organization without holding the navigation: the frame and
 * its menu show at once, the names as they arrive, and each area loads (and fails) on its own.
 */
export function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(serviceQueries.detail(serviceRefFrom(params)));
  void queryClient.prefetchQuery(discoveryQueries.organizations());
  return null;
}

/** One service's frame: which service this is, and the way to each of its areas. */
export function Component() {
  const ref = serviceRefFrom(useParams());
  const { data: service, isPending, error } = useQuery(serviceQueries.detail(ref));
  // A service the organization does not have (404), or an address that cannot name one (400: an id
  // that is not a uuid): no area of it can be shown, so the page says so in its place.
  const missing = foundNothing(error);
  useFocusOnMissing(missing);
  const { data: organizations } = useQuery(discoveryQueries.organizations());
  const organization = organizations?.find((candidate) => candidate.id === ref.organizationId);
  const base = serviceRoutePath(ref);
  // Another service opens on the area this one shows (its list: an id here means nothing there).
  const { pathname } = useLocation();
  const area = SERVICE_AREAS.find((candidate) => pathname === `${base}/${candidate.to}` || pathname.startsWith(`${base}/${candidate.to}/`))?.to;
  const servicesHref = area ? `/o/${ref.organizationId}?area=${area}` : `/o/${ref.organizationId}`;

  return (
    <div className="service-frame">
      <TopBar>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/o">{organization?.name ?? "Organization"}</Link>
          <span aria-hidden="true">/</span>
          {service ? (
            <Link to={servicesHref} aria-label={`Switch service (current: ${service.name})`}>
              <span className="service-name" data-testid="service-name">{service.name}</span>
            </Link>
          ) : (
            // Loading, or failed: the area below says why; the way to the other services stays.
            <Link to={servicesHref}>{isPending ? <SkeletonText width={16} label="Service" /> : "Service"}</Link>
          )}
          {service?.tier && <span className="tag">{service.tier}</span>}
          {service?.state && <StatusBadge tone={serviceStateTone(service.state)}>{service.state}</StatusBadge>}
          {/* Room for the tier and state to come, so a narrow top bar wraps now rather than when they arrive. */}
          {!service && isPending && (
            <>
              <SkeletonBadge />
              <SkeletonBadge />
            </>
          )}
        </nav>
      </TopBar>
      <div className="service-frame__body">
        <nav className="side-nav" aria-label="Service areas">
          <ul>
            {SERVICE_AREAS.map((area) => (
              <li key={area.to}>
                <NavLink to={`${base}/${area.to}`} className={({ isActive }) => `side-nav__link ${isActive ? "side-nav__link--active" : ""}`}>
                  {area.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="service-frame__main" tabIndex={-1}>
          {missing ? (
            <>
              <title>Service not found · Console</title>
              <NotFoundPage
                error={error}
                ids={[ref.organizationId, ref.serviceId]}
                title="Service not found"
                way={{ to: `/o/${ref.organizationId}`, label: "Choose a service" }}
                badAddress={{
                  title: "This address does not name a service",
                  text: "A service's ID looks like fd631182-7c0e-46b2-8e72-d2850c6469bd. Check the link, or choose one of the organization's services.",
                }}
                errorTitle={{ badRequest: "This service could not be loaded", notFound: "This organization has no service with this id" }}
              />
            </>
          ) : (
            <Outlet />
          )}
        </main>
      </div>
    </div>
  );
}
