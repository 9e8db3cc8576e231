import { z } from "@/shared/zod";
import type { KafkaSource } from "@/shared/schemas/pipe";
import {
  IAM_ROLE_ARN, KAFKA_AUTHENTICATIONS, KAFKA_AUTHENTICATIONS_BY_TYPE, KAFKA_FORMATS, KAFKA_OFFSET_STRATEGIES, KAFKA_OFFSET_TIMESTAMP,
  KAFKA_TYPES, type KafkaAuthentication, type KafkaOffsetStrategy, type KafkaType,
} from "@/shared/schemas/pipe-kinds";
import { type KafkaCreateSource, kafkaCredentialFields, type KafkaCredentials } from "@/shared/schemas/pipe-source-bodies";
import { ACCESS_KEY_ID, BROKER_LIST, brokerHostsFit, brokerPortsInRange, isEventHubsConnectionString, TOPIC_LIST, topicNamesFit } from "@/shared/schemas/pipe-source-formats";
import { ACCESS_KEY_ID_MESSAGE, addIssue, filled, httpsUrlProblem, IAM_ROLE_ARN_MESSAGE, optional, PEM_CERTIFICATE, PEM_PRIVATE_KEY, oneOf } from "./form-fields";

/** A reverse private endpoint of the service, as the form offers it (the route reads them from their own area). */
export interface EndpointOption {
  id: string;
  /** What the endpoints' pages call it. */
  name: string;
  /** Its type in words. */
  type: string;
  status: string;
}

/** The service's endpoints as far as they are known: they load with the form and may fail to. */
export type EndpointList = { state: "loading" } | { state: "failed"; error: unknown } | { state: "ready"; items: EndpointOption[] };

/** The Kafka part of the form, as typed. Every authentication's fields are kept, so switching back loses nothing. */
export interface KafkaDraft {
  type: KafkaType;
  format: (typeof KAFKA_FORMATS)[number];
  brokers: string;
  topics: string;
  authentication: KafkaAuthentication;
  username: string;
  password: string;
  connectionString: string;
  accessKeyId: string;
  secretKey: string;
  iamRole: string;
  certificate: string;
  privateKey: string;
  caCertificate: string;
  reversePrivateEndpointIds: string[];
  consumerGroup: string;
  offsetStrategy: KafkaOffsetStrategy;
  offsetTimestamp: string;
  schemaRegistryUrl: string;
  schemaRegistryUsername: string;
  schemaRegistryPassword: string;
}

export const EMPTY_KAFKA: KafkaDraft = {
  type: "kafka", format: "JSONEachRow", brokers: "", topics: "", authentication: "PLAIN",
  username: "", password: "", connectionString: "", accessKeyId: "", secretKey: "", iamRole: "", certificate: "", privateKey: "",
  caCertificate: "", reversePrivateEndpointIds: [], consumerGroup: "", offsetStrategy: "from_latest", offsetTimestamp: "",
  schemaRegistryUrl: "", schemaRegistryUsername: "", schemaRegistryPassword: "",
};

/** Fields that hold a secret: masked on screen, never kept in the stored draft, empty in a duplicate. */
export const KAFKA_SECRET_FIELDS = [
  "password", "connectionString", "secretKey", "certificate", "privateKey", "caCertificate", "schemaRegistryPassword",
] as const satisfies readonly (keyof KafkaDraft)[];

/** The authentication a flavour offers first, when the one chosen before is not available for it. */
export function kafkaAuthenticationFor(type: KafkaType, current: KafkaAuthentication): KafkaAuthentication {
  const allowed = KAFKA_AUTHENTICATIONS_BY_TYPE[type];
  return allowed.includes(current) ? current : (allowed[0] ?? "PLAIN");
}

const optionalCertificate = z.string().check(
  z.trim(),
  z.refine(
    (text) => text === "" || PEM_CERTIFICATE.test(text),
    "The CA certificate must be a PEM block, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.",
  ),
);

/** What to say when a credential the authentication needs is missing. */
const CREDENTIAL_MISSING: Record<keyof KafkaCredentials, string> = {
  username: "Enter the user name.",
  password: "Enter the password.",
  connectionString: "Paste the Event Hubs connection string.",
  accessKeyId: "Enter the access key ID.",
  secretKey: "Enter the secret access key.",
  certificate: "Paste the client certificate (PEM).",
  privateKey: "Paste the private key (PEM).",
};

