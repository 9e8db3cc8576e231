import { z } from "@/shared/zod";
import {
  MSK_AUTHENTICATIONS,
  REVERSE_ENDPOINT_DESCRIPTION_MAX,
  REVERSE_ENDPOINT_TYPES,
  reverseEndpointCreateBodySchema,
  type ReverseEndpointCreateBody,
  type ReverseEndpointType,
} from "@/shared/schemas/reverse-endpoint";
import { textProblemMessage } from "@/shared/schemas/text-rules";

type MskAuthentication = (typeof MSK_AUTHENTICATIONS)[number];

/** What the form holds: every type's fields, so switching type and back keeps what was typed. */
export interface ReverseEndpointFormValues {
  type: ReverseEndpointType | "";
  description: string;
  vpcEndpointServiceName: string;
  vpcResourceConfigurationId: string;
  vpcResourceShareArn: string;
  mskClusterArn: string;
  mskAuthentication: MskAuthentication | "";
}
export type ReverseEndpointFormField = keyof ReverseEndpointFormValues;
export type TypeField = Exclude<ReverseEndpointFormField, "type" | "description">;
export type ReverseEndpointFieldErrors = Partial<Record<ReverseEndpointFormField, string>>;

export const EMPTY_REVERSE_ENDPOINT_FORM: ReverseEndpointFormValues = {
  type: "",
  description: "",
  vpcEndpointServiceName: "",
  vpcResourceConfigurationId: "",
  vpcResourceShareArn: "",
  mskClusterArn: "",
  mskAuthentication: "",
};

/** The fields each type asks for (gaps.md: required by type); the form shows and sends only these. */
export const TYPE_FIELDS: Record<ReverseEndpointType, readonly TypeField[]> = {
  VPC_ENDPOINT_SERVICE: ["vpcEndpointServiceName"],
  VPC_RESOURCE: ["vpcResourceConfigurationId", "vpcResourceShareArn"],
  MSK_MULTI_VPC: ["mskClusterArn", "mskAuthentication"],
};

/** Field order on the page: the error summary names fields in this order. */
export const FORM_FIELD_ORDER: readonly ReverseEndpointFormField[] = [
  "type",
  "description",
  "vpcEndpointServiceName",
  "vpcResourceConfigurationId",
  "vpcResourceShareArn",
  "mskClusterArn",
  "mskAuthentication",
];

/** Labels as the page shows them; error messages name fields by these words. */
export const FIELD_LABELS: Record<ReverseEndpointFormField, string> = {
  type: "Type",
  description: "Description",
  vpcEndpointServiceName: "Endpoint service name",
  vpcResourceConfigurationId: "Resource configuration ID",
  vpcResourceShareArn: "Resource share ARN",
  mskClusterArn: "Cluster ARN",
  mskAuthentication: "Authentication",
};

/** Example values, shown as hints and quoted by the "malformed" messages. */
export const FIELD_EXAMPLES: Partial<Record<TypeField, string>> = {
  vpcEndpointServiceName: "com.amazonaws.vpce.eu-west-1.vpce-svc-0123456789abcdef0",
  vpcResourceConfigurationId: "rcfg-0123456789abcdef0",
  vpcResourceShareArn: "arn:aws:ram:eu-west-1:123456789012:resource-share/0f1e2d3c-…",
  mskClusterArn: "arn:aws:kafka:eu-west-1:123456789012:cluster/my-cluster/0f1e2d3c-…",
};

/*
 * Shapes AWS gives these identifiers. The API itself only asks for a non-empty string, but a
 * value of the wrong kind (a cluster name instead of its ARN, a share id instead of its ARN)
 * would only fail later, inside AWS, so the form catches it here.
 */
const FORMATS: Record<Exclude<TypeField, "mskAuthentication">, RegExp> = {
  vpcEndpointServiceName: /^(cn\.)?com\.amazonaws\.vpce\.[a-z0-9-]+\.vpce-svc-[0-9a-z]+$/,
  vpcResourceConfigurationId: /^rcfg-[0-9a-z]+$/,
  vpcResourceShareArn: /^arn:aws[a-z-]*:ram:[a-z0-9-]+:\d{12}:resource-share\/[0-9A-Za-z-]+$/,
  mskClusterArn: /^arn:aws[a-z-]*:kafka:[a-z0-9-]+:\d{12}:cluster\/[^/\s]+\/[^/\s]+$/,
};

