import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type RefObject } from "react";
import { Link } from "react-router";
import { isApiError } from "@/lib/api-error";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { InlineError } from "@/ui/error-panel";
import { FieldRefusalNote } from "@/ui/form-error-notes";
import { TextField } from "@/ui/text-field";
import { useResendOffer } from "@/ui/use-resend-offer";
import { useDeletePipe, useUpdatePipe } from "../api/pipe-mutations";
import { pipeQueries } from "../api/pipe-queries";
import { destinationName } from "../model/pipe-format";
import { renameError, takenNameError, takenNameMessage } from "../model/pipe-edit-model";
import { FormActions } from "./form-actions";
import { closeOnEscape, usePanelForm, type Checked } from "./use-panel-form";

/** Rename, Duplicate and Delete: what can be done to the pipe itself, in any state. */
export function PipeManageActions({ serviceRef, pipe, renaming, onRename, renameRef, duplicateHref, onDeleted }: {
  serviceRef: ServiceRef;
  pipe: Pipe;
  renaming: boolean;
  onRename: () => void;
  /** Focus comes back here when the rename form closes. */
  renameRef: RefObject<HTMLButtonElement | null>;
  duplicateHref: string;
  onDeleted: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const remove = useDeletePipe(serviceRef);
  const offerResend = useResendOffer();
  return (
    <div className="button-row pipe-manage" role="group" aria-label="Manage pipe">
      <button ref={renameRef} type="button" className="button" aria-expanded={renaming} onClick={onRename}>Rename</button>
      <Link className="button" to={duplicateHref}>Duplicate</Link>
      <button type="button" className="button button--danger" onClick={() => { remove.reset(); setAsking(true); }}>Delete</button>
      <ConfirmDialog
        open={asking}
        title="Delete pipe?"
        subject={pipe.name}
        confirmLabel="Delete pipe"
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={function confirmDelete() {
          remove.mutate({ pipeId: pipe.id }, { onSuccess: onDeleted, onError: (error) => offerResend(error, `Delete “${pipe.name}”`, confirmDelete, "danger") });
        }}
      >
        <p>Ingestion stops: nothing more is read from the source into {destinationName(pipe.destination)}. The pipe's settings go with it; the data already written stays.</p>
        {remove.isError && <InlineError error={remove.error} />}
      </ConfirmDialog>
    </div>
  );
}

/** The new name, checked before it is sent; a name another pipe has is the service's to refuse (409), said on the field with its request id below. */
export function PipeRenameForm({ serviceRef, pipe, draftKey, onDone }: {
  serviceRef: ServiceRef;
  pipe: Pipe;
  /** Where the page's rename toggle looks for a draft to open with. */
  draftKey: string;
  onDone: (renamed: boolean) => void;
}) {
  const update = useUpdatePipe(serviceRef);
  const queryClient = useQueryClient();
  const { form, formRef, restored, discard } = usePanelForm({
    initial: { name: pipe.name },
    check: ({ name }): Checked<string> => {
      // Another pipe's name, as far as the list the console holds tells (as the create wizard checks it):
      // said before sending; a list not loaded or stale leaves it to the service's 409.
      const others = queryClient.getQueryData(pipeQueries.list(serviceRef).queryKey)?.items.filter((other) => other.id !== pipe.id);
      const error = renameError(name, pipe.name) ?? takenNameError(name, others);
      return error ? { ok: false, errors: { name: error } } : { ok: true, body: name.trim() };
    },
    busy: update.isPending,
    send: (name, done) => update.mutate({ pipeId: pipe.id, body: { name } }, done),
    onSaved: () => onDone(true),
    draftKey,
    resendLabel: "Save name",
    selectOnOpen: true,
  });

  // The service's refusal is about the name it was sent: it goes once another name is typed. A name
  // taken (409) is the field's problem: the field says so and takes the focus, as a check before sending
  // would, and the note below it keeps only the request ID, not the service's words for the same thing.
  const refused = update.isError && update.variables?.body.name === form.values.name.trim();
  const taken = refused && isApiError(update.error) && update.error.status === 409;
  const nameField = form.text("name");
  useEffect(() => {
    if (taken) formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, [taken, formRef]);

  const cancel = () => {
    discard();
    onDone(false);
  };
  return (
    <form
      ref={formRef}
      className="card form-stack pipe-rename"
      noValidate
      onSubmit={form.submit}
      aria-label="Rename pipe"
      onKeyDown={closeOnEscape(cancel)}
    >
      <TextField
        label="New name"
        hint="Up to 255 characters, unique among this service's pipes. Renaming does not stop or restart the pipe."
        {...nameField}
        error={nameField.error ?? (taken ? takenNameMessage(form.values.name) : undefined)}
      />
      {refused &&
        (taken ? (
          <FieldRefusalNote error={update.error}>The service refused the new name; the pipe was not renamed.</FieldRefusalNote>
        ) : (
          <InlineError error={update.error} />
        ))}
      <FormActions label="Save name" busyLabel="Saving…" busy={update.isPending} restored={restored} onCancel={cancel} />
    </form>
  );
}
