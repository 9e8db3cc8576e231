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
 * Where the server's words say what is wrong but not what to do: the way on, by the refused path's
 * first two keys and the reason. Only that reason: the same path refused for another one (already
 * attached, too many) would be misled by it.
 */
const NEXT_STEPS: { path: string; reason: RegExp; next: string }[] = [
  // An id typed in "Or type an endpoint id": it may be mistyped, or belong to no endpoint this service can use.
  { path: "privateEndpointIds.add", reason: /is not an available private endpoint/, next: "Check the id in your cloud account, or attach one listed under “Available to attach”." },
];

/**
 * A refusal of the service's PATCH with the field it starts with named as the page names it
 * ("Private endpoints: …", not "privateEndpointIds.add[0]: …"); the rest is the server's, as sent,
 * then, where the page knows one, what to do about it.
 */
export function inServicePageWords(message: string): string {
  const found = leadingIssuePath(message);
  const key = found?.path[0];
  if (!found || typeof key !== "string" || !Object.hasOwn(SERVICE_FIELD_LABELS, key)) return message;
  const refusal = SERVICE_FIELD_LABELS[key as keyof ServiceUpdateBody] + found.rest;
  const path = found.path.slice(0, 2).join(".");
  const next = NEXT_STEPS.find((step) => step.path === path && step.reason.test(found.rest))?.next;
  return next === undefined ? refusal : `${/[.!?]$/.test(refusal) ? refusal : `${refusal}.`} ${next}`;
}
