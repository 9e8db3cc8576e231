import { KAFKA_TYPES, OBJECT_STORAGE_TYPES, POSTGRES_TYPES } from "@/shared/schemas/pipe-kinds";
import { kafkaAuthenticationFor, type EndpointList } from "../model/kafka-model";
import { KAFKA_TYPE_LABELS, KIND_OPTIONS, OBJECT_STORAGE_TYPE_LABELS, POSTGRES_TYPE_LABELS } from "../model/labels";
import { objectStorageAccessFor } from "../model/object-storage-model";
import type { PipeDraft, StepId } from "../model/pipe-draft";
import { DatabaseDestination, TableDestination } from "./destination-step";
import { ReviewStep, ScalingStep } from "./final-steps";
import { KafkaConnection, KafkaFormat } from "./kafka-steps";
import { KinesisConnection, KinesisFormat } from "./kinesis-steps";
import { ObjectStorageConnection, ObjectStorageFormat } from "./object-storage-steps";
import { PostgresConnection, PostgresTables } from "./postgres-steps";
import { RadioGroup, SelectField, TextField } from "./wizard-fields";

export interface StepBodyProps {
  draft: PipeDraft;
  step: StepId;
  onChange: (draft: PipeDraft) => void;
  endpoints: EndpointList;
  createEndpointHref: string;
  /** What will be sent, on the review step. */
  requestPath: string;
}

/** The fields of one step, for the chosen kind only. */
export function StepBody({ draft, step, onChange, endpoints, createEndpointHref, requestPath }: StepBodyProps) {
  const part = <K extends "kafka" | "objectStorage" | "kinesis" | "postgres" | "destination">(key: K) =>
    (patch: Partial<PipeDraft[K]>) => onChange({ ...draft, [key]: { ...draft[key], ...patch } });
  switch (step) {
    case "source":
      return <SourceStep draft={draft} onChange={onChange} />;
    case "connection":
      switch (draft.kind) {
        case "kafka":
          return <KafkaConnection kafka={draft.kafka} set={part("kafka")} endpoints={endpoints} createEndpointHref={createEndpointHref} />;
        case "objectStorage":
          return <ObjectStorageConnection storage={draft.objectStorage} set={part("objectStorage")} />;
        case "kinesis":
          return <KinesisConnection kinesis={draft.kinesis} set={part("kinesis")} />;
        case "postgres":
          return <PostgresConnection postgres={draft.postgres} set={part("postgres")} />;
        default:
          return <NoKind />;
      }
    case "format":
      switch (draft.kind) {
        case "kafka":
          return <KafkaFormat kafka={draft.kafka} set={part("kafka")} />;
        case "objectStorage":
          return <ObjectStorageFormat storage={draft.objectStorage} set={part("objectStorage")} />;
        case "kinesis":
          return <KinesisFormat kinesis={draft.kinesis} set={part("kinesis")} />;
        case "postgres":
          return <PostgresTables postgres={draft.postgres} set={part("postgres")} />;
        default:
          return <NoKind />;
      }
    case "destination":
      if (draft.kind === "") return <NoKind />;
      return draft.kind === "postgres"
        ? <DatabaseDestination destination={draft.destination} set={part("destination")} />
        : <TableDestination destination={draft.destination} set={part("destination")} />;
    case "scaling":
      return <ScalingStep draft={draft} onChange={onChange} />;
    case "review":
      return <ReviewStep draft={draft} requestPath={requestPath} />;
  }
}

function NoKind() {
  return <p className="muted">Choose where the pipe reads from in the first step.</p>;
}

/** Step 1: the pipe's name, the kind of source and its flavour. */
function SourceStep({ draft, onChange }: { draft: PipeDraft; onChange: (draft: PipeDraft) => void }) {
  return (
    <>
      <TextField id="name" label="Pipe name" required value={draft.name} onChange={(name) => onChange({ ...draft, name })}
        hint="Up to 255 characters, unique among this service's pipes." />
      <RadioGroup id="kind" label="Read from" required cards value={draft.kind} options={KIND_OPTIONS} onChange={(kind) => onChange({ ...draft, kind })} />
      {draft.kind === "kafka" && (
        <SelectField id="kafka.type" label="Kafka service" required value={draft.kafka.type}
          options={KAFKA_TYPES.map((value) => ({ value, label: KAFKA_TYPE_LABELS[value] }))}
          onChange={(type) => onChange({ ...draft, kafka: { ...draft.kafka, type, authentication: kafkaAuthenticationFor(type, draft.kafka.authentication) } })}
          hint="It decides which ways to authenticate are offered." />
      )}
      {draft.kind === "objectStorage" && (
        <SelectField id="objectStorage.type" label="Storage service" required value={draft.objectStorage.type}
          options={OBJECT_STORAGE_TYPES.map((value) => ({ value, label: OBJECT_STORAGE_TYPE_LABELS[value] }))}
          onChange={(type) => onChange({
            ...draft,
            objectStorage: { ...draft.objectStorage, type, authentication: objectStorageAccessFor(type, draft.objectStorage.authentication) },
          })} />
      )}
      {draft.kind === "postgres" && (
        <SelectField id="postgres.type" label="Where the database runs" required value={draft.postgres.type}
          options={POSTGRES_TYPES.map((value) => ({ value, label: POSTGRES_TYPE_LABELS[value] }))}
          onChange={(type) => onChange({ ...draft, postgres: { ...draft.postgres, type } })} />
      )}
    </>
  );
}
