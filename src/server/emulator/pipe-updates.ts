import type { Pipe, PipeSourceKind } from "../../shared/schemas/pipe";
import { pipeSourceKind } from "../../shared/schemas/pipe";
import { fieldMappingProblems, type PipeScalingBody } from "../../shared/schemas/pipe-create";
import { formatIssuePath } from "../../shared/schemas/issue-path";
import { KAFKA_AUTHENTICATIONS_BY_TYPE, OBJECT_STORAGE_AUTHENTICATIONS_BY_TYPE, type KafkaType, type ObjectStorageType } from "../../shared/schemas/pipe-kinds";
import { sourceTableName } from "../../shared/schemas/pipe-postgres-body";
import { editRefusal, scalingRefusal } from "../../shared/schemas/pipe-rules";
import { kafkaCredentialFields, OBJECT_STORAGE_CREDENTIAL_FIELD } from "../../shared/schemas/pipe-source-bodies";
import { EVENT_HUBS_CONNECTION_STRING, isEventHubsConnectionString } from "../../shared/schemas/pipe-source-formats";
import type { PipePatchBodyParsed } from "../../shared/schemas/pipe-update";
import { badRequest, conflict } from "../http-errors";
import type { EmulatorData } from "./emulator-data";
import { maskConnectionString, requireFreeName, requireServiceEndpoints, withoutNulls } from "./pipe-records";

/** The pipe after `PATCH …/pipes/{pipeId}` (gaps.md "Pipe lifecycle"); throws before changing anything. */
export function applyPipePatch(data: EmulatorData, pipe: Pipe, body: PipePatchBodyParsed, at: string): Pipe {
  const kind = pipeSourceKind(pipe.source);
  if (body.name != null) requireFreeName(data, pipe.serviceId, body.name, pipe.id);
  const editsSource = body.source != null || body.destination != null || body.fieldMappings !== undefined;
  if (editsSource) {
    const refusal = editRefusal(pipe.state);
    if (refusal !== null) throw conflict(refusal);
  }
  const next: Pipe = { ...pipe, updatedAt: at };
  if (body.name != null) next.name = body.name;
  if (body.settings != null) {
    next.settings = { ...next.settings, ...withoutNulls(body.settings) };
  }
  if (body.source != null) next.source = patchSource(data, pipe, kind, body.source);
  if (body.destination?.columns !== undefined || body.fieldMappings !== undefined) {
    if (kind === "postgres") {
      throw badRequest(`${body.fieldMappings === undefined ? "destination.columns" : "fieldMappings"} is not used by postgres pipes: they copy whole tables`);
    }
    next.destination = { ...pipe.destination, columns: body.destination?.columns ?? pipe.destination.columns };
    next.fieldMappings = body.fieldMappings ?? pipe.fieldMappings;
    const problem = fieldMappingProblems(next.fieldMappings, next.destination.columns.map((column) => column.name))[0];
    if (problem) throw badRequest(describe(problem.path, problem.message));
  }
  return next;
}

/** A problem's message starts with its field's name; put the rest of the path in front of it. */
function describe(path: (string | number)[], message: string): string {
  const parent = formatIssuePath(path.slice(0, -1));
  return parent === "" ? message : `${parent}.${message}`;
}

type SourcePatch = NonNullable<PipePatchBodyParsed["source"]>;

function patchSource(data: EmulatorData, pipe: Pipe, kind: PipeSourceKind | undefined, patch: SourcePatch): Pipe["source"] {
  const sent = (["kafka", "objectStorage", "kinesis", "postgres"] as const).filter((name) => patch[name] != null);
  const other = sent.find((name) => name !== kind);
  if (other) throw badRequest(`source.${other} does not match this pipe, whose source is ${kind ?? "of another kind"}`);
  const { kafka, objectStorage, kinesis, postgres } = pipe.source;
  if (patch.kafka && kafka) {
    const { credentials, ...rest } = patch.kafka;
    const authentication = rest.authentication ?? (kafka.authentication as string | undefined);
    const type = (kafka.type as KafkaType | undefined) ?? "kafka";
    if (rest.authentication && !KAFKA_AUTHENTICATIONS_BY_TYPE[type].includes(rest.authentication)) {
      throw badRequest(`source.kafka.authentication ${rest.authentication} is not available for ${type}`);
    }
    if (rest.authentication === "IAM_ROLE" && !(rest.iamRole ?? kafka.iamRole)) throw badRequest("source.kafka.iamRole is required for authentication IAM_ROLE");
    if (credentials && authentication) {
      const needed = kafkaCredentialFields(type, authentication).find((field) => !credentials[field]);
      if (needed) throw badRequest(`source.kafka.credentials.${needed} is required for authentication ${authentication}`);
    }
    if (type === "azureeventhub" && credentials?.connectionString && !isEventHubsConnectionString(credentials.connectionString)) {
      throw badRequest(`source.kafka.credentials.${EVENT_HUBS_CONNECTION_STRING}`);
    }
    if (switches(kafka, rest) && !credentials && authentication && kafkaCredentialFields(type, authentication).length > 0) {
      throw badRequest(`source.kafka.credentials is required to switch authentication to ${authentication}`);
    }
    requireServiceEndpoints(data, pipe.serviceId, rest.reversePrivateEndpointIds, ["source", "kafka", "reversePrivateEndpointIds"]);
    return { ...pipe.source, kafka: withoutStale({ ...kafka, ...withoutNulls(rest) }) };
  }
  if (patch.objectStorage && objectStorage) {
    const { accessKey: _accessKey, serviceAccountKey: _key, connectionString, ...rest } = patch.objectStorage;
    const type = (objectStorage.type as ObjectStorageType | undefined) ?? "s3";
    if (rest.authentication && !OBJECT_STORAGE_AUTHENTICATIONS_BY_TYPE[type].includes(rest.authentication)) {
      throw badRequest(`source.objectStorage.authentication ${rest.authentication} is not available for ${type}`);
    }
    requireSwitchCredential("objectStorage", objectStorage, patch.objectStorage);
    const masked = connectionString ? { connectionString: maskConnectionString(connectionString) } : {};
    return { ...pipe.source, objectStorage: withoutStale({ ...objectStorage, ...withoutNulls(rest), ...masked }) };
  }
  if (patch.kinesis && kinesis) {
    const { accessKey: _accessKey, ...rest } = patch.kinesis;
    requireSwitchCredential("kinesis", kinesis, patch.kinesis);
    return { ...pipe.source, kinesis: withoutStale({ ...kinesis, ...withoutNulls(rest) }) };
  }
  if (patch.postgres && postgres) return { ...pipe.source, postgres: patchPostgres(postgres, patch.postgres) };
  return pipe.source;
}

