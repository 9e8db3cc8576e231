import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { CopyableText } from "@/ui/copy-button";
import { focusBeforeRemoval, focusWhenSettled } from "@/ui/focus-when-settled";
import { TextField } from "@/ui/text-field";
import { useForm } from "@/ui/use-form";
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
import { useServiceForm, type ServicePartProps } from "./use-save-service-part";

/** Attach private endpoints by clicking one the service offers (or typing an id), detach attached ones. */
export function PrivateEndpointsEditor({ service, ...props }: ServicePartProps) {
  const [typedPending, setTypedPending] = useState(false);
  const { form, part, save } = useServiceForm(props, "Private endpoints", {
    initial: EMPTY_PRIVATE_ENDPOINT_DRAFT,
    isDirty: isPrivateEndpointDraftDirty,
    // An id typed but not yet added is unsent work too: leaving the page asks about it.
    unsentElsewhere: typedPending,
    onSubmit: (next) => {
      const count = next.added.length + next.removed.length;
      save(privateEndpointsBody(service, next), `Private endpoints saved (${count} ${count === 1 ? "change" : "changes"}).`);
    },
  });
  const draft = form.values;
  const addable = addablePrivateEndpointIds(service, draft);
  const body = privateEndpointsBody(service, draft).privateEndpointIds;
  const edit = (change: (draft: PrivateEndpointDraft) => PrivateEndpointDraft) => form.update(change, []);

  const removed = new Set(draft.removed);

  // An id moves between the lists as it is added or discarded; the focus goes with it, to the button that undoes it.
  const formRef = useRef<HTMLFormElement>(null);
  const buttonFor = (action: "add" | "discard", id: string) => () =>
    [...(formRef.current?.querySelectorAll<HTMLElement>(`[data-endpoint-action="${action}"]`) ?? [])].find((button) => button.dataset.endpointId === id);
  function add(id: string) {
    edit((previous) => addPrivateEndpoint(previous, id));
    focusWhenSettled(buttonFor("discard", id));
  }
  function discard(id: string, button: HTMLElement) {
    // An id the service offers goes back to the ones to attach; a typed one is gone: the focus stays in the list, else goes to the field.
    if (service.availablePrivateEndpointIds.includes(id)) focusWhenSettled(buttonFor("add", id));
    else focusBeforeRemoval(button, button.closest("ul")?.querySelectorAll("[data-endpoint-action]") ?? [], formRef.current?.querySelector<HTMLElement>(".typed-endpoint-id input"));
    edit((previous) => discardPrivateEndpoint(previous, id));
  }

  return (
    <form className="form-stack" onSubmit={form.submit} noValidate ref={formRef}>
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
                  <button type="button" className="button button--small" data-endpoint-action="remove" aria-pressed={marked} onClick={() => edit((previous) => togglePrivateEndpointRemoval(previous, id))}>
                    {marked ? "Keep" : "Remove"}<span className="visually-hidden"> {id}</span>
                  </button>
                </li>
              );
            })}
            {draft.added.map((id) => (
              <li key={id} className="id-list__item id-list__item--added">
                <code>{id}</code>
                <span className="change-tag change-tag--add">New</span>
                <button type="button" className="button button--small" data-endpoint-action="discard" data-endpoint-id={id} onClick={(event) => discard(id, event.currentTarget)}>
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
                <button type="button" className="button button--small" data-endpoint-action="add" data-endpoint-id={id} onClick={() => add(id)}>
                  Add<span className="visually-hidden"> {id}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <TypedEndpointId
        service={service}
        draft={draft}
        onAdd={(id) => edit((previous) => addPrivateEndpoint(previous, id))}
        onPendingChange={setTypedPending}
      />
      <PendingDiff
        title="Pending change to private endpoints"
        added={body?.add?.map((id) => ({ key: id, value: id })) ?? []}
        removed={body?.remove?.map((id) => ({ key: id, value: id })) ?? []}
      />
      <SaveActions part={part} dirty={form.dirty} restored={form.restored} saveLabel="Save private endpoints" onDiscard={form.reset} />
    </form>
  );
}

/** An id the service does not list, typed: a small form of its own that checks the id, then adds it to the draft. */
function TypedEndpointId({ service, draft, onAdd, onPendingChange }: {
  service: ServicePartProps["service"];
  draft: PrivateEndpointDraft;
  onAdd: (id: string) => void;
  onPendingChange: (pending: boolean) => void;
}) {
  // The focus stays in the field for the next id, so the list's new row is told rather than shown:
  // while it is in the list (discarded, the words go; added again, they come back and are told again).
  const [added, setAdded] = useState("");
  const typed = useForm({
    initial: { id: "" },
    validate: ({ id }) => ({ id: privateEndpointIdError(id, service, draft) }),
    checkAsTyped: false,
    onSubmit: ({ id }) => {
      onAdd(id);
      typed.reset();
      setAdded(id.trim());
    },
  });
  const pending = typed.values.id.trim() !== "";
  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in this field adds the id; it must not send the whole form.
    if (event.key === "Enter") typed.submit(event);
  }

  return (
    <div className="typed-endpoint-id">
      <TextField
        label="Or type an endpoint id"
        hint="An id the service does not list yet; the server checks it."
        mono
        placeholder="vpce-…"
        {...typed.text("id")}
        onKeyDown={onKeyDown}
        after={
          <button type="button" className="button" onClick={() => typed.submit()}>
            Add typed id
          </button>
        }
      />
      <p className="visually-hidden" role="status">
        {added && draft.added.includes(added) && `${added} is in the attached list: it is attached when you save.`}
      </p>
    </div>
  );
}
