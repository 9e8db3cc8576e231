import { useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import type { ServiceRef } from "@/lib/service-ref";
import type { Alert } from "@/shared/schemas/stack";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { ErrorPanel, InlineError } from "@/ui/error-panel";
import { focusWhenSettled } from "@/ui/focus-when-settled";
import { Skeleton } from "@/ui/skeleton";
import { StatusBadge } from "@/ui/status-badge";
import { useResendOffer } from "@/ui/use-resend-offer";
import { useDeleteAlert } from "../api/alert-mutations";
import { alertQueries, stackQueries } from "../../api/dashboard-queries";
import { alertConditionSummary, alertStateLabel, alertStateTone } from "../model/alert-summary";
import "./alerts.css";

interface DashboardAlertsPanelProps {
  serviceRef: ServiceRef;
  dashboardId: string;
  /** The dashboard's tiles as the editor has them, to name the tile each alert watches (and read its threshold as the tile's values read). */
  tiles: { id: string; name: string; asRatio: boolean }[];
}

/** The alerts set on this dashboard's tiles, each with its condition and state, and a way to delete one. */
export function DashboardAlertsPanel({ serviceRef, dashboardId, tiles }: DashboardAlertsPanelProps) {
  const alerts = useQuery(alertQueries.list(serviceRef));
  const webhooks = useQuery(stackQueries.webhooks(serviceRef));
  const deleteAlert = useDeleteAlert(serviceRef);
  const offerResend = useResendOffer();
  // The alert asked about stays after the question closes, so the dialog closes in place and the
  // browser hands focus back to the Delete button that opened it (unmounting it would drop focus).
  const [pending, setPending] = useState<Alert | null>(null);
  const [deleteAsked, setDeleteAsked] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const mine = useMemo(() => alerts.data?.filter((alert) => alert.dashboardId === dashboardId) ?? [], [alerts.data, dashboardId]);
  const tilesById = useMemo(() => new Map(tiles.map((tile) => [tile.id, tile])), [tiles]);
  const webhookNames = useMemo(() => new Map(webhooks.data?.map((webhook) => [webhook.id, webhook.name])), [webhooks.data]);

  function confirmDelete() {
    if (!pending) return;
    deleteAlert.mutate(
      { alertId: pending.id },
      {
        onSuccess: () => {
          setDeleteAsked(false);
          // The row and its Delete button are gone: keep the keyboard user in the panel.
          focusWhenSettled(() => titleRef.current);
        },
        onError: (error) => offerResend(error, `Delete the alert “${pending.name}”`, confirmDelete, "danger"),
      },
    );
  }

  return (
    <section className="alerts-panel card" aria-labelledby="dashboard-alerts-title">
      <h2 id="dashboard-alerts-title" ref={titleRef} tabIndex={-1} className="alerts-panel__title">
        Alerts{alerts.data && <span className="alerts-panel__count"> ({mine.length})</span>}
      </h2>
      {alerts.isPending ? (
        <Skeleton rows={2} label="Loading alerts" />
      ) : alerts.isError ? (
        <ErrorPanel title="The alerts could not be loaded" error={alerts.error} onRetry={() => void alerts.refetch()} />
      ) : mine.length === 0 ? (
        <p className="muted">No alerts on this dashboard yet. Create one from a tile's menu.</p>
      ) : (
        <ul className="alerts-panel__list">
          {mine.map((alert) => {
            const tile = alert.tileId ? tilesById.get(alert.tileId) : undefined;
            const webhookId = alert.channel?.webhookId;
            return (
              <li key={alert.id} className="alert-row">
                <div className="alert-row__main">
                  <span className="alert-row__name">{alert.name}</span>
                  <StatusBadge tone={alertStateTone(alert.state)}>{alertStateLabel(alert.state)}</StatusBadge>
                </div>
                <p className="alert-row__meta">
                  <span>
                    Tile: {tile?.name ?? <span className="muted">{alert.tileId ? "a tile not on this dashboard" : "none"}</span>}
                  </span>
                  <span>When {alertConditionSummary(alert, { percent: tile?.asRatio })}</span>
                  {webhookId && <span>Notifies {webhookNames.get(webhookId) ?? "a webhook"}</span>}
                </p>
                {alert.message && <p className="alert-row__message">{alert.message}</p>}
                <button
                  type="button"
                  className="button button--small button--ghost alert-row__delete"
                  onClick={() => {
                    deleteAlert.reset();
                    setPending(alert);
                    setDeleteAsked(true);
                  }}
                >
                  Delete<span className="visually-hidden"> alert {alert.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {pending && (
        <ConfirmDialog
          open={deleteAsked}
          title="Delete alert?"
          subject={pending.name}
          confirmLabel="Delete alert"
          tone="danger"
          busy={deleteAlert.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleteAsked(false)}
        >
          <p>It stops watching its tile and sends no more notifications.</p>
          {deleteAlert.isError && <InlineError error={deleteAlert.error} />}
        </ConfirmDialog>
      )}
    </section>
  );
}
