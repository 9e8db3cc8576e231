import type { ServiceRef } from "./service-ref";

/** Hierarchical query keys: invalidating a prefix covers everything below it. */
export const organizationKey = (organizationId: string) => ["org", organizationId] as const;
export const serviceKey = (ref: ServiceRef) => [...organizationKey(ref.organizationId), "service", ref.serviceId] as const;
