import type { ServiceRef } from "@/lib/service-ref";
import { PIPE_SOURCE_KINDS, type PipeSourceKind } from "@/shared/schemas/pipe";
import { SECRET_FIELDS, STEPS, type PipeDraft } from "./pipe-draft";
import { formDraft } from "@/ui/form-draft";

/*
 * The create form's draft in this tab's sessionStorage (the form hook's session draft), so a reload
 * or a visit elsewhere in the tab loses nothing typed. Secrets are never written (they are entered
 * again); the tab's end clears it, and so does a created pipe or "Start over".
 */

/** One draft per service and per start: a new pipe, or a duplicate of one pipe. */
export function draftStorageKey(ref: ServiceRef, fromPipeId: string | null): string {
  return `console.pipe-draft.v1:${ref.organizationId}:${ref.serviceId}:${fromPipeId ?? "new"}`;
}

const paths = <K extends PipeSourceKind, F extends string>(kind: K, fields: readonly F[]) => fields.map((field) => `${kind}.${field}` as const);

/** Every secret of every kind, as the paths the draft never holds (`kafka.password`). */
const DRAFT_SECRETS = [
  ...paths("kafka", SECRET_FIELDS.kafka),
  ...paths("objectStorage", SECRET_FIELDS.objectStorage),
  ...paths("kinesis", SECRET_FIELDS.kinesis),
  ...paths("postgres", SECRET_FIELDS.postgres),
];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A kept draft over the form's start, each part over the start's part, so a draft of an older shape
 * still opens; a draft of another start (another pipe duplicated) is not this form's.
 */
export function restoreDraft(stored: Record<string, unknown>, start: PipeDraft): PipeDraft | null {
  if ((stored.fromPipeId ?? null) !== start.fromPipeId) return null;
  const part = <K extends keyof PipeDraft>(key: K): PipeDraft[K] =>
    isObject(start[key]) && isObject(stored[key]) ? ({ ...(start[key] as object), ...stored[key] } as PipeDraft[K]) : start[key];
  return {
    ...start,
    step: STEPS.find((step) => step === stored.step) ?? "source",
    name: typeof stored.name === "string" ? stored.name : start.name,
    kind: PIPE_SOURCE_KINDS.find((kind) => kind === stored.kind) ?? start.kind,
    kafka: part("kafka"),
    objectStorage: part("objectStorage"),
    kinesis: part("kinesis"),
    postgres: part("postgres"),
    destination: part("destination"),
    scaling: part("scaling"),
    settings: part("settings"),
  };
}

/** The form hook's session draft of one service's create form. */
export function pipeDraftSession(ref: ServiceRef, fromPipeId: string | null) {
  return formDraft<PipeDraft>({ key: draftStorageKey(ref, fromPipeId), secret: DRAFT_SECRETS, restore: restoreDraft });
}
