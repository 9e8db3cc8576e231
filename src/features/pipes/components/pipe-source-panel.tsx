import type { ReactNode } from "react";
import { formatInteger } from "@/lib/format-number";
import { formatExactTime } from "@/lib/format-time";
import {
  pipeSourceVariant, type KafkaSource, type KinesisSource, type ObjectStorageSource, type PipeSource, type PostgresSource,
} from "@/shared/schemas/pipe";
import { SecretValue } from "@/ui/secret-value";
import { formatYesNo, SOURCE_KIND_LABELS, unixTimestampToDate } from "../model/pipe-format";
import { KAFKA_AUTHENTICATIONS, KAFKA_TYPES } from "@/shared/schemas/pipe-kinds";
import {
  KAFKA_OFFSET_LABELS, KAFKA_TYPE_LABELS, kafkaAuthenticationLabel, KINESIS_AUTHENTICATION_LABELS, KINESIS_ITERATOR_LABELS, OBJECT_STORAGE_ACCESS_LABELS,
  OBJECT_STORAGE_TYPE_LABELS, POSTGRES_TYPE_LABELS, START_READING_LABEL,
} from "../create/model/labels";
import { DetailList, type DetailItem } from "./detail-list";
import { PipeCopyable } from "./pipe-copyable";
import { withBreaks } from "./with-breaks";

// ARNs, URLs, hosts and lists wrap at their natural points (withBreaks), at 390 px as at 1280 px.
const copyable = (value: string | null | undefined, label: string) =>
  value ? <PipeCopyable value={value} label={label}>{withBreaks(value)}</PipeCopyable> : null;
const code = (value: string | null | undefined) => (value ? <code>{withBreaks(value)}</code> : null);
/**
 * A credential's row, where the source's authentication uses it or the server sent one: a pipe on an
 * access key has no IAM role, and a "Not set" row for it reads as something missing.
 */
const credentialRow = (used: boolean, value: string | null | undefined, item: DetailItem): DetailItem[] => (used || value ? [item] : []);

/** A link to a reverse private endpoint of the pipe's service, by the endpoint's id. */
export type ReverseEndpointLink = (id: string) => ReactNode;

const secret = (value: string | null | undefined, label: string, multiline = false) =>
  value ? <SecretValue value={value} label={label} multiline={multiline} /> : null;

