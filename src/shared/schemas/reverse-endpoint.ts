import { z } from "zod";
import { openEnum } from "./open-enum";
import { textField } from "./text-rules";

export const REVERSE_ENDPOINT_TYPES = ["VPC_ENDPOINT_SERVICE", "VPC_RESOURCE", "MSK_MULTI_VPC"] as const;
export type ReverseEndpointType = (typeof REVERSE_ENDPOINT_TYPES)[number];
export const MSK_AUTHENTICATIONS = ["SASL_IAM", "SASL_SCRAM"] as const;
export const REVERSE_ENDPOINT_STATUSES = [
  "Unknown", "Provisioning", "Deleting", "Ready", "Failed", "PendingAcceptance", "Rejected", "Expired",
] as const;
/** Statuses the service leaves by itself; a page showing one keeps polling. */
export const TRANSITIONAL_REVERSE_ENDPOINT_STATUSES = ["Provisioning", "Deleting", "PendingAcceptance"] as const;
export const REVERSE_ENDPOINT_DESCRIPTION_MAX = 255;
/** The AWS names and ARNs a create body carries; an ARN is at most 2048 characters. */
export const REVERSE_ENDPOINT_REFERENCE_MAX = 2048;
/** Reverse private endpoints one service may hold; a create beyond it is a 409. */
export const MAX_REVERSE_ENDPOINTS_PER_SERVICE = 100;

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

const required = (field: string) => textField(field, { trim: true, min: 1, max: REVERSE_ENDPOINT_REFERENCE_MAX });
const description = textField("description", { trim: true, min: 1, max: REVERSE_ENDPOINT_DESCRIPTION_MAX });

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
