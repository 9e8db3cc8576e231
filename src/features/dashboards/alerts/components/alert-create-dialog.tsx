import { useQuery } from "@tanstack/react-query";
import type { ServiceRef } from "@/lib/service-ref";
import { ALERT_INTERVALS, type Alert, type AlertCreateBody } from "@/shared/schemas/stack";
import { ErrorPanel } from "@/ui/error-panel";
import { FormField } from "@/ui/form-field";
import { ModalDialog } from "@/ui/modal-dialog";
import { RestoredDraftNote } from "@/ui/restored-draft-note";
import { useForm } from "@/ui/use-form";
import { useResendOffer } from "@/ui/use-resend-offer";
import { useCreateAlert } from "../api/alert-mutations";
import { stackQueries } from "../../api/dashboard-queries";
import { initialAlertFormValues, validateAlertForm, type AlertFormValues } from "../model/alert-form-model";
import { intervalLabel } from "../model/alert-summary";
import "./alerts.css";
import { formDraft, formDraftKey } from "@/ui/form-draft";

interface AlertCreateDialogProps {
  serviceRef: ServiceRef;
  dashboardId: string;
  /** The tile the alert watches; it must have a server id (a saved tile). A ratio tile's threshold is in percent. */
  tile: { id: string; name: string; asRatio: boolean };
  open: boolean;
  onClose: () => void;
  onCreated?: (alert: Alert) => void;
}

/** Create an alert on one tile: a modal form, checked field by field before the POST. */
export function AlertCreateDialog({ serviceRef, dashboardId, tile, open, onClose, onCreated }: AlertCreateDialogProps) {
  return (
    <ModalDialog open={open} title={`Create an alert on “${tile.name}”`} onClose={onClose} className="alert-dialog">
      {/* Keyed by tile: opening the dialog for another tile starts a fresh form. */}
      <AlertCreateForm key={tile.id} serviceRef={serviceRef} dashboardId={dashboardId} tile={tile} onClose={onClose} onCreated={onCreated} />
    </ModalDialog>
  );
}

function AlertCreateForm({ serviceRef, dashboardId, tile, onClose, onCreated }: Omit<AlertCreateDialogProps, "open">) {
  const webhooks = useQuery(stackQueries.webhooks(serviceRef));
  const createAlert = useCreateAlert(serviceRef);
  const offerResend = useResendOffer();
  const send = (body: AlertCreateBody) =>
    createAlert.mutate(
      { body },
      {
        onSuccess: (alert) => {
          form.reset();
          onCreated?.(alert);
          onClose();
        },
        onError: (error) => offerResend(error, "Create the alert", () => send(body)),
      },
    );
  const webhookIds = webhooks.data?.map((webhook) => webhook.id);
  // The only channel is the obvious one; the user's own choice always wins.
  const onlyWebhookId = webhookIds?.length === 1 ? (webhookIds[0] ?? "") : "";
  const check = (values: AlertFormValues) =>
    validateAlertForm({ ...values, webhookId: values.webhookId || onlyWebhookId }, { dashboardId, tileId: tile.id, percent: tile.asRatio }, webhookIds);
  const form = useForm<AlertFormValues>({
    initial: initialAlertFormValues(tile.name, []),
    sessionDraft: formDraft({ key: formDraftKey(serviceRef, "alert-create", dashboardId, tile.id) }),
    validate: (values) => {
      const checked = check(values);
      return "errors" in checked ? checked.errors : {};
    },
    checkAsTyped: false,
    onSubmit: (values) => {
      const checked = check(values);
      if (createAlert.isPending || !("body" in checked)) return;
      send(checked.body);
    },
  });
  const { errors } = form;

  const busy = createAlert.isPending;
  return (
    <form className="form-stack alert-form" onSubmit={form.submit} noValidate>
      <RestoredDraftNote shown={form.restored} />
      {errors.tile && <p className="inline-error" role="alert">{errors.tile}</p>}
      <FormField label="Name" error={errors.name} required>
        {(props) => <input {...props} className="input" {...form.bind("name")} />}
      </FormField>
      <div className="alert-form__condition">
        <FormField label="When the value is" error={errors.thresholdType} required>
          {(props) => (
            <select {...props} className="select" {...form.bind("thresholdType")}>
              <option value="above">above</option>
              <option value="below">below</option>
            </select>
          )}
        </FormField>
        <FormField
          label={tile.asRatio ? "Threshold (%)" : "Threshold"}
          error={errors.threshold}
          hint={tile.asRatio ? "This tile shows a ratio in percent: 5 means 5 %." : undefined}
          required
        >
          {(props) => (
            <input
              {...props}
              className="input"
              inputMode="decimal"
              placeholder={tile.asRatio ? "e.g. 5" : "e.g. 50"}
              {...form.bind("threshold")}
            />
          )}
        </FormField>
      </div>
      <FormField label="Check every" error={errors.interval} required>
        {(props) => (
          <select {...props} className="select" {...form.bind("interval")}>
            {ALERT_INTERVALS.map((interval) => (
              <option key={interval} value={interval}>{intervalLabel(interval)}</option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="Notify webhook"
        error={errors.webhookId}
        hint={webhooks.data?.length === 0 ? "This stack has no webhooks yet: add one to the stack first." : undefined}
        required
      >
        {(props) => (
          <select
            {...props}
            className="select"
            {...form.bind("webhookId")}
            value={form.values.webhookId || onlyWebhookId}
            disabled={webhooks.isPending || webhooks.isError}
          >
            <option value="">{webhooks.isPending ? "Loading channels…" : webhooks.isError ? "Channels not loaded" : "Choose a channel"}</option>
            {webhooks.data?.map((webhook) => (
              <option key={webhook.id} value={webhook.id}>{webhook.name}</option>
            ))}
          </select>
        )}
      </FormField>
      {/* The field stays, so a submit still names it; the panel says why it is empty and offers a retry. */}
      {webhooks.isError && (
        <ErrorPanel title="The webhook channels could not be loaded" error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      )}
      <FormField label="Message" hint="Sent with the notification (optional)." error={errors.message}>
        {(props) => <textarea {...props} className="textarea" rows={3} {...form.bind("message")} />}
      </FormField>
      {createAlert.isError && <ErrorPanel title="The alert was not created" error={createAlert.error} />}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>Cancel</button>
        {/* aria-disabled rather than disabled, so the focused button keeps focus while it works. */}
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? "Creating…" : "Create alert"}
        </button>
      </div>
    </form>
  );
}
