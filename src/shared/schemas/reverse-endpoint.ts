import { z } from "zod";
import { openEnum } from "./open-enum";

export const REVERSE_ENDPOINT_TYPES = ["VPC_ENDPOINT_SERVICE", "VPC_RESOURCE", "MSK_MULTI_VPC"] as const;
export type ReverseEndpointType = (typeof REVERSE_ENDPOINT_TYPES)[number];
export const MSK_AUTHENTICATIONS = ["SASL_IAM", "SASL_SCRAM"] as const;
export const REVERSE_ENDPOINT_STATUSES = [
  "Unknown", "Provisioning", "Deleting", "Ready", "Failed", "PendingAcceptance", "Rejected", "Expired",
] as const;
/** Statuses the service leaves by itself; a page showing one keeps polling. */
export const TRANSITIONAL_REVERSE_ENDPOINT_STATUSES = ["Provisioning", "Deleting", "PendingAcceptance"] as const;
export const REVERSE_ENDPOINT_DESCRIPTION_MAX = 255;

export const reverseEndpointSchema = z.looseObject({
  id: z.string(),
  serviceId: z.string(),
  description: z.string().default(""),
  type: openEnum(REVERSE_ENDPOINT_TYPES),
  vpcEndpointServiceName: z.string().nullish(),
  vpcResourceConfigurationId: z.string().nullish(),
  vpcResourceShareArn: z.string().nullish(),
  mskClusterArn: z.string().nullish(),
  mskAuthentication: openEnum(MSK_AUTHENTICATIONS).nullish(),
  endpointId: z.string().nullish(),
  dnsNames: z.array(z.string()).default([]),
  privateDnsNames: z.array(z.string()).default([]),
  status: openEnum(REVERSE_ENDPOINT_STATUSES),
});
export type ReverseEndpoint = z.infer<typeof reverseEndpointSchema>;

const required = (field: string) => z.string({ error: `${field} is required` }).trim().min(1, `${field} is required`);
const description = z
  .string({ error: "description is required" })
  .trim()
  .min(1, "description is required")
  .max(REVERSE_ENDPOINT_DESCRIPTION_MAX, `description must be at most ${REVERSE_ENDPOINT_DESCRIPTION_MAX} characters`);

/**
 * The create body, one branch per type: each branch holds only its own fields,
 * so a parsed body never carries another type's fields (gaps.md: required by type).
 */
export const reverseEndpointCreateBodySchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("VPC_ENDPOINT_SERVICE"),
      description,
      vpcEndpointServiceName: required("vpcEndpointServiceName"),
    }),
    z.object({
      type: z.literal("VPC_RESOURCE"),
      description,
      vpcResourceConfigurationId: required("vpcResourceConfigurationId"),
      vpcResourceShareArn: required("vpcResourceShareArn"),
    }),
    z.object({
      type: z.literal("MSK_MULTI_VPC"),
      description,
      mskClusterArn: required("mskClusterArn"),
      mskAuthentication: z.enum(MSK_AUTHENTICATIONS, { error: "mskAuthentication must be SASL_IAM or SASL_SCRAM" }),
    }),
  ],
  { error: `type must be one of ${REVERSE_ENDPOINT_TYPES.join(", ")}` },
);
export type ReverseEndpointCreateBody = z.infer<typeof reverseEndpointCreateBodySchema>;
