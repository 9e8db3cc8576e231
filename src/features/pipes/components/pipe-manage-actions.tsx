import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { Link } from "react-router";
import type { ServiceRef } from "@/lib/service-ref";
import type { Pipe } from "@/shared/schemas/pipe";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { InlineError } from "@/ui/error-panel";
import { useDeletePipe, useUpdatePipe } from "../api/pipe-mutations";
import { destinationName } from "../model/pipe-format";
import { validateRename } from "../model/pipe-edit-model";
import { FormActions } from "./form-actions";

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
  return (
    <div className="button-row pipe-manage" role="group" aria-label="Manage pipe">
      <button ref={renameRef} type="button" className="button" aria-expanded={renaming} onClick={onRename}>Rename</button>
      <Link className="button" to={duplicateHref}>Duplicate</Link>
      <button type="button" className="button button--danger" onClick={() => { remove.reset(); setAsking(true); }}>Delete</button>
      <ConfirmDialog
        open={asking}
        title={`Delete pipe ${pipe.name}?`}
        confirmLabel="Delete pipe"
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate({ pipeId: pipe.id }, { onSuccess: onDeleted })}
      >
        <p>Ingestion stops: nothing more is read from the source into {destinationName(pipe.destination)}. The pipe's settings go with it; the data already written stays.</p>
        {remove.isError && <InlineError error={remove.error} />}
      </ConfirmDialog>
    </div>
  );
}

/** The new name, checked as typed; a name another pipe has is the service's to refuse (409), shown here with its request id. */
export function PipeRenameForm({ serviceRef, pipe, onDone }: { serviceRef: ServiceRef; pipe: Pipe; onDone: (renamed: boolean) => void }) {
  const [name, setName] = useState(pipe.name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePipe(serviceRef);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const result = validateRename(name, pipe.name);
    if (!result.ok) {
      setError(result.error);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    update.mutate({ pipeId: pipe.id, body: { name: result.name } }, { onSuccess: () => onDone(true) });
  }

  return (
    <form className="card form-stack pipe-rename" noValidate onSubmit={submit} aria-label="Rename pipe">
      <div className={`field ${error ? "field--invalid" : ""}`}>
        <label className="field__label" htmlFor={id}>New name</label>
        <input
          ref={inputRef}
          id={id}
          className="input"
          value={name}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
        />
        <p className="field__hint" id={`${id}-hint`}>Up to 255 characters, unique among this service's pipes. The pipe keeps running.</p>
        {error && <p className="field__error" id={`${id}-error`}>{error}</p>}
      </div>
      {update.isError && <InlineError error={update.error} />}
      <FormActions label="Save name" busyLabel="Saving…" busy={update.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
