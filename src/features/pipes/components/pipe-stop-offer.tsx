import { useEffect, useRef, useState } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { InlineError } from "@/ui/error-panel";
import { focusWhenSettled } from "@/ui/focus-when-settled";
import { usePipeCommand } from "../api/pipe-mutations";
import { availableCommands } from "../model/pipe-command-model";
import { editsEnded, stoppedEditBlock } from "../model/pipe-edit-model";
import { PipeCommandDialog } from "./pipe-command-dialog";

/** The heading of the panel (section) holding `element`, which takes the focus when the offer goes. */
const panelHeadingOf = (element: HTMLElement | null | undefined) => element?.closest("section")?.querySelector<HTMLElement>("h2[tabindex]");

/**
 * The focus goes to the heading of the panel holding `element`, once the dialog that had it has
 * closed: the button that opened the dialog goes with the pipe's new state.
 */
function focusPanelOf(element: HTMLElement | null) {
  const heading = panelHeadingOf(element);
  if (heading) focusWhenSettled(() => heading);
}

/** Says why mappings (or `what`) cannot change now and how they can; when the pipe can be stopped, offers to stop it. */
export function PipeStopOffer({ serviceRef, pipe, what = "Mappings", id }: { serviceRef: ServiceRef; pipe: Pipe; what?: string; id?: string }) {
  const [asking, setAsking] = useState(false);
  const command = usePipeCommand(serviceRef);
  const commands = availableCommands(pipe);
  const canStop = commands.includes("stop");
  const offerRef = useRef<HTMLDivElement>(null);
  // The offer goes when the pipe turns out to be stopped already (a Stop's answer shows it so), its
  // dialog with it: the focus, then on nothing, goes to the panel's heading.
  useEffect(() => {
    const offer = offerRef.current;
    const heading = panelHeadingOf(offer);
    return () => {
      const active = document.activeElement;
      if (heading && (active === null || active === document.body || offer?.contains(active))) focusWhenSettled(() => heading);
    };
  }, []);
  return (
    <div className="pipe-stop-offer" ref={offerRef} id={id}>
      <p>
        {stoppedEditBlock(pipe.state, what)}
        {/* Stopping already: nothing to offer but the wait. */}
        {!canStop && !editsEnded(pipe.state) && " They can be edited once it has stopped."}
      </p>
      {canStop && (
        <button type="button" className="button button--small" onClick={() => setAsking(true)}>
          Stop pipe to edit
        </button>
      )}
      {command.isError && <InlineError error={command.error} />}
      <PipeCommandDialog
        pipe={pipe}
        asked={asking ? "stop" : null}
        command={command}
        onClose={() => setAsking(false)}
        onSent={() => focusPanelOf(offerRef.current)}
      />
    </div>
  );
}