/** The source of a pipe, every field of its kind; secrets masked until revealed. `children` go above the fields (a form to change them). */
export function PipeSourcePanel({ source, reverseEndpointLink, action, children }: {
  source: PipeSource;
  /** A link to one of the service's reverse private endpoints, by its id (the endpoints are another area's: the route draws it). */
  reverseEndpointLink: ReverseEndpointLink;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const variant = pipeSourceVariant(source);
  return (
    <section className="card pipe-panel" aria-labelledby="pipe-source-title">
      <div className="pipe-panel__head">
        <h2 id="pipe-source-title" tabIndex={-1}>
          Source <span className="pipe-kind">{variant.kind ? SOURCE_KIND_LABELS[variant.kind] : "Unknown kind"}</span>
        </h2>
        {action}
      </div>
      {children}
      {variant.kind === "kafka" && <KafkaDetails kafka={variant.kafka} reverseEndpointLink={reverseEndpointLink} />}
      {variant.kind === "objectStorage" && <ObjectStorageDetails storage={variant.objectStorage} />}
      {variant.kind === "kinesis" && <KinesisDetails kinesis={variant.kinesis} />}
      {variant.kind === "postgres" && <PostgresDetails postgres={variant.postgres} />}
      {variant.kind === undefined && <p className="muted">The server sent a source of a kind this console does not know.</p>}
    </section>
  );
}

/** An object store's and a stream's `authentication`, and where a topic or a stream starts reading, in the create form's words. */
const labelsOnly = (labels: Record<string, { label: string }>): Record<string, string> =>
  Object.fromEntries(Object.entries(labels).map(([value, { label }]) => [value, label]));
const ACCESS_TEXT = labelsOnly(OBJECT_STORAGE_ACCESS_LABELS);
const KINESIS_AUTHENTICATION_TEXT = labelsOnly(KINESIS_AUTHENTICATION_LABELS);
const KINESIS_ITERATOR_TEXT = labelsOnly(KINESIS_ITERATOR_LABELS);

/** A Kafka source's authentication in the create form's words, where the console knows it; else as sent. */
function kafkaAuthenticationText(kafka: KafkaSource): string | null {
  const type = KAFKA_TYPES.find((known) => known === (kafka.type ?? "kafka"));
  const authentication = KAFKA_AUTHENTICATIONS.find((known) => known === kafka.authentication);
  return type && authentication ? kafkaAuthenticationLabel(authentication, type) : (kafka.authentication ?? null);
}

const OFFSET_TEXT = labelsOnly(KAFKA_OFFSET_LABELS);

/** A known identifier in the words people use, else as sent (a value this console does not know yet). */
const labelOf = (labels: Record<string, string>, value: unknown) => (typeof value === "string" ? (labels[value] ?? value) : null);

function KafkaDetails({ kafka, reverseEndpointLink }: { kafka: KafkaSource; reverseEndpointLink: ReverseEndpointLink }) {
  const brokers = kafka.brokers.split(",").map((broker) => broker.trim()).filter(Boolean);
  const endpoints = kafka.reversePrivateEndpointIds ?? [];
  return (
    <DetailList
      items={[
        { label: "Service", value: labelOf(KAFKA_TYPE_LABELS, kafka.type) },
        { label: "Format", value: kafka.format },
        { label: "Authentication", value: kafkaAuthenticationText(kafka) },
        {
          label: "Brokers",
          value: (
            <ul className="pipe-plain-list mono">
              {brokers.map((broker) => <li key={broker}>{withBreaks(broker)}</li>)}
            </ul>
          ),
        },
        { label: "Topics", value: code(kafka.topics) },
        { label: "Consumer group", value: code(kafka.consumerGroup) },
        ...credentialRow(kafka.authentication === "IAM_ROLE", kafka.iamRole, { label: "IAM role", value: copyable(kafka.iamRole, "IAM role") }),
        {
          label: START_READING_LABEL,
          value: kafka.offset?.timestamp ? (
            <>
              <code>{kafka.offset.timestamp.replace("T", " ")}</code> <span className="muted">(UTC)</span>
            </>
          ) : (OFFSET_TEXT[kafka.offset?.strategy ?? ""] ?? null),
        },
        { label: "Schema registry", value: code(kafka.schemaRegistry?.url) },
        { label: "Schema registry CA certificate", value: secret(kafka.schemaRegistry?.caCertificate, "schema registry CA certificate", true) },
        { label: "CA certificate", value: secret(kafka.caCertificate, "CA certificate", true) },
        {
          label: "Reverse private endpoints",
          value: endpoints.length ? (
            <ul className="pipe-plain-list">
              {endpoints.map((id) => (
                <li key={id}>{reverseEndpointLink(id)}</li>
              ))}
            </ul>
          ) : <span className="muted">None</span>,
        },
      ]}
    />
  );
}

function ObjectStorageDetails({ storage }: { storage: ObjectStorageSource }) {
  return (
    <DetailList
      items={[
        { label: "Service", value: labelOf(OBJECT_STORAGE_TYPE_LABELS, storage.type) },
        { label: "Format", value: storage.format },
        { label: "URL", value: copyable(storage.url, "URL") },
        { label: "Path", value: code(storage.path) },
        { label: "Container", value: code(storage.azureContainerName) },
        { label: "Compression", value: storage.compression },
        { label: "Delimiter", value: storage.delimiter ? <code>{JSON.stringify(storage.delimiter)}</code> : null },
        {
          label: "Continuous",
          value: storage.isContinuous == null ? null : storage.isContinuous ? "Yes: new files are picked up as they arrive" : "No: a one-off load",
        },
        { label: "Queue URL", value: copyable(storage.queueUrl, "queue URL") },
        { label: "Access", value: storage.authentication ? labelOf(ACCESS_TEXT, storage.authentication) : "Public" },
        ...credentialRow(storage.authentication === "IAM_ROLE", storage.iamRole, { label: "IAM role", value: copyable(storage.iamRole, "IAM role") }),
        ...credentialRow(storage.authentication === "CONNECTION_STRING", storage.connectionString, {
          label: "Connection string",
          value: secret(storage.connectionString, "connection string"),
        }),
      ]}
    />
  );
}

function KinesisDetails({ kinesis }: { kinesis: KinesisSource }) {
  return (
    <DetailList
      items={[
        { label: "Stream", value: code(kinesis.streamName) },
        { label: "Format", value: kinesis.format },
        { label: START_READING_LABEL, value: labelOf(KINESIS_ITERATOR_TEXT, kinesis.iteratorType) },
        { label: "Region", value: kinesis.region },
        { label: "Enhanced fan-out", value: formatYesNo(kinesis.useEnhancedFanOut) },
        { label: "Authentication", value: labelOf(KINESIS_AUTHENTICATION_TEXT, kinesis.authentication) },
        {
          label: "Reads from",
          value: kinesis.timestamp == null ? null : (
            <>
              {formatExactTime(unixTimestampToDate(kinesis.timestamp))} <span className="muted">(Unix time {kinesis.timestamp})</span>
            </>
          ),
        },
        ...credentialRow(kinesis.authentication === "IAM_ROLE", kinesis.iamRole, { label: "IAM role", value: copyable(kinesis.iamRole, "IAM role") }),
      ]}
    />
  );
}

function PostgresDetails({ postgres }: { postgres: PostgresSource }) {
  const settings = postgres.settings;
  const number = (value: number | null | undefined, unit = "") => (value == null ? null : `${formatInteger(value)}${unit}`);
  return (
    <div className="stack">
      <DetailList
        items={[
          { label: "Runs on", value: labelOf(POSTGRES_TYPE_LABELS, postgres.type) },
          { label: "Host", value: copyable(postgres.host, "host") },
          { label: "Port", value: String(postgres.port) },
          { label: "Database", value: code(postgres.database) },
        ]}
      />
      <h3>Replication settings</h3>
      {settings ? (
        <DetailList
          items={[
            { label: "Replication", value: settings.replicationMode },
            { label: "Sync interval", value: number(settings.syncIntervalSeconds, " s") },
            { label: "Pull batch size", value: number(settings.pullBatchSize, " rows") },
            { label: "Publication", value: code(settings.publicationName) },
            { label: "Replication slot", value: code(settings.replicationSlotName) },
            { label: "Nullable columns allowed", value: formatYesNo(settings.allowNullableColumns) },
            { label: "Initial load parallelism", value: number(settings.initialLoadParallelism) },
            { label: "Snapshot rows per partition", value: number(settings.snapshotNumRowsPerPartition) },
            { label: "Snapshot tables in parallel", value: number(settings.snapshotNumberOfParallelTables) },
            { label: "Failover slots", value: formatYesNo(settings.enableFailoverSlots) },
          ]}
        />
      ) : (
        <p className="muted">Not set</p>
      )}
    </div>
  );
}
