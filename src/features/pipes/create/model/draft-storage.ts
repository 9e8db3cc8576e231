import { createKeptValue, type KeptValue, type ValueStorage } from "@/lib/kept-value";
import type { ServiceRef } from "@/lib/service-ref";
import { PIPE_SOURCE_KINDS } from "@/shared/schemas/pipe";
import { emptyDraft, STEPS, withoutSecrets, type PipeDraft } from "./pipe-draft";

/**
 * The create form's draft in sessionStorage, so a reload or a visit elsewhere in the tab loses
 * nothing typed. Secrets are emptied before writing (they are entered again); the tab's end clears it.
 */
export function draftStorageKey(ref: ServiceRef): string {
  return `console.pipe-draft.v1:${ref.organizationId}:${ref.serviceId}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Each part of a stored draft over the empty draft's, so a draft of an older shape still opens. */
function restore(stored: Record<string, unknown>): PipeDraft {
  const base = emptyDraft();
  const part = <K extends keyof PipeDraft>(key: K): PipeDraft[K] =>
    isObject(base[key]) && isObject(stored[key]) ? ({ ...(base[key] as object), ...stored[key] } as PipeDraft[K]) : base[key];
  return {
    ...base,
    fromPipeId: typeof stored.fromPipeId === "string" ? stored.fromPipeId : null,
    step: STEPS.find((step) => step === stored.step) ?? "source",
    name: typeof stored.name === "string" ? stored.name : "",
    kind: PIPE_SOURCE_KINDS.find((kind) => kind === stored.kind) ?? "",
    kafka: part("kafka"),
    objectStorage: part("objectStorage"),
    kinesis: part("kinesis"),
    postgres: part("postgres"),
    destination: part("destination"),
    scaling: part("scaling"),
    settings: part("settings"),
  };
}

/** The draft of one service's create form, without its secrets. */
export function createPipeDraftStore(storage: ValueStorage | undefined, key: string): KeptValue<PipeDraft> {
  return createKeptValue(storage, key, {
    what: "pipe draft",
    decode: (json) => (isObject(json) ? restore(json) : null),
    encode: withoutSecrets,
  });
}