/** A filled field that is not what it must be: the message, else undefined. */
const MALFORMED: Partial<Record<keyof KafkaDraft, { holds: (text: string) => boolean; message: string }>> = {
  iamRole: { holds: (text) => IAM_ROLE_ARN.test(text), message: IAM_ROLE_ARN_MESSAGE },
  certificate: { holds: (text) => PEM_CERTIFICATE.test(text), message: "The client certificate must be a PEM block, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----." },
  privateKey: { holds: (text) => PEM_PRIVATE_KEY.test(text), message: "The private key must be a PEM block, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----." },
  accessKeyId: { holds: (text) => ACCESS_KEY_ID.test(text), message: ACCESS_KEY_ID_MESSAGE },
  connectionString: {
    holds: isEventHubsConnectionString,
    message: "That is not an Event Hubs connection string: paste the namespace's, like Endpoint=sb://….servicebus.windows.net/;SharedAccessKeyName=…;SharedAccessKey=….",
  },
};

/**
 * Step 2 for Kafka: the fields the chosen authentication needs, by the shared rule the service
 * checks (`kafkaCredentialFields`; Azure Event Hubs' PLAIN takes a connection string), and only
 * authentications the flavour offers.
 */
export const kafkaConnectionSchema = z.object({
  type: z.enum(KAFKA_TYPES, { error: "Choose the Kafka flavour." }),
  brokers: filled("Enter at least one broker, like broker-1.example.com:9092.").check(
    // Brokers pasted one per line arrive separated by spaces (a one-line field): say so, not just "host:port".
    z.refine(
      (brokers) => BROKER_LIST.test(brokers) || !BROKER_LIST.test(brokers.replace(/[\s,]+/g, ",")),
      "Separate the brokers with commas, not spaces or line breaks.",
    ),
    z.regex(BROKER_LIST, "Write each broker as host:port, separated by commas; an IPv6 address goes in brackets, as [2001:db8::1]:9092."),
    z.refine(brokerPortsInRange, "Each broker's port must be 1 to 65535."),
    z.refine(brokerHostsFit, "A broker's host name is at most 253 characters."),
  ),
  topics: filled("Enter the topic to read.").check(
    z.regex(TOPIC_LIST, "Topic names use letters, digits, dots, underscores and hyphens; separate several with commas."),
    z.refine(topicNamesFit, "A topic name is at most 249 characters."),
  ),
  caCertificate: optionalCertificate,
  authentication: z.enum(KAFKA_AUTHENTICATIONS, { error: "Choose how to authenticate." }),
  username: z.string(),
  password: z.string(),
  connectionString: z.string(),
  accessKeyId: z.string(),
  secretKey: z.string(),
  certificate: z.string(),
  privateKey: z.string(),
  iamRole: z.string(),
}).check(z.superRefine((kafka, ctx) => {
  const needed: (keyof KafkaCredentials | "iamRole")[] = [...kafkaCredentialFields(kafka.type, kafka.authentication)];
  if (kafka.authentication === "IAM_ROLE") needed.push("iamRole");
  for (const field of needed) {
    const value = kafka[field].trim();
    const form = MALFORMED[field];
    if (value === "") addIssue(ctx, [field], field === "iamRole" ? "Enter the IAM role ARN." : CREDENTIAL_MISSING[field]);
    else if (form && !form.holds(value)) addIssue(ctx, [field], form.message);
  }
  if (!KAFKA_AUTHENTICATIONS_BY_TYPE[kafka.type].includes(kafka.authentication)) {
    addIssue(ctx, ["authentication"], `${kafka.type} does not offer ${kafka.authentication}; choose ${KAFKA_AUTHENTICATIONS_BY_TYPE[kafka.type].join(" or ")}.`);
  }
}));

