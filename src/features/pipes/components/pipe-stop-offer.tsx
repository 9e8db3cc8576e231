import { useState } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { InlineError } from "@/ui/error-panel";
import { usePipeCommand } from "../api/pipe-mutations";
import { availableCommands, COMMAND_TEXT } from "../model/pipe-command-model";
import { mappingEditBlock } from "../model/pipe-edit-model";

/** Says why mappings cannot change now and, when the pipe can be stopped, offers to stop it. */
export function PipeStopOffer({ serviceRef, pipe }: { serviceRef: ServiceRef; pipe: Pipe }) {
  const [asking, setAsking] = useState(false);
  const command = usePipeCommand(serviceRef);
  const canStop = availableCommands(pipe).includes("stop");
  const text = COMMAND_TEXT.stop;
  return (
    <div className="pipe-stop-offer">
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
        onConfirm={() => command.mutate({ pipeId: pipe.id, command: "stop" }, { onSettled: () => setAsking(false) })}
      >
        {text.body}
      </ConfirmDialog>
    </div>
  );
}
