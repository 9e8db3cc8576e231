import type { Pipe, PipeScaling, PipeSource, PipeSourceKind } from "@/shared/schemas/pipe";
import { pipeSourceVariant, TRANSITIONAL_PIPE_STATES } from "@/shared/schemas/pipe";
import type { StatusTone } from "@/ui/status-badge";

export const SOURCE_KIND_LABELS: Record<PipeSourceKind, string> = {
  kafka: "Kafka",
  objectStorage: "Object storage",
  kinesis: "Kinesis",
  postgres: "Postgres",
};

const HEALTHY_STATES: readonly string[] = ["Running", "Completed"];
const STOPPED_STATES: readonly string[] = ["Stopped", "Paused"];
const FAILED_STATES: readonly string[] = ["Failed", "Degraded", "InternalError"];

/** The badge colour of a pipe state; a state this console does not know stays neutral (gaps.md). */
export function pipeStateTone(state: string): StatusTone {
  if (HEALTHY_STATES.includes(state)) return "ok";
  if ((TRANSITIONAL_PIPE_STATES as readonly string[]).includes(state)) return "transition";
  if (STOPPED_STATES.includes(state)) return "stopped";
  if (FAILED_STATES.includes(state)) return "failed";
  return "neutral";
}

export function isTransitionalState(state: string): boolean {
  return (TRANSITIONAL_PIPE_STATES as readonly string[]).includes(state);
}

const trimNumber = (value: number, digits: number) => String(Number(value.toFixed(digits)));
/** 268435456 → "256 MB": binary multiples, named KB/MB/GB as people say them. */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${trimNumber(value, 2)} ${units[unit]}`;
}

/** Milliseconds, as seconds from one second up because "2.5 s" reads better than "2500 ms". */
export function formatMilliseconds(ms: number): string {
  if (Math.abs(ms) < 1000) return `${ms} ms`;
  return `${trimNumber(ms / 1000, 3)} s`;
}

export function formatCpu(millicores: number): string {
  return `${trimNumber(millicores / 1000, 3)} vCPU`;
}

export function formatMemoryGb(gb: number): string {
  return `${trimNumber(gb, 2)} GB`;
}

/** "2 × 0.5 vCPU / 2 GB": replicas times the size of one replica. */
export function formatScaling(scaling: PipeScaling | null | undefined): string {
  if (!scaling) return "—";
  const replicas = scaling.replicas ?? "?";
  const cpu = scaling.replicaCpuMillicores == null ? "? vCPU" : formatCpu(scaling.replicaCpuMillicores);
  const memory = scaling.replicaMemoryGb == null ? "? GB" : formatMemoryGb(scaling.replicaMemoryGb);
  return `${replicas} × ${cpu} / ${memory}`;
}

export function formatYesNo(value: boolean | null | undefined): string {
  if (value == null) return "—";
  return value ? "Yes" : "No";
}

/**
 * A kinesis start timestamp as a Date. api.md calls it "Unix-time-like": seconds are what the
 * service sends, but a value too large to be seconds is taken as milliseconds.
 */
export function unixTimestampToDate(value: number): Date {
  return new Date(Math.abs(value) >= 1e11 ? value : value * 1000);
}

export interface SourceSummary {
  kind: PipeSourceKind | undefined;
  label: string;
  /** Key facts, one short line each, most telling first. */
  facts: string[];
}

/** "b-1.events…:9098 +2 more": the first broker names the cluster, the count says the rest. */
export function summarizeBrokers(brokers: string): string {
  const list = brokers.split(",").map((broker) => broker.trim()).filter(Boolean);
  if (list.length <= 1) return list[0] ?? brokers;
  return `${list[0]} +${list.length - 1} more`;
}

export function describeSource(source: PipeSource): SourceSummary {
  const variant = pipeSourceVariant(source);
  switch (variant.kind) {
    case "kafka": {
      const { kafka } = variant;
      return { kind: variant.kind, label: SOURCE_KIND_LABELS.kafka, facts: [`Topics: ${kafka.topics}`, `Brokers: ${summarizeBrokers(kafka.brokers)}`] };
    }
    case "objectStorage": {
      const storage = variant.objectStorage;
      const compression = storage.compression ? `compression ${storage.compression}` : "no compression set";
      const mode = storage.isContinuous == null ? undefined : storage.isContinuous ? "continuous" : "one-off";
      return { kind: variant.kind, label: SOURCE_KIND_LABELS.objectStorage, facts: [storage.url, [compression, mode].filter(Boolean).join(" · ")] };
    }
    case "kinesis": {
      const { kinesis } = variant;
      return { kind: variant.kind, label: SOURCE_KIND_LABELS.kinesis, facts: [`Stream: ${kinesis.streamName}`, `Region: ${kinesis.region}`] };
    }
    case "postgres": {
      const { postgres } = variant;
      const tables = postgres.tableMappings.length;
      return {
        kind: variant.kind,
        label: SOURCE_KIND_LABELS.postgres,
        facts: [`${postgres.host}:${postgres.port}/${postgres.database}`, `${tables} ${tables === 1 ? "table" : "tables"}`],
      };
    }
    default:
      return { kind: undefined, label: "Unknown source", facts: [] };
  }
}

/** `database.table`; a postgres pipe names only the database, its table mappings name the tables. */
export function destinationName(destination: Pipe["destination"]): string {
  return destination.table ? `${destination.database}.${destination.table}` : destination.database;
}
