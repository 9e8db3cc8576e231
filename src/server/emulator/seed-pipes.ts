import type { Pipe, PipeSettings, PipeSourceKind } from "../../shared/schemas/pipe";
import { PIPE_SOURCE_KINDS } from "../../shared/schemas/pipe";
import { maskConnectionString } from "./pipe-records";
import type { SeededRandom } from "./seeded-random";
import { stableUuid } from "./seeded-random";

/** What a demo pipe is; the rest of the record is made up from the PRNG. */
export interface PipeSpec {
  id: string;
  serviceId: string;
  name: string;
  kind: PipeSourceKind;
  state: string;
}

export interface PipeSeedContext {
  rng: SeededRandom;
  /** Seeding time: updatedAt values are minutes before it, so the list looks alive. */
  now: number;
  /** Reverse private endpoints a kafka pipe may go through. */
  kafkaEndpointIds: readonly string[];
}

/** createdAt values are fixed days after this date, so they do not change between seeds. */
const CREATED_BASE = Date.parse("2024-11-04T09:00:00.000Z");
const DAY_MS = 86_400_000;
const ROLE = "arn:aws:iam::123456789012:role/acme-pipes-ingest";

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** A PEM-shaped fake certificate: the console masks and reveals it like a real one. */
function fakeCertificate(rng: SeededRandom): string {
  const lines = Array.from({ length: 6 }, () =>
    Array.from({ length: 64 }, () => BASE64.charAt(rng.int(0, 63))).join(""),
  );
  return `-----BEGIN CERTIFICATE-----\nMIID${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
}

function settingsFor(rng: SeededRandom): PipeSettings {
  return {
    streaming_max_insert_wait_ms: rng.pick([1000, 2500, 5000, 10000]),
    object_storage_concurrency: rng.int(1, 35),
    object_storage_polling_interval_ms: rng.pick([5000, 10000, 30000]),
    object_storage_max_insert_bytes: rng.pick([104857600, 268435456, 1073741824]),
    object_storage_max_file_count: rng.pick([100, 500, 1000]),
    engine_max_threads: rng.int(0, 64),
    engine_max_insert_threads: rng.int(1, 16),
    engine_min_insert_block_size_bytes: rng.pick([268435456, 536870912]),
    engine_max_download_threads: rng.int(1, 8),
    engine_parallel_distributed_insert_select: rng.int(0, 2),
    object_storage_use_cluster_function: rng.bool(),
    engine_parallel_view_processing: rng.bool(),
  };
}

const EVENT_COLUMNS = [
  { name: "event_id", type: "UUID" },
  { name: "event_time", type: "DateTime64(3)" },
  { name: "user_id", type: "String" },
  { name: "event_type", type: "LowCardinality(String)" },
  { name: "payload", type: "String" },
];

function eventDestination(table: string) {
  return {
    database: "raw",
    table,
    managedTable: true,
    tableDefinition: {
      engine: { versionColumnId: "event_time", columnIds: ["event_id"] },
      sortingKey: ["event_type", "event_time"],
      partitionBy: "toYYYYMM(event_time)",
      primaryKey: "event_type",
    },
    columns: EVENT_COLUMNS,
  };
}

const EVENT_FIELD_MAPPINGS = [
  { sourceField: "id", destinationField: "event_id" },
  { sourceField: "ts", destinationField: "event_time" },
  { sourceField: "user", destinationField: "user_id" },
  { sourceField: "type", destinationField: "event_type" },
  { sourceField: "body", destinationField: "payload" },
];

function snakeName(name: string): string {
  return name.replace(/[^a-z0-9]+/gi, "_").toLowerCase();
}

function kafkaSource(spec: PipeSpec, context: PipeSeedContext) {
  const { rng } = context;
  return {
    type: "msk",
    format: "JSONEachRow",
    authentication: "IAM_ROLE",
    brokers: "b-1.events.kafka.acme.internal:9098,b-2.events.kafka.acme.internal:9098,b-3.events.kafka.acme.internal:9098",
    topics: spec.name.replace(/-/g, "."),
    consumerGroup: `acme-${spec.name}`,
    iamRole: ROLE,
    offset: { strategy: "from_timestamp", timestamp: `2025-0${rng.int(1, 9)}-1${rng.int(0, 9)}T0${rng.int(0, 9)}:30` },
    schemaRegistry: { url: "https://schema-registry.acme.internal:8081", caCertificate: fakeCertificate(rng) },
    caCertificate: fakeCertificate(rng),
    reversePrivateEndpointIds: [...context.kafkaEndpointIds],
  };
}

function objectStorageSource(spec: PipeSpec, context: PipeSeedContext) {
  const { rng } = context;
  const flavour = rng.int(0, 2);
  const continuous = spec.state !== "Completed";
  if (flavour === 0 || spec.name.includes("azure")) {
    return {
      type: "azureblobstorage",
      format: "CSVWithNames",
      authentication: "CONNECTION_STRING",
      url: `https://acme${snakeName(spec.name).replace(/_/g, "")}.blob.core.windows.net/exports/*.csv`,
      delimiter: ";",
      compression: "none",
      isContinuous: continuous,
      queueUrl: null,
      iamRole: null,
      // Stored as a created pipe's is: its key masked (gaps.md).
      connectionString: maskConnectionString(`DefaultEndpointsProtocol=https;AccountName=acmeexports;AccountKey=${Array.from({ length: 44 }, () => BASE64.charAt(rng.int(0, 63))).join("")};EndpointSuffix=core.windows.net`),
      path: "exports/*.csv",
      azureContainerName: "exports",
    };
  }
  if (flavour === 1 || spec.name.includes("gcs")) {
    return {
      type: "gcs",
      format: "JSONEachRow",
      url: `https://storage.googleapis.com/acme-${spec.name}/logs/**/*.ndjson.zst`,
      delimiter: null,
      compression: "zstd",
      isContinuous: continuous,
      queueUrl: null,
      iamRole: null,
      connectionString: null,
      path: "logs/**/*.ndjson.zst",
      azureContainerName: null,
    };
  }
  return {
    type: "s3",
    format: "JSONEachRow",
    authentication: "IAM_ROLE",
    url: `https://acme-${spec.name}.s3.eu-west-1.amazonaws.com/events/*.json.gz`,
    delimiter: ",",
    compression: rng.pick(["gzip", "auto"]),
    isContinuous: continuous,
    queueUrl: `https://sqs.eu-west-1.amazonaws.com/123456789012/acme-${spec.name}-notifications`,
    iamRole: ROLE,
    connectionString: null,
    path: "events/*.json.gz",
    azureContainerName: null,
  };
}

