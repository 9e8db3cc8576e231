import { z } from "../zod";
import { openEnum } from "./open-enum";
import { textField } from "./text-rules";

export const SOURCE_KINDS = ["log", "trace", "metric", "session"] as const;
export const sourceSchema = z.looseObject({ id: z.string(), name: z.string(), kind: openEnum(SOURCE_KINDS) });
export type StackSource = z.infer<typeof sourceSchema>;

export const webhookSchema = z.looseObject({ id: z.string(), name: z.string(), url: z.nullish(z.string()) });
export type Webhook = z.infer<typeof webhookSchema>;

export const ALERT_INTERVALS = ["1m", "5m", "15m", "30m", "1h", "6h", "12h", "1d"] as const;
export const ALERT_THRESHOLD_TYPES = ["above", "below"] as const;
export const ALERT_STATES = ["OK", "ALERT", "INSUFFICIENT_DATA", "DISABLED", "PENDING"] as const;
export const MAX_ALERT_NAME_LENGTH = 512;
export const MAX_ALERT_MESSAGE_LENGTH = 4096;
/** Alerts one service may hold; a create beyond it is a 409. */
export const MAX_ALERTS_PER_SERVICE = 1000;
/** A dashboard, tile or webhook id a body points at. */
const MAX_REFERENCE_LENGTH = 128;
const reference = (field: string) => textField(field, { min: 1, max: MAX_REFERENCE_LENGTH });

export const alertCreateBodySchema = z.object({
  dashboardId: reference("dashboardId"),
  tileId: reference("tileId"),
  threshold: z.number({ error: "threshold must be a number" }),
  interval: z.enum(ALERT_INTERVALS, { error: `interval must be one of ${ALERT_INTERVALS.join(", ")}` }),
  source: z.literal("tile", { error: "source must be tile" }),
  thresholdType: z.enum(ALERT_THRESHOLD_TYPES, { error: "thresholdType must be above or below" }),
  channel: z.object(
    {
      type: z.literal("webhook", { error: "channel.type must be webhook" }),
      webhookId: reference("channel.webhookId"),
    },
    { error: "channel is required" },
  ),
  name: textField("name", { trim: true, min: 1, max: MAX_ALERT_NAME_LENGTH }),
  message: z._default(textField("message", { max: MAX_ALERT_MESSAGE_LENGTH, multiLine: true }), ""),
});
export type AlertCreateBody = z.input<typeof alertCreateBodySchema>;

export const alertSchema = z.looseObject({
  id: z.string(),
  dashboardId: z.nullish(z.string()),
  tileId: z.nullish(z.string()),
  threshold: z.number(),
  interval: openEnum(ALERT_INTERVALS),
  source: z.nullish(z.string()),
  thresholdType: openEnum(ALERT_THRESHOLD_TYPES),
  channel: z.nullish(z.looseObject({ type: z.string(), webhookId: z.nullish(z.string()) })),
  name: z.string(),
  message: z.nullish(z.string()),
  state: z.nullish(openEnum(ALERT_STATES)),
});
export type Alert = z.infer<typeof alertSchema>;
