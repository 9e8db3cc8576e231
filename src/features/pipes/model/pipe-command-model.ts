import type { Pipe, PipeCommand } from "@/shared/schemas/pipe";
import { PIPE_COMMANDS, pipeSourceKind } from "@/shared/schemas/pipe";
import { commandRefusal, stopChanges } from "@/shared/schemas/pipe-rules";

/**
 * The commands a pipe in its current state accepts and that change it, in the order the page offers
 * them. The rule is the one the emulator answers 409 with (shared/schemas/pipe-rules.ts), so the page
 * never offers a refusal; nor a stop that would leave the pipe as it is.
 */
export function availableCommands(pipe: Pick<Pipe, "state" | "source">): PipeCommand[] {
  const kind = pipeSourceKind(pipe.source);
  return PIPE_COMMANDS.filter((command) => commandRefusal(command, pipe.state, kind) === null && (command !== "stop" || stopChanges(pipe.state)));
}

export interface CommandText {
  button: string;
  title: (name: string) => string;
  body: string;
  confirm: string;
  /** What a refusal's message is put after, so the page says which action failed. */
  refused: string;
  tone: "primary" | "danger";
}

export const COMMAND_TEXT: Record<PipeCommand, CommandText> = {
  start: {
    button: "Start",
    title: (name) => `Start pipe ${name}?`,
    body: "The pipe is provisioned again and goes on reading from its source into its destination.",
    confirm: "Start pipe",
    refused: "The pipe was not started",
    tone: "primary",
  },
  stop: {
    button: "Stop",
    title: (name) => `Stop pipe ${name}?`,
    body: "The pipe stops reading from its source. Nothing new reaches the destination table until it is started again.",
    confirm: "Stop pipe",
    refused: "The pipe was not stopped",
    tone: "danger",
  },
  resync: {
    button: "Resync",
    title: (name) => `Resync pipe ${name}?`,
    body: "Every mapped table is copied again from Postgres. This can take a long time and loads the source database while it runs.",
    confirm: "Resync pipe",
    refused: "The pipe was not resynced",
    tone: "danger",
  },
};
