import type { KnownPipeState, PipeCommand } from "../../shared/schemas/pipe";
import { pipeSourceKind } from "../../shared/schemas/pipe";
import { conflict } from "../api-errors";
import type { StoredPipe } from "./emulator-data";
import type { TransitionDurations } from "./emulator-config";
import { currentState, transitionAfter } from "./transitions";

const STARTABLE: readonly string[] = ["Stopped", "Failed"] satisfies KnownPipeState[];
/** A pipe that moves or could move data can be stopped; one that is (being) stopped or done cannot. */
const STOPPABLE: readonly string[] = [
  "Running", "Degraded", "Provisioning", "Setup", "Snapshot", "Paused", "Pausing", "Modifying", "Resync",
  "InternalError", "Unknown",
] satisfies KnownPipeState[];
/** A resync copies the tables again, which needs a replication that is set up and not busy. */
const RESYNCABLE: readonly string[] = ["Running", "Degraded", "Paused"] satisfies KnownPipeState[];

/** The pipe as the API shows it at `now`, with transitions that have happened applied. */
export function pipeView(stored: StoredPipe, now: number) {
  const { state, changedAt } = currentState(stored.record.state, stored.transition, now);
  return changedAt === null ? stored.record : { ...stored.record, state, updatedAt: changedAt };
}

/** The stored pipe after `command`, or a 409 naming the state that forbids it. */
export function applyPipeCommand(
  stored: StoredPipe,
  command: PipeCommand,
  now: number,
  durations: TransitionDurations,
): StoredPipe {
  const current = pipeView(stored, now);
  const state = current.state;
  const at = new Date(now).toISOString();
  const moveTo = (next: string, settlesTo: string, ms: number): StoredPipe => ({
    record: { ...current, state: next, updatedAt: at },
    transition: transitionAfter(settlesTo, ms, now),
  });
  switch (command) {
    case "start":
      if (!STARTABLE.includes(state)) throw conflict(`pipe is ${state}; start is only possible from Stopped or Failed`);
      return moveTo("Provisioning", "Running", durations.pipeStartMs);
    case "stop":
      if (!STOPPABLE.includes(state)) throw conflict(`pipe is ${state}; there is nothing to stop`);
      return moveTo("Stopping", "Stopped", durations.pipeStopMs);
    case "resync":
      if (pipeSourceKind(current.source) !== "postgres") throw conflict("resync is only possible for postgres pipes");
      if (!RESYNCABLE.includes(state)) {
        throw conflict(`pipe is ${state}; resync is only possible from Running, Degraded or Paused`);
      }
      return moveTo("Resync", "Running", durations.pipeResyncMs);
  }
}
