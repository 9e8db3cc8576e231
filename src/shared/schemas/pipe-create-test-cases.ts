import type { PipeSourceKind } from "./pipe";
import type { PipeCreateBody } from "./pipe-create";

/**
 * Create bodies the contract accepts, one per kind, with secrets that must never come back, and
 * bodies it refuses with the message that names the field. One table for the shared schema's
 * tests, the emulator's and the reference check, so all hold the same rules. Test-only.
 */

export const TEST_SECRETS = {
  kafkaPassword: "kafka-password-do-not-echo",
  azureAccountKey: "QXp1cmVBY2NvdW50S2V5RG9Ob3RFY2hvMTIzNDU2Nzg5MA==",
  kinesisSecretKey: "kinesis-secret-key-do-not-echo",
  postgresPassword: "postgres-password-do-not-echo",
} as const;

const eventColumns = [
  { name: "id", type: "UUID" },
  { name: "ts", type: "DateTime64(3)" },
  { name: "payload", type: "String" },
];
const eventMappings = eventColumns.map((column) => ({ sourceField: column.name, destinationField: column.name }));
const newTable = (table: string) => ({
  database: "default",
  table,
  managedTable: true,
  tableDefinition: { engine: { type: "MergeTree" as const }, sortingKey: ["ts", "id"] },
  columns: eventColumns,
});

export const VALID_CREATE_BODIES: Record<PipeSourceKind, PipeCreateBody> = {
  kafka: {
    name: "test-kafka-orders",
    source: {
      kafka: {
        type: "confluent",
        format: "JSONEachRow",
        brokers: "pkc-1.eu-west-1.aws.confluent.cloud:9092",
        topics: "orders",
        authentication: "PLAIN",
        credentials: { username: "api-key", password: TEST_SECRETS.kafkaPassword },
        offset: { strategy: "from_beginning" },
      },
    },
    destination: newTable("kafka_orders"),
    fieldMappings: eventMappings,
    scaling: { replicas: 2, replicaCpuMillicores: 250, replicaMemoryGb: 1 },
  },
  objectStorage: {
    name: "test-azure-exports",
    source: {
      objectStorage: {
        type: "azureblobstorage",
        format: "CSVWithNames",
        path: "exports/*.csv",
        azureContainerName: "exports",
        authentication: "CONNECTION_STRING",
        connectionString: `DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${TEST_SECRETS.azureAccountKey};EndpointSuffix=core.windows.net`,
        compression: "gzip",
        isContinuous: true,
        delimiter: ";",
      },
    },
    destination: { database: "default", table: "exports", managedTable: false, columns: eventColumns },
    fieldMappings: eventMappings,
    settings: { object_storage_concurrency: 4 },
  },
  kinesis: {
    name: "test-kinesis-clicks",
    source: {
      kinesis: {
        format: "JSONEachRow",
        streamName: "clicks",
        region: "eu-west-1",
        iteratorType: "AT_TIMESTAMP",
        timestamp: 1735689600,
        useEnhancedFanOut: true,
        authentication: "IAM_USER",
        accessKey: { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretKey: TEST_SECRETS.kinesisSecretKey },
      },
    },
    destination: newTable("clicks"),
    fieldMappings: eventMappings,
  },
  postgres: {
    name: "test-postgres-shop",
    source: {
      postgres: {
        host: "shop.db.example.com",
        port: 5432,
        database: "shop",
        credentials: { username: "replicator", password: TEST_SECRETS.postgresPassword },
        settings: { replicationMode: "cdc" },
        tableMappings: [
          { sourceSchemaName: "public", sourceTable: "orders", targetTable: "public_orders", excludedColumns: ["notes"] },
          { sourceSchemaName: "public", sourceTable: "customers", targetTable: "public_customers", useCustomSortingKey: true, sortingKeys: ["id"] },
        ],
      },
    },
    destination: { database: "shop_replica" },
  },
};

type Change = (body: PipeCreateBody) => unknown;
const kafka = (change: (source: Record<string, unknown>) => void): Change => (body) => change(body.source.kafka as Record<string, unknown>);

