import { z } from "@/shared/zod";
import { DEFAULT_PIPE_SETTINGS, PIPE_SOURCE_KINDS, type PipeSourceKind } from "@/shared/schemas/pipe";
import { pipeCreateBodySchema, type PipeCreateBody } from "@/shared/schemas/pipe-create";
import { leadingIssuePath } from "@/shared/schemas/issue-path";
import { pipeNameError } from "../../model/pipe-edit-model";
import { validateSettingsForm } from "../../model/pipe-settings-model";
import { validateScaling } from "../../model/pipe-scaling-model";
import { databaseDestinationSchema, tableDestinationSchema, toFieldMappings, toTableDestination } from "./destination-model";
import { addIssue, fieldId, issuesToErrors, type FieldErrors } from "./form-fields";
import { kafkaConnectionSchema, kafkaFormatSchema, toKafkaSource } from "./kafka-model";
import { kinesisConnectionSchema, kinesisFormatSchema, toKinesisSource } from "./kinesis-model";
import { objectStorageConnectionSchema, objectStorageFormatSchema, toObjectStorageSource } from "./object-storage-model";
import { STEPS, type PipeDraft, type StepId } from "./pipe-draft";
import { postgresConnectionSchema, postgresTablesSchema, toPostgresSource } from "./postgres-model";

const KIND = { error: "Choose where the pipe reads from first." };

/** Step 1: a name, and which kind of source (the flavour has a default, so it is always set). */
const sourceStepSchema = z.object({
  name: z.string().check(z.superRefine((name, ctx) => {
    const error = pipeNameError(name);
    if (error) addIssue(ctx, [], error);
  })),
  kind: z.enum(PIPE_SOURCE_KINDS, { error: "Choose where the pipe reads from." }),
});

/** Step 2, one branch per kind: only the chosen kind's fields are checked. */
const connectionStepSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("kafka"), kafka: kafkaConnectionSchema }),
  z.object({ kind: z.literal("objectStorage"), objectStorage: objectStorageConnectionSchema }),
  z.object({ kind: z.literal("kinesis"), kinesis: kinesisConnectionSchema }),
  z.object({ kind: z.literal("postgres"), postgres: postgresConnectionSchema }),
], KIND);

/** Step 3: the records' format, or for Postgres the replication and its tables. */
const formatStepSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("kafka"), kafka: kafkaFormatSchema }),
  z.object({ kind: z.literal("objectStorage"), objectStorage: objectStorageFormatSchema }),
  z.object({ kind: z.literal("kinesis"), kinesis: kinesisFormatSchema }),
  z.object({ kind: z.literal("postgres"), postgres: postgresTablesSchema }),
], KIND);

/** Step 4: one table with its columns and field mappings, or for Postgres the database only. */
const destinationStepSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal(["kafka", "objectStorage", "kinesis"]), destination: tableDestinationSchema }),
  z.object({ kind: z.literal("postgres"), destination: databaseDestinationSchema }),
], KIND);

const errorsOf = (schema: z.ZodMiniType, draft: Partial<PipeDraft>): FieldErrors => {
  const parsed = schema.safeParse(draft);
  return parsed.success ? {} : issuesToErrors(parsed.error.issues);
};

/** The problems of one step, one message per field id; empty when the step is fine. */
export function validateStep(draft: PipeDraft, step: StepId): FieldErrors {
  switch (step) {
    case "source":
      return errorsOf(sourceStepSchema, draft);
    case "connection":
      return connectionErrors(draft);
    case "format":
      return errorsOf(formatStepSchema, draft);
    case "destination":
      return errorsOf(destinationStepSchema, draft);
    case "scaling": {
      const errors: FieldErrors = {};
      if (draft.kind !== "" && draft.kind !== "postgres") {
        const scaling = validateScaling(draft.scaling, draft.kind);
        if (!scaling.ok) for (const [field, message] of Object.entries(scaling.errors)) errors[`scaling.${field}`] = message;
      }
      const settings = validateSettingsForm(draft.settings);
      if (!settings.ok) for (const [key, message] of Object.entries(settings.errors)) errors[`settings.${key}`] = message;
      return errors;
    }
    case "review":
      return {};
  }
}

/** The kind of source and each kind's part of the draft: what step 2 checks, and what a pipe's "Change credentials" holds. */
export type SourceParts = Pick<PipeDraft, "kind" | PipeSourceKind>;

/** Step 2's problems: where the chosen kind reads from and how it authenticates. */
export const connectionErrors = (parts: SourceParts): FieldErrors => errorsOf(connectionStepSchema, parts);