function kinesisSource(spec: PipeSpec, context: PipeSeedContext) {
  const { rng } = context;
  return {
    format: "JSONEachRow",
    iteratorType: "AT_TIMESTAMP",
    authentication: "IAM_ROLE",
    streamName: `acme-${spec.name}`,
    region: rng.pick(["eu-west-1", "us-east-1", "ap-southeast-2"]),
    useEnhancedFanOut: rng.bool(),
    // Seconds since the epoch: where the pipe started reading.
    timestamp: 1735689600 + rng.int(0, 180) * 86_400,
    iamRole: ROLE,
  };
}

const POSTGRES_TABLES = [
  { table: "orders", excluded: ["internal_notes"], sortingKeys: ["customer_id", "created_at"] },
  { table: "order_items", excluded: [], sortingKeys: ["order_id", "sku"] },
  { table: "customers", excluded: ["password_hash", "ssn"], sortingKeys: ["id"] },
  { table: "payments", excluded: ["card_token"], sortingKeys: ["paid_at", "id"] },
  { table: "shipments", excluded: [], sortingKeys: ["shipped_at"] },
];

function postgresSource(spec: PipeSpec, context: PipeSeedContext) {
  const { rng } = context;
  const slot = snakeName(spec.name);
  const tables = POSTGRES_TABLES.slice(0, rng.int(3, POSTGRES_TABLES.length));
  return {
    type: "postgres",
    authentication: "basic",
    host: `${spec.name}.db.acme.internal`,
    port: 5432,
    database: rng.pick(["shop", "billing", "crm"]),
    settings: {
      syncIntervalSeconds: rng.pick([10, 30, 60]),
      pullBatchSize: rng.pick([10000, 50000, 100000]),
      publicationName: `${slot}_pub`,
      replicationSlotName: `${slot}_slot`,
      allowNullableColumns: rng.bool(),
      initialLoadParallelism: rng.int(1, 8),
      snapshotNumRowsPerPartition: rng.pick([100000, 500000]),
      snapshotNumberOfParallelTables: rng.int(1, 4),
      enableFailoverSlots: rng.bool(),
    },
    tableMappings: tables.map((t, index) => ({
      sourceSchemaName: "public",
      sourceTable: t.table,
      targetTable: `${slot}_${t.table}`,
      excludedColumns: t.excluded,
      useCustomSortingKey: index % 2 === 0,
      sortingKeys: t.sortingKeys,
    })),
  };
}

