import type { Pipe, PipeCommand } from "../../shared/schemas/pipe";
import { pipeSourceKind } from "../../shared/schemas/pipe";
import { commandRefusal, stopChanges } from "../../shared/schemas/pipe-rules";
import { conflict } from "../http-errors";
import type { StoredPipe } from "./emulator-data";
import type { TransitionDurations } from "./emulator-config";
import { maskConnectionString } from "./pipe-records";
import { currentState, transitionAfter } from "./transitions";

/**
 * A record with its connection string's keys masked (gaps.md: a secret is never shown in full). Records
 * are stored masked; this also covers a data file written before the seed masked its own (which is
 * then stored masked too once a command or a transition writes the pipe back).
 */
function withMaskedSecrets(record: Pipe): Pipe {
  const storage = record.source.objectStorage;
  if (!storage?.connectionString) return record;
  const connectionString = maskConnectionString(storage.connectionString);
  return connectionString === storage.connectionString ? record : { ...record, source: { ...record.source, objectStorage: { ...storage, connectionString } } };
}

/** The pipe as the API shows it at `now`, with transitions that have happened applied. */
export function pipeView(stored: StoredPipe, now: number): Pipe {
  const { state, changedAt } = currentState(stored.record.state, stored.transition, now);
  const record = withMaskedSecrets(stored.record);
  return changedAt === null ? record : { ...record, state, updatedAt: changedAt };
}

/** The stored pipe with a transition that has happened written into its record, so later edits start from it. */
export function settled(stored: StoredPipe, now: number): StoredPipe {
  const happened = stored.transition !== null && Date.parse(stored.transition.at) <= now;
  return happened ? { record: pipeView(stored, now), transition: null } : stored;
}

/**
 * The stored pipe after `command`, or a 409 naming the state that forbids it (the shared rule). A
 * stop where nothing reads (Stopped, Stopping, Completed) leaves the pipe, and a transition under way, as they are.
 */
export function applyPipeCommand(
  stored: StoredPipe,
  command: PipeCommand,
  now: number,
  durations: TransitionDurations,
): StoredPipe {
  const current = pipeView(stored, now);
  const refusal = commandRefusal(command, current.state, pipeSourceKind(current.source));
  if (refusal !== null) throw conflict(refusal);
  const at = new Date(now).toISOString();
  const moveTo = (next: string, settlesTo: string, ms: number): StoredPipe => ({
    record: { ...current, state: next, updatedAt: at },
    transition: transitionAfter(settlesTo, ms, now),
  });
  switch (command) {
    case "start":
      return moveTo("Provisioning", "Running", durations.pipeStartMs);
    case "stop":
      return stopChanges(current.state) ? moveTo("Stopping", "Stopped", durations.pipeStopMs) : stored;
    case "resync":
      return moveTo("Resync", "Running", durations.pipeResyncMs);
  }
}
