import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { serviceRoutePath } from "@/lib/route-paths";
import type { ServiceRef } from "@/lib/service-ref";
import { ErrorPanel } from "@/ui/error-panel";
import { FormField } from "@/ui/form-field";
import { RestoredDraftNote } from "@/ui/restored-draft-note";
import { ModalDialog } from "@/ui/modal-dialog";
import { useForm } from "@/ui/use-form";
import { useResendOffer } from "@/ui/use-resend-offer";
import { useCreateDashboard } from "../api/dashboard-mutations";
import { dashboardQueries } from "../../api/dashboard-queries";
import type { DashboardBody } from "@/shared/schemas/dashboard";
import { validateDashboardCreate, type DashboardCreateValues } from "../model/dashboard-create-model";
import "./dashboards-list.css";
import { formDraft, formDraftKey } from "@/ui/form-draft";

/** A new, empty dashboard: name and optional tags, then straight into its editor. */
export function DashboardCreateDialog({ serviceRef, open, onClose }: { serviceRef: ServiceRef; open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} title="New dashboard" onClose={onClose}>
      <DashboardCreateForm serviceRef={serviceRef} onClose={onClose} />
    </ModalDialog>
  );
}

const EMPTY_VALUES: DashboardCreateValues = { name: "", tags: "" };

function DashboardCreateForm({ serviceRef, onClose }: { serviceRef: ServiceRef; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateDashboard(serviceRef);
  const offerResend = useResendOffer();
  const send = (body: DashboardBody) =>
    create.mutate(
      { body },
      {
        onSuccess: (dashboard) => {
          form.reset();
          void navigate(`${serviceRoutePath(serviceRef)}/dashboards/${encodeURIComponent(dashboard.id)}`);
        },
        onError: (error) => offerResend(error, "Create the dashboard", () => send(body)),
      },
    );
  const form = useForm<DashboardCreateValues>({
    initial: EMPTY_VALUES,
    sessionDraft: formDraft({ key: formDraftKey(serviceRef, "dashboard-create") }),
    validate: (values) => {
      const checked = validateDashboardCreate(values);
      return "errors" in checked ? checked.errors : {};
    },
    checkAsTyped: false,
    onSubmit: (values) => {
      const checked = validateDashboardCreate(values);
      if (create.isPending || !("body" in checked)) return;
      send(checked.body);
    },
  });

  // Names need not be unique (as in HyperDX), but two dashboards alike are hard to tell apart in the list.
  const typed = form.values.name.trim().toLowerCase();
  const namesake = typed === "" ? undefined : queryClient.getQueryData(dashboardQueries.list(serviceRef).queryKey)?.items.find((dashboard) => dashboard.name.trim().toLowerCase() === typed);

  return (
    <form className="form-stack" onSubmit={form.submit} noValidate>
      <RestoredDraftNote shown={form.restored} />
      <FormField label="Name" error={form.errors.name} required hint={namesake && `A dashboard is already called “${namesake.name}”. This one can be too, but the list will show two alike.`}>
        {(props) => <input {...props} className="input" data-autofocus {...form.bind("name")} />}
      </FormField>
      <FormField label="Tags" hint="Optional. Separate tags with commas, e.g. production, sre." error={form.errors.tags}>
        {(props) => <input {...props} className="input" {...form.bind("tags")} />}
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