/** A label inside a sentence: "the cluster ARN", keeping acronyms as they are. */
export function fieldInSentence(field: ReverseEndpointFormField): string {
  const label = FIELD_LABELS[field];
  return `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

const identifier = (field: Exclude<TypeField, "mskAuthentication">) =>
  z.string().check(
    z.trim(),
    z.minLength(1, `Enter the ${fieldInSentence(field)}.`),
    z.regex(FORMATS[field], `${FIELD_LABELS[field]} must look like ${FIELD_EXAMPLES[field]}`),
  );

const descriptionSchema = z.string().check(
  z.trim(),
  z.minLength(1, "Enter a description."),
  z.maxLength(REVERSE_ENDPOINT_DESCRIPTION_MAX, `Description must be at most ${REVERSE_ENDPOINT_DESCRIPTION_MAX} characters.`),
  z.superRefine((value, ctx) => {
    const problem = textProblemMessage("Description", value);
    if (problem) ctx.addIssue({ code: "custom", message: `${problem}.` });
  }),
);

/**
 * The form's one model: a union on `type` whose branches hold only their own fields, so a
 * parsed value cannot carry another type's fields. Piped into the shared create-body schema,
 * so whatever the form accepts is what the API contract accepts.
 */
export const reverseEndpointFormSchema = z.pipe(
  z.discriminatedUnion(
    "type",
    [
      z.object({
        type: z.literal("VPC_ENDPOINT_SERVICE"),
        description: descriptionSchema,
        vpcEndpointServiceName: identifier("vpcEndpointServiceName"),
      }),
      z.object({
        type: z.literal("VPC_RESOURCE"),
        description: descriptionSchema,
        vpcResourceConfigurationId: identifier("vpcResourceConfigurationId"),
        vpcResourceShareArn: identifier("vpcResourceShareArn"),
      }),
      z.object({
        type: z.literal("MSK_MULTI_VPC"),
        description: descriptionSchema,
        mskClusterArn: identifier("mskClusterArn"),
        mskAuthentication: z.enum(MSK_AUTHENTICATIONS, { error: "Choose how the cluster authenticates: IAM access control or user and password." }),
      }),
    ],
    { error: "Choose a type." },
  ),
  reverseEndpointCreateBodySchema,
);

export function isReverseEndpointType(value: string): value is ReverseEndpointType {
  return (REVERSE_ENDPOINT_TYPES as readonly string[]).includes(value);
}

/** The fields a type asks for; none before a type is chosen. */
export function fieldsForType(type: ReverseEndpointFormValues["type"]): readonly TypeField[] {
  return type === "" ? [] : TYPE_FIELDS[type];
}

/** Only what the chosen type uses: the other types' fields stay in the form but never reach the body. */
function chosenFields(values: ReverseEndpointFormValues): Record<string, string> {
  const picked: Record<string, string> = { type: values.type, description: values.description };
  for (const field of fieldsForType(values.type)) picked[field] = values[field];
  return picked;
}

export type ReverseEndpointFormResult =
  | { ok: true; body: ReverseEndpointCreateBody }
  | { ok: false; errors: ReverseEndpointFieldErrors };

/** Form values to the create body, or one message per field that is missing or malformed. */
export function toCreateBody(values: ReverseEndpointFormValues): ReverseEndpointFormResult {
  const parsed = reverseEndpointFormSchema.safeParse(chosenFields(values));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: ReverseEndpointFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    const field: ReverseEndpointFormField = typeof key === "string" && key in FIELD_LABELS ? (key as ReverseEndpointFormField) : "type";
    errors[field] ??= issue.message;
  }
  // Without a type the union stops at the discriminator; the description is still worth naming.
  if (values.type === "") {
    const description = descriptionSchema.safeParse(values.description);
    if (!description.success) errors.description = description.error.issues[0]?.message;
  }
  return { ok: false, errors };
}

/**
 * The server names a refused field by its API name ("vpcResourceShareArn is required",
 * "mskClusterArn: cluster not found"). The message sits next to that field in the page's words:
 * the label for the API name, no "name:" prefix under a field that already shows its label
 * (below the form, a note names the field and shows the request ID).
 */
export function fieldRefusalInServerMessage(
  message: string,
  type: ReverseEndpointFormValues["type"],
): { field: ReverseEndpointFormField; message: string } | undefined {
  const candidates: ReverseEndpointFormField[] = ["description", ...fieldsForType(type)];
  const field = candidates.find((candidate) => new RegExp(`\\b${candidate}\\b`).test(message));
  if (field === undefined) return undefined;
  const words = message
    .replace(new RegExp(`^${field}:\\s*`), "")
    .replace(new RegExp(`\\b${field}\\b`, "g"), (_name, offset: number) => (offset === 0 ? FIELD_LABELS[field] : fieldInSentence(field)));
  return { field, message: `${words.charAt(0).toUpperCase()}${words.slice(1)}` };
}

/** "12 / 255": counts what will be sent (trimmed), as the limit applies to that. */
export function descriptionLength(description: string): number {
  return description.trim().length;
}
