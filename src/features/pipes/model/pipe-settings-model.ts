import { z } from "@/shared/zod";
import { formatInteger } from "@/lib/format-number";
import type { PipeSettingKey, PipeSettings, PipeSettingsRead, PipeSourceKind } from "@/shared/schemas/pipe";
import { DEFAULT_PIPE_SETTINGS, pipeSettingBounds, pipeSettingsBodySchema } from "@/shared/schemas/pipe";
import { formatBytes, formatMilliseconds } from "./pipe-format";

export type SettingUnit = "ms" | "bytes" | "count" | "threads" | "flag";

interface IntegerSetting {
  key: PipeSettingKey;
  kind: "integer";
  label: string;
  unit: Exclude<SettingUnit, "flag">;
  min: number;
  max: number | undefined;
  help: string;
  /** The kinds of source the setting acts on; none: every kind. */
  sources?: readonly PipeSourceKind[];
}
interface BooleanSetting {
  key: PipeSettingKey;
  kind: "boolean";
  label: string;
  unit: "flag";
  help: string;
  sources?: readonly PipeSourceKind[];
}
export type SettingDefinition = IntegerSetting | BooleanSetting;

/** The sources a setting acts on, by its key's prefix: streaming ones read Kafka and Kinesis, the engine's every kind. */
function sourcesOf(key: PipeSettingKey): readonly PipeSourceKind[] | undefined {
  if (key.startsWith("streaming_")) return ["kafka", "kinesis"];
  if (key.startsWith("object_storage_")) return ["objectStorage"];
  return undefined;
}
const integer = (key: PipeSettingKey, label: string, unit: IntegerSetting["unit"], help: string): IntegerSetting => ({
  key, kind: "integer", label, unit, help, ...pipeSettingBounds(key), sources: sourcesOf(key),
});
const flag = (key: PipeSettingKey, label: string, help: string): BooleanSetting => ({ key, kind: "boolean", label, unit: "flag", help, sources: sourcesOf(key) });

/** Every pipe setting in reading order, with a plain label, its unit and the bounds the service enforces (gaps.md). */
export const PIPE_SETTINGS: readonly SettingDefinition[] = [
  integer("streaming_max_insert_wait_ms", "Streaming: longest wait before an insert", "ms", "How long streamed rows may wait to be batched into one insert."),
  integer("object_storage_concurrency", "Object storage: files read at once", "count", "Parallel file reads per replica."),
  integer("object_storage_polling_interval_ms", "Object storage: polling interval", "ms", "How often new files are looked for."),
  integer("object_storage_max_insert_bytes", "Object storage: largest insert", "bytes", "Upper size of one insert."),
  integer("object_storage_max_file_count", "Object storage: most files per insert", "count", "Upper number of files batched into one insert."),
  integer("engine_max_threads", "Engine: max threads", "threads", "0 lets the engine decide."),
  integer("engine_max_insert_threads", "Engine: max insert threads", "threads", "Threads used to write one insert."),
  integer("engine_min_insert_block_size_bytes", "Engine: smallest insert block", "bytes", "Blocks smaller than this are merged before writing."),
  integer("engine_max_download_threads", "Engine: max download threads", "threads", "Threads used to download one file."),
  integer("engine_parallel_distributed_insert_select", "Engine: parallel distributed INSERT SELECT", "count", "0 turns it off; the engine documents levels 1 and 2."),
  flag("object_storage_use_cluster_function", "Object storage: read through the whole cluster", "Spreads file reads over every replica of the service."),
  flag("engine_parallel_view_processing", "Engine: process attached views in parallel", "Pushes to materialized views concurrently."),
];

/**
 * The settings a pipe of this kind of source shows: its own and the engine's, not another kind's (an
 * object storage polling interval means nothing to a Kafka pipe). Of a kind the console does not know, all.
 * The PUT still takes the whole object: the others are sent as they are.
 */
export function settingsOf(kind: PipeSourceKind | undefined): readonly SettingDefinition[] {
  return PIPE_SETTINGS.filter((definition) => kind === undefined || definition.sources === undefined || definition.sources.includes(kind));
}

/** A setting's value as a person reads it: ms as seconds from 1 s, bytes as KB/MB/GB, flags as yes/no. */
export function formatSettingValue(definition: SettingDefinition, value: number | boolean | null | undefined): string {
  if (value == null) return "Not set";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  switch (definition.unit) {
    case "ms":
      return formatMilliseconds(value);
    case "bytes":
      return formatBytes(value);
    case "threads":
      return `${formatInteger(value)} ${value === 1 ? "thread" : "threads"}`;
    default:
      return formatInteger(value);
  }
}

