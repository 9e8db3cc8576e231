import { z } from "zod";
import { openEnum } from "./open-enum";

export const SOURCE_KINDS = ["log", "trace", "metric", "session"] as const;
export const sourceSchema = z.looseObject({ id: z.string(), name: z.string(), kind: openEnum(SOURCE_KINDS) });
export type StackSource = z.infer<typeof sourceSchema>;

export const webhookSchema = z.looseObject({ id: z.string(), name: z.string(), url: z.string().nullish() });
export type Webhook = z.infer<typeof webhookSchema>;

export const ALERT_INTERVALS = ["1m", "5m", "15m", "30m", "1h", "6h", "12h", "1d"] as const;
export const ALERT_THRESHOLD_TYPES = ["above", "below"] as const;
export const ALERT_STATES = ["OK", "ALERT", "INSUFFICIENT_DATA", "DISABLED", "PENDING"] as const;

export const alertCreateBodySchema = z.object({
  dashboardId: z.string({ error: "dashboardId is required" }).min(1, "dashboardId is required"),
  tileId: z.string({ error: "tileId is required" }).min(1, "tileId is required"),
  threshold: z.number({ error: "threshold must be a number" }).finite("threshold must be a finite number"),
  interval: z.enum(ALERT_INTERVALS, { error: `interval must be one of ${ALERT_INTERVALS.join(", ")}` }),
  source: z.literal("tile", { error: "source must be tile" }),
  thresholdType: z.enum(ALERT_THRESHOLD_TYPES, { error: "thresholdType must be above or below" }),
  channel: z.object(
    {
      type: z.literal("webhook", { error: "channel.type must be webhook" }),
      webhookId: z.string({ error: "channel.webhookId is required" }).min(1, "channel.webhookId is required"),
    },
    { error: "channel is required" },
  ),
  name: z.string({ error: "name is required" }).trim().min(1, "name is required").max(512, "name must be at most 512 characters"),
  message: z.string().max(4096, "message must be at most 4096 characters").default(""),
});
export type AlertCreateBody = z.input<typeof alertCreateBodySchema>;

export const alertSchema = z.looseObject({
  id: z.string(),
  dashboardId: z.string().nullish(),
  tileId: z.string().nullish(),
  threshold: z.number(),
  interval: openEnum(ALERT_INTERVALS),
  source: z.string().nullish(),
  thresholdType: openEnum(ALERT_THRESHOLD_TYPES),
  channel: z.looseObject({ type: z.string(), webhookId: z.string().nullish() }).nullish(),
  name: z.string(),
  message: z.string().nullish(),
  state: openEnum(ALERT_STATES).nullish(),
});
export type Alert = z.infer<typeof alertSchema>;
