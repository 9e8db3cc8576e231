import { z } from "../zod";
import { openEnum } from "./open-enum";

export const PIPE_STATES = [
  "Unknown", "Provisioning", "Running", "Degraded", "Stopping", "Stopped", "Failed", "Completed",
  "InternalError", "Setup", "Snapshot", "Paused", "Pausing", "Modifying", "Resync",
] as const;
export type KnownPipeState = (typeof PIPE_STATES)[number];
/** States the service moves out of by itself; a list showing one keeps refreshing. */
export const TRANSITIONAL_PIPE_STATES: readonly KnownPipeState[] = [
  "Provisioning", "Setup", "Snapshot", "Stopping", "Pausing", "Modifying", "Resync",
];

export const COMPRESSIONS = ["none", "gzip", "gz", "brotli", "br", "xz", "LZMA", "zstd", "auto"] as const;
export const PIPE_SOURCE_KINDS = ["kafka", "objectStorage", "kinesis", "postgres"] as const;
export type PipeSourceKind = (typeof PIPE_SOURCE_KINDS)[number];

/** The flavour, format and authentication a source was created with (the reference's Pipe; optional when read). */
const optionalText = z.nullish(z.string());

export const kafkaSourceSchema = z.looseObject({
  type: optionalText,
  format: optionalText,
  authentication: optionalText,
  brokers: z.string(),
  topics: z.string(),
  consumerGroup: z.nullish(z.string()),
  iamRole: z.nullish(z.string()),
  offset: z.nullish(z.looseObject({ strategy: optionalText, timestamp: z.nullish(z.string()) })),
  schemaRegistry: z.nullish(z.looseObject({ url: z.nullish(z.string()), caCertificate: z.nullish(z.string()) })),
  caCertificate: z.nullish(z.string()),
  reversePrivateEndpointIds: z.nullish(z.array(z.string())),
});
export type KafkaSource = z.infer<typeof kafkaSourceSchema>;

export const objectStorageSourceSchema = z.looseObject({
  type: optionalText,
  format: optionalText,
  authentication: optionalText,
  url: z.string(),
  delimiter: z.nullish(z.string()),
  compression: z.nullish(openEnum(COMPRESSIONS)),
  isContinuous: z.nullish(z.boolean()),
  queueUrl: z.nullish(z.string()),
  iamRole: z.nullish(z.string()),
  connectionString: z.nullish(z.string()),
  path: z.nullish(z.string()),
  azureContainerName: z.nullish(z.string()),
});
export type ObjectStorageSource = z.infer<typeof objectStorageSourceSchema>;

export const kinesisSourceSchema = z.looseObject({
  format: optionalText,
  iteratorType: optionalText,
  authentication: optionalText,
  streamName: z.string(),
  region: z.string(),
  useEnhancedFanOut: z.nullish(z.boolean()),
  timestamp: z.nullish(z.number()),
  iamRole: z.nullish(z.string()),
});
export type KinesisSource = z.infer<typeof kinesisSourceSchema>;

export const postgresSettingsSchema = z.looseObject({
  replicationMode: optionalText,
  syncIntervalSeconds: z.nullish(z.int()),
  pullBatchSize: z.nullish(z.int()),
  publicationName: z.nullish(z.string()),
  replicationSlotName: z.nullish(z.string()),
  allowNullableColumns: z.nullish(z.boolean()),
  initialLoadParallelism: z.nullish(z.int()),
  snapshotNumRowsPerPartition: z.nullish(z.int()),
  snapshotNumberOfParallelTables: z.nullish(z.int()),
  enableFailoverSlots: z.nullish(z.boolean()),
});

export const postgresTableMappingSchema = z.looseObject({
  sourceSchemaName: z.string(),
  sourceTable: z.string(),
  targetTable: z.string(),
  excludedColumns: z.nullish(z.array(z.string())),
  useCustomSortingKey: z.nullish(z.boolean()),
  sortingKeys: z.nullish(z.array(z.string())),
});
export type PostgresTableMapping = z.infer<typeof postgresTableMappingSchema>;

