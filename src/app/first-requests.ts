import {
  ORGANIZATIONS_API_PATH,
  pipeApiPath,
  pipeSettingsApiPath,
  pipesApiPath,
  reverseEndpointApiPath,
  reverseEndpointsApiPath,
  serviceApiPath,
  servicesApiPath,
  stackApiPath,
  stackDashboardApiPath,
} from "@/lib/api-paths";
import type { ServiceRef } from "@/lib/service-ref";
import { pageAt, pageParams } from "@/shared/page-modules";

/** A page's parameters, by name (every `:name` of the page's pattern). */
type Params = Partial<Record<string, string>>;

/** A page of one service: what its frame reads on every page (service-layout-route.tsx), then what the page itself reads. */
function servicePage(reads: (ref: ServiceRef, params: Params) => string[]) {
  return (params: Params) => {
    const ref = { organizationId: params.organizationId ?? "", serviceId: params.serviceId ?? "" };
    return [serviceApiPath(ref), ORGANIZATIONS_API_PATH, ...reads(ref, params)];
  };
}

/**
 * The management GETs each page's loaders start with, by the page's path pattern
 * (src/shared/page-modules.ts). The loaders are the truth: first-requests.test.ts runs them and holds
 * this table to what they read, and e2e/first-requests.spec.ts checks a cold load asks for each once.
 */
const FIRST_REQUESTS: Record<string, (params: Params) => string[]> = {
  "/o": () => [ORGANIZATIONS_API_PATH],
  "/o/:organizationId": ({ organizationId = "" }) => [ORGANIZATIONS_API_PATH, servicesApiPath(organizationId)],
  // A service's own address opens its pipes.
  "/o/:organizationId/s/:serviceId": servicePage((ref) => [pipesApiPath(ref)]),
  "/o/:organizationId/s/:serviceId/pipes": servicePage((ref) => [pipesApiPath(ref)]),
  "/o/:organizationId/s/:serviceId/pipes/new": servicePage((ref) => [reverseEndpointsApiPath(ref), pipesApiPath(ref)]),
  "/o/:organizationId/s/:serviceId/pipes/:pipeId": servicePage((ref, { pipeId = "" }) => [pipeApiPath(ref, pipeId), pipeSettingsApiPath(ref, pipeId)]),
  "/o/:organizationId/s/:serviceId/service": servicePage(() => []),
  "/o/:organizationId/s/:serviceId/reverse-endpoints": servicePage((ref) => [reverseEndpointsApiPath(ref)]),
  "/o/:organizationId/s/:serviceId/reverse-endpoints/new": servicePage(() => []),
  "/o/:organizationId/s/:serviceId/reverse-endpoints/:reverseEndpointId": servicePage((ref, { reverseEndpointId = "" }) => [
    reverseEndpointApiPath(ref, reverseEndpointId),
    pipesApiPath(ref),
  ]),
  "/o/:organizationId/s/:serviceId/dashboards": servicePage((ref) => [stackApiPath(ref, "dashboards")]),
  "/o/:organizationId/s/:serviceId/dashboards/:dashboardId": servicePage((ref, { dashboardId = "" }) => [
    stackApiPath(ref, "sources"),
    stackDashboardApiPath(ref, dashboardId),
    stackApiPath(ref, "alerts"),
    stackApiPath(ref, "webhooks"),
  ]),
};

/** The management paths the page at `pathname` reads first; none for a page that reads nothing first (connect) or no page. */
export function firstRequestsAt(pathname: string): string[] {
  const page = pageAt(pathname);
  const requests = page && FIRST_REQUESTS[page.path];
  const params = page && pageParams(page.path, pathname);
  return requests && params ? requests(params) : [];
}
