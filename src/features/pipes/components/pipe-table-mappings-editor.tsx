import { useRef, useState } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe, PostgresSource, PostgresTableMapping } from "@/shared/schemas/pipe";
import type { PostgresTableMappingBody } from "@/shared/schemas/pipe-postgres-body";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { InlineError } from "@/ui/error-panel";
import { focusWhenSettled } from "@/ui/focus-when-settled";
import { useUpdatePipe } from "../api/pipe-mutations";
import { TableMappingRow } from "../create/components/postgres-steps";
import { FormFieldsContext } from "../create/components/wizard-fields";
import { issuesToErrors } from "../create/model/form-fields";
import { emptyTableMapping, tableMappingRowSchema, toTableMappingBody, type TableMappingDraft } from "../create/model/postgres-model";
import { mappingEditBlock, removalOf, tableMappingConflict } from "../model/pipe-edit-model";
import { PostgresTableMappings } from "./postgres-table-mappings";
import { FormActions } from "./form-actions";
import { PipeStopOffer } from "./pipe-stop-offer";
import { useEditToggle } from "./use-edit-toggle";
import { closeOnEscape, pipeFormDraftKey, usePanelForm, type Checked } from "./use-panel-form";

/** A postgres pipe's tables; while it is stopped, a table can be added or removed (gaps.md). */
export function PipeTableMappingsEditor({ serviceRef, pipe, postgres }: { serviceRef: ServiceRef; pipe: Pipe; postgres: PostgresSource }) {
  const blocked = mappingEditBlock(pipe.state);
  const draftKey = pipeFormDraftKey(serviceRef, pipe.id, "add-table");
  const { editing: adding, triggerRef, open, close } = useEditToggle(blocked ? undefined : draftKey);
  const [removing, setRemoving] = useState<PostgresTableMapping | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const update = useUpdatePipe(serviceRef);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeForm = (message: string | null) => {
    setNote(message);
    close(message !== null);
  };
  const lastOne = postgres.tableMappings.length <= 1;

  return (
    <PostgresTableMappings
      postgres={postgres}
      headingRef={headingRef}
      headerAction={!blocked && !adding && (
        <button ref={triggerRef} type="button" className="button button--small" onClick={() => { setNote(null); open(); }}>Add a table</button>
      )}
      rowAction={blocked ? undefined : (mapping) => (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={lastOne}
          title={lastOne ? "A pipe keeps at least one table" : undefined}
          onClick={() => { update.reset(); setRemoving(mapping); }}
        >
          Remove<span className="visually-hidden"> {mapping.sourceSchemaName}.{mapping.sourceTable}</span>
        </button>
      )}
    >
      {note && <p className="success-note" role="status">{note}</p>}
      {blocked && <PipeStopOffer serviceRef={serviceRef} pipe={pipe} />}
      {adding && <AddTableForm serviceRef={serviceRef} pipe={pipe} postgres={postgres} draftKey={draftKey} onDone={closeForm} />}
      {update.isError && !removing && <InlineError error={update.error} />}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Stop copying ${removing.sourceSchemaName}.${removing.sourceTable}?` : ""}
        confirmLabel="Remove table"
        tone="danger"
        busy={update.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const name = `${removing.sourceSchemaName}.${removing.sourceTable}`;
          update.mutate(
            { pipeId: pipe.id, body: { source: { postgres: { tableMappingsToRemove: [removalOf(removing)] } } } },
            {
              onSuccess: () => {
                setNote(`${name} is no longer copied.`);
                // The row and its Remove button are gone: the panel's heading, with the new count, takes the focus.
                focusWhenSettled(() => headingRef.current);
              },
              onSettled: () => setRemoving(null),
            },
          );
        }}
      >
        {removing && `The pipe stops copying it into ${removing.targetTable}. That table and the rows already in it stay.`}
      </ConfirmDialog>
    </PostgresTableMappings>
  );
}

/** One new row, checked like the create form's rows and against the tables the pipe copies already. */
function AddTableForm({ serviceRef, pipe, postgres, draftKey, onDone }: {
  serviceRef: ServiceRef;
  pipe: Pipe;
  postgres: PostgresSource;
  draftKey: string;
  onDone: (note: string | null) => void;
}) {
  const update = useUpdatePipe(serviceRef);
  const [start] = useState(emptyTableMapping);
  const { form, formRef, restored, discard, editedSinceSent } = usePanelForm({
    initial: start,
    check: (row: TableMappingDraft) => checkAddedTable(row, postgres.tableMappings),
    busy: update.isPending,
    send: (body, done) => update.mutate({ pipeId: pipe.id, body: { source: { postgres: { tableMappingsToAdd: [body] } } } }, done),
    // A paused pipe is not started again as it is (start is for Stopped or Failed): it says how.
    onSaved: (body) => onDone(`${body.sourceSchemaName}.${body.sourceTable} is copied into ${body.targetTable} once the pipe ${pipe.state === "Paused" ? "runs again: stop it, then start it" : "starts again"}.`),
    draftKey,
    resendLabel: "Add table",
  });
  const close = () => onDone(null);
  const cancel = () => {
    discard();
    close();
  };

  return (
    <form ref={formRef} className="form-stack pipe-add-table" noValidate onSubmit={form.submit} onKeyDown={closeOnEscape(close)} aria-label="Add a table">
      <FormFieldsContext.Provider value={{ errors: form.errors, register: form.register }}>
        <TableMappingRow idPrefix={ADD_PREFIX} label="New table mapping" row={form.values} onChange={(row) => form.update(() => row, [])} />
      </FormFieldsContext.Provider>
      {update.isError && !editedSinceSent && <InlineError error={update.error} />}
      <FormActions label="Add table" busyLabel="Adding…" busy={update.isPending} restored={restored} onCancel={cancel} />
    </form>
  );
}

const ADD_PREFIX = "add";

/** The row's own problems (as the create form has them), then a table the pipe copies already or a target taken. */
function checkAddedTable(row: TableMappingDraft, existing: PostgresSource["tableMappings"]): Checked<PostgresTableMappingBody> {
  const parsed = tableMappingRowSchema.safeParse(row);
  if (!parsed.success) return { ok: false, errors: issuesToErrors(parsed.error.issues, [ADD_PREFIX]) };
  const body = toTableMappingBody(row);
  const conflict = tableMappingConflict(body, existing);
  return conflict ? { ok: false, errors: { [`${ADD_PREFIX}.${conflict.field}`]: conflict.message } } : { ok: true, body };
}
