import type { MSK_AUTHENTICATIONS, ReverseEndpoint, ReverseEndpointType } from "@/shared/schemas/reverse-endpoint";

export const TYPE_LABELS: Record<ReverseEndpointType, string> = {
  VPC_ENDPOINT_SERVICE: "VPC endpoint service",
  VPC_RESOURCE: "VPC resource",
  MSK_MULTI_VPC: "MSK multi-VPC",
};

/** One line per type, shown under its choice: when to pick it. */
export const TYPE_DESCRIPTIONS: Record<ReverseEndpointType, string> = {
  VPC_ENDPOINT_SERVICE: "A service you expose with AWS PrivateLink behind a VPC endpoint service (for example a database behind a load balancer).",
  VPC_RESOURCE: "A single resource (database, host) shared with a VPC Lattice resource configuration through AWS RAM.",
  MSK_MULTI_VPC: "An Amazon MSK cluster reached through its multi-VPC private connectivity.",
};

/** An MSK cluster's authentication in words, its mechanism in brackets, as the pipe form names Kafka's. */
export const MSK_AUTHENTICATION_LABELS: Record<(typeof MSK_AUTHENTICATIONS)[number], { label: string; hint: string }> = {
  SASL_IAM: { label: "IAM access control (SASL/IAM)", hint: "the cluster's IAM role-based authentication" },
  SASL_SCRAM: { label: "User and password (SASL/SCRAM)", hint: "stored in AWS Secrets Manager" },
};

/** An authentication the console does not know is shown as the server sent it. */
export function mskAuthenticationLabel(authentication: string): string {
  return (MSK_AUTHENTICATION_LABELS as Record<string, { label: string } | undefined>)[authentication]?.label ?? authentication;
}

/** A type the console does not know is shown as the server sent it. */
export function typeLabel(type: string): string {
  return (TYPE_LABELS as Record<string, string | undefined>)[type] ?? type;
}

/** What the pages call an endpoint: its description, else the ids AWS and the service gave it. */
export function endpointName(endpoint: Pick<ReverseEndpoint, "description" | "endpointId" | "id">): string {
  return endpoint.description || endpoint.endpointId || endpoint.id;
}

/** A status in words: the API's one-word names as a sentence starts ("PendingAcceptance" → "Pending acceptance"); one the console does not know, likewise. */
export function statusLabel(status: string): string {
  return status.replace(/([a-z])([A-Z])/g, (_, before: string, after: string) => `${before} ${after.toLowerCase()}`);
}
