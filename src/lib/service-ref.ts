/** Which service a page works on; every server-state key and management path is scoped by it. */
export interface ServiceRef {
  organizationId: string;
  serviceId: string;
}

/** Hierarchical keys: invalidating a prefix covers everything below it. */
export const organizationKey = (organizationId: string) => ["org", organizationId] as const;
export const serviceKey = (ref: ServiceRef) => [...organizationKey(ref.organizationId), "service", ref.serviceId] as const;

/** `/organizations/{organizationId}/services/{serviceId}`, relative to the management base. */
export function serviceApiPath(ref: ServiceRef): string {
  return `/organizations/${encodeURIComponent(ref.organizationId)}/services/${encodeURIComponent(ref.serviceId)}`;
}

/** `/o/{organizationId}/s/{serviceId}`: the console's URL prefix for one service's pages. */
export function serviceRoutePath(ref: ServiceRef): string {
  return `/o/${ref.organizationId}/s/${ref.serviceId}`;
}
