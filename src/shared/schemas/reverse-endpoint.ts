import { z } from "../zod";
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
  description: z._default(z.string(), ""),
  type: openEnum(REVERSE_ENDPOINT_TYPES),
  vpcEndpointServiceName: z.nullish(z.string()),
  vpcResourceConfigurationId: z.nullish(z.string()),
  vpcResourceShareArn: z.nullish(z.string()),
  mskClusterArn: z.nullish(z.string()),
  mskAuthentication: z.nullish(openEnum(MSK_AUTHENTICATIONS)),
  endpointId: z.nullish(z.string()),
  dnsNames: z._default(z.array(z.string()), []),
  privateDnsNames: z._default(z.array(z.string()), []),
  status: openEnum(REVERSE_ENDPOINT_STATUSES),
});
export type ReverseEndpoint = z.infer<typeof reverseEndpointSchema>;

const required = (field: string) => textField(field, { trim: true, min: 1, max: REVERSE_ENDPOINT_REFERENCE_MAX });
const description = textField("description", { trim: true, min: 1, max: REVERSE_ENDPOINT_DESCRIPTION_MAX });

const otherTypes = (type: ReverseEndpointType) => `it is not used by ${type} endpoints, and is dropped`;

/**
 * Every create field of the reference, typed as the reference types it: a string or null, and
 * mskAuthentication one of its values. A branch takes the fields of the other types (and of Google
 * Private Service Connect, a type this service does not offer, and the DNS mappings) only so typed,
 * then keeps none of them (gaps.md "Fidelity": an endpoint carries only its own type's fields). A
 * value of the wrong type is a 400 naming the field, not silently dropped.
 */
function referenceFields(type: ReverseEndpointType) {
  const string = (field: string) => z.nullish(z.string({ error: `${field} must be a string or null (${otherTypes(type)})` }));
  return {
    vpcEndpointServiceName: string("vpcEndpointServiceName"),
    vpcResourceConfigurationId: string("vpcResourceConfigurationId"),
    vpcResourceShareArn: string("vpcResourceShareArn"),
    mskClusterArn: string("mskClusterArn"),
    mskAuthentication: z.nullish(
      z.enum(MSK_AUTHENTICATIONS, { error: `mskAuthentication must be SASL_IAM, SASL_SCRAM or null (${otherTypes(type)})` }),
    ),
    gcpServiceAttachment: string("gcpServiceAttachment"),
    customPrivateDnsMappings: z.optional(z.array(z.unknown(), { error: `customPrivateDnsMappings must be a list (${otherTypes(type)})` })),
  };
}

/**
 * One type's branch of the create body: its own fields required (gaps.md: required by type), the
 * reference's other fields typed, a key the reference does not have refused (as in every other body
 * of this service), and only the type's own fields kept.
 */
function typeBranch<const Type extends ReverseEndpointType, const Own extends z.core.$ZodShape>(type: Type, own: Own) {
  const shape = { type: z.literal(type), description, ...own };
  const kept = Object.keys(shape);
  const others = Object.fromEntries(Object.entries(referenceFields(type)).filter(([key]) => !kept.includes(key))) as Omit<ReturnType<typeof referenceFields>, keyof Own>;
  return z.pipe(
    z.strictObject({ ...others, ...shape }),
    z.transform(
      (body) => Object.fromEntries(kept.map((key) => [key, body[key as keyof typeof body]])) as z.output<z.ZodMiniObject<typeof shape>>,
    ),
  );
}

export const reverseEndpointCreateBodySchema = z.discriminatedUnion(
  "type",
  [
    typeBranch("VPC_ENDPOINT_SERVICE", { vpcEndpointServiceName: required("vpcEndpointServiceName") }),
    typeBranch("VPC_RESOURCE", {
      vpcResourceConfigurationId: required("vpcResourceConfigurationId"),
      vpcResourceShareArn: required("vpcResourceShareArn"),
    }),
    typeBranch("MSK_MULTI_VPC", {
      mskClusterArn: required("mskClusterArn"),
      mskAuthentication: z.enum(MSK_AUTHENTICATIONS, { error: "mskAuthentication must be SASL_IAM or SASL_SCRAM" }),
    }),
  ],
  { error: `type must be one of ${REVERSE_ENDPOINT_TYPES.join(", ")}` },
);
export type ReverseEndpointCreateBody = z.output<typeof reverseEndpointCreateBodySchema>;
