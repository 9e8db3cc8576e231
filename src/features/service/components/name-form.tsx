import { useRef, useState, type FormEvent } from "react";
import { serviceNameBody, serviceNameError } from "../model/name-model";
import { SaveActions } from "./save-actions";
import { TextField } from "@/ui/text-field";
import { useReportDirty } from "@/ui/unsaved-changes";
import { useSaveServicePart, type ServicePartProps } from "./use-save-service-part";

/** Rename: the rule is checked as the user types, and a name that breaks it is never sent. */
export function NameForm({ service, serviceRef, reportDirty }: ServicePartProps) {
  // null: untouched, so the field follows the server's name (also right after a save).
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const part = useSaveServicePart(serviceRef);
  const value = draft ?? service.name;
  const dirty = draft !== null && draft !== service.name;
  const error = dirty ? serviceNameError(value) : undefined;
  useReportDirty("Name", dirty, reportDirty);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    if (error) {
      input.current?.focus();
      return;
    }
    part.save(serviceNameBody(value), { note: `Renamed to ${value}.`, onSaved: () => setDraft(null) });
  }

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <TextField
        label="Service name"
        hint="1 to 50 letters, digits and spaces."
        error={error}
        inputRef={input}
        value={value}
        onChange={(next) => {
          setDraft(next);
          part.edited();
        }}
      />
      <SaveActions part={part} dirty={dirty} saveLabel="Save name" onDiscard={() => setDraft(null)} />
    </form>
  );
}
