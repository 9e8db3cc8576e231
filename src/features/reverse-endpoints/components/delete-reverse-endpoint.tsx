import { useState } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { ReverseEndpoint } from "@/shared/schemas/reverse-endpoint";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { InlineError } from "@/ui/error-panel";
import { useResendOffer } from "@/ui/use-resend-offer";
import { useDeleteReverseEndpoint } from "../api/reverse-endpoint-mutations";
import { endpointName } from "../model/reverse-endpoint-labels";

/**
 * Delete behind a confirmation that names the endpoint (gaps.md: DELETE exists on the real service),
 * and says which pipes lose their connection when the caller knows them.
 */
export function DeleteReverseEndpoint({ serviceRef, endpoint, pipeNames, onDeleted }: {
  serviceRef: ServiceRef;
  endpoint: ReverseEndpoint;
  pipeNames: readonly string[] | undefined;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteReverseEndpoint();
  const offerResend = useResendOffer();
  const name = endpointName(endpoint);

  function confirm() {
    remove.mutate(
      { ref: serviceRef, id: endpoint.id },
      {
        onSuccess: () => {
          setOpen(false);
          onDeleted();
        },
        onError: (error) => offerResend(error, `Delete “${name}”`, confirm, "danger"),
      },
    );
  }

  return (
    <>
      <button type="button" className="button button--danger" onClick={() => { remove.reset(); setOpen(true); }}>
        Delete…
      </button>
      <ConfirmDialog
        open={open}
        title="Delete reverse private endpoint?"
        subject={name}
        confirmLabel="Delete endpoint"
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      >
        <div className="stack rpe-delete">
          <p>
            It is removed{endpoint.endpointId && <>, with its endpoint <code>{endpoint.endpointId}</code></>}. This cannot be undone.
          </p>
          {pipeNames && pipeNames.length > 0 && (
            <p>
              {pipeNames.length === 1 ? "1 pipe uses it" : `${pipeNames.length} pipes use it`} and will lose its private
              connection: {pipeNames.join(", ")}.
            </p>
          )}
          {remove.error && <InlineError error={remove.error} />}
        </div>
      </ConfirmDialog>
    </>
  );
}
