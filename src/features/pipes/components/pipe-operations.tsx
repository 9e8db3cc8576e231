import { useRef, useState } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe, PipeCommand } from "@/shared/schemas/pipe";
import { InlineError } from "@/ui/error-panel";
import { focusWhenSettled } from "@/ui/focus-when-settled";
import { usePipeCommand } from "../api/pipe-mutations";
import { availableCommands, COMMAND_TEXT } from "../model/pipe-command-model";
import { isTransitionalState } from "../model/pipe-format";
import { PipeCommandDialog } from "./pipe-command-dialog";

/** Start, stop and resync, each behind a confirmation, offered only where the state allows it. */
export function PipeOperations({ serviceRef, pipe }: { serviceRef: ServiceRef; pipe: Pipe }) {
  const [asked, setAsked] = useState<PipeCommand | null>(null);
  const command = usePipeCommand(serviceRef);
  const commands = availableCommands(pipe);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);
  // A refused command's message stands while the pipe is in the state it was in when the message came;
  // once the state moves on (a poll shows it Stopped, say), the message is about a page that is gone.
  const [refusedIn, setRefusedIn] = useState<{ error: unknown; state: Pipe["state"] } | null>(null);
  if (command.error && refusedIn?.error !== command.error) setRefusedIn({ error: command.error, state: pipe.state });
  const showRefusal = command.isError && refusedIn?.state === pipe.state;

  // The dialog hands focus back to the button that opened it, but a command that worked removes that
  // button a moment later (a stopped pipe has no Stop): keyboard users then land on the first action
  // left, or on this group, which outlives the buttons coming and going as the state moves, never on <body>.
  const keepFocusHere = () =>
    focusWhenSettled(() => {
      // Where the dialog gave the focus back, while it is still there (the dialog itself is in this group too).
      const active = document.activeElement;
      if (active instanceof HTMLElement && active.isConnected && !active.closest("dialog") && containerRef.current?.contains(active)) return active;
      return buttonsRef.current?.querySelector<HTMLElement>("button:not(:disabled)") ?? containerRef.current;
    });

  return (
    <div className="pipe-operations" ref={containerRef} role="group" aria-label="Pipe actions" tabIndex={-1}>
      <div className="button-row" ref={buttonsRef}>
        {commands.map((name) => (
          <button
            key={name}
            type="button"
            className={`button ${name === "start" ? "button--primary" : ""}`}
            onClick={() => {
              command.reset();
              setAsked(name);
            }}
            disabled={command.isPending}
          >
            {COMMAND_TEXT[name].button}
          </button>
        ))}
        {commands.length === 0 && (
          <p className="muted pipe-operations__none">
            {isTransitionalState(pipe.state)
              ? `The pipe is ${pipe.state}; actions are offered again once it settles.`
              : `No action is available while the pipe is ${pipe.state}.`}
          </p>
        )}
      </div>
      {showRefusal && <InlineError error={command.error} lead={command.variables && COMMAND_TEXT[command.variables.command].refused} />}
      {/* Refused, the pipe was read again: the button that opened the dialog may have gone with its old state. */}
      <PipeCommandDialog pipe={pipe} asked={asked} command={command} onClose={() => setAsked(null)} onSent={keepFocusHere} onRefused={keepFocusHere} />
    </div>
  );
}
