import { isMysqlEnabled, mysqlEndpoint, mysqlEndpointBody } from "../model/mysql-endpoint-model";
import { SERVICE_FIELD_LABELS } from "../model/service-field-labels";
import { SaveActions } from "./save-actions";
import { useServiceForm, type ServicePartProps } from "./use-save-service-part";

/** The MySQL endpoint's switch; the change is sent on Save, like every other part of the page. */
export function MysqlEndpointForm({ service, ...props }: ServicePartProps) {
  const { form, part, save } = useServiceForm(props, "MySQL endpoint", {
    initial: { enabled: isMysqlEnabled(service) },
    onSubmit: ({ enabled }) => save(mysqlEndpointBody(enabled), `MySQL endpoint turned ${enabled ? "on" : "off"}.`),
  });
  const checked = form.values.enabled;

  return (
    <form className="form-stack" onSubmit={form.submit} noValidate>
      <div className="switch-row">
        <label className="switch">
          <input type="checkbox" role="switch" checked={checked} onChange={(event) => form.set("enabled", event.target.checked)} />
          <span className="switch__track" aria-hidden="true" />
          <span>{SERVICE_FIELD_LABELS.endpoints}</span>
        </label>
        <span className="muted">{checked ? "On" : "Off"}{form.dirty ? " (not saved)" : ""}</span>
      </div>
      {!mysqlEndpoint(service) && <p className="field__hint">This service has no MySQL endpoint yet; turning it on adds one.</p>}
      <SaveActions part={part} dirty={form.dirty} restored={form.restored} saveLabel="Save MySQL endpoint" onDiscard={form.reset} />
    </form>
  );
}
