import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  addIpRow,
  discardIpRow,
  EMPTY_IP_DRAFT,
  ipAccessDiff,
  ipAccessListBody,
  isIpDraftDirty,
  toggleIpRemoval,
  updateIpRow,
  validateIpDraft,
  type IpAccessDraft,
} from "../model/ip-access-list-model";
import { PendingDiff } from "./pending-diff";
import { SaveActions } from "./save-actions";
import { CellInput } from "@/ui/text-field";
import { useReportDirty } from "@/ui/unsaved-changes";
import { useSaveServicePart, type ServicePartProps } from "./use-save-service-part";

/**
 * The IP access list as a table: new rows are typed in place, existing rows are marked for
 * removal, and the whole change goes out as one PATCH with `add` and `remove`.
 */
export function IpAccessListEditor({ service, serviceRef, reportDirty }: ServicePartProps) {
  const [draft, setDraft] = useState<IpAccessDraft>(EMPTY_IP_DRAFT);
  // Errors of a source show once something is typed there, or for every row after a refused save.
  const [showAllErrors, setShowAllErrors] = useState(false);
  // The row just added, whose source field takes focus once it is rendered.
  const focusKey = useRef<string | null>(null);
  const nextKey = useRef(0);
  const table = useRef<HTMLTableElement>(null);
  const part = useSaveServicePart(serviceRef);
  const current = service.ipAccessList;
  const dirty = isIpDraftDirty(draft);
  const errors = validateIpDraft(current, draft);
  const diff = ipAccessDiff(current, draft);
  useReportDirty("IP access list", dirty, reportDirty);

  useEffect(() => {
    if (focusKey.current === null) return;
    table.current?.querySelector<HTMLInputElement>(`[data-row="${focusKey.current}"][data-field="source"]`)?.focus();
    focusKey.current = null;
  });

  function edit(next: IpAccessDraft) {
    setDraft(next);
    part.edited();
  }

  function addRow() {
    nextKey.current += 1;
    const key = `new-${nextKey.current}`;
    focusKey.current = key;
    edit(addIpRow(draft, key));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    const firstInvalid = draft.added.find((row) => errors[row.key]);
    if (firstInvalid) {
      setShowAllErrors(true);
      const field = errors[firstInvalid.key]?.source ? "source" : "description";
      table.current?.querySelector<HTMLInputElement>(`[data-row="${firstInvalid.key}"][data-field="${field}"]`)?.focus();
      return;
    }
    const count = diff.add.length + diff.remove.length;
    part.save(ipAccessListBody(current, draft), {
      note: `IP access list saved (${count} ${count === 1 ? "change" : "changes"}).`,
      onSaved: () => {
        setDraft(EMPTY_IP_DRAFT);
        setShowAllErrors(false);
      },
    });
  }

  const removed = new Set(draft.removed);

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <div className="table-wrap">
        <table className="table ip-table stack-table" ref={table}>
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
                    <button type="button" className="button button--small" aria-pressed={marked} onClick={() => edit(toggleIpRemoval(draft, entry.source))}>
                      {marked ? "Keep" : "Remove"}
                      <span className="visually-hidden"> {entry.source}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
            {draft.added.map((row, index) => {
              const rowErrors = errors[row.key];
              const sourceError = showAllErrors || row.source.trim() !== "" ? rowErrors?.source : undefined;
              const label = `new entry ${index + 1}`;
              return (
                <tr key={row.key} className="ip-table__row--added">
                  <td data-label="Source">
                    <CellInput
                      label={`Source of ${label}`}
                      error={sourceError}
                      row={row.key}
                      field="source"
                      mono
                      placeholder="10.0.0.0/8"
                      value={row.source}
                      onChange={(source) => edit(updateIpRow(draft, row.key, { source }))}
                    />
                  </td>
                  <td data-label="Description">
                    <CellInput
                      label={`Description of ${label}`}
                      error={rowErrors?.description}
                      row={row.key}
                      field="description"
                      placeholder="Description (optional)"
                      value={row.description}
                      onChange={(description) => edit(updateIpRow(draft, row.key, { description }))}
                    />
                  </td>
                  <td className="ip-table__action">
                    <span className="change-tag change-tag--add">New</span>
                    <button type="button" className="button button--small" onClick={() => edit(discardIpRow(draft, row.key))}>
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
        <button type="button" className="button" onClick={addRow}>
          Add entry
        </button>
      </div>
      <PendingDiff
        title="Pending change to the IP access list"
        added={diff.add.map((entry) => ({ key: entry.source, value: entry.source, note: entry.description }))}
        removed={diff.remove.map((entry) => ({ key: entry.source, value: entry.source, note: entry.description }))}
      />
      <SaveActions
        part={part}
        dirty={dirty}
        saveLabel="Save IP access list"
        onDiscard={() => {
          setDraft(EMPTY_IP_DRAFT);
          setShowAllErrors(false);
        }}
      />
    </form>
  );
}