/** The first step before `until` with a problem, so Create (or a jump ahead) lands where the fix is. */
export function firstInvalidStep(draft: PipeDraft, until: StepId = "review"): { step: StepId; errors: FieldErrors } | undefined {
  for (const step of STEPS.slice(0, STEPS.indexOf(until))) {
    const errors = validateStep(draft, step);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return undefined;
}

/** Settings that differ from what a new pipe gets anyway: only those are sent. */
function changedSettings(draft: PipeDraft): PipeCreateBody["settings"] {
  const settings = validateSettingsForm(draft.settings);
  if (!settings.ok) return undefined;
  const changed = Object.entries(settings.body).filter(([key, value]) => DEFAULT_PIPE_SETTINGS[key as keyof typeof DEFAULT_PIPE_SETTINGS] !== value);
  return changed.length ? Object.fromEntries(changed) : undefined;
}

/** The body's `source`: the chosen kind's part only. */
export function sourceBodyOf(parts: SourceParts & { kind: PipeSourceKind }): PipeCreateBody["source"] {
  return {
    kafka: () => ({ kafka: toKafkaSource(parts.kafka) }),
    objectStorage: () => ({ objectStorage: toObjectStorageSource(parts.objectStorage) }),
    kinesis: () => ({ kinesis: toKinesisSource(parts.kinesis) }),
    postgres: () => ({ postgres: toPostgresSource(parts.postgres) }),
  }[parts.kind]();
}

/** The draft as the create body: only the chosen kind's source, and for Postgres no table, mappings or scaling. */
export function toCreateBody(draft: PipeDraft): PipeCreateBody {
  const kind = draft.kind === "" ? "kafka" : draft.kind;
  const source = sourceBodyOf({ ...draft, kind });
  const settings = changedSettings(draft);
  const scaling = kind === "postgres" ? undefined : validateScaling(draft.scaling, kind);
  return {
    name: draft.name.trim(),
    source,
    ...(kind === "postgres"
      ? { destination: { database: draft.destination.database.trim() } }
      : { destination: toTableDestination(draft.destination), fieldMappings: toFieldMappings(draft.destination) }),
    ...(scaling?.ok ? { scaling: scaling.body } : {}),
    ...(settings ? { settings } : {}),
  };
}

export type CreateBodyResult = { ok: true; body: PipeCreateBody } | { ok: false; step: StepId; errors: FieldErrors };

/**
 * Every step checked again, then the body through the contract's own schema (the emulator's), so
 * nothing is sent that the service would refuse for its shape; a problem says which step to go back to.
 */
export function buildCreateBody(draft: PipeDraft): CreateBodyResult {
  const invalid = firstInvalidStep(draft);
  if (invalid) return { ok: false, ...invalid };
  const body = toCreateBody(draft);
  const parsed = pipeCreateBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  // A refusal has at least one issue; the first names the field to fix.
  const [issue] = parsed.error.issues;
  const field = issue ? draftFieldOfBodyPath(issue.path) : "form";
  return { ok: false, step: stepOfField(field), errors: { [field]: issue?.message ?? "The service would refuse this pipe." } };
}

/** Draft fields named differently from the body's (`offset.timestamp` is typed as `offsetTimestamp`). */
const RENAMED: Record<string, string> = {
  "kafka.offset.strategy": "kafka.offsetStrategy",
  "kafka.offset.timestamp": "kafka.offsetTimestamp",
  "kafka.schemaRegistry": "kafka.schemaRegistryUrl",
  "kafka.schemaRegistry.url": "kafka.schemaRegistryUrl",
  "kinesis.timestamp": "kinesis.startAt",
  "destination.tableDefinition.sortingKey": "destination.sortingKey",
  "destination.tableDefinition.engine.versionColumnId": "destination.versionColumn",
};

/** A path of the body (`source.kafka.credentials.password`) as the form's field id (`kafka.password`). */
export function draftFieldOfBodyPath(path: readonly PropertyKey[]): string {
  const id = fieldId(path[0] === "source" ? path.slice(1) : path)
    .replace(/^(kafka|objectStorage|kinesis|postgres)\.(credentials|accessKey|settings)\./, "$1.")
    .replace(/^fieldMappings\.(\d+)\..*$/, "destination.columns.$1.sourceField")
    .replace(/^(destination\.tableDefinition\.(sortingKey|engine\.versionColumnId))\.\d+$/, "$1");
  return RENAMED[id] ?? id;
}

const FORMAT_FIELDS = new Set([
  "format", "offsetStrategy", "offsetTimestamp", "consumerGroup", "schemaRegistryUrl", "schemaRegistryUsername", "schemaRegistryPassword",
  "compression", "delimiter", "iteratorType", "startAt", "useEnhancedFanOut",
  "replicationMode", "publicationName", "replicationSlotName", "syncIntervalSeconds", "pullBatchSize", "allowNullableColumns", "tableMappings",
]);

/** Which step shows a field. */
export function stepOfField(field: string): StepId {
  const [head, second = ""] = field.split(".");
  if (head === "name" || head === "kind" || second === "type") return "source";
  if (head === "destination" || head === "fieldMappings") return "destination";
  if (head === "scaling" || head === "settings") return "scaling";
  if ((PIPE_SOURCE_KINDS as readonly string[]).includes(head ?? "")) return FORMAT_FIELDS.has(second) ? "format" : "connection";
  return "review";
}

const BODY_FIELDS = new Set(["name", "source", "destination", "fieldMappings", "scaling", "settings"]);

/**
 * The field a refusal names (`source.kafka.brokers: broker … could not be reached`, `name x is already
 * used …`, as the emulator and the service word their 400s and 409s), as the form's field id, with what
 * the field shows: the service's words without the body's path, which means nothing under a field
 * labelled "Brokers" (the path stays in the refusal shown with its request ID). Undefined when it names none.
 */
export function refusalOfServerMessage(message: string): { field: string; message: string } | undefined {
  const found = leadingIssuePath(message);
  if (!found || !BODY_FIELDS.has(String(found.path[0]))) return undefined;
  // "path: what is wrong" says it after the colon; "path must be …" has the field as its subject, named by its last part.
  const subject = found.rest.startsWith(":") ? "" : String(found.path.filter((part) => typeof part === "string").at(-1));
  const words = `${subject}${found.rest.replace(/^:\s*/, "")}`.trim();
  return { field: draftFieldOfBodyPath(found.path), message: words === "" ? message : `${words.charAt(0).toUpperCase()}${words.slice(1)}` };
}
