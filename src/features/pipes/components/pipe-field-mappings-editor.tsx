import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { InlineError } from "@/ui/error-panel";
import { FormField } from "@/ui/form-field";
import { useUpdatePipe } from "../api/pipe-mutations";
import { mappingDraftFrom, mappingEditBlock, mappingPath, validateMappings, type MappingDraft } from "../model/pipe-edit-model";
import { ScrollingTable } from "./detail-list";
import { FormActions } from "./form-actions";
import { PipeFieldMappings } from "./pipe-destination-panel";
import { PipeStopOffer } from "./pipe-stop-offer";
import { useEditToggle } from "./use-edit-toggle";
import { closeOnEscape, pipeFormDraftKey, usePanelForm } from "./use-panel-form";

/** Which source field feeds which column, and, while the pipe is stopped, a form to change it. */
export function PipeFieldMappingsEditor({ serviceRef, pipe }: { serviceRef: ServiceRef; pipe: Pipe }) {
  const blocked = mappingEditBlock(pipe.state);
  const draftKey = pipeFormDraftKey(serviceRef, pipe.id, "field-mappings");
  const { editing, saved, triggerRef, open, close } = useEditToggle(blocked ? undefined : draftKey);
  const edit = !editing && !blocked && pipe.destination.columns.length > 0 && (
    <button ref={triggerRef} type="button" className="button button--small" onClick={open}>
      Edit field mappings
    </button>
  );
  return (
    <PipeFieldMappings mappings={pipe.fieldMappings} action={edit} hideTable={editing}>
      {saved && !editing && <p className="success-note" role="status">Field mappings saved.</p>}
      {blocked && !editing && pipe.destination.columns.length > 0 && <PipeStopOffer serviceRef={serviceRef} pipe={pipe} />}
      {editing && <MappingsForm serviceRef={serviceRef} pipe={pipe} draftKey={draftKey} onDone={close} />}
    </PipeFieldMappings>
  );
}

/** One row per destination column; the edits survive a refused save. */
function MappingsForm({ serviceRef, pipe, draftKey, onDone }: { serviceRef: ServiceRef; pipe: Pipe; draftKey: string; onDone: (saved: boolean) => void }) {
  const update = useUpdatePipe(serviceRef);
  const columns = pipe.destination.columns;
  const { form, formRef, restored, discard, editedSinceSent } = usePanelForm({
    initial: mappingDraftFrom(pipe),
    check: (draft: MappingDraft) => validateMappings(draft, columns.map((column) => column.name)),
    busy: update.isPending,
    send: (fieldMappings, done) => update.mutate({ pipeId: pipe.id, body: { fieldMappings } }, done),
    onSaved: () => onDone(true),
    draftKey,
    resendLabel: "Save field mappings",
  });
  const close = () => onDone(false);
  const cancel = () => {
    discard();
    close();
  };

  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={form.submit} onKeyDown={closeOnEscape(close)} aria-label="Field mappings">
      {form.errors.form && <p className="inline-error" role="alert">{form.errors.form}</p>}
      <ScrollingTable label="Field mappings being edited">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Destination column</th>
              <th scope="col">Source field</th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column) => (
              <tr key={column.name}>
                <td><code>{column.name}</code> <span className="muted">{column.type}</span></td>
                <td>
                  <FormField label={<span className="visually-hidden">Source field for {column.name}</span>} error={form.errors[mappingPath(column.name)]}>
                    {(props) => (
                      <input
                        {...props}
                        ref={form.register(mappingPath(column.name))}
                        className="input mono"
                        autoComplete="off"
                        spellCheck={false}
                        value={form.values[column.name] ?? ""}
                        onChange={(event) => form.update((draft) => ({ ...draft, [column.name]: event.target.value }), [mappingPath(column.name)])}
                      />
                    )}
                  </FormField>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
      {update.isError && !editedSinceSent && <InlineError error={update.error} />}
      <FormActions label="Save field mappings" busyLabel="Saving…" busy={update.isPending} restored={restored} onCancel={cancel} />
    </form>
  );
}
