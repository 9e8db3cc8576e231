import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { serviceRoutePath } from "@/lib/route-paths";
import type { ServiceRef } from "@/lib/service-ref";
import { ErrorPanel } from "@/ui/error-panel";
import { FormField } from "@/ui/form-field";
import { ModalDialog } from "@/ui/modal-dialog";
import { useCreateDashboard } from "../api/dashboard-mutations";
import { validateDashboardCreate, type DashboardCreateErrors, type DashboardCreateValues } from "../model/dashboard-create-model";
import "./dashboards-list.css";

/** A new, empty dashboard: name and optional tags, then straight into its editor. */
export function DashboardCreateDialog({ serviceRef, open, onClose }: { serviceRef: ServiceRef; open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} title="New dashboard" onClose={onClose}>
      <DashboardCreateForm serviceRef={serviceRef} onClose={onClose} />
    </ModalDialog>
  );
}

function DashboardCreateForm({ serviceRef, onClose }: { serviceRef: ServiceRef; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateDashboard(serviceRef);
  const [values, setValues] = useState<DashboardCreateValues>({ name: "", tags: "" });
  const [errors, setErrors] = useState<DashboardCreateErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [attempt]);

  const update = (field: keyof DashboardCreateValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const checked = validateDashboardCreate(values);
    if ("errors" in checked) {
      setErrors(checked.errors);
      setAttempt((count) => count + 1);
      return;
    }
    create.mutate(
      { body: checked.body },
      { onSuccess: (dashboard) => void navigate(`${serviceRoutePath(serviceRef)}/dashboards/${encodeURIComponent(dashboard.id)}`) },
    );
  }

  return (
    <form ref={formRef} className="form-stack" onSubmit={onSubmit} noValidate>
      <FormField label="Name" error={errors.name} required>
        {(props) => <input {...props} className="input" autoFocus value={values.name} onChange={(event) => update("name")(event.target.value)} />}
      </FormField>
      <FormField label="Tags" hint="Optional. Separate tags with commas, e.g. production, sre." error={errors.tags}>
        {(props) => <input {...props} className="input" value={values.tags} onChange={(event) => update("tags")(event.target.value)} />}
      </FormField>
      {create.isError && <ErrorPanel title="The dashboard was not created" error={create.error} />}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>Cancel</button>
        {/* aria-disabled rather than disabled, so the focused button keeps focus while it works. */}
        <button type="submit" className="button button--primary dashboards-busy-button" aria-disabled={create.isPending || undefined}>
          {create.isPending ? "Creating…" : "Create dashboard"}
        </button>
      </div>
    </form>
  );
}