export const postgresSourceSchema = z.looseObject({
  type: optionalText,
  authentication: optionalText,
  host: z.string(),
  port: z.int(),
  database: z.string(),
  settings: z.nullish(postgresSettingsSchema),
  tableMappings: z._default(z.array(postgresTableMappingSchema), []),
});
export type PostgresSource = z.infer<typeof postgresSourceSchema>;

/** One object per source kind; exactly one is filled, the others absent or null (gaps.md). */
export const pipeSourceSchema = z.looseObject({
  kafka: z.nullish(kafkaSourceSchema),
  objectStorage: z.nullish(objectStorageSourceSchema),
  kinesis: z.nullish(kinesisSourceSchema),
  postgres: z.nullish(postgresSourceSchema),
});
export type PipeSource = z.infer<typeof pipeSourceSchema>;

export const pipeScalingSchema = z.looseObject({
  replicas: z.nullish(z.int()),
  concurrency: z.nullish(z.int()),
  replicaCpuMillicores: z.nullish(z.int()),
  replicaMemoryGb: z.nullish(z.number()),
});
export type PipeScaling = z.infer<typeof pipeScalingSchema>;

export const pipeDestinationSchema = z.looseObject({
  database: z.string(),
  /** Absent for a postgres pipe: its table mappings name the target tables (gaps.md "Pipe lifecycle"). */
  table: z.nullish(z.string()),
  managedTable: z.nullish(z.boolean()),
  tableDefinition: z.nullish(z.looseObject({
    engine: z.nullish(z.looseObject({ versionColumnId: z.nullish(z.string()), columnIds: z.nullish(z.array(z.string())) })),
    sortingKey: z.nullish(z.array(z.string())),
    partitionBy: z.nullish(z.string()),
    primaryKey: z.nullish(z.string()),
  })),
  columns: z._default(z.array(z.looseObject({ name: z.string(), type: z.string() })), []),
});
export type PipeDestination = z.infer<typeof pipeDestinationSchema>;

/** Bounds of the settings the service enforces (gaps.md); other integer settings are >= 0. */
export const PIPE_SETTING_BOUNDS = {
  streaming_max_insert_wait_ms: { min: 500, max: 60000 },
  object_storage_concurrency: { min: 1, max: 35 },
  engine_max_threads: { min: 0, max: 64 },
} as const;

/** The bounds of an integer setting: its own (gaps.md), else 0 or more. The form states and checks the same. */
export function pipeSettingBounds(field: string): { min: number; max: number | undefined } {
  return field in PIPE_SETTING_BOUNDS ? PIPE_SETTING_BOUNDS[field as keyof typeof PIPE_SETTING_BOUNDS] : { min: 0, max: undefined };
}

const integerSetting = (field: string) => {
  const { min, max } = pipeSettingBounds(field);
  const number = z.number({ error: `${field} must be a number` }).check(
    z.int(`${field} must be a whole number`),
    z.minimum(min, `${field} must be at least ${min}`),
  );
  return max === undefined ? number : number.check(z.maximum(max, `${field} must be at most ${max}`));
};

/** The settings object as the whole-object PUT takes it: every field, within bounds. */
export const pipeSettingsBodySchema = z.strictObject({
  streaming_max_insert_wait_ms: integerSetting("streaming_max_insert_wait_ms"),
  object_storage_concurrency: integerSetting("object_storage_concurrency"),
  object_storage_polling_interval_ms: integerSetting("object_storage_polling_interval_ms"),
  object_storage_max_insert_bytes: integerSetting("object_storage_max_insert_bytes"),
  object_storage_max_file_count: integerSetting("object_storage_max_file_count"),
  engine_max_threads: integerSetting("engine_max_threads"),
  engine_max_insert_threads: integerSetting("engine_max_insert_threads"),
  engine_min_insert_block_size_bytes: integerSetting("engine_min_insert_block_size_bytes"),
  engine_max_download_threads: integerSetting("engine_max_download_threads"),
  engine_parallel_distributed_insert_select: integerSetting("engine_parallel_distributed_insert_select"),
  object_storage_use_cluster_function: z.boolean({ error: "object_storage_use_cluster_function must be true or false" }),
  engine_parallel_view_processing: z.boolean({ error: "engine_parallel_view_processing must be true or false" }),
});
export type PipeSettings = z.infer<typeof pipeSettingsBodySchema>;
export type PipeSettingKey = keyof PipeSettings;

