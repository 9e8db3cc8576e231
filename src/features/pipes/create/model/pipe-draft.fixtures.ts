import type { PipeSourceKind } from "@/shared/schemas/pipe";
import type { ColumnDraft } from "./destination-model";
import { emptyDraft, type PipeDraft } from "./pipe-draft";

/** Test-only: a complete, valid draft of each kind, with a marker in every secret field. */
export const SECRET_MARKER = "s3cr3t-marker";

const columns: ColumnDraft[] = [
  { key: "c1", name: "id", type: "UUID", sourceField: "id" },
  { key: "c2", name: "ts", type: "DateTime64(3)", sourceField: "timestamp" },
];

export function filledDraft(kind: PipeSourceKind): PipeDraft {
  const draft = emptyDraft();
  const base: PipeDraft = {
    ...draft,
    name: `test-${kind}`,
    kind,
    destination: { ...draft.destination, database: "default", table: "events", columns, sortingKey: ["c2", "c1"] },
  };
  switch (kind) {
    case "kafka":
      return {
        ...base,
        kafka: {
          ...draft.kafka, type: "confluent", brokers: "b-1:9092, b-2:9092", topics: "orders", authentication: "PLAIN", username: "key",
          password: SECRET_MARKER, caCertificate: `-----BEGIN CERTIFICATE-----\n${SECRET_MARKER}\n-----END CERTIFICATE-----`,
          schemaRegistryPassword: SECRET_MARKER, secretKey: SECRET_MARKER, privateKey: SECRET_MARKER, certificate: SECRET_MARKER, connectionString: SECRET_MARKER,
        },
      };
    case "objectStorage":
      return {
        ...base,
        objectStorage: {
          ...draft.objectStorage, type: "s3", url: "https://bucket.s3.eu-west-1.amazonaws.com/logs/*.json", authentication: "IAM_USER",
          accessKeyId: "AKIAEXAMPLE", secretKey: SECRET_MARKER, connectionString: SECRET_MARKER, serviceAccountKey: SECRET_MARKER,
        },
      };
    case "kinesis":
      return {
        ...base,
        kinesis: { ...draft.kinesis, streamName: "clicks", region: "eu-west-1", authentication: "IAM_USER", accessKeyId: "AKIAEXAMPLE", secretKey: SECRET_MARKER },
      };
    case "postgres":
      return {
        ...base,
        destination: { ...base.destination, database: "replica" },
        postgres: {
          ...draft.postgres, host: "db.example.com", database: "shop", username: "replicator", password: SECRET_MARKER,
          caCertificate: `-----BEGIN CERTIFICATE-----\n${SECRET_MARKER}\n-----END CERTIFICATE-----`,
          tableMappings: [{ key: "t1", sourceSchemaName: "public", sourceTable: "orders", targetTable: "", excludedColumns: "notes", sortingKeys: "" }],
        },
      };
  }
}