function postgresDestination(spec: PipeSpec) {
  return {
    database: "replica",
    table: `${snakeName(spec.name)}_orders`,
    managedTable: true,
    tableDefinition: {
      engine: { versionColumnId: "_peerdb_version", columnIds: ["id"] },
      sortingKey: ["id"],
      partitionBy: "",
      primaryKey: "id",
    },
    columns: [
      { name: "id", type: "Int64" },
      { name: "customer_id", type: "Int64" },
      { name: "created_at", type: "DateTime64(6)" },
      { name: "total", type: "Decimal(18, 2)" },
      { name: "_peerdb_version", type: "Int64" },
    ],
  };
}

export function buildPipe(spec: PipeSpec, index: number, context: PipeSeedContext): Pipe {
  const { rng } = context;
  const source =
    spec.kind === "kafka" ? { kafka: kafkaSource(spec, context) }
    : spec.kind === "objectStorage" ? { objectStorage: objectStorageSource(spec, context) }
    : spec.kind === "kinesis" ? { kinesis: kinesisSource(spec, context) }
    : { postgres: postgresSource(spec, context) };
  const isPostgres = spec.kind === "postgres";
  return {
    id: spec.id,
    serviceId: spec.serviceId,
    name: spec.name,
    state: spec.state,
    scaling: {
      replicas: rng.int(1, 6),
      concurrency: rng.int(1, 8),
      replicaCpuMillicores: rng.pick([125, 250, 500, 1000, 2000]),
      replicaMemoryGb: rng.pick([0.5, 1, 2, 4, 8]),
    },
    source,
    destination: isPostgres ? postgresDestination(spec) : eventDestination(snakeName(spec.name)),
    fieldMappings: isPostgres ? [] : EVENT_FIELD_MAPPINGS,
    settings: settingsFor(rng),
    createdAt: new Date(CREATED_BASE + (index % 300) * DAY_MS + rng.int(0, 23) * 3_600_000).toISOString(),
    updatedAt: new Date(context.now - (index * 7 + 2) * 60_000).toISOString(),
  };
}

const GENERATED_STATES = [
  "Running", "Running", "Running", "Running", "Stopped", "Failed", "Paused", "Degraded", "Completed", "Provisioning",
];
const GENERATED_WORDS = ["orders", "clicks", "sensor", "billing", "audit", "metrics", "signup", "ledger", "cart", "search"];

/** Pipes number `from` to `count - 1` of a benchmark seed: varied, but the same every time. */
export function generatedPipeSpecs(serviceId: string, from: number, count: number, rng: SeededRandom): PipeSpec[] {
  const specs: PipeSpec[] = [];
  for (let index = from; index < count; index += 1) {
    const kind = PIPE_SOURCE_KINDS[index % PIPE_SOURCE_KINDS.length] as PipeSourceKind;
    specs.push({
      id: stableUuid(`generated-pipe:${index}`),
      serviceId,
      name: `${rng.pick(GENERATED_WORDS)}-${kind.toLowerCase()}-${String(index).padStart(5, "0")}`,
      kind,
      state: rng.pick(GENERATED_STATES),
    });
  }
  return specs;
}
