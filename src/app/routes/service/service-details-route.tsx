import { useParams, type LoaderFunctionArgs } from "react-router";
import { queryClient } from "@/app/app-query-client";
import { serviceRefFrom } from "@/app/route-params";
import { serviceStateTone } from "@/features/connection/components/service-picker";
import { serviceRoutePath } from "@/lib/route-paths";
import { serviceQueries } from "@/features/service/api/service-queries";
import { ServiceDetailsPage } from "@/features/service/components/service-details-page";

/** Starts loading the service with the page's code; the page shows its outline meanwhile. */
export function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(serviceQueries.detail(serviceRefFrom(params)));
  return null;
}

/**
 * This service's details and settings; the state colours come from the connection area's picker.
 * Keyed by service: going from one service's page to another's (back and forward in history) must not
 * carry one service’s unsent drafts over to the other.
 */
export function Component() {
  const serviceRef = serviceRefFrom(useParams());
  return <ServiceDetailsPage key={serviceRoutePath(serviceRef)} serviceRef={serviceRef} stateTone={serviceStateTone} />;
}
