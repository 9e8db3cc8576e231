import { pipeSourceVariant, type Pipe, type PipeSourceKind, type PipeSourceVariant } from "@/shared/schemas/pipe";
import {
  KAFKA_AUTHENTICATIONS_BY_TYPE, KAFKA_TYPES, KINESIS_AUTHENTICATIONS, OBJECT_STORAGE_AUTHENTICATIONS_BY_TYPE, OBJECT_STORAGE_TYPES, type KafkaType, type ObjectStorageType,
} from "@/shared/schemas/pipe-kinds";
import { pipePatchBodySchema, type PipePatchBody } from "@/shared/schemas/pipe-update";
import { connectionErrors, draftFieldOfBodyPath, sourceBodyOf, type SourceParts } from "../create/model/create-steps";
import type { FieldErrors } from "../create/model/form-fields";
import { accessesFor, type ObjectStorageAccess } from "../create/model/object-storage-model";
import { draftFromPipe } from "../create/model/pipe-draft";

/*
 * A pipe's "Change credentials" (gaps.md "Pipe lifecycle": `PATCH …/pipes/{pipeId}` may change the
 * source's credentials while the pipe is Stopped or Paused). The form holds the create form's parts
 * for the pipe's kind, filled from the pipe (its secrets empty: the service never sends them back),
 * and is checked by the create form's own rules for the fields it shows.
 */

/** What the form holds: the pipe's kind and the create form's part for it. */
export type CredentialsDraft = SourceParts & { kind: PipeSourceKind };

/** The fields the form shows, per kind: how the source authenticates and what that needs. */
const CREDENTIAL_FIELDS: Record<PipeSourceKind, readonly string[]> = {
  kafka: ["authentication", "username", "password", "connectionString", "accessKeyId", "secretKey", "iamRole", "certificate", "privateKey"],
  objectStorage: ["authentication", "iamRole", "accessKeyId", "secretKey", "connectionString", "serviceAccountKey"],
  kinesis: ["authentication", "iamRole", "accessKeyId", "secretKey"],
  postgres: ["username", "password"],
};

/** The parts of the source body the form sends, per kind (the reference's `PipePatch…Source`). */
const PATCHED: Record<PipeSourceKind, readonly string[]> = {
  kafka: ["authentication", "credentials", "iamRole"],
  objectStorage: ["authentication", "iamRole", "accessKey", "connectionString", "serviceAccountKey"],
  kinesis: ["authentication", "iamRole", "accessKey"],
  postgres: ["credentials"],
};

/**
 * The ways a store can be reached that an edit can choose: every one but public access, which the
 * patch cannot ask for (its `authentication` has no such value, and null leaves it as it is).
 */
export const credentialAccesses = (type: ObjectStorageType): ObjectStorageAccess[] => accessesFor(type).filter((access) => access !== "public");

const known = (values: readonly string[], value: unknown) => typeof value === "string" && values.includes(value);

/**
 * Whether the console knows the source's flavour and authentication: the create form's parts fall
 * back to defaults for others, and a save would quietly switch such a pipe to another way in.
 */
function knownAuthentication(source: PipeSourceVariant): boolean {
  switch (source.kind) {
    case "kafka": {
      const type = source.kafka.type ?? "kafka";
      return known(KAFKA_TYPES, type) && known(KAFKA_AUTHENTICATIONS_BY_TYPE[type as KafkaType], source.kafka.authentication);
    }
    case "objectStorage": {
      const type = source.objectStorage.type ?? "s3";
      const authentication = source.objectStorage.authentication ?? null;
      return known(OBJECT_STORAGE_TYPES, type) && OBJECT_STORAGE_AUTHENTICATIONS_BY_TYPE[type as ObjectStorageType].includes(authentication as never);
    }
    case "kinesis":
      return known(KINESIS_AUTHENTICATIONS, source.kinesis.authentication ?? (source.kinesis.iamRole ? "IAM_ROLE" : "IAM_USER"));
    case "postgres":
      return true;
    default:
      return false;
  }
}

/** The pipe reads an object store open to anyone: it has no credentials, and any saved are what it then reads with. */
export function readsPublicStore(pipe: Pipe): boolean {
  return pipeSourceVariant(pipe.source).kind === "objectStorage" && draftFromPipe(pipe).objectStorage.authentication === "public";
}

/** The form's start for a pipe, or null for a source of a kind, flavour or authentication this console does not know. */
export function credentialsDraftFrom(pipe: Pipe): CredentialsDraft | null {
  const source = pipeSourceVariant(pipe.source);
  const kind = source.kind;
  if (kind === undefined || !knownAuthentication(source)) return null;
  const { kafka, objectStorage, kinesis, postgres } = draftFromPipe(pipe);
  // A public store gets credentials: the form starts on the first way it offers.
  const access = objectStorage.authentication === "public" ? (credentialAccesses(objectStorage.type)[0] ?? "public") : objectStorage.authentication;
  return { kind, kafka, objectStorage: { ...objectStorage, authentication: access }, kinesis, postgres };
}

/**
 * The patch body for the typed credentials, or a message per field: the create form's rules for the
 * fields shown, then the contract's own schema (the emulator's), so nothing is sent it would refuse.
 */
export function checkCredentials(draft: CredentialsDraft, start: CredentialsDraft): { ok: true; body: PipePatchBody } | { ok: false; errors: FieldErrors } {
  const shown = new Set(CREDENTIAL_FIELDS[draft.kind].map((field) => `${draft.kind}.${field}`));
  const errors = Object.fromEntries(Object.entries(connectionErrors(draft)).filter(([field]) => shown.has(field)));
  // The form opens on the pipe's IAM role (not a secret): sent unchanged, it would change nothing.
  if (draft.kind !== "postgres" && !errors[`${draft.kind}.iamRole`]) {
    const [now, before] = [draft[draft.kind], start[draft.kind]];
    if (now.authentication === "IAM_ROLE" && before.authentication === "IAM_ROLE" && now.iamRole.trim() === before.iamRole.trim()) {
      errors[`${draft.kind}.iamRole`] = "That is the pipe's role already: enter the new role, or choose another way to authenticate.";
    }
  }
  if (draft.kind === "objectStorage" && !credentialAccesses(draft.objectStorage.type).includes(draft.objectStorage.authentication)) {
    errors["objectStorage.authentication"] = "Choose how the service reaches the files.";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const source: Record<string, unknown> = sourceBodyOf(draft)[draft.kind] ?? {};
  const part = Object.fromEntries(PATCHED[draft.kind].filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
  const body = { source: { [draft.kind]: part } } as PipePatchBody;
  const parsed = pipePatchBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const [issue] = parsed.error.issues;
  const field = issue ? draftFieldOfBodyPath(issue.path) : "form";
  // A problem of a field the form does not show is said above the form.
  return { ok: false, errors: { [shown.has(field) ? field : "form"]: issue?.message ?? "The service would refuse these credentials." } };
}
