import { describe, expect, it } from "vitest";
import { pipeSchema, pipeSettingsBodySchema, pipeSettingsSchema, pipeSourceKind, pipeSourceVariant, pipeStateBodySchema } from "./pipe";
import { REFUSED_PIPE_SETTINGS } from "./pipe-settings-test-cases";

const settings = {
  streaming_max_insert_wait_ms: 1000,
  object_storage_concurrency: 4,
  object_storage_polling_interval_ms: 30000,
  object_storage_max_insert_bytes: 104857600,
  object_storage_max_file_count: 100,
  engine_max_threads: 8,
  engine_max_insert_threads: 4,
  engine_min_insert_block_size_bytes: 1048576,
  engine_max_download_threads: 4,
  engine_parallel_distributed_insert_select: 0,
  object_storage_use_cluster_function: false,
  engine_parallel_view_processing: true,
};

const kafkaPipe = {
  id: "5b1a8d1e-0000-4000-8000-000000000001",
  serviceId: "5b1a8d1e-0000-4000-8000-000000000002",
  name: "orders",
  state: "Running",
  scaling: { replicas: 2, concurrency: 1, replicaCpuMillicores: 500, replicaMemoryGb: 2 },
  source: {
    kafka: { brokers: "b1:9092", topics: "orders", offset: { timestamp: "2026-01-01T00:00" }, reversePrivateEndpointIds: ["x"] },
    objectStorage: null,
    kinesis: null,
    postgres: null,
  },
  destination: { database: "default", table: "orders", columns: [{ name: "id", type: "UInt64" }] },
  fieldMappings: [{ sourceField: "id", destinationField: "id" }],
  settings,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-02T00:00:00Z",
};

describe("pipeSchema", () => {
  it("accepts a pipe and keeps fields it does not know", () => {
    const parsed = pipeSchema.parse({ ...kafkaPipe, futureField: { a: 1 } });
    expect(parsed.futureField).toEqual({ a: 1 });
    expect(pipeSourceKind(parsed.source)).toBe("kafka");
  });

  it("accepts a state the console does not know yet, as-is", () => {
    expect(pipeSchema.parse({ ...kafkaPipe, state: "Hibernating" }).state).toBe("Hibernating");
  });

  it("accepts each source kind", () => {
    const sources = [
      { objectStorage: { url: "s3://bucket/*.json", compression: "gzip", isContinuous: true, connectionString: "secret" } },
      { kinesis: { streamName: "clicks", region: "us-east-1", useEnhancedFanOut: true, timestamp: 1700000000 } },
      { postgres: { host: "db", port: 5432, database: "app", tableMappings: [{ sourceSchemaName: "public", sourceTable: "users", targetTable: "users", excludedColumns: ["ssn"] }] } },
    ];
    for (const source of sources) {
      const parsed = pipeSchema.parse({ ...kafkaPipe, source });
      expect(pipeSourceKind(parsed.source)).toBe(Object.keys(source)[0]);
    }
  });

  it("says no source kind is known when only an unknown kind is filled", () => {
    expect(pipeSourceKind(pipeSchema.parse({ ...kafkaPipe, source: { bigquery: { x: 1 } } }).source)).toBeUndefined();
    expect(pipeSourceVariant(pipeSchema.parse({ ...kafkaPipe, source: { bigquery: { x: 1 } } }).source)).toEqual({ kind: undefined });
  });

  it("reads the source as a union: the filled kind with its own part, a null kind passed over", () => {
    const variant = pipeSourceVariant(pipeSchema.parse({ ...kafkaPipe, source: { kafka: null, kinesis: { streamName: "clicks", region: "us-east-1" } } }).source);
    expect(variant.kind).toBe("kinesis");
    if (variant.kind === "kinesis") expect(variant.kinesis.streamName).toBe("clicks");
  });

  it("refuses a pipe without an id, a postgres port that is not a number, or a missing destination", () => {
    const { id: _id, ...withoutId } = kafkaPipe;
    expect(pipeSchema.safeParse(withoutId).success).toBe(false);
    expect(pipeSchema.safeParse({ ...kafkaPipe, source: { postgres: { host: "h", port: "5432", database: "d" } } }).success).toBe(false);
    expect(pipeSchema.safeParse({ ...kafkaPipe, destination: undefined }).success).toBe(false);
  });
});

describe("pipe settings", () => {
  it("reads settings with missing fields", () => {
    expect(pipeSettingsSchema.parse({ engine_max_threads: 4 })).toEqual({ engine_max_threads: 4 });
  });

  it("takes a whole settings object within bounds", () => {
    expect(pipeSettingsBodySchema.parse(settings)).toEqual(settings);
  });

  it.each(REFUSED_PIPE_SETTINGS)("refuses %s = %s", (field, value, message) => {
    const result = pipeSettingsBodySchema.safeParse({ ...settings, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it("refuses a partial object and unknown fields (the PUT takes the whole object)", () => {
    const { engine_max_threads: _omit, ...partial } = settings;
    expect(pipeSettingsBodySchema.safeParse(partial).success).toBe(false);
    expect(pipeSettingsBodySchema.safeParse({ ...settings, extra: 1 }).success).toBe(false);
  });
});

describe("pipe state command", () => {
  it("takes start, stop and resync only", () => {
    expect(pipeStateBodySchema.safeParse({ command: "resync" }).success).toBe(true);
    expect(pipeStateBodySchema.safeParse({ command: "pause" }).success).toBe(false);
  });
});
