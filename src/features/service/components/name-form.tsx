import { TextField } from "@/ui/text-field";
import { SERVICE_FIELD_LABELS } from "../model/service-field-labels";
import { serviceNameBody, serviceNameError } from "../model/name-model";
import { SaveActions } from "./save-actions";
import { useServiceForm, type ServicePartProps } from "./use-save-service-part";

/** Rename: the rule is checked as the user types, and a name that breaks it is never sent. */
export function NameForm({ service, ...props }: ServicePartProps) {
  const { form, part, save } = useServiceForm(props, "Name", {
    initial: { name: service.name },
    // The name the server has is not the user's to fix.
    validate: ({ name }) => ({ name: name === service.name ? undefined : serviceNameError(name) }),
    onSubmit: ({ name }) => save(serviceNameBody(name), `Renamed to ${name.trim()}.`),
  });

  return (
    <form className="form-stack" onSubmit={form.submit} noValidate>
      <TextField label={SERVICE_FIELD_LABELS.name} hint="1 to 50 letters A–Z (no accents), digits and spaces." {...form.text("name")} />
      <SaveActions part={part} dirty={form.dirty} restored={form.restored} saveLabel="Save name" onDiscard={form.reset} />
    </form>
  );
}
