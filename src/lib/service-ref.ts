/** Which service a page works on; every server-state key, management path and page URL is scoped by it. */
export interface ServiceRef {
  organizationId: string;
  serviceId: string;
}

