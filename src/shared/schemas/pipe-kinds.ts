/**
 * The reference's enums for api.md's four source kinds (`PipePostRequest` and what it references),
 * and which flavour allows which authentication. Both the emulator and the console's form import them.
 */

export const KAFKA_TYPES = ["kafka", "redpanda", "msk", "gcmk", "confluent", "warpstream", "azureeventhub", "dokafka"] as const;
export type KafkaType = (typeof KAFKA_TYPES)[number];
export const KAFKA_FORMATS = ["JSONEachRow", "Avro", "AvroConfluent", "Protobuf"] as const;
export const KAFKA_AUTHENTICATIONS = ["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512", "IAM_ROLE", "IAM_USER", "MUTUAL_TLS"] as const;
export type KafkaAuthentication = (typeof KAFKA_AUTHENTICATIONS)[number];

/** The reference's `authentication` description: "kafka: PLAIN, SCRAM-SHA-256, …, msk: …". */
export const KAFKA_AUTHENTICATIONS_BY_TYPE: Record<KafkaType, readonly KafkaAuthentication[]> = {
  kafka: ["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512", "MUTUAL_TLS"],
  msk: ["SCRAM-SHA-512", "IAM_ROLE", "IAM_USER", "MUTUAL_TLS"],
  gcmk: ["PLAIN", "MUTUAL_TLS"],
  confluent: ["PLAIN", "MUTUAL_TLS"],
  warpstream: ["PLAIN"],
  azureeventhub: ["PLAIN"],
  redpanda: ["SCRAM-SHA-256", "SCRAM-SHA-512", "MUTUAL_TLS"],
  dokafka: ["SCRAM-SHA-256", "MUTUAL_TLS"],
};
export const KAFKA_OFFSET_STRATEGIES = ["from_beginning", "from_latest", "from_timestamp"] as const;
export type KafkaOffsetStrategy = (typeof KAFKA_OFFSET_STRATEGIES)[number];
/** A minute-precision UTC time, as api.md shows `offset.timestamp`: `YYYY-MM-DDTHH:MM`. */
export const KAFKA_OFFSET_TIMESTAMP = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

export const OBJECT_STORAGE_TYPES = ["s3", "gcs", "dospaces", "azureblobstorage", "cloudflarer2", "ovhobjectstorage"] as const;
export type ObjectStorageType = (typeof OBJECT_STORAGE_TYPES)[number];
export const OBJECT_STORAGE_FORMATS = [
  "JSONEachRow", "JSONAsObject", "CSV", "CSVWithNames", "TabSeparated", "TabSeparatedWithNames", "Parquet", "Avro",
] as const;
export const OBJECT_STORAGE_AUTHENTICATIONS = ["IAM_ROLE", "IAM_USER", "CONNECTION_STRING", "SERVICE_ACCOUNT"] as const;
export type ObjectStorageAuthentication = (typeof OBJECT_STORAGE_AUTHENTICATIONS)[number];
/** `null` is public access (no authentication). From the reference's `authentication` description. */
export const OBJECT_STORAGE_AUTHENTICATIONS_BY_TYPE: Record<ObjectStorageType, readonly (ObjectStorageAuthentication | null)[]> = {
  s3: [null, "IAM_ROLE", "IAM_USER"],
  gcs: [null, "IAM_USER", "SERVICE_ACCOUNT"],
  dospaces: [null, "IAM_USER"],
  azureblobstorage: ["CONNECTION_STRING"],
  // S3-compatible stores: access keys, like S3's IAM_USER.
  cloudflarer2: [null, "IAM_USER"],
  ovhobjectstorage: [null, "IAM_USER"],
};
/** Formats whose rows are split by a delimiter the user may set. */
export const DELIMITED_FORMATS: readonly string[] = ["CSV", "CSVWithNames", "TabSeparated", "TabSeparatedWithNames"];

export const KINESIS_FORMATS = ["JSONEachRow", "Avro", "AvroConfluent"] as const;
export const KINESIS_ITERATOR_TYPES = ["TRIM_HORIZON", "LATEST", "AT_TIMESTAMP"] as const;
export const KINESIS_AUTHENTICATIONS = ["IAM_ROLE", "IAM_USER"] as const;

export const POSTGRES_TYPES = [
  "postgres", "supabase", "neon", "alloydb", "planetscale", "rdspostgres", "aurorapostgres", "cloudsqlpostgres",
  "azurepostgres", "crunchybridge", "tigerdata",
] as const;
export const POSTGRES_REPLICATION_MODES = ["cdc", "snapshot", "cdc_only"] as const;
export type PostgresReplicationMode = (typeof POSTGRES_REPLICATION_MODES)[number];
/** Engines of the tables a postgres pipe creates. */
export const POSTGRES_TABLE_ENGINES = ["MergeTree", "ReplacingMergeTree", "Null"] as const;

/** Engines of a new destination table (`PipeDestinationTableEngine.type`). */
export const TABLE_ENGINES = ["MergeTree", "ReplacingMergeTree", "SummingMergeTree", "Null"] as const;
export type TableEngine = (typeof TABLE_ENGINES)[number];

/** An AWS IAM role ARN, as the reference's examples give it. */
export const IAM_ROLE_ARN = /^arn:aws[a-z-]*:iam::\d{12}:role\/[\w+=,.@/-]+$/;
