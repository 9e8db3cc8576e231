import { z } from "zod";
import type { KafkaSource } from "@/shared/schemas/pipe";
import {
  IAM_ROLE_ARN, KAFKA_AUTHENTICATIONS, KAFKA_AUTHENTICATIONS_BY_TYPE, KAFKA_FORMATS, KAFKA_OFFSET_STRATEGIES, KAFKA_OFFSET_TIMESTAMP,
  KAFKA_TYPES, type KafkaAuthentication, type KafkaOffsetStrategy, type KafkaType,
} from "@/shared/schemas/pipe-kinds";
import { BROKER_LIST, TOPIC_LIST, type KafkaCreateSource } from "@/shared/schemas/pipe-source-bodies";
import { addIssue, filled, optional, PEM_CERTIFICATE, PEM_PRIVATE_KEY, oneOf } from "./form-fields";

/** A reverse private endpoint of the service, as the form offers it (the route reads them from their own area). */
export interface EndpointOption {
  id: string;
  description: string;
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

const iamRole = z.string().trim().min(1, "Enter the IAM role ARN.").regex(IAM_ROLE_ARN, "The IAM role must be an ARN like arn:aws:iam::123456789012:role/pipes-reader.");
const pemCertificate = (what: string) => z.string().trim().min(1, `Paste the ${what} (PEM).`).regex(PEM_CERTIFICATE, `The ${what} must be a PEM block, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.`);
const optionalCertificate = z.string().trim().refine((text) => text === "" || PEM_CERTIFICATE.test(text), "The CA certificate must be a PEM block, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.");

const connectionBase = {
  type: z.enum(KAFKA_TYPES, { error: "Choose the Kafka flavour." }),
  brokers: filled("Enter at least one broker, like broker-1.example.com:9092.").regex(BROKER_LIST, "Write each broker as host:port, separated by commas."),
  topics: filled("Enter the topic to read.").regex(TOPIC_LIST, "Topic names use letters, digits, dots, underscores and hyphens; separate several with commas."),
  caCertificate: optionalCertificate,
};
const userAndPassword = { username: filled("Enter the user name."), password: filled("Enter the password.") };

/**
 * Step 2 for Kafka: one branch per authentication, each requiring only its own fields; the flavour
 * decides which authentications exist (and that Azure Event Hubs' PLAIN takes a connection string).
 */
export const kafkaConnectionSchema = z
  .discriminatedUnion(
    "authentication",
    [
      z.object({ ...connectionBase, authentication: z.literal("PLAIN"), username: optional, password: z.string(), connectionString: z.string() }),
      z.object({ ...connectionBase, authentication: z.literal("SCRAM-SHA-256"), ...userAndPassword }),
      z.object({ ...connectionBase, authentication: z.literal("SCRAM-SHA-512"), ...userAndPassword }),
      z.object({ ...connectionBase, authentication: z.literal("IAM_ROLE"), iamRole }),
      z.object({ ...connectionBase, authentication: z.literal("IAM_USER"), accessKeyId: filled("Enter the access key ID."), secretKey: filled("Enter the secret access key.") }),
      z.object({ ...connectionBase, authentication: z.literal("MUTUAL_TLS"), certificate: pemCertificate("client certificate"), privateKey: filled("Paste the private key (PEM).").regex(PEM_PRIVATE_KEY, "The private key must be a PEM block, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----.") }),
    ],
    { error: "Choose how to authenticate." },
  )
  .superRefine((kafka, ctx) => {
    if (!KAFKA_AUTHENTICATIONS_BY_TYPE[kafka.type].includes(kafka.authentication)) {
      addIssue(ctx, ["authentication"], `${kafka.type} does not offer ${kafka.authentication}; choose ${KAFKA_AUTHENTICATIONS_BY_TYPE[kafka.type].join(" or ")}.`);
    }
    if (kafka.authentication !== "PLAIN") return;
    if (kafka.type === "azureeventhub") {
      if (kafka.connectionString.trim() === "") addIssue(ctx, ["connectionString"], "Paste the Event Hubs connection string.");
    } else {
      if (kafka.username === "") addIssue(ctx, ["username"], "Enter the user name.");
      if (kafka.password === "") addIssue(ctx, ["password"], "Enter the password.");
    }
  });

/** Step 3 for Kafka: how records are read and where reading starts. */
export const kafkaFormatSchema = z
  .object({
    format: z.enum(KAFKA_FORMATS, { error: "Choose the format of the records." }),
    offsetStrategy: z.enum(KAFKA_OFFSET_STRATEGIES, { error: "Choose where to start reading." }),
    offsetTimestamp: z.string().trim(),
    consumerGroup: optional.regex(/^[A-Za-z0-9._-]*$/, "The consumer group uses letters, digits, dots, underscores and hyphens."),
    schemaRegistryUrl: z.string().trim(),
    schemaRegistryUsername: z.string().trim(),
    schemaRegistryPassword: z.string(),
  })
  .superRefine((kafka, ctx) => {
    if (kafka.offsetStrategy === "from_timestamp") {
      if (kafka.offsetTimestamp === "") addIssue(ctx, ["offsetTimestamp"], "Enter the time to start from (UTC).");
      else if (!KAFKA_OFFSET_TIMESTAMP.test(kafka.offsetTimestamp)) addIssue(ctx, ["offsetTimestamp"], "Enter the time as YYYY-MM-DDTHH:MM, in UTC.");
    }
    if (kafka.format !== "AvroConfluent") return;
    if (kafka.schemaRegistryUrl === "") addIssue(ctx, ["schemaRegistryUrl"], "Enter the schema registry URL: AvroConfluent records name their schema there.");
    else if (!/^https:\/\/\S+$/.test(kafka.schemaRegistryUrl)) addIssue(ctx, ["schemaRegistryUrl"], "The schema registry URL must start with https://.");
    if ((kafka.schemaRegistryUsername === "") !== (kafka.schemaRegistryPassword === "")) {
      addIssue(ctx, [kafka.schemaRegistryUsername === "" ? "schemaRegistryUsername" : "schemaRegistryPassword"], "Enter both the registry's user name and password, or neither.");
    }
  });

/** The body's `source.kafka`: only what the chosen authentication and format use. */
export function toKafkaSource(draft: KafkaDraft): KafkaCreateSource {
  const text = (value: string) => (value.trim() === "" ? undefined : value.trim());
  const credentials = (() => {
    switch (draft.authentication) {
      case "PLAIN":
        return draft.type === "azureeventhub" ? { connectionString: draft.connectionString.trim() } : { username: draft.username.trim(), password: draft.password };
      case "SCRAM-SHA-256":
      case "SCRAM-SHA-512":
        return { username: draft.username.trim(), password: draft.password };
      case "IAM_USER":
        return { accessKeyId: draft.accessKeyId.trim(), secretKey: draft.secretKey };
      case "MUTUAL_TLS":
        return { certificate: draft.certificate.trim(), privateKey: draft.privateKey.trim() };
      case "IAM_ROLE":
        return undefined;
    }
  })();
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