/** [what, kind to start from, change to it, the 400's message after "BAD_REQUEST: "]. */
export const REFUSED_CREATE_BODIES: readonly [string, PipeSourceKind, Change, string][] = [
  ["no source kind", "kafka", (b) => (b.source = {}), "source must have exactly one of kafka, objectStorage, kinesis, postgres (it has none)"],
  ["two source kinds", "kafka", (b) => (b.source = { ...b.source, ...VALID_CREATE_BODIES.kinesis.source }), "source must have exactly one of kafka, objectStorage, kinesis, postgres (it has kafka and kinesis)"],
  ["a kind outside the contract", "kafka", (b) => (b.source = { mysql: { host: "h" } } as never), "source.mysql is not a source kind this service takes; use one of kafka, objectStorage, kinesis, postgres"],
  ["an empty name", "kafka", (b) => (b.name = "  "), "name is required"],
  ["a name of 256 characters", "kafka", (b) => (b.name = "n".repeat(256)), "name must be at most 255 characters"],
  ["an unknown field", "kafka", (b) => Object.assign(b, { owner: "me" }), 'Unrecognized key: "owner"'],
  // Names are one line of visible text (text-rules), of a bounded length.
  ["a name with a direction override", "kafka", (b) => (b.name = "h1\u202Egpj.exe"), "name must not contain control or direction characters (U+202E at character 3)"],
  ["a name with a lone surrogate", "kafka", (b) => (b.name = "a\uD800b"), "name must not contain control or direction characters (a lone surrogate U+D800 at character 2)"],
  ["a destination table with a NUL", "kafka", (b) => (b.destination.table = "events\u0000"), "destination.table must not contain control or direction characters (U+0000 at character 7)"],
  ["a destination database of 256 characters", "kafka", (b) => (b.destination.database = "d".repeat(256)), "destination.database must be at most 255 characters"],
  ["a column name with an escape", "kafka", (b) => (b.destination.columns![0]!.name = "i\u001Bd"), "destination.columns[0].name must not contain control or direction characters (U+001B at character 2)"],
  ["a column type of 1,025 characters", "kafka", (b) => (b.destination.columns![0]!.type = "S".repeat(1025)), "destination.columns[0].type must be at most 1024 characters"],
  ["a mapped field with a line break", "kafka", (b) => (b.fieldMappings![0]!.sourceField = "a\nb"), "fieldMappings[0].sourceField must not contain control or direction characters (U+000A at character 2)"],
  ["a postgres target table with a direction isolate", "postgres", (b) => Object.assign(b.source.postgres!, { tableMappings: [{ sourceSchemaName: "public", sourceTable: "t", targetTable: "t\u2066" }] }), "source.postgres.tableMappings[0].targetTable must not contain control or direction characters (U+2066 at character 2)"],
  ["kafka without brokers", "kafka", kafka((k) => delete k.brokers), "source.kafka.brokers is required"],
  ["kafka brokers without a port", "kafka", kafka((k) => (k.brokers = "broker-1")), "source.kafka.brokers must be host:port pairs separated by commas (an IPv6 host in brackets)"],
  ["an unknown kafka type", "kafka", kafka((k) => (k.type = "pulsar")), "source.kafka.type must be one of kafka, redpanda, msk, gcmk, confluent, warpstream, azureeventhub, dokafka"],
  ["an authentication the flavour lacks", "kafka", kafka((k) => (k.authentication = "IAM_ROLE")), "source.kafka.authentication IAM_ROLE is not available for confluent; use PLAIN, MUTUAL_TLS"],
  ["PLAIN without a password", "kafka", kafka((k) => (k.credentials = { username: "u" })), "source.kafka.credentials.password is required for authentication PLAIN"],
  ["IAM_ROLE without a role", "kafka", kafka((k) => Object.assign(k, { type: "msk", authentication: "IAM_ROLE", credentials: undefined })), "source.kafka.iamRole is required for authentication IAM_ROLE"],
  ["from_timestamp without a time", "kafka", kafka((k) => (k.offset = { strategy: "from_timestamp" })), "source.kafka.offset.timestamp is required for offset strategy from_timestamp"],
  ["AvroConfluent without a schema registry", "kafka", kafka((k) => (k.format = "AvroConfluent")), "source.kafka.schemaRegistry is required for format AvroConfluent"],
  ["a schema registry port past 65535", "kafka", kafka((k) => Object.assign(k, { format: "AvroConfluent", schemaRegistry: { url: "https://reg.example.com:99999" } })), "source.kafka.schemaRegistry.url must name a host, and any port must be 1 to 65535"],
  ["a sorting key that is not a column", "kafka", (b) => ((b.destination.tableDefinition!.sortingKey = ["when"])), "destination.tableDefinition.sortingKey[0]: sortingKey uses when, which is not a column"],
  ["a mapping to a column that does not exist", "kafka", (b) => (b.fieldMappings = [...eventMappings, { sourceField: "x", destinationField: "nope" }]), "fieldMappings[3].destinationField nope is not a column of the destination"],
  ["a column no mapping feeds", "kafka", (b) => (b.fieldMappings = eventMappings.slice(1)), "fieldMappings must feed every column; missing: id"],
  ["41 replicas", "kafka", (b) => (b.scaling = { replicas: 41 }), "scaling.replicas must be at most 40"],
  ["0.25 GB per replica", "kafka", (b) => (b.scaling = { replicaMemoryGb: 0.25 }), "scaling.replicaMemoryGb must be at least 0.5"],
  ["an azure container name Azure refuses", "objectStorage", (b) => Object.assign(b.source.objectStorage!, { azureContainerName: "bad container!" }), "source.objectStorage.azureContainerName must be 3 to 63 lowercase letters, digits and single hyphens, starting and ending with a letter or digit"],
  ["an azure path from the root", "objectStorage", (b) => Object.assign(b.source.objectStorage!, { path: "/leading/*.csv" }), "source.objectStorage.path starts inside the container: leave out the leading /"],
  ["an azure connection string that is none", "objectStorage", (b) => Object.assign(b.source.objectStorage!, { connectionString: "garbage" }), "source.objectStorage.connectionString must be key=value pairs separated by ; naming AccountName (or BlobEndpoint) and AccountKey (or SharedAccessSignature)"],
  ["an azure connection string without a key", "objectStorage", (b) => Object.assign(b.source.objectStorage!, { connectionString: "AccountName=acme" }), "source.objectStorage.connectionString must be key=value pairs separated by ; naming AccountName (or BlobEndpoint) and AccountKey (or SharedAccessSignature)"],
  ["azure without its connection string", "objectStorage", (b) => delete (b.source.objectStorage as Record<string, unknown>).connectionString, "source.objectStorage.connectionString is required for authentication CONNECTION_STRING"],
  ["a files URL with a port past 65535", "objectStorage", (b) => Object.assign(b.source.objectStorage!, { url: "https://bucket.s3.amazonaws.com:70000/logs/*.csv" }), "source.objectStorage.url must name a host, and any port must be 1 to 65535"],
  ["a queue for a one-off load", "objectStorage", (b) => Object.assign(b.source.objectStorage!, { queueUrl: "https://sqs.eu-west-1.amazonaws.com/1/q" }), "source.objectStorage.queueUrl is only for continuous s3 pipes with authentication"],
  ["an unknown compression", "objectStorage", (b) => Object.assign(b.source.objectStorage!, { compression: "rar" }), "source.objectStorage.compression must be one of none, gzip, gz, brotli, br, xz, LZMA, zstd, auto"],
  ["settings out of bounds", "objectStorage", (b) => (b.settings = { object_storage_concurrency: 36 }), "settings.object_storage_concurrency must be at most 35"],
  ["AT_TIMESTAMP without a timestamp", "kinesis", (b) => delete (b.source.kinesis as Record<string, unknown>).timestamp, "source.kinesis.timestamp is required for iteratorType AT_TIMESTAMP"],
  ["an access key ID with a space in it", "kinesis", (b) => ((b.source.kinesis as { accessKey: { accessKeyId: string } }).accessKey.accessKeyId = "AKIA EXAMPLE"), "source.kinesis.accessKey.accessKeyId must be one word of at most 128 characters"],
  ["an Event Hubs connection string that is none", "kafka", kafka((k) => Object.assign(k, { type: "azureeventhub", credentials: { connectionString: "garbage" } })), "source.kafka.credentials.connectionString must be an Event Hubs connection string: Endpoint=sb://…;SharedAccessKeyName=…;SharedAccessKey=…"],
  ["IAM_USER without a key", "kinesis", (b) => delete (b.source.kinesis as Record<string, unknown>).accessKey, "source.kinesis.accessKey is required for authentication IAM_USER"],
  ["a region that is not AWS's", "kinesis", (b) => Object.assign(b.source.kinesis!, { region: "Europe" }), "source.kinesis.region must be an AWS region, like eu-west-1"],
  ["port 0", "postgres", (b) => Object.assign(b.source.postgres!, { port: 0 }), "source.postgres.port must be at least 1"],
  ["no table mappings", "postgres", (b) => Object.assign(b.source.postgres!, { tableMappings: [] }), "source.postgres.tableMappings must hold at least one table"],
  ["an unknown replication mode", "postgres", (b) => Object.assign(b.source.postgres!, { settings: { replicationMode: "logical" } }), "source.postgres.settings.replicationMode must be one of cdc, snapshot, cdc_only"],
  ["a custom sorting key without keys", "postgres", (b) => Object.assign(b.source.postgres!, { tableMappings: [{ sourceSchemaName: "public", sourceTable: "t", targetTable: "t", useCustomSortingKey: true }] }), "source.postgres.tableMappings[0].sortingKeys is required when useCustomSortingKey is true"],
  ["the same table twice", "postgres", (b) => Object.assign(b.source.postgres!, { tableMappings: [{ sourceSchemaName: "public", sourceTable: "t", targetTable: "a" }, { sourceSchemaName: "public", sourceTable: "t", targetTable: "b" }] }), "source.postgres.tableMappings[1].sourceTable public.t is mapped twice"],
  ["a destination table for postgres", "postgres", (b) => (b.destination = { database: "shop_replica", table: "orders" }), "destination.table is not used by postgres pipes: each table mapping names its target table"],
  ["scaling for postgres", "postgres", (b) => (b.scaling = { replicas: 2 }), "scaling is not used by postgres pipes"],
];

/** A deep copy of a valid body with `change` applied. */
export function refusedBody(kind: PipeSourceKind, change: Change): PipeCreateBody {
  const body = structuredClone(VALID_CREATE_BODIES[kind]);
  change(body);
  return body;
}
