import type { Service, ServiceEndpoint, ServiceUpdateBody } from "@/shared/schemas/service";
import { isEndpointOn } from "./service-endpoints-model";

export const MYSQL_PROTOCOL = "mysql";

export function mysqlEndpoint(service: Pick<Service, "endpoints">): ServiceEndpoint | undefined {
  return service.endpoints.find((endpoint) => endpoint.protocol === MYSQL_PROTOCOL);
}

/** A listed endpoint without `enabled` is in use (isEndpointOn); a missing one is off (turning it on adds it). */
export function isMysqlEnabled(service: Pick<Service, "endpoints">): boolean {
  const endpoint = mysqlEndpoint(service);
  return endpoint !== undefined && isEndpointOn(endpoint);
}

/** The PATCH body of the MySQL endpoint form: just that one endpoint's switch. */
export function mysqlEndpointBody(enabled: boolean): ServiceUpdateBody {
  return { endpoints: [{ protocol: MYSQL_PROTOCOL, enabled }] };
}
