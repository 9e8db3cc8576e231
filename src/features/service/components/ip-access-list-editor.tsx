import { useMemo, useRef, type FormEvent } from "react";
import { focusBeforeRemoval } from "@/ui/focus-when-settled";
import { CellInput } from "@/ui/text-field";
import {
  addIpRow,
  discardIpRow,
  EMPTY_IP_DRAFT,
  ipAccessDiff,
  ipAccessListBody,
  isIpDraftDirty,
  pendingIpChange,
  toggleIpRemoval,
  updateIpRow,
  validateIpDraft,
  type IpAccessDraft,
} from "../model/ip-access-list-model";
import { PendingDiff } from "./pending-diff";
import { SaveActions } from "./save-actions";
import { useServiceForm, type ServicePartProps } from "./use-save-service-part";

/**
 * The IP access list as a table: new rows are typed in place, existing rows are marked for
 * removal, and the whole change goes out as one PATCH with `add` and `remove`.
 */
export function IpAccessListEditor({ service, ...props }: ServicePartProps) {
  const current = service.ipAccessList;
  const nextKey = useRef(0);
  const addEntryRef = useRef<HTMLButtonElement>(null);
  const { form, part, save } = useServiceForm(props, "IP access list", {
    initial: EMPTY_IP_DRAFT,
    // A row's problems by field path, `<row key>.source`: each shows once typed in, or after a refused save.
    validate: (draft) =>
      Object.fromEntries(
        Object.entries(validateIpDraft(current, draft)).flatMap(([key, row]) => [
          [`${key}.source`, row.source],
          [`${key}.description`, row.description],
        ]),
      ),
    isDirty: isIpDraftDirty,
    onSubmit: (draft) => {
      const { add, remove } = ipAccessDiff(current, draft);
      const count = add.length + remove.length;
      save(ipAccessListBody(current, draft), `IP access list saved (${count} ${count === 1 ? "change" : "changes"}).`);
    },
  });
  const draft = form.values;
  // Once per change of the list or the draft, not on every render the form's own state causes.
  const pending = useMemo(() => pendingIpChange(current, draft), [current, draft]);
  const edit = (change: (draft: IpAccessDraft) => IpAccessDraft, paths: readonly string[] = []) => form.update(change, paths);

  function addRow() {
    // Past the keys of rows restored from the kept draft too.
    do nextKey.current += 1;
    while (draft.added.some((row) => row.key === `new-${nextKey.current}`));
    const key = `new-${nextKey.current}`;
    edit((previous) => addIpRow(previous, key));
    form.focus(`${key}.source`);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // Enter in a new row's field sends the form through Save; a save that succeeds removes that row, and
    // the focus with it, to the page's start. It goes to Save first, as a click leaves it, where the confirmation is told.
    const { submitter } = event.nativeEvent as SubmitEvent;
    if (submitter instanceof HTMLElement && submitter !== document.activeElement) submitter.focus();
    form.submit(event);
  }

  const removed = new Set(draft.removed);

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <div className="table-wrap">
        <table className="table ip-table stack-table">
          <caption className="visually-hidden">IP access list entries</caption>
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Description</th>
              <th scope="col"><span className="visually-hidden">Change</span></th>
            </tr>
          </thead>
          <tbody>
            {current.length === 0 && draft.added.length === 0 && (
              <tr>
                <td colSpan={3} className="muted">No entries: the service accepts no address until one is added.</td>
              </tr>
            )}
            {current.map((entry) => {
              const marked = removed.has(entry.source);
              return (
                <tr key={entry.source} className={marked ? "ip-table__row--removed" : undefined}>
                  <td data-label="Source"><code>{entry.source}</code></td>
                  <td data-label="Description">{entry.description ? <span className="ip-table__description">{entry.description}</span> : <span className="muted">—</span>}</td>
                  <td className="ip-table__action">
                    {marked && <span className="change-tag change-tag--remove">Will be removed</span>}
                    <button type="button" className="button button--small" aria-pressed={marked} onClick={() => edit((previous) => toggleIpRemoval(previous, entry.source))}>
                      {marked ? "Keep" : "Remove"}
                      <span className="visually-hidden"> {entry.source}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
            {draft.added.map((row, index) => {
              const label = `new entry ${index + 1}`;
              return (
                <tr key={row.key} className="ip-table__row--added">
                  <td data-label="Source">
                    <CellInput
                      label={`Source of ${label}`}
                      error={form.errors[`${row.key}.source`]}
                      inputRef={form.register(`${row.key}.source`)}
                      mono
                      placeholder="10.0.0.0/8"
                      value={row.source}
                      onChange={(source) => edit((previous) => updateIpRow(previous, row.key, { source }), [`${row.key}.source`])}
                    />
                  </td>
                  <td data-label="Description">
                    <CellInput
                      label={`Description of ${label}`}
                      error={form.errors[`${row.key}.description`]}
                      inputRef={form.register(`${row.key}.description`)}
                      placeholder="Description (optional)"
                      value={row.description}
                      onChange={(description) => edit((previous) => updateIpRow(previous, row.key, { description }), [`${row.key}.description`])}
                    />
                  </td>
                  <td className="ip-table__action">
                    <span className="change-tag change-tag--add">New</span>
                    <button
                      type="button"
                      className="button button--small ip-table__discard"
                      onClick={(event) => {
                        // The focus goes to the next new row's Discard (the previous one's), else to Add entry.
                        focusBeforeRemoval(event.currentTarget, event.currentTarget.closest("tbody")?.querySelectorAll(".ip-table__discard") ?? [], addEntryRef.current);
                        edit((previous) => discardIpRow(previous, row.key));
                      }}
                    >
                      Discard<span className="visually-hidden"> {label}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="button-row">
        <button type="button" className="button" ref={addEntryRef} onClick={addRow}>
          Add entry
        </button>
      </div>
      <PendingDiff
        title="Pending change to the IP access list"
        added={pending.add.map((entry) => ({ key: entry.source, value: entry.source, note: entry.description }))}
        removed={pending.remove.map((entry) => ({ key: entry.source, value: entry.source, note: entry.description }))}
        note={pending.needFix === 0 ? undefined : `${pending.needFix === 1 ? "1 new row is" : `${pending.needFix} new rows are`} left out until filled in correctly.`}
      />
      <SaveActions
        part={part}
        dirty={form.dirty} restored={form.restored}
        saveLabel="Save IP access list"
        onDiscard={form.reset}
      />
    </form>
  );
}
