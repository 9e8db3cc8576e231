import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { CopyableText } from "@/ui/copy-button";
import {
  addablePrivateEndpointIds,
  addPrivateEndpoint,
  discardPrivateEndpoint,
  EMPTY_PRIVATE_ENDPOINT_DRAFT,
  isPrivateEndpointDraftDirty,
  privateEndpointIdError,
  privateEndpointsBody,
  togglePrivateEndpointRemoval,
  type PrivateEndpointDraft,
} from "../model/private-endpoints-model";
import { PendingDiff } from "./pending-diff";
import { SaveActions } from "./save-actions";
import { TextField } from "@/ui/text-field";
import { useReportDirty } from "@/ui/unsaved-changes";
import { useSaveServicePart, type ServicePartProps } from "./use-save-service-part";

/** Attach private endpoints by clicking one the service offers (or typing an id), detach attached ones. */
export function PrivateEndpointsEditor({ service, serviceRef, reportDirty }: ServicePartProps) {
  const [draft, setDraft] = useState<PrivateEndpointDraft>(EMPTY_PRIVATE_ENDPOINT_DRAFT);
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string | undefined>();
  const typedInput = useRef<HTMLInputElement>(null);
  const part = useSaveServicePart(serviceRef);
  const dirty = isPrivateEndpointDraftDirty(draft);
  const addable = addablePrivateEndpointIds(service, draft);
  const body = privateEndpointsBody(service, draft).privateEndpointIds;
  // An id typed but not yet added is unsent work too: leaving the page asks about it.
  useReportDirty("Private endpoints", dirty || typed.trim() !== "", reportDirty);

  function edit(next: PrivateEndpointDraft) {
    setDraft(next);
    part.edited();
  }

  function addTyped() {
    const error = privateEndpointIdError(typed, service, draft);
    setTypedError(error);
    if (error) {
      typedInput.current?.focus();
      return;
    }
    edit(addPrivateEndpoint(draft, typed));
    setTyped("");
  }

  function onTypedKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in this field adds the id; it must not send the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      addTyped();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    const count = draft.added.length + draft.removed.length;
    part.save(privateEndpointsBody(service, draft), {
      note: `Private endpoints saved (${count} ${count === 1 ? "change" : "changes"}).`,
      onSaved: () => setDraft(EMPTY_PRIVATE_ENDPOINT_DRAFT),
    });
  }

  const removed = new Set(draft.removed);

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <div>
        <h3 className="subheading">Attached</h3>
        {service.privateEndpointIds.length === 0 && draft.added.length === 0 ? (
          <p className="muted">No private endpoint is attached.</p>
        ) : (
          <ul className="id-list" aria-label="Attached private endpoints">
            {service.privateEndpointIds.map((id) => {
              const marked = removed.has(id);
              return (
                <li key={id} className={`id-list__item ${marked ? "id-list__item--removed" : ""}`}>
                  <CopyableText value={id} label={`private endpoint id ${id}`} />
                  {marked && <span className="change-tag change-tag--remove">Will be removed</span>}
                  <button type="button" className="button button--small" aria-pressed={marked} onClick={() => edit(togglePrivateEndpointRemoval(draft, id))}>
                    {marked ? "Keep" : "Remove"}<span className="visually-hidden"> {id}</span>
                  </button>
                </li>
              );
            })}
            {draft.added.map((id) => (
              <li key={id} className="id-list__item id-list__item--added">
                <code>{id}</code>
                <span className="change-tag change-tag--add">New</span>
                <button type="button" className="button button--small" onClick={() => edit(discardPrivateEndpoint(draft, id))}>
                  Discard<span className="visually-hidden"> {id}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="subheading">Available to attach</h3>
        {addable.length === 0 ? (
          <p className="muted">
            {service.availablePrivateEndpointIds.length === 0
              ? "The service offers no private endpoints to attach."
              : "Every private endpoint this service offers is attached or about to be."}
          </p>
        ) : (
          <ul className="id-list" aria-label="Available private endpoints">
            {addable.map((id) => (
              <li key={id} className="id-list__item">
                <code>{id}</code>
                <button type="button" className="button button--small" onClick={() => edit(addPrivateEndpoint(draft, id))}>
                  Add<span className="visually-hidden"> {id}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <TextField
        label="Or type an endpoint id"
        hint="An id the service does not list yet; the server checks it."
        error={typedError}
        inputRef={typedInput}
        mono
        placeholder="vpce-…"
        value={typed}
        onChange={(next) => {
          setTyped(next);
          setTypedError(undefined);
        }}
        onKeyDown={onTypedKeyDown}
        after={
          <button type="button" className="button" onClick={addTyped}>
            Add typed id
          </button>
        }
      />
      <PendingDiff
        title="Pending change to private endpoints"
        added={body?.add?.map((id) => ({ key: id, value: id })) ?? []}
        removed={body?.remove?.map((id) => ({ key: id, value: id })) ?? []}
      />
      <SaveActions part={part} dirty={dirty} saveLabel="Save private endpoints" onDiscard={() => setDraft(EMPTY_PRIVATE_ENDPOINT_DRAFT)} />
    </form>
  );
}
