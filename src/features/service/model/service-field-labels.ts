import type { ServiceUpdateBody } from "@/shared/schemas/service";
import { leadingIssuePath } from "@/shared/schemas/issue-path";

/** Each part of the service's PATCH body in the words the page shows for it: its field's label, else its section's title. */
export const SERVICE_FIELD_LABELS: Record<keyof ServiceUpdateBody, string> = {
  name: "Service name",
  releaseChannel: "Release channel",
  transparentDataEncryptionKeyId: "New key id",
  ipAccessList: "IP access list",
  privateEndpointIds: "Private endpoints",
  endpoints: "MySQL endpoint",
};

/**
 * A refusal of the service's PATCH with the field it starts with named as the page names it
 * ("Private endpoints: …", not "privateEndpointIds.add[0]: …"); the rest is the server's, as sent.
 */
export function inServicePageWords(message: string): string {
  const found = leadingIssuePath(message);
  const key = found?.path[0];
  if (!found || typeof key !== "string" || !Object.hasOwn(SERVICE_FIELD_LABELS, key)) return message;
  return SERVICE_FIELD_LABELS[key as keyof ServiceUpdateBody] + found.rest;
}
