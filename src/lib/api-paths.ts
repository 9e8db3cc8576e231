import type { ServiceRef } from "./service-ref";

/**
 * Paths on the management API, relative to its base. One definition each: the queries and mutations
 * use them, and so do the first requests a page makes before its code has loaded (src/app/first-requests.ts).
 */

/** `/organizations`: every organization the key can see. */
export const ORGANIZATIONS_API_PATH = "/organizations";

/** `/organizations/{organizationId}/services`. */
export const servicesApiPath = (organizationId: string) => `${ORGANIZATIONS_API_PATH}/${encodeURIComponent(organizationId)}/services`;

/** `/organizations/{organizationId}/services/{serviceId}`. */
export function serviceApiPath(ref: ServiceRef): string {
  return `${servicesApiPath(ref.organizationId)}/${encodeURIComponent(ref.serviceId)}`;
}

export const pipesApiPath = (ref: ServiceRef) => `${serviceApiPath(ref)}/pipes`;
export const pipeApiPath = (ref: ServiceRef, pipeId: string) => `${pipesApiPath(ref)}/${encodeURIComponent(pipeId)}`;
export const pipeSettingsApiPath = (ref: ServiceRef, pipeId: string) => `${pipeApiPath(ref, pipeId)}/settings`;

export const reverseEndpointsApiPath = (ref: ServiceRef) => `${serviceApiPath(ref)}/pipesReversePrivateEndpoints`;
export const reverseEndpointApiPath = (ref: ServiceRef, id: string) => `${reverseEndpointsApiPath(ref)}/${encodeURIComponent(id)}`;

/** `…/services/{id}/stack/<resource>`: the observability stack's dashboards, alerts, sources and webhooks. */
export const stackApiPath = (ref: ServiceRef, resource: "dashboards" | "alerts" | "sources" | "webhooks") =>
  `${serviceApiPath(ref)}/stack/${resource}`;
export const stackDashboardApiPath = (ref: ServiceRef, dashboardId: string) => `${stackApiPath(ref, "dashboards")}/${encodeURIComponent(dashboardId)}`;