/** Every setting, each one optional and nullable (as the reference's `PipeSettings` has them). */
const optionalSettingsShape = Object.fromEntries(
  Object.entries(pipeSettingsBodySchema.shape).map(([key, schema]) => [key, z.nullish(schema)]),
) as { [K in PipeSettingKey]: z.ZodMiniOptional<z.ZodMiniNullable<(typeof pipeSettingsBodySchema.shape)[K]>> };

/** Settings as read: any field may be missing or null, extra fields are kept. */
export const pipeSettingsSchema = z.looseObject(optionalSettingsShape);
export type PipeSettingsRead = z.infer<typeof pipeSettingsSchema>;

/** Settings in a create or update body: any subset within bounds (missing or null: the default or unchanged). */
export const pipeSettingsPartialBodySchema = z.strictObject(optionalSettingsShape);

/** What a new pipe gets for a setting the create body leaves out: the reference's examples. */
export const DEFAULT_PIPE_SETTINGS: PipeSettings = {
  streaming_max_insert_wait_ms: 5000,
  object_storage_concurrency: 1,
  object_storage_polling_interval_ms: 30000,
  object_storage_max_insert_bytes: 10737418240,
  object_storage_max_file_count: 100,
  engine_max_threads: 8,
  engine_max_insert_threads: 1,
  engine_min_insert_block_size_bytes: 1073741824,
  engine_max_download_threads: 4,
  engine_parallel_distributed_insert_select: 2,
  object_storage_use_cluster_function: true,
  engine_parallel_view_processing: false,
};

export const pipeSchema = z.looseObject({
  id: z.string(),
  serviceId: z.string(),
  name: z.string(),
  state: openEnum(PIPE_STATES),
  scaling: z.nullish(pipeScalingSchema),
  source: pipeSourceSchema,
  destination: pipeDestinationSchema,
  fieldMappings: z._default(z.array(z.looseObject({ sourceField: z.string(), destinationField: z.string() })), []),
  settings: z.nullish(pipeSettingsSchema),
  createdAt: z.nullish(z.string()),
  updatedAt: z.nullish(z.string()),
});
export type Pipe = z.infer<typeof pipeSchema>;

export const PIPE_COMMANDS = ["start", "stop", "resync"] as const;
export type PipeCommand = (typeof PIPE_COMMANDS)[number];
export const pipeStateBodySchema = z.strictObject({ command: z.enum(PIPE_COMMANDS) });

/**
 * The source as a discriminated union: the one filled kind with its own type, so per-kind code
 * switches on `kind` and reads its part without assertions. `kind: undefined` is a kind this
 * contract does not know (the service's other kinds).
 */
export type PipeSourceVariant =
  | { kind: "kafka"; kafka: KafkaSource }
  | { kind: "objectStorage"; objectStorage: ObjectStorageSource }
  | { kind: "kinesis"; kinesis: KinesisSource }
  | { kind: "postgres"; postgres: PostgresSource }
  | { kind: undefined };

export function pipeSourceVariant(source: PipeSource): PipeSourceVariant {
  const { kafka, objectStorage, kinesis, postgres } = source;
  if (kafka) return { kind: "kafka", kafka };
  if (objectStorage) return { kind: "objectStorage", objectStorage };
  if (kinesis) return { kind: "kinesis", kinesis };
  if (postgres) return { kind: "postgres", postgres };
  return { kind: undefined };
}

/** The source kind that is filled, or undefined when the server sent a kind this console does not know. */
export function pipeSourceKind(source: PipeSource): PipeSourceKind | undefined {
  return pipeSourceVariant(source).kind;
}