/** Whether a patch moves the source to another authentication. */
const switches = (current: { authentication?: unknown }, patch: { authentication?: string | null }) =>
  patch.authentication != null && patch.authentication !== current.authentication;

/**
 * A patch that switches an object store's or a stream's authentication sends the field the new one
 * needs (a stream's two are an object store's IAM_ROLE and IAM_USER): the old one's credential does not serve it.
 */
function requireSwitchCredential(kind: "objectStorage" | "kinesis", current: { authentication?: unknown }, patch: { authentication?: string | null } & Record<string, unknown>) {
  if (!switches(current, patch)) return;
  const needed = OBJECT_STORAGE_CREDENTIAL_FIELD[patch.authentication as keyof typeof OBJECT_STORAGE_CREDENTIAL_FIELD] as string | undefined;
  if (needed && patch[needed] == null) throw badRequest(`source.${kind}.${needed} is required to switch authentication to ${patch.authentication}`);
}

/** A source record without (null) the IAM role of an authentication it no longer uses. */
function withoutStale<T extends { authentication?: unknown; iamRole?: unknown }>(source: T): T {
  return source.authentication !== "IAM_ROLE" && source.iamRole != null ? { ...source, iamRole: null } : source;
}

type PostgresSource = NonNullable<Pipe["source"]["postgres"]>;

/** Removes, then adds table mappings; a pipe keeps at least one table. */
function patchPostgres(postgres: PostgresSource, patch: NonNullable<SourcePatch["postgres"]>): PostgresSource {
  const { credentials: _credentials, tableMappingsToAdd = [], tableMappingsToRemove = [], settings, ...rest } = patch;
  let mappings = postgres.tableMappings;
  tableMappingsToRemove.forEach((removal, index) => {
    const at = mappings.findIndex(
      (mapping) => sourceTableName(mapping) === sourceTableName(removal) && mapping.targetTable === removal.targetTable,
    );
    if (at < 0) {
      throw badRequest(`${formatIssuePath(["source", "postgres", "tableMappingsToRemove", index])}: ${sourceTableName(removal)} → ${removal.targetTable} is not a table mapping of this pipe`);
    }
    mappings = mappings.filter((_, i) => i !== at);
  });
  tableMappingsToAdd.forEach((addition, index) => {
    if (mappings.some((mapping) => sourceTableName(mapping) === sourceTableName(addition))) {
      throw badRequest(`${formatIssuePath(["source", "postgres", "tableMappingsToAdd", index, "sourceTable"])} ${sourceTableName(addition)} is already mapped`);
    }
    if (mappings.some((mapping) => mapping.targetTable === addition.targetTable)) {
      throw badRequest(`${formatIssuePath(["source", "postgres", "tableMappingsToAdd", index, "targetTable"])} ${addition.targetTable} is already the target of a mapping`);
    }
  });
  mappings = [...mappings, ...tableMappingsToAdd];
  if (mappings.length === 0) throw badRequest("source.postgres.tableMappingsToRemove would leave the pipe without tables; keep at least one");
  const nextSettings = settings ? { ...postgres.settings, ...withoutNulls(settings) } : postgres.settings;
  return { ...postgres, ...withoutNulls(rest), settings: nextSettings, tableMappings: mappings };
}

/** The pipe after `PATCH …/scaling`: fields sent replace the current ones, in any state; not for postgres (400). */
export function applyScaling(pipe: Pipe, body: PipeScalingBody, at: string): Pipe {
  const refusal = scalingRefusal(pipeSourceKind(pipe.source));
  if (refusal !== null) throw badRequest(refusal);
  return { ...pipe, scaling: { ...pipe.scaling, ...withoutNulls(body) }, updatedAt: at };
}
