import type { Pipe, PipeCommand } from "@/shared/schemas/pipe";
import { pipeSourceKind } from "@/shared/schemas/pipe";

// As the service allows them (gaps.md, and the emulator that follows it): a command the state does
// not allow is a 409, so the page does not offer it in the first place.
const STARTABLE: readonly string[] = ["Stopped", "Failed"];
const STOPPABLE: readonly string[] = [
  "Running", "Degraded", "Provisioning", "Setup", "Snapshot", "Paused", "Pausing", "Modifying", "Resync", "InternalError",
];
const RESYNCABLE: readonly string[] = ["Running", "Degraded", "Paused"];

/** The commands a pipe in its current state accepts, in the order the page offers them. */
export function availableCommands(pipe: Pick<Pipe, "state" | "source">): PipeCommand[] {
  const commands: PipeCommand[] = [];
  if (STARTABLE.includes(pipe.state)) commands.push("start");
  if (STOPPABLE.includes(pipe.state)) commands.push("stop");
  if (pipeSourceKind(pipe.source) === "postgres" && RESYNCABLE.includes(pipe.state)) commands.push("resync");
  return commands;
}

export interface CommandText {
  button: string;
  title: (name: string) => string;
  body: string;
  confirm: string;
  tone: "primary" | "danger";
}

export const COMMAND_TEXT: Record<PipeCommand, CommandText> = {
  start: {
    button: "Start",
    title: (name) => `Start pipe ${name}?`,
    body: "The pipe is provisioned again and goes on reading from its source into its destination.",
    confirm: "Start pipe",
    tone: "primary",
  },
  stop: {
    button: "Stop",
    title: (name) => `Stop pipe ${name}?`,
    body: "The pipe stops reading from its source. Nothing new reaches the destination table until it is started again.",
    confirm: "Stop pipe",
    tone: "danger",
  },
  resync: {
    button: "Resync",
    title: (name) => `Resync pipe ${name}?`,
    body: "Every mapped table is copied again from Postgres. This can take a long time and loads the source database while it runs.",
    confirm: "Resync pipe",
    tone: "danger",
  },
};
