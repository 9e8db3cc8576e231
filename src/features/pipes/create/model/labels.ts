import { PIPE_SOURCE_KINDS, type PipeSourceKind } from "@/shared/schemas/pipe";
import type { KafkaAuthentication, KafkaOffsetStrategy, KafkaType, KINESIS_AUTHENTICATIONS, KINESIS_ITERATOR_TYPES, ObjectStorageType, POSTGRES_TYPES } from "@/shared/schemas/pipe-kinds";
import { SOURCE_KIND_LABELS } from "../../model/pipe-format";
import type { ObjectStorageAccess } from "./object-storage-model";
import type { StepId } from "./pipe-draft";

const KIND_HINTS: Record<PipeSourceKind, string> = {
  kafka: "A topic of Apache Kafka, Confluent, Amazon MSK, Redpanda and other Kafka services",
  objectStorage: "Files in Amazon S3, Google Cloud Storage, Azure Blob Storage and similar stores",
  kinesis: "An Amazon Kinesis data stream",
  postgres: "Tables of a Postgres database, copied and kept in sync (CDC)",
};

/** Every source kind, by the name the pages use for it, with what it reads. */
export const KIND_OPTIONS = PIPE_SOURCE_KINDS.map((value) => ({ value, label: SOURCE_KIND_LABELS[value], hint: KIND_HINTS[value] }));

/** Names people know the services by; the API's identifiers are shown beside them where it helps. */
export const KAFKA_TYPE_LABELS: Record<KafkaType, string> = {
  kafka: "Apache Kafka",
  confluent: "Confluent Cloud",
  msk: "Amazon MSK",
  redpanda: "Redpanda",
  gcmk: "Google Cloud Managed Kafka",
  warpstream: "WarpStream",
  azureeventhub: "Azure Event Hubs",
  dokafka: "DigitalOcean Kafka",
};

export const OBJECT_STORAGE_TYPE_LABELS: Record<ObjectStorageType, string> = {
  s3: "Amazon S3",
  gcs: "Google Cloud Storage",
  azureblobstorage: "Azure Blob Storage",
  dospaces: "DigitalOcean Spaces",
  cloudflarer2: "Cloudflare R2",
  ovhobjectstorage: "OVH Object Storage",
};

export const POSTGRES_TYPE_LABELS: Record<(typeof POSTGRES_TYPES)[number], string> = {
  postgres: "Postgres (self-managed)",
  rdspostgres: "Amazon RDS",
  aurorapostgres: "Amazon Aurora",
  cloudsqlpostgres: "Google Cloud SQL",
  alloydb: "Google AlloyDB",
  azurepostgres: "Azure Database for PostgreSQL",
  supabase: "Supabase",
  neon: "Neon",
  planetscale: "PlanetScale",
  crunchybridge: "Crunchy Bridge",
  tigerdata: "Tiger Data",
};

export function kafkaAuthenticationLabel(authentication: KafkaAuthentication, type: KafkaType): string {
  switch (authentication) {
    case "PLAIN":
      return type === "azureeventhub" ? "Connection string (SASL/PLAIN)" : "User and password (SASL/PLAIN)";
    case "SCRAM-SHA-256":
      return "User and password (SCRAM-SHA-256)";
    case "SCRAM-SHA-512":
      return "User and password (SCRAM-SHA-512)";
    case "IAM_ROLE":
      return "IAM role";
    case "IAM_USER":
      return "IAM user access key";
    case "MUTUAL_TLS":
      return "Client certificate (mutual TLS)";
  }
}

export const OBJECT_STORAGE_ACCESS_LABELS: Record<ObjectStorageAccess, { label: string; hint: string }> = {
  public: { label: "Public", hint: "The files can be read without credentials." },
  IAM_ROLE: { label: "IAM role", hint: "The service assumes a role of your AWS account." },
  // The hint names what a key is at each store: objectStorageAccessOption.
  IAM_USER: { label: "Access key", hint: "" },
  CONNECTION_STRING: { label: "Connection string", hint: "The storage account's connection string." },
  SERVICE_ACCOUNT: { label: "Service account", hint: "A Google Cloud service account key." },
};

/** What an access key is at each store: an IAM user's key at S3, an HMAC key at Google Cloud Storage. */
const ACCESS_KEY_HINTS: Partial<Record<ObjectStorageType, string>> = {
  s3: "An access key ID and secret of an IAM user of your AWS account.",
  gcs: "An HMAC key of the bucket's project: its access ID and secret.",
};

/** A way of access as the form offers it, in the words of the store at hand. */
export function objectStorageAccessOption(access: ObjectStorageAccess, type: ObjectStorageType): { label: string; hint: string } {
  const option = OBJECT_STORAGE_ACCESS_LABELS[access];
  if (access !== "IAM_USER") return option;
  return { ...option, hint: ACCESS_KEY_HINTS[type] ?? `An access key ID and secret of your ${OBJECT_STORAGE_TYPE_LABELS[type]} account.` };
}

export const KINESIS_AUTHENTICATION_LABELS: Record<(typeof KINESIS_AUTHENTICATIONS)[number], { label: string; hint: string }> = {
  IAM_ROLE: { label: "IAM role", hint: "The service assumes a role of your AWS account." },
  IAM_USER: { label: "IAM user access key", hint: "An access key ID and secret of an IAM user." },
};

/** Where a topic or a stream starts reading: one field's label in the create form and one row's on the pipe page, for Kafka and Kinesis alike. */
export const START_READING_LABEL = "Start reading";

/** Where a topic starts reading: the create form's choices, and the pipe page's words for them. */
export const KAFKA_OFFSET_LABELS: Record<KafkaOffsetStrategy, { label: string; hint: string }> = {
  from_latest: { label: "New records only", hint: "Start at the end of the topic." },
  from_beginning: { label: "From the beginning", hint: "Read every record the topic still holds." },
  from_timestamp: { label: "From a time", hint: "Start at the first record after a moment (UTC)." },
};

/** Where a stream starts reading: the create form's choices, and the pipe page's words for them. */
export const KINESIS_ITERATOR_LABELS: Record<(typeof KINESIS_ITERATOR_TYPES)[number], { label: string; hint: string }> = {
  LATEST: { label: "New records only", hint: "LATEST: start after the most recent record." },
  TRIM_HORIZON: { label: "Oldest record kept", hint: "TRIM_HORIZON: read everything the stream still holds." },
  AT_TIMESTAMP: { label: "From a time", hint: "AT_TIMESTAMP: start at the first record after a moment (UTC)." },
};

export function stepTitle(step: StepId, kind: PipeSourceKind | ""): string {
  switch (step) {
    case "source":
      return "Source";
    case "connection":
      return "Connection";
    case "format":
      return kind === "postgres" ? "Replication and tables" : "Data format";
    case "destination":
      return "Destination";
    case "scaling":
      return kind === "postgres" ? "Settings" : "Scaling and settings";
    case "review":
      return "Review";
  }
}
