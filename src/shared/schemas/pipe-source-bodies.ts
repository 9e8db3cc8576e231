import { z } from "../zod";
import { textField } from "./text-rules";
import {
  DELIMITED_FORMATS, IAM_ROLE_ARN, KAFKA_AUTHENTICATIONS, KAFKA_AUTHENTICATIONS_BY_TYPE, KAFKA_FORMATS, KAFKA_OFFSET_STRATEGIES,
  KAFKA_OFFSET_TIMESTAMP, KAFKA_TYPES, KINESIS_AUTHENTICATIONS, KINESIS_FORMATS, KINESIS_ITERATOR_TYPES,
  OBJECT_STORAGE_AUTHENTICATIONS, OBJECT_STORAGE_AUTHENTICATIONS_BY_TYPE, OBJECT_STORAGE_FORMATS, OBJECT_STORAGE_TYPES,
} from "./pipe-kinds";
import { COMPRESSIONS } from "./pipe";
import {
  ACCESS_KEY_ID, AWS_REGION, AZURE_CONTAINER_NAME, BROKER_LIST, EVENT_HUBS_CONNECTION_STRING, HTTPS_URL, HTTP_URL, KINESIS_STREAM_NAME,
  TOPIC_LIST, brokerHostsFit, brokerPortsInRange, isAzureConnectionString, isEventHubsConnectionString, isReachableUrl, topicNamesFit,
} from "./pipe-source-formats";

/*
 * The `source` of a create body, one schema per kind (gaps.md "Pipe lifecycle", the reference's
 * `PipePost*Source`). Every message starts with the field's own name, so the emulator's 400 names
 * its whole path (`source.kafka.brokers must be …`).
 */

export const requiredText = (field: string) =>
  z.string({ error: `${field} is required` }).check(z.trim(), z.minLength(1, `${field} is required`));

/** The longest name of a database, table, column, schema or mapped field this service takes. */
export const MAX_NAME_LENGTH = 255;
/** The longest column type (`Enum8('a' = 1, …)`, nested `Tuple(…)`s grow long). */
export const MAX_COLUMN_TYPE_LENGTH = 1024;

/**
 * A name a pipe shows and sends on (a database, table, column, schema or field): required, at most
 * `max` characters, and one line of visible text (text-rules: no control or direction characters).
 */
