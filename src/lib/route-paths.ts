import type { ServiceRef } from "./service-ref";

/** `/o/{organizationId}/s/{serviceId}`: the console's URL prefix for one service's pages. */
export function serviceRoutePath(ref: ServiceRef): string {
  return `/o/${ref.organizationId}/s/${ref.serviceId}`;
}
