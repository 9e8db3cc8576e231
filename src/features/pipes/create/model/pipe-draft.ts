import { DEFAULT_PIPE_SETTINGS, pipeSourceVariant, type Pipe, type PipeSourceKind, type PipeSourceVariant } from "@/shared/schemas/pipe";
import { PIPE_NAME_MAX } from "@/shared/schemas/pipe-rules";
import { settingsFormDefaults, type SettingsFormValues } from "../../model/pipe-settings-model";
import { scalingDraftFrom, type ScalingDraft } from "../../model/pipe-scaling-model";
import { emptyDestination, destinationDraftFromPipe, type DestinationDraft } from "./destination-model";
import { EMPTY_KAFKA, KAFKA_SECRET_FIELDS, kafkaDraftFromSource, type KafkaDraft } from "./kafka-model";
import { EMPTY_KINESIS, KINESIS_SECRET_FIELDS, kinesisDraftFromSource, type KinesisDraft } from "./kinesis-model";
import { EMPTY_OBJECT_STORAGE, OBJECT_STORAGE_SECRET_FIELDS, objectStorageDraftFromSource, type ObjectStorageDraft } from "./object-storage-model";
import { emptyPostgres, POSTGRES_SECRET_FIELDS, postgresDraftFromSource, type PostgresDraft } from "./postgres-model";

export const STEPS = ["source", "connection", "format", "destination", "scaling", "review"] as const;
export type StepId = (typeof STEPS)[number];

/**
 * Everything the create form holds, as typed. Each kind keeps its own part, so choosing another kind
 * and coming back loses nothing; only the chosen kind's part reaches the request body.
 */
export interface PipeDraft {
  /** The pipe a duplicate started from, so a reload goes on with the same draft. */
  fromPipeId: string | null;
  step: StepId;
  name: string;
  kind: PipeSourceKind | "";
  kafka: KafkaDraft;
  objectStorage: ObjectStorageDraft;
  kinesis: KinesisDraft;
  postgres: PostgresDraft;
  destination: DestinationDraft;
  scaling: ScalingDraft;
  settings: SettingsFormValues;
}

export function emptyDraft(): PipeDraft {
  return {
    fromPipeId: null,
    step: "source",
    name: "",
    kind: "",
    kafka: { ...EMPTY_KAFKA, reversePrivateEndpointIds: [] },
    objectStorage: { ...EMPTY_OBJECT_STORAGE },
    kinesis: { ...EMPTY_KINESIS },
    postgres: emptyPostgres(),
    destination: emptyDestination(),
    scaling: scalingDraftFrom(null),
    settings: settingsFormDefaults(DEFAULT_PIPE_SETTINGS),
  };
}

/** Per kind, the draft fields that hold secrets (passwords, keys, connection strings, certificates). */
export const SECRET_FIELDS = {
  kafka: KAFKA_SECRET_FIELDS,
  objectStorage: OBJECT_STORAGE_SECRET_FIELDS,
  kinesis: KINESIS_SECRET_FIELDS,
  postgres: POSTGRES_SECRET_FIELDS,
} as const satisfies Record<PipeSourceKind, readonly string[]>;

/** The draft's part of the source's kind, filled from it. */
function sourcePartFrom(source: PipeSourceVariant): Partial<PipeDraft> {
  switch (source.kind) {
    case "kafka":
      return { kafka: kafkaDraftFromSource(source.kafka) };
    case "objectStorage":
      return { objectStorage: objectStorageDraftFromSource(source.objectStorage) };
    case "kinesis":
      return { kinesis: kinesisDraftFromSource(source.kinesis) };
    case "postgres":
      return { postgres: postgresDraftFromSource(source.postgres) };
    default:
      return {};
  }
}

/**
 * Duplicate: the create form filled from an existing pipe, under a new name, with its secrets empty
 * (the service never sends them back) and starting at the first step so the user reads it through.
 */
export function draftFromPipe(pipe: Pipe): PipeDraft {
  const draft = emptyDraft();
  const source = pipeSourceVariant(pipe.source);
  return {
    ...draft,
    ...sourcePartFrom(source),
    fromPipeId: pipe.id,
    name: `${pipe.name}-copy`.slice(0, PIPE_NAME_MAX),
    kind: source.kind ?? "",
    destination: source.kind === "postgres" ? { ...draft.destination, database: pipe.destination.database } : destinationDraftFromPipe(pipe),
    scaling: scalingDraftFrom(pipe.scaling),
    // A setting the pipe has no value for starts at its default.
    settings: settingsFormDefaults({ ...DEFAULT_PIPE_SETTINGS, ...Object.fromEntries(Object.entries(pipe.settings ?? {}).filter(([, value]) => value != null)) }),
  };
}
