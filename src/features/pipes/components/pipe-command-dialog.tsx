import type { Pipe, PipeCommand } from "@/shared/schemas/pipe";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { useResendOffer } from "@/ui/use-resend-offer";
import type { usePipeCommand } from "../api/pipe-mutations";
import { COMMAND_TEXT } from "../model/pipe-command-model";

/**
 * The confirmation of the `asked` command on the pipe, sent with the caller's `command` mutation (the
 * caller shows its error and waits on it). A send refused for the key is offered again once reconnected.
 */
export function PipeCommandDialog({ pipe, asked, command, onClose, onSent, onRefused }: {
  pipe: Pipe;
  asked: PipeCommand | null;
  command: ReturnType<typeof usePipeCommand>;
  onClose: () => void;
  /** After the command was accepted, before the dialog closes: where the focus goes next. */
  onSent: () => void;
  /** After it was refused (the pipe read again by then), before the dialog closes; none: the focus goes back to the opener. */
  onRefused?: () => void;
}) {
  const offerResend = useResendOffer();
  const text = asked ? COMMAND_TEXT[asked] : null;
  const send = (sent: PipeCommand) =>
    command.mutate(
      { pipeId: pipe.id, command: sent },
      {
        onSuccess: onSent,
        onError: (error) => {
          onRefused?.();
          offerResend(error, COMMAND_TEXT[sent].confirm, () => send(sent), COMMAND_TEXT[sent].tone);
        },
        onSettled: onClose,
      },
    );
  return (
    <ConfirmDialog
      open={asked !== null}
      title={text ? text.title(pipe.name) : ""}
      confirmLabel={text?.confirm ?? ""}
      tone={text?.tone}
      busy={command.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (asked !== null) send(asked);
      }}
    >
      {text?.body}
    </ConfirmDialog>
  );
}
