import { data, type Params } from "react-router";
import type { ServiceRef } from "@/lib/service-ref";

// What a page reads from its address. Apart from route-guards.ts, which the router's entry needs:
// only the pages use these, so they come with the pages' code, not with the first page's.

export function serviceRefFrom(params: Params): ServiceRef {
  const { organizationId, serviceId } = params;
  if (!organizationId || !serviceId) throw data("This page needs an organization and a service.", { status: 404 });
  return { organizationId, serviceId };
}

/** A route parameter the page cannot do without; missing means the URL is wrong, not the server. */
export function requireParam(params: Params, name: string): string {
  const value = params[name];
  if (!value) throw data(`This page needs a ${name}.`, { status: 404 });
  return value;
}
