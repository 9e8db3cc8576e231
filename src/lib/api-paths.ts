import type { ServiceRef } from "./service-ref";

/** `/organizations/{organizationId}/services/{serviceId}`, relative to the management API's base. */
export function serviceApiPath(ref: ServiceRef): string {
  return `/organizations/${encodeURIComponent(ref.organizationId)}/services/${encodeURIComponent(ref.serviceId)}`;
}
