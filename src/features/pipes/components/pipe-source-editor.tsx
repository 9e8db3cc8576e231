import { useEffect, useId, useMemo, useState } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { InlineError } from "@/ui/error-panel";
import { useUpdatePipe } from "../api/pipe-mutations";
import { KafkaAccess } from "../create/components/kafka-steps";
import { KinesisAccess } from "../create/components/kinesis-steps";
import { ObjectStorageAccessFields } from "../create/components/object-storage-steps";
import { PostgresCredentials } from "../create/components/postgres-steps";
import { FormFieldsContext } from "../create/components/wizard-fields";
import { checkCredentials, credentialAccesses, credentialsDraftFrom, readsPublicStore, type CredentialsDraft } from "../model/pipe-credentials-model";
import { editsEnded, stoppedEditBlock } from "../model/pipe-edit-model";
import { FormActions } from "./form-actions";
import { PipeSourcePanel, type ReverseEndpointLink } from "./pipe-source-panel";
import { PipeStopOffer } from "./pipe-stop-offer";
import { useEditToggle } from "./use-edit-toggle";
import { closeOnEscape, usePanelForm } from "./use-panel-form";

const CREDENTIALS = "Credentials";

/**
 * The pipe's source, and while the pipe is stopped a form to change how it authenticates (a rotated
 * password, a new key). Unlike the page's other forms, nothing typed here is kept in the tab: it is
 * mostly secrets.
 */
export function PipeSourceEditor({ serviceRef, pipe, reverseEndpointLink }: {
  serviceRef: ServiceRef;
  pipe: Pipe;
  reverseEndpointLink: ReverseEndpointLink;
}) {
  const blocked = stoppedEditBlock(pipe.state, CREDENTIALS);
  const { editing, saved, triggerRef, open, close } = useEditToggle();
  // Null for a source this console does not know how to authenticate: it is shown, not edited.
  const start = useMemo(() => credentialsDraftFrom(pipe), [pipe]);
  // Asked on a running pipe: the panel says why it must stop first and offers to stop it; once it has, the form opens.
  const [asked, setAsked] = useState(false);
  const [openedOnStop, setOpenedOnStop] = useState(false);
  if (asked && !blocked) {
    // Set while rendering (React's way to follow a change of props): the form opens in this same render.
    setAsked(false);
    setOpenedOnStop(true);
    open();
  }
  const offerId = useId();
  const action = start !== null && !editing && !editsEnded(pipe.state) && (
    <button ref={triggerRef} type="button" className="button button--small" aria-expanded={blocked ? asked : undefined}
      aria-controls={blocked && asked ? offerId : undefined} onClick={() => {
        if (blocked) return setAsked(!asked);
        setOpenedOnStop(false);
        open();
      }}>
      Change credentials
    </button>
  );
  return (
    <PipeSourcePanel source={pipe.source} reverseEndpointLink={reverseEndpointLink} action={action}>
      <div className="stack pipe-source-edit">
        {saved && !editing && <p className="success-note" role="status">Credentials saved. The pipe uses them when it runs again.</p>}
        {/* Also above an open form when a refused save found the pipe running: the way to stop it is here. */}
        {(asked || editing) && blocked && <PipeStopOffer id={offerId} serviceRef={serviceRef} pipe={pipe} what={CREDENTIALS} />}
        {/* Open, it stays open when the pipe turns out to be running after all (a refused save): what was typed stays. */}
        {editing && start !== null && (
          <CredentialsForm serviceRef={serviceRef} pipe={pipe} start={start} editable={blocked === null} openedOnStop={openedOnStop} onDone={close} />
        )}
      </div>
    </PipeSourcePanel>
  );
}

/** Whether the focus is on nothing or within `element`: the user has not gone on elsewhere meanwhile. */
const focusWithinOrNowhere = (element: Element | null) => {
  const active = document.activeElement;
  return active === null || active === document.body || element?.contains(active) === true;
};

/** The pipe kind's authentication fields, as the create form has them; a refused save keeps what was typed. */
function CredentialsForm({ serviceRef, pipe, start, editable, openedOnStop, onDone }: {
  serviceRef: ServiceRef;
  pipe: Pipe;
  start: CredentialsDraft;
  /** The pipe is stopped or paused. */
  editable: boolean;
  /** Opened by itself once the pipe stopped, seconds after it was asked for. */
  openedOnStop: boolean;
  onDone: (saved: boolean) => void;
}) {
  const update = useUpdatePipe(serviceRef);
  // A refusal because the pipe was running goes once it is stopped: the next save may well succeed.
  const { reset } = update;
  useEffect(() => {
    if (editable) reset();
  }, [editable, reset]);
  const { form, formRef, editedSinceSent } = usePanelForm({
    initial: start,
    check: (draft: CredentialsDraft) => checkCredentials(draft, start),
    busy: update.isPending,
    send: (body, done) => update.mutate({ pipeId: pipe.id, body }, done),
    onSaved: () => onDone(true),
    resendLabel: "Save credentials",
    // Opened by itself, it takes the focus only from its own panel (the Stop it asked for), not from wherever the user went meanwhile.
    mayTakeFocus: (form) => !openedOnStop || focusWithinOrNowhere(form.closest("section")),
  });
  const draft = form.values;
  const part = <K extends CredentialsDraft["kind"]>(kind: K) => (patch: Partial<CredentialsDraft[K]>) => {
    form.update((current) => ({ ...current, [kind]: { ...current[kind], ...patch } }), Object.keys(patch).map((field) => `${kind}.${field}`));
  };
  const cancel = () => {
    form.reset();
    onDone(false);
  };
  return (
    // Escape does what Cancel does, as the rename's: secrets are kept nowhere, so there is no draft to show again.
    <form ref={formRef} className="form-stack" noValidate onSubmit={form.submit} onKeyDown={closeOnEscape(cancel)} aria-label="Change credentials">
      {form.errors.form && <p className="inline-error" role="alert">{form.errors.form}</p>}
      <p className="field__hint">
        {readsPublicStore(pipe)
          ? "This pipe reads a public store, without credentials. Once you save credentials here, it reads the store with them, and it cannot be switched back to public access here."
          : "The current secrets are not shown: the service does not send them back. Enter the new ones in full."}
      </p>
      <FormFieldsContext.Provider value={{ errors: form.errors, register: form.register }}>
        {draft.kind === "kafka" && <KafkaAccess kafka={draft.kafka} set={part("kafka")} />}
        {draft.kind === "objectStorage" && (
          <ObjectStorageAccessFields storage={draft.objectStorage} set={part("objectStorage")} accesses={credentialAccesses(draft.objectStorage.type)} />
        )}
        {draft.kind === "kinesis" && <KinesisAccess kinesis={draft.kinesis} set={part("kinesis")} />}
        {draft.kind === "postgres" && <PostgresCredentials postgres={draft.postgres} set={part("postgres")} />}
      </FormFieldsContext.Provider>
      {update.isError && !editedSinceSent && <InlineError error={update.error} />}
      <FormActions label="Save credentials" busyLabel="Saving…" busy={update.isPending} restored={false} onCancel={cancel} />
    </form>
  );
}