const UNIT_WORDS: Record<IntegerSetting["unit"], string> = { ms: "ms", bytes: "bytes", count: "", threads: "" };

/** "500 to 60000 ms (0.5 s to 60 s)": the range the form accepts, in the unit typed and the unit read. */
export function describeBounds(definition: IntegerSetting): string {
  const unit = UNIT_WORDS[definition.unit];
  const withUnit = (value: number) => (unit ? `${value} ${unit}` : String(value));
  const readable = (value: number) => formatSettingValue(definition, value);
  const needsReadable = definition.unit === "ms" || definition.unit === "bytes";
  if (definition.max === undefined) return `${withUnit(definition.min)} or more`;
  const range = `${definition.min} to ${withUnit(definition.max)}`;
  return needsReadable ? `${range} (${readable(definition.min)} to ${readable(definition.max)})` : range;
}

/** Form state: numbers as typed (a half-typed value is not a number yet), flags as booleans. */
export type SettingsFormValues = Record<PipeSettingKey, string | boolean>;
export type SettingsFormErrors = Partial<Record<PipeSettingKey, string>>;

/**
 * The form's starting values; a setting the server did not send starts empty and must be filled, but
 * one the pipe's kind does not show (`kind`) starts from the default: the whole object is sent, and
 * nobody could fill it.
 */
export function settingsFormDefaults(settings: PipeSettingsRead, kind?: PipeSourceKind): SettingsFormValues {
  const shown = new Set(settingsOf(kind));
  return Object.fromEntries(
    PIPE_SETTINGS.map((definition) => {
      const value = settings[definition.key] ?? (shown.has(definition) ? undefined : DEFAULT_PIPE_SETTINGS[definition.key]);
      if (definition.kind === "boolean") return [definition.key, value === true];
      return [definition.key, typeof value === "number" ? String(value) : ""];
    }),
  ) as SettingsFormValues;
}

function integerFieldSchema(definition: IntegerSetting) {
  const { label, min, max } = definition;
  const range = describeBounds(definition);
  return z.pipe(
    z.pipe(
      z.string().check(
        z.trim(),
        z.minLength(1, `Enter a value for ${label} (${range}).`),
        z.regex(/^-?\d+$/, `${label} must be a whole number (${range}).`),
      ),
      z.transform(Number),
    ),
    z.number().check(
      z.minimum(min, `${label} must be at least ${min}: allowed is ${range}.`),
      z.maximum(
        max ?? Number.MAX_SAFE_INTEGER,
        max === undefined ? `${label} is too large.` : `${label} must be at most ${max}: allowed is ${range}.`,
      ),
    ),
  );
}

/** The form schema: each field's own message names it by its label and states the allowed range. */
const settingsFormSchema = z.object(
  Object.fromEntries(
    PIPE_SETTINGS.map((definition): [PipeSettingKey, z.ZodMiniType<number | boolean, string | boolean>] => [
      definition.key,
      definition.kind === "boolean" ? z.boolean() : (integerFieldSchema(definition) as z.ZodMiniType<number, string>),
    ]),
  ) as Record<PipeSettingKey, z.ZodMiniType<number | boolean, string | boolean>>,
);

export type SettingsValidation =
  | { ok: true; body: PipeSettings }
  | { ok: false; errors: SettingsFormErrors };

/** Form values to the whole-object PUT body, or a message per bad field; nothing out of bounds gets through. */
export function validateSettingsForm(values: SettingsFormValues): SettingsValidation {
  const parsed = settingsFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: SettingsFormErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as PipeSettingKey;
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  // The shared body schema is what the server checks against: passing it here means the PUT is accepted.
  const body = pipeSettingsBodySchema.safeParse(parsed.data);
  if (!body.success) {
    const errors: SettingsFormErrors = {};
    for (const issue of body.error.issues) errors[issue.path[0] as PipeSettingKey] ??= issue.message;
    return { ok: false, errors };
  }
  return { ok: true, body: body.data };
}

/** Which settings the form changed, compared as the values that would be sent. */
export function changedSettingKeys(values: SettingsFormValues, baseline: SettingsFormValues): PipeSettingKey[] {
  return PIPE_SETTINGS.filter(({ key }) => {
    const now = values[key];
    const before = baseline[key];
    return typeof now === "string" && typeof before === "string" ? now.trim() !== before.trim() : now !== before;
  }).map(({ key }) => key);
}
