import type { ServiceEndpoint } from "@/shared/schemas/service";

/** The protocols the API lists (reference-openapi.json, ServiceEndpoint), as the page names them. */
const PROTOCOL_LABELS: Record<string, string> = { https: "HTTPS", nativesecure: "Native (TLS)", mysql: "MySQL" };

/** An endpoint's protocol in words: "Native (TLS)" for `nativesecure`; one the console does not know, as sent. */
export function protocolLabel(protocol: string): string {
  return Object.hasOwn(PROTOCOL_LABELS, protocol) ? PROTOCOL_LABELS[protocol]! : protocol;
}

/**
 * Whether a listed endpoint is on. The API sends `enabled` only where an endpoint can be switched
 * (MySQL); one listed without it is in use, as HTTPS and the native protocol always are.
 */
export function isEndpointOn(endpoint: Pick<ServiceEndpoint, "enabled">): boolean {
  return endpoint.enabled !== false;
}
