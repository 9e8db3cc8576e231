import type { KnownPipeState, PipeCommand, PipeSourceKind } from "./pipe";

/*
 * Which state allows which command or edit (gaps.md "Pipes" and "Pipe lifecycle"). The emulator
 * answers 409 with these reasons; the console offers only what they allow and says why otherwise.
 */

const STARTABLE: readonly string[] = ["Stopped", "Failed"] satisfies KnownPipeState[];
/**
 * Where a stop leaves a pipe as it is: nothing reads there. The service takes a stop in every state
 * (the reference: "Stopping a Pipe will stop the ingestion process from any state"; gaps.md limits
 * start by state and resync by kind); in every other state, a state this console does not know
 * included, it stops the pipe: a failed one too, so that its source and mappings can be mended.
 */
const STOP_LEAVES_AS_IS: readonly string[] = ["Stopped", "Stopping", "Completed"] satisfies KnownPipeState[];
/** A resync copies the tables again, which needs a replication that is set up and not busy. */
const RESYNCABLE: readonly string[] = ["Running", "Degraded", "Paused"] satisfies KnownPipeState[];
/** The source, field mappings and table mappings change only while nothing reads (gaps.md). */
export const EDITABLE_STATES: readonly KnownPipeState[] = ["Stopped", "Paused"];

/** Why `command` is refused for a pipe in `state`, or null when it is allowed. */
export function commandRefusal(command: PipeCommand, state: string, kind: PipeSourceKind | undefined): string | null {
  switch (command) {
    case "start":
      return STARTABLE.includes(state) ? null : `pipe is ${state}; start is only possible from Stopped or Failed`;
    case "stop":
      return null;
    case "resync":
      if (kind !== "postgres") return "resync is only possible for postgres pipes";
      return RESYNCABLE.includes(state) ? null : `pipe is ${state}; resync is only possible from Running, Degraded or Paused`;
  }
}

/** Whether a stop changes a pipe in `state`; where it does not, the service answers the pipe as it is. */
export const stopChanges = (state: string) => !STOP_LEAVES_AS_IS.includes(state);

/** Pipe names are unique within a service, compared exactly (gaps.md); `others`: the service's other pipes. */
export const pipeNameTaken = (name: string, others: readonly { name: string }[]) => others.some((pipe) => pipe.name === name);

/** Why the source, field mappings or table mappings cannot change now, or null when they can. */
export function editRefusal(state: string): string | null {
  return (EDITABLE_STATES as readonly string[]).includes(state)
    ? null
    : `pipe is ${state}; stop it first: the source, field mappings and table mappings change only while it is Stopped or Paused`;
}

/** Bounds of the scaling fields (gaps.md "Pipes"; concurrency from the reference's `PipeScalingPatchRequest`). */
export const PIPE_SCALING_BOUNDS = {
  replicas: { min: 1, max: 40, integer: true },
  concurrency: { min: 0, max: 34, integer: true },
  replicaCpuMillicores: { min: 125, max: 2000, integer: true },
  replicaMemoryGb: { min: 0.5, max: 8, integer: false },
} as const;
export type PipeScalingField = keyof typeof PIPE_SCALING_BOUNDS;

/** Postgres pipes are sized by the service, not by replicas (gaps.md: scaling is a 400 for them). */
export function scalingRefusal(kind: PipeSourceKind | undefined): string | null {
  return kind === "postgres" ? "postgres pipes cannot be scaled" : null;
}

/** The scaling fields that mean something for a kind: concurrency only scales object storage pipes (the reference). */
export function scalingFieldsFor(kind: PipeSourceKind): readonly PipeScalingField[] {
  if (kind === "postgres") return [];
  return kind === "objectStorage"
    ? ["replicas", "concurrency", "replicaCpuMillicores", "replicaMemoryGb"]
    : ["replicas", "replicaCpuMillicores", "replicaMemoryGb"];
}

/** What a new pipe runs with when the create body has no `scaling` (the smallest replica the reference allows, times 4). */
export const DEFAULT_PIPE_SCALING = { replicas: 1, concurrency: 0, replicaCpuMillicores: 500, replicaMemoryGb: 2 } as const;

/** Pipe names: 1-255 characters (the reference's `Pipe.name`), unique within the service. */
export const PIPE_NAME_MAX = 255;
