import { useState, type FormEvent } from "react";
import { isMysqlEnabled, mysqlEndpoint, mysqlEndpointBody } from "../model/mysql-endpoint-model";
import { SaveActions } from "./save-actions";
import { useReportDirty } from "@/ui/unsaved-changes";
import { useSaveServicePart, type ServicePartProps } from "./use-save-service-part";

/** The MySQL endpoint's switch; the change is sent on Save, like every other part of the page. */
export function MysqlEndpointForm({ service, serviceRef, reportDirty }: ServicePartProps) {
  const [draft, setDraft] = useState<boolean | null>(null);
  const part = useSaveServicePart(serviceRef);
  const enabled = isMysqlEnabled(service);
  const checked = draft ?? enabled;
  const dirty = draft !== null && draft !== enabled;
  useReportDirty("MySQL endpoint", dirty, reportDirty);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!dirty || draft === null) return;
    part.save(mysqlEndpointBody(draft), {
      note: `MySQL endpoint turned ${draft ? "on" : "off"}.`,
      onSaved: () => setDraft(null),
    });
  }

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate>
      <div className="switch-row">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={checked}
            onChange={(event) => {
              setDraft(event.target.checked);
              part.edited();
            }}
          />
          <span className="switch__track" aria-hidden="true" />
          <span>MySQL endpoint</span>
        </label>
        <span className="muted">{checked ? "On" : "Off"}{dirty ? " (not saved)" : ""}</span>
      </div>
      {!mysqlEndpoint(service) && <p className="field__hint">This service has no MySQL endpoint yet; turning it on adds one.</p>}
      <SaveActions part={part} dirty={dirty} saveLabel="Save MySQL endpoint" onDiscard={() => setDraft(null)} />
    </form>
  );
}
