import { randomUUID } from "node:crypto";
import { DEFAULT_PIPE_SETTINGS, type Pipe } from "../../shared/schemas/pipe";
import { createdKind, type PipeCreateBodyParsed } from "../../shared/schemas/pipe-create";
import { DEFAULT_POSTGRES_SETTINGS } from "../../shared/schemas/pipe-postgres-body";
import { DEFAULT_PIPE_SCALING, pipeNameTaken } from "../../shared/schemas/pipe-rules";
import { formatIssuePath } from "../../shared/schemas/issue-path";
import { badRequest, conflict } from "../http-errors";
import type { EmulatorData } from "./emulator-data";

/*
 * A new pipe as the service answers it (gaps.md "Pipe lifecycle"): the source without its secrets
 * (passwords, secret keys, private keys and client certificates are not part of the reference's Pipe;
 * a connection string comes back with its keys masked), defaults filled in, Provisioning.
 */

/** Key=value pairs whose value is a credential, in Azure and similar connection strings. */
const SECRET_KEY = /key|signature|secret|password|token/i;

/** `AccountName=acme;AccountKey=…` → `AccountName=acme;AccountKey=********`; anything else entirely masked. */
export function maskConnectionString(value: string): string {
  const parts = value.split(";");
  if (!parts.some((part) => part.includes("="))) return "********";
  return parts
    .map((part) => {
      const at = part.indexOf("=");
      if (at < 0) return part === "" ? part : "********";
      return SECRET_KEY.test(part.slice(0, at)) ? `${part.slice(0, at)}=********` : part;
    })
    .join(";");
}

/** Drops the keys whose value is undefined, so a record holds only what it has. */
export function defined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/** A 409 when another pipe of the service has this name (gaps.md: names are unique within the service). */
export function requireFreeName(data: EmulatorData, serviceId: string, name: string, exceptId?: string) {
  const others = data.pipes.filter((pipe) => pipe.record.serviceId === serviceId && pipe.record.id !== exceptId).map((pipe) => pipe.record);
  if (pipeNameTaken(name, others)) throw conflict(`name ${name} is already used by another pipe of this service`);
}

/** Each reverse private endpoint id must be one of this service's endpoints (gaps.md). */
export function requireServiceEndpoints(data: EmulatorData, serviceId: string, ids: readonly string[] | undefined, path: (string | number)[]) {
  ids?.forEach((id, index) => {
    if (!data.reverseEndpoints.some((endpoint) => endpoint.record.id === id && endpoint.record.serviceId === serviceId)) {
      throw badRequest(`${formatIssuePath([...path, index])}: ${id} is not a reverse private endpoint of this service`);
    }
  });
}

type Source = PipeCreateBodyParsed["source"];

/** The fields that hold a value: in a patch, null and absent both mean "leave as it is". */
export function withoutNulls<T extends object>(values: T | null | undefined): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value != null)) as { [K in keyof T]?: NonNullable<T[K]> };
}

function sourceRecord(source: Source, id: string): Pipe["source"] {
  const { kafka, objectStorage, kinesis, postgres } = source;
  if (kafka) {
    const { credentials: _credentials, accessKey: _accessKey, schemaRegistry, ...rest } = kafka;
    return {
      kafka: defined({
        ...rest,
        consumerGroup: rest.consumerGroup ?? `pipes-${id}`,
        offset: rest.offset ?? { strategy: "from_latest" },
        schemaRegistry: schemaRegistry ? defined({ ...schemaRegistry, credentials: undefined }) : undefined,
        reversePrivateEndpointIds: rest.reversePrivateEndpointIds ?? [],
      }),
    };
  }
  if (objectStorage) {
    const { accessKey: _accessKey, serviceAccountKey: _key, connectionString, ...rest } = objectStorage;
    return {
      objectStorage: defined({
        ...rest,
        url: rest.url ?? `https://${rest.azureContainerName ?? "container"}.blob.core.windows.net/${rest.path ?? ""}`,
        compression: rest.compression ?? "auto",
        isContinuous: rest.isContinuous ?? false,
        connectionString: connectionString ? maskConnectionString(connectionString) : undefined,
      }),
    };
  }
  if (kinesis) {
    const { accessKey: _accessKey, ...rest } = kinesis;
    return { kinesis: defined({ ...rest, useEnhancedFanOut: rest.useEnhancedFanOut ?? false }) };
  }
  const { credentials: _credentials, ...rest } = postgres!;
  const short = id.slice(0, 8);
  const mode = rest.settings.replicationMode;
  return {
    postgres: defined({
      ...rest,
      settings: {
        ...DEFAULT_POSTGRES_SETTINGS,
        publicationName: `pipes_${short}_publication`,
        ...(mode === "cdc" ? { replicationSlotName: `pipes_${short}_slot` } : {}),
        ...rest.settings,
      },
    }),
  };
}

/** The stored record of a pipe created from `body`, Provisioning as of `now`. */
export function newPipeRecord(serviceId: string, body: PipeCreateBodyParsed, now: number): Pipe {
  const id = randomUUID();
  const at = new Date(now).toISOString();
  const kind = createdKind(body.source);
  const record: Pipe = {
    id,
    serviceId,
    name: body.name,
    state: "Provisioning",
    source: sourceRecord(body.source, id),
    destination: kind === "postgres" ? { database: body.destination.database, columns: [] } : destinationRecord(body.destination),
    fieldMappings: body.fieldMappings ?? [],
    settings: { ...DEFAULT_PIPE_SETTINGS, ...withoutNulls(body.settings) },
    createdAt: at,
    updatedAt: at,
  };
  if (kind !== "postgres") record.scaling = { ...DEFAULT_PIPE_SCALING, ...withoutNulls(body.scaling) };
  return record;
}

function destinationRecord(destination: PipeCreateBodyParsed["destination"]): Pipe["destination"] {
  const { roles: _roles, ...rest } = destination;
  return defined({ ...rest, columns: rest.columns ?? [] });
}