export const nameText = (field: string, max = MAX_NAME_LENGTH) => textField(field, { trim: true, min: 1, max });
const optionalText = z.nullish(z.string());
const enumOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of ${values.join(", ")}` });


export const iamRole = z.string().check(z.trim(), z.regex(IAM_ROLE_ARN, "iamRole must be an IAM role ARN, like arn:aws:iam::123456789012:role/name"));
/** The rules an Azure source's fields keep, at creation and when edited later (pipe-update.ts). */
export const AZURE_FIELD_RULES = {
  connectionString: { holds: isAzureConnectionString, message: "connectionString must be key=value pairs separated by ; naming AccountName (or BlobEndpoint) and AccountKey (or SharedAccessSignature)" },
  path: { holds: (path: string) => !path.trim().startsWith("/"), message: "path starts inside the container: leave out the leading /" },
  azureContainerName: {
    holds: (name: string) => AZURE_CONTAINER_NAME.test(name.trim()),
    message: "azureContainerName must be 3 to 63 lowercase letters, digits and single hyphens, starting and ending with a letter or digit",
  },
} as const;
const accessKeyId = z.string().check(z.trim(), z.regex(ACCESS_KEY_ID, "accessKeyId must be one word of at most 128 characters"));
export const accessKeySchema = z.strictObject(
  { accessKeyId: z.pipe(requiredText("accessKeyId"), accessKeyId), secretKey: requiredText("secretKey") },
  { error: "accessKey must be an object {accessKeyId, secretKey}" },
);
/** The reference's `credentials` shapes, all fields optional here: the authentication decides which are needed. */
export const kafkaCredentialsSchema = z.strictObject(
  {
    username: z.optional(z.string()),
    password: z.optional(z.string()),
    accessKeyId: z.optional(accessKeyId),
    secretKey: z.optional(z.string()),
    connectionString: z.optional(z.string()),
    certificate: z.optional(z.string()),
    privateKey: z.optional(z.string()),
  },
  { error: "credentials must be an object" },
);
export type KafkaCredentials = z.infer<typeof kafkaCredentialsSchema>;

type Ctx = z.core.$RefinementCtx;
const missing = (ctx: Ctx, path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
const blank = (value: string | null | undefined) => value == null || value.trim() === "";

/** Which `credentials` fields an authentication needs (gaps.md: username and password for PLAIN and SCRAM-*, …). */
export function kafkaCredentialFields(type: string, authentication: string): readonly (keyof KafkaCredentials)[] {
  switch (authentication) {
    case "PLAIN":
      return type === "azureeventhub" ? ["connectionString"] : ["username", "password"];
    case "SCRAM-SHA-256":
    case "SCRAM-SHA-512":
      return ["username", "password"];
    case "IAM_USER":
      return ["accessKeyId", "secretKey"];
    case "MUTUAL_TLS":
      return ["certificate", "privateKey"];
    default:
      return [];
  }
}

export const kafkaCreateSchema = z.strictObject({
  type: enumOf("type", KAFKA_TYPES),
  format: enumOf("format", KAFKA_FORMATS),
  brokers: requiredText("brokers").check(
    z.regex(BROKER_LIST, "brokers must be host:port pairs separated by commas (an IPv6 host in brackets)"),
    z.refine(brokerPortsInRange, "brokers must have ports from 1 to 65535"),
    z.refine(brokerHostsFit, "brokers must have host names of at most 253 characters"),
  ),
  topics: requiredText("topics").check(
    z.regex(TOPIC_LIST, "topics must be topic names (letters, digits, . _ -) separated by commas"),
    z.refine(topicNamesFit, "topics must each be at most 249 characters"),
  ),
  consumerGroup: optionalText,
  authentication: enumOf("authentication", KAFKA_AUTHENTICATIONS),
  iamRole: z.nullish(iamRole),
  credentials: z.optional(kafkaCredentialsSchema),
  /** gaps.md names the IAM user's key `accessKey`, the reference puts it in `credentials`: both are taken. */
  accessKey: z.nullish(accessKeySchema),
  offset: z.nullish(z.strictObject({
    strategy: enumOf("strategy", KAFKA_OFFSET_STRATEGIES),
    timestamp: z.nullish(z.string().check(z.regex(KAFKA_OFFSET_TIMESTAMP, "timestamp must be a UTC time like 2025-01-31T13:45"))),
  })),
  schemaRegistry: z.nullish(z.strictObject({
    url: requiredText("url").check(
      z.regex(HTTPS_URL, "url must be an https:// URL"),
      z.refine(isReachableUrl, "url must name a host, and any port must be 1 to 65535"),
    ),
    authentication: z.optional(z.literal("PLAIN", { error: "authentication must be PLAIN" })),
    credentials: z.optional(z.strictObject({ username: requiredText("username"), password: requiredText("password") })),
    caCertificate: optionalText,
  })),
  caCertificate: optionalText,
  reversePrivateEndpointIds: z.optional(z.array(requiredText("reversePrivateEndpointIds"))),
  exactlyOnce: z.nullish(z.boolean()),
}).check(z.superRefine((kafka, ctx) => {
  if (!KAFKA_AUTHENTICATIONS_BY_TYPE[kafka.type].includes(kafka.authentication)) {
    missing(ctx, ["authentication"], `authentication ${kafka.authentication} is not available for ${kafka.type}; use ${KAFKA_AUTHENTICATIONS_BY_TYPE[kafka.type].join(", ")}`);
  }
  if (kafka.authentication === "IAM_ROLE" && blank(kafka.iamRole)) missing(ctx, ["iamRole"], "iamRole is required for authentication IAM_ROLE");
  if (kafka.authentication === "IAM_USER" && kafka.accessKey) {
    if (kafka.credentials) missing(ctx, ["accessKey"], "accessKey and credentials both hold a key; send one");
  } else {
    for (const field of kafkaCredentialFields(kafka.type, kafka.authentication)) {
      if (blank(kafka.credentials?.[field])) missing(ctx, ["credentials", field], `${field} is required for authentication ${kafka.authentication}`);
    }
    if (kafka.type === "azureeventhub" && !blank(kafka.credentials?.connectionString) && !isEventHubsConnectionString(kafka.credentials!.connectionString!)) {
      missing(ctx, ["credentials", "connectionString"], EVENT_HUBS_CONNECTION_STRING);
    }
  }
  if (kafka.offset?.strategy === "from_timestamp" && blank(kafka.offset.timestamp)) {
    missing(ctx, ["offset", "timestamp"], "timestamp is required for offset strategy from_timestamp");
  }
  if (kafka.format === "AvroConfluent" && !kafka.schemaRegistry) {
    missing(ctx, ["schemaRegistry"], "schemaRegistry is required for format AvroConfluent");
  }
}));
export type KafkaCreateSource = z.input<typeof kafkaCreateSchema>;

/** The field each object storage authentication needs. */
export const OBJECT_STORAGE_CREDENTIAL_FIELD = {
  IAM_ROLE: "iamRole",
  IAM_USER: "accessKey",
  CONNECTION_STRING: "connectionString",
  SERVICE_ACCOUNT: "serviceAccountKey",
} as const;

/** A queue of new files is only for continuous S3 ingestion with authentication (gaps.md); null is public access. */
export const queueUrlAllowed = (source: { type: string; isContinuous?: boolean | null; authentication: string | null }) =>
  source.type === "s3" && source.isContinuous === true && source.authentication !== null;

export const objectStorageCreateSchema = z.strictObject({
  type: enumOf("type", OBJECT_STORAGE_TYPES),
  format: enumOf("format", OBJECT_STORAGE_FORMATS),
  url: z.nullish(
    z.string().check(
      z.trim(),
      z.regex(HTTP_URL, "url must be an http(s) URL to the files, wildcards allowed"),
      z.refine(isReachableUrl, "url must name a host, and any port must be 1 to 65535"),
    ),
  ),
  delimiter: z.nullish(z.string().check(z.maxLength(1, "delimiter must be one character"))),
  compression: z.nullish(z.enum(COMPRESSIONS, { error: `compression must be one of ${COMPRESSIONS.join(", ")}` })),
  isContinuous: z.nullish(z.boolean({ error: "isContinuous must be true or false" })),
  queueUrl: z.nullish(
    z.string().check(
      z.trim(),
      z.regex(HTTPS_URL, "queueUrl must be an https:// URL"),
      z.refine(isReachableUrl, "queueUrl must name a host, and any port must be 1 to 65535"),
    ),
  ),
  skipInitialLoad: z.nullish(z.boolean()),
  startAfter: optionalText,
  authentication: z.nullish(enumOf("authentication", OBJECT_STORAGE_AUTHENTICATIONS)),
  iamRole: z.nullish(iamRole),
  accessKey: z.nullish(accessKeySchema),
  connectionString: optionalText,
  serviceAccountKey: optionalText,
  path: optionalText,
  azureContainerName: optionalText,
}).check(z.superRefine((storage, ctx) => {
  const authentication = storage.authentication ?? null;
  const allowed = OBJECT_STORAGE_AUTHENTICATIONS_BY_TYPE[storage.type];
  if (!allowed.includes(authentication)) {
    const names = allowed.map((a) => a ?? "none (public)").join(", ");
    missing(ctx, ["authentication"], `authentication ${authentication ?? "none"} is not available for ${storage.type}; use ${names}`);
  }
  const need = authentication === null ? undefined : OBJECT_STORAGE_CREDENTIAL_FIELD[authentication];
  if (need && (storage[need] == null || storage[need] === "")) missing(ctx, [need], `${need} is required for authentication ${authentication}`);
  else if (need === "connectionString" && !AZURE_FIELD_RULES.connectionString.holds(storage.connectionString!)) {
    missing(ctx, ["connectionString"], AZURE_FIELD_RULES.connectionString.message);
  }
  if (storage.type === "azureblobstorage") {
    if (blank(storage.path)) missing(ctx, ["path"], "path is required for azureblobstorage");
    else if (!AZURE_FIELD_RULES.path.holds(storage.path!)) missing(ctx, ["path"], AZURE_FIELD_RULES.path.message);
    if (blank(storage.azureContainerName)) missing(ctx, ["azureContainerName"], "azureContainerName is required for azureblobstorage");
    else if (!AZURE_FIELD_RULES.azureContainerName.holds(storage.azureContainerName!)) {
      missing(ctx, ["azureContainerName"], AZURE_FIELD_RULES.azureContainerName.message);
    }
  } else if (blank(storage.url)) {
    missing(ctx, ["url"], `url is required for ${storage.type}`);
  }
  if (!blank(storage.queueUrl) && !queueUrlAllowed({ ...storage, authentication })) {
    missing(ctx, ["queueUrl"], "queueUrl is only for continuous s3 pipes with authentication");
  }
  if (storage.delimiter != null && !DELIMITED_FORMATS.includes(storage.format)) {
    missing(ctx, ["delimiter"], `delimiter is only for ${DELIMITED_FORMATS.join(", ")}`);
  }
}));
export type ObjectStorageCreateSource = z.input<typeof objectStorageCreateSchema>;

export const kinesisCreateSchema = z.strictObject({
  format: enumOf("format", KINESIS_FORMATS),
  streamName: requiredText("streamName").check(z.regex(KINESIS_STREAM_NAME, "streamName must be 1-128 letters, digits, . _ or -")),
  region: requiredText("region").check(z.regex(AWS_REGION, "region must be an AWS region, like eu-west-1")),
  useEnhancedFanOut: z.nullish(z.boolean({ error: "useEnhancedFanOut must be true or false" })),
  iteratorType: enumOf("iteratorType", KINESIS_ITERATOR_TYPES),
  timestamp: z.nullish(
    z.number({ error: "timestamp must be a number" }).check(
      z.int("timestamp must be whole seconds since 1970"),
      z.minimum(0, "timestamp must be at least 0"),
    ),
  ),
  authentication: enumOf("authentication", KINESIS_AUTHENTICATIONS),
  iamRole: z.nullish(iamRole),
  accessKey: z.nullish(accessKeySchema),
}).check(z.superRefine((kinesis, ctx) => {
  if (kinesis.iteratorType === "AT_TIMESTAMP" && kinesis.timestamp == null) {
    missing(ctx, ["timestamp"], "timestamp is required for iteratorType AT_TIMESTAMP");
  }
  if (kinesis.authentication === "IAM_ROLE" && blank(kinesis.iamRole)) missing(ctx, ["iamRole"], "iamRole is required for authentication IAM_ROLE");
  if (kinesis.authentication === "IAM_USER" && !kinesis.accessKey) missing(ctx, ["accessKey"], "accessKey is required for authentication IAM_USER");
}));
export type KinesisCreateSource = z.input<typeof kinesisCreateSchema>;
