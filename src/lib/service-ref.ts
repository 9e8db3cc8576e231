/** Which service a page works on; every server-state key, management path and page URL is scoped by it. */
export interface ServiceRef {
  organizationId: string;
  serviceId: string;
}

// Pipes and connection still import these from here; they move to the modules below when those areas
// next change (their branches are open), and these lines go.
export { organizationKey, serviceKey } from "./query-keys";
export { serviceApiPath } from "./api-paths";
export { serviceRoutePath } from "./route-paths";
