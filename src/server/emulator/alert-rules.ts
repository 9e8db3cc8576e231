import type { z } from "../../shared/zod";
import type { Alert, alertCreateBodySchema } from "../../shared/schemas/stack";
import { badRequest } from "../http-errors";
import type { EmulatorData } from "./emulator-data";

export type AlertInput = z.output<typeof alertCreateBodySchema>;

/**
 * The references of a create or update body must exist in the same service (gaps.md). A 400
 * naming the field, not a 404: the path was right, the body points at something that is not there.
 */
export function checkAlertReferences(data: EmulatorData, serviceId: string, body: AlertInput): void {
  const dashboard = data.dashboards.find((d) => d.serviceId === serviceId && d.record.id === body.dashboardId);
  if (dashboard === undefined) throw badRequest(`dashboardId: dashboard ${body.dashboardId} does not exist`);
  if (!dashboard.record.tiles.some((tile) => tile.id === body.tileId)) {
    throw badRequest(`tileId: dashboard ${body.dashboardId} has no tile ${body.tileId}`);
  }
  const webhook = data.webhooks.find((w) => w.serviceId === serviceId && w.record.id === body.channel.webhookId);
  if (webhook === undefined) throw badRequest(`channel.webhookId: webhook ${body.channel.webhookId} does not exist`);
}

export function alertFromBody(id: string, body: AlertInput, state: Alert["state"]): Alert {
  return { id, ...body, channel: { ...body.channel }, state };
}
