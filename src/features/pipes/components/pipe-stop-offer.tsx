import { useRef, useState } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { InlineError } from "@/ui/error-panel";
import { focusWhenSettled } from "@/ui/focus-when-settled";
import { useResendOffer } from "@/ui/use-resend-offer";
import { usePipeCommand } from "../api/pipe-mutations";
import { availableCommands, COMMAND_TEXT } from "../model/pipe-command-model";
import { mappingEditBlock } from "../model/pipe-edit-model";

/**
 * The focus goes to the heading of the panel holding `element`, once the dialog that had it has
 * closed: the button that opened the dialog goes with the pipe's new state.
 */
function focusPanelOf(element: HTMLElement | null) {
  const heading = element?.closest("section")?.querySelector<HTMLElement>("h2[tabindex]");
  if (heading) focusWhenSettled(() => heading);
}

/** Says why mappings cannot change now and, when the pipe can be stopped, offers to stop it. */
export function PipeStopOffer({ serviceRef, pipe }: { serviceRef: ServiceRef; pipe: Pipe }) {
  const [asking, setAsking] = useState(false);
  const command = usePipeCommand(serviceRef);
  const offerResend = useResendOffer();
  const canStop = availableCommands(pipe).includes("stop");
  const text = COMMAND_TEXT.stop;
  const offerRef = useRef<HTMLDivElement>(null);
  return (
    <div className="pipe-stop-offer" ref={offerRef}>
      <p>
        {mappingEditBlock(pipe.state)}
        {!canStop && " Editing opens once it has stopped."}
      </p>
      {canStop && (
        <button type="button" className="button button--small" onClick={() => setAsking(true)}>
          Stop pipe to edit
        </button>
      )}
      {command.isError && <InlineError error={command.error} />}
      <ConfirmDialog
        open={asking}
        title={text.title(pipe.name)}
        confirmLabel={text.confirm}
        tone={text.tone}
        busy={command.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={function stop() {
          command.mutate(
            { pipeId: pipe.id, command: "stop" },
            { onSuccess: () => focusPanelOf(offerRef.current), onError: (error) => offerResend(error, text.confirm, stop), onSettled: () => setAsking(false) },
          );
        }}
      >
        {text.body}
      </ConfirmDialog>
    </div>
  );
}