/** Step 3 for Kafka: how records are read and where reading starts. */
export const kafkaFormatSchema = z.object({
  format: z.enum(KAFKA_FORMATS, { error: "Choose the format of the records." }),
  offsetStrategy: z.enum(KAFKA_OFFSET_STRATEGIES, { error: "Choose where to start reading." }),
  offsetTimestamp: z.string().check(z.trim()),
  consumerGroup: optional.check(z.regex(/^[A-Za-z0-9._-]*$/, "The consumer group uses letters, digits, dots, underscores and hyphens.")),
  schemaRegistryUrl: z.string().check(z.trim()),
  schemaRegistryUsername: z.string().check(z.trim()),
  schemaRegistryPassword: z.string(),
}).check(z.superRefine((kafka, ctx) => {
  if (kafka.offsetStrategy === "from_timestamp") {
    if (kafka.offsetTimestamp === "") addIssue(ctx, ["offsetTimestamp"], "Enter the time to start from (UTC).");
    else if (!KAFKA_OFFSET_TIMESTAMP.test(kafka.offsetTimestamp)) addIssue(ctx, ["offsetTimestamp"], "Enter the time as YYYY-MM-DDTHH:MM, in UTC.");
  }
  if (kafka.format !== "AvroConfluent") return;
  if (kafka.schemaRegistryUrl === "") addIssue(ctx, ["schemaRegistryUrl"], "Enter the schema registry URL: AvroConfluent records name their schema there.");
  else {
    const problem = httpsUrlProblem(kafka.schemaRegistryUrl, "The schema registry URL", "The schema registry URL must start with https://.");
    if (problem) addIssue(ctx, ["schemaRegistryUrl"], problem);
  }
  if ((kafka.schemaRegistryUsername === "") !== (kafka.schemaRegistryPassword === "")) {
    addIssue(ctx, [kafka.schemaRegistryUsername === "" ? "schemaRegistryUsername" : "schemaRegistryPassword"], "Enter both the registry's user name and password, or neither.");
  }
}));

const AS_TYPED: ReadonlySet<string> = new Set(["password", "secretKey"]);

/** The body's `source.kafka`: only what the chosen authentication and format use. */
export function toKafkaSource(draft: KafkaDraft): KafkaCreateSource {
  const text = (value: string) => (value.trim() === "" ? undefined : value.trim());
  // The fields the flavour's authentication needs (the shared rule); passwords and secret keys are sent as typed.
  const fields = kafkaCredentialFields(draft.type, draft.authentication);
  const credentials = fields.length > 0 ? Object.fromEntries(fields.map((field) => [field, AS_TYPED.has(field) ? draft[field] : draft[field].trim()])) : undefined;
  const registry = draft.format === "AvroConfluent"
    ? {
        url: draft.schemaRegistryUrl.trim(),
        ...(draft.schemaRegistryUsername.trim() === "" ? {} : { authentication: "PLAIN" as const, credentials: { username: draft.schemaRegistryUsername.trim(), password: draft.schemaRegistryPassword } }),
      }
    : undefined;
  return {
    type: draft.type,
    format: draft.format,
    brokers: draft.brokers.trim(),
    topics: draft.topics.trim(),
    authentication: draft.authentication,
    ...(credentials ? { credentials } : {}),
    ...(draft.authentication === "IAM_ROLE" ? { iamRole: draft.iamRole.trim() } : {}),
    ...(text(draft.caCertificate) ? { caCertificate: text(draft.caCertificate) } : {}),
    ...(draft.reversePrivateEndpointIds.length ? { reversePrivateEndpointIds: [...draft.reversePrivateEndpointIds] } : {}),
    ...(text(draft.consumerGroup) ? { consumerGroup: text(draft.consumerGroup) } : {}),
    offset: draft.offsetStrategy === "from_timestamp" ? { strategy: draft.offsetStrategy, timestamp: draft.offsetTimestamp.trim() } : { strategy: draft.offsetStrategy },
    ...(registry ? { schemaRegistry: registry } : {}),
  };
}

/**
 * A duplicate starts from an existing pipe's source: secrets are not sent back by the service and stay
 * empty, and the consumer group too, since two pipes in one group would split the topic between them.
 */
export function kafkaDraftFromSource(source: KafkaSource): KafkaDraft {
  const type = oneOf(KAFKA_TYPES, source.type, "kafka");
  return {
    ...EMPTY_KAFKA,
    type,
    format: oneOf(KAFKA_FORMATS, source.format, "JSONEachRow"),
    brokers: source.brokers,
    topics: source.topics,
    authentication: kafkaAuthenticationFor(type, oneOf(KAFKA_AUTHENTICATIONS, source.authentication, KAFKA_AUTHENTICATIONS_BY_TYPE[type][0] ?? "PLAIN")),
    iamRole: source.iamRole ?? "",
    reversePrivateEndpointIds: [...(source.reversePrivateEndpointIds ?? [])],
    offsetStrategy: oneOf(KAFKA_OFFSET_STRATEGIES, source.offset?.strategy, source.offset?.timestamp ? "from_timestamp" : "from_latest"),
    offsetTimestamp: source.offset?.timestamp ?? "",
    schemaRegistryUrl: source.schemaRegistry?.url ?? "",
  };
}
