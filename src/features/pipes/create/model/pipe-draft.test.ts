import { describe, expect, it } from "vitest";
import { pipeSchema, type Pipe } from "@/shared/schemas/pipe";
import { MASK, maskBodySecrets } from "./body-secrets";
import { toCreateBody, validateStep } from "./create-steps";
import { utcMinuteToSeconds, secondsToUtcMinute } from "./kinesis-model";
import { draftFromPipe } from "./pipe-draft";
import { filledDraft, SECRET_MARKER } from "./pipe-draft.fixtures";

const seededKafka: Pipe = pipeSchema.parse({
  id: "36564cd3-c19a-4c4c-ae70-053dc721f50f",
  serviceId: "fd631182-7c0e-46b2-8e72-d2850c6469bd",
  name: "clickstream-events",
  state: "Running",
  scaling: { replicas: 3, concurrency: 2, replicaCpuMillicores: 1000, replicaMemoryGb: 4 },
  source: {
    kafka: {
      type: "msk", format: "JSONEachRow", authentication: "IAM_ROLE", brokers: "b-1:9098", topics: "clicks", consumerGroup: "acme-clicks",
      iamRole: "arn:aws:iam::123456789012:role/acme", offset: { strategy: "from_timestamp", timestamp: "2025-03-14T05:30" },
      caCertificate: "-----BEGIN CERTIFICATE-----\nAAA\n-----END CERTIFICATE-----\n", reversePrivateEndpointIds: ["ae250d94-23c3-40c2-9b15-7c1d1c3e8023"],
    },
  },
  destination: {
    database: "raw", table: "clicks", managedTable: true,
    tableDefinition: { engine: { versionColumnId: "ts" }, sortingKey: ["kind", "ts"], partitionBy: "toYYYYMM(ts)" },
    columns: [{ name: "ts", type: "DateTime64(3)" }, { name: "kind", type: "String" }],
  },
  fieldMappings: [{ sourceField: "time", destinationField: "ts" }, { sourceField: "type", destinationField: "kind" }],
  settings: { streaming_max_insert_wait_ms: 2500, engine_max_threads: null },
});

describe("duplicate", () => {
  it("fills the form from the pipe under a new name, secrets and consumer group left empty, a new table beside the old", () => {
    const draft = draftFromPipe(seededKafka);
    expect(draft).toMatchObject({ fromPipeId: seededKafka.id, name: "clickstream-events-copy", kind: "kafka", step: "source" });
    expect(draft.kafka).toMatchObject({
      type: "msk", authentication: "IAM_ROLE", brokers: "b-1:9098", topics: "clicks", iamRole: "arn:aws:iam::123456789012:role/acme",
      offsetStrategy: "from_timestamp", offsetTimestamp: "2025-03-14T05:30", caCertificate: "", consumerGroup: "",
      reversePrivateEndpointIds: ["ae250d94-23c3-40c2-9b15-7c1d1c3e8023"],
    });
    expect(draft.destination).toMatchObject({ database: "raw", table: "clicks_copy", managedTable: true, engine: "ReplacingMergeTree", partitionBy: "toYYYYMM(ts)" });
    // A table name as long as a name may be still gives a new table's name the service takes.
    const longest = draftFromPipe({ ...seededKafka, destination: { ...seededKafka.destination, table: "t".repeat(255) } });
    expect(longest.destination.table).toBe(`${"t".repeat(250)}_copy`);
    const names = (keys: string[]) => keys.map((key) => draft.destination.columns.find((column) => column.key === key)?.name);
    expect(names(draft.destination.sortingKey)).toEqual(["kind", "ts"]);
    expect(names([draft.destination.versionColumn])).toEqual(["ts"]);
    expect(draft.destination.columns.map((column) => column.sourceField)).toEqual(["time", "type"]);
    expect(draft.scaling).toEqual({ replicas: "3", concurrency: "2", replicaCpuMillicores: "1000", replicaMemoryGb: "4" });
    expect(draft.settings.streaming_max_insert_wait_ms).toBe("2500");
    expect(draft.settings.engine_max_threads).toBe("8");
  });

  it("a duplicate is valid as it comes, apart from the secrets it needs again", () => {
    const draft = draftFromPipe(seededKafka);
    for (const step of ["source", "connection", "format", "destination", "scaling"] as const) expect(validateStep(draft, step)).toEqual({});
    expect(toCreateBody(draft).destination.tableDefinition?.engine).toEqual({ type: "ReplacingMergeTree", versionColumnId: "ts" });
  });
});

describe("the review's body", () => {
  it("masks every secret, wherever it is, and nothing else", () => {
    const masked = maskBodySecrets(toCreateBody(filledDraft("kafka")));
    expect(JSON.stringify(masked)).not.toContain(SECRET_MARKER);
    expect(masked.source.kafka).toMatchObject({ credentials: { username: "key", password: MASK }, caCertificate: MASK, brokers: "b-1:9092, b-2:9092" });
  });
});

describe("kinesis start time", () => {
  it("is typed in UTC minutes and sent as seconds since 1970", () => {
    expect(utcMinuteToSeconds("2025-01-01T00:00")).toBe(1735689600);
    expect(secondsToUtcMinute(1735689600)).toBe("2025-01-01T00:00");
    expect(secondsToUtcMinute(1735689600000)).toBe("2025-01-01T00:00");
  });
});
