import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe, PostgresSource, PostgresTableMapping } from "@/shared/schemas/pipe";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { InlineError } from "@/ui/error-panel";
import { useUpdatePipe } from "../api/pipe-mutations";
import { TableMappingRow } from "../create/components/postgres-steps";
import { FieldErrorsContext } from "../create/components/wizard-fields";
import { issuesToErrors, type FieldErrors } from "../create/model/form-fields";
import { emptyTableMapping, tableMappingRowSchema, toTableMappingBody, type TableMappingDraft } from "../create/model/postgres-model";
import { mappingEditBlock, removalOf, tableMappingConflict } from "../model/pipe-edit-model";
import { PostgresTableMappings } from "./pipe-source-panel";
import { FormActions } from "./form-actions";
import { PipeStopOffer } from "./pipe-stop-offer";
import { useEditToggle } from "./use-edit-toggle";

/** A postgres pipe's tables; while it is stopped, a table can be added or removed (gaps.md). */
export function PipeTableMappingsEditor({ serviceRef, pipe, postgres }: { serviceRef: ServiceRef; pipe: Pipe; postgres: PostgresSource }) {
  const { editing: adding, triggerRef, open, close } = useEditToggle();
  const [removing, setRemoving] = useState<PostgresTableMapping | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const update = useUpdatePipe(serviceRef);
  const blocked = mappingEditBlock(pipe.state);
  const closeForm = (message: string | null) => {
    setNote(message);
    close(message !== null);
  };
  const lastOne = postgres.tableMappings.length <= 1;

  return (
    <PostgresTableMappings
      postgres={postgres}
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
      {adding && <AddTableForm serviceRef={serviceRef} pipe={pipe} postgres={postgres} onDone={closeForm} />}
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
            { onSuccess: () => setNote(`${name} is no longer copied.`), onSettled: () => setRemoving(null) },
          );
        }}
      >
        {removing && `The pipe stops copying it into ${removing.targetTable}. That table and the rows already in it stay.`}
      </ConfirmDialog>
    </PostgresTableMappings>
  );
}

/** One new row, checked like the create form's rows and against the tables the pipe copies already. */
function AddTableForm({ serviceRef, pipe, postgres, onDone }: {
  serviceRef: ServiceRef;
  pipe: Pipe;
  postgres: PostgresSource;
  onDone: (note: string | null) => void;
}) {
  const [row, setRow] = useState<TableMappingDraft>(emptyTableMapping);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdatePipe(serviceRef);
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = (id: string) => formRef.current?.querySelector<HTMLElement>(`[data-field="${id}"]`)?.focus();

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("input")?.focus();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = tableMappingRowSchema.safeParse(row);
    const found = parsed.success ? {} : issuesToErrors(parsed.error.issues, ["add"]);
    const body = toTableMappingBody(row);
    const conflict = parsed.success ? tableMappingConflict(body, postgres.tableMappings) : null;
    if (conflict) found[`add.${conflict.field}`] = conflict.message;
    setErrors(found);
    const first = ["sourceSchemaName", "sourceTable", "targetTable", "excludedColumns", "sortingKeys"].map((field) => `add.${field}`).find((id) => found[id]);
    if (first) return focusField(first);
    update.mutate(
      { pipeId: pipe.id, body: { source: { postgres: { tableMappingsToAdd: [body] } } } },
      { onSuccess: () => onDone(`${body.sourceSchemaName}.${body.sourceTable} is copied into ${body.targetTable} once the pipe starts again.`) },
    );
  }

  return (
    <form ref={formRef} className="form-stack pipe-add-table" noValidate onSubmit={submit} aria-label="Add a table">
      <FieldErrorsContext.Provider value={errors}>
        <TableMappingRow idPrefix="add" label="New table mapping" row={row} onChange={setRow} />
      </FieldErrorsContext.Provider>
      {update.isError && <InlineError error={update.error} />}
      <FormActions label="Add table" busyLabel="Adding…" busy={update.isPending} onCancel={() => onDone(null)} />
    </form>
  );
}
