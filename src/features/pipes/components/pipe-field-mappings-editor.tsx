import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { InlineError } from "@/ui/error-panel";
import { FormField } from "@/ui/form-field";
import { useUpdatePipe } from "../api/pipe-mutations";
import { mappingDraftFrom, mappingEditBlock, validateMappings, type MappingDraft } from "../model/pipe-edit-model";
import { ScrollingTable } from "./detail-list";
import { FormActions } from "./form-actions";
import { PipeFieldMappings } from "./pipe-destination-panel";
import { PipeStopOffer } from "./pipe-stop-offer";
import { useEditToggle } from "./use-edit-toggle";

/** Which source field feeds which column, and, while the pipe is stopped, a form to change it. */
export function PipeFieldMappingsEditor({ serviceRef, pipe }: { serviceRef: ServiceRef; pipe: Pipe }) {
  const { editing, saved, triggerRef, open, close } = useEditToggle();
  const blocked = mappingEditBlock(pipe.state);
  const edit = !editing && !blocked && pipe.destination.columns.length > 0 && (
    <button ref={triggerRef} type="button" className="button button--small" onClick={open}>
      Edit field mappings
    </button>
  );
  return (
    <PipeFieldMappings mappings={pipe.fieldMappings} action={edit} hideTable={editing}>
      {saved && !editing && <p className="success-note" role="status">Field mappings saved.</p>}
      {blocked && !editing && pipe.destination.columns.length > 0 && <PipeStopOffer serviceRef={serviceRef} pipe={pipe} />}
      {editing && <MappingsForm serviceRef={serviceRef} pipe={pipe} onDone={close} />}
    </PipeFieldMappings>
  );
}

/** One row per destination column; the draft survives a refused save. */
function MappingsForm({ serviceRef, pipe, onDone }: { serviceRef: ServiceRef; pipe: Pipe; onDone: (saved: boolean) => void }) {
  const [draft, setDraft] = useState<MappingDraft>(() => mappingDraftFrom(pipe));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdatePipe(serviceRef);
  const formRef = useRef<HTMLFormElement>(null);
  const columns = pipe.destination.columns;

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("input")?.focus();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const result = validateMappings(draft, columns.map((column) => column.name));
    if (!result.ok) {
      setErrors(result.errors);
      const first = columns.find((column) => result.errors[column.name]);
      formRef.current?.querySelector<HTMLElement>(`[data-column="${CSS.escape(first?.name ?? "")}"]`)?.focus();
      return;
    }
    setErrors({});
    update.mutate({ pipeId: pipe.id, body: { fieldMappings: result.fieldMappings } }, { onSuccess: () => onDone(true) });
  }

  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={submit} aria-label="Field mappings">
      {errors.form && <p className="inline-error" role="alert">{errors.form}</p>}
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
                  <FormField label={<span className="visually-hidden">Source field for {column.name}</span>} error={errors[column.name]}>
                    {(props) => (
                      <input
                        {...props}
                        className="input mono"
                        data-column={column.name}
                        autoComplete="off"
                        spellCheck={false}
                        value={draft[column.name] ?? ""}
                        onChange={(event) => setDraft({ ...draft, [column.name]: event.target.value })}
                      />
                    )}
                  </FormField>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
      {update.isError && <InlineError error={update.error} />}
      <FormActions label="Save field mappings" busyLabel="Saving…" busy={update.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
