import {
  ALERT_INTERVALS,
  ALERT_THRESHOLD_TYPES,
  MAX_ALERT_MESSAGE_LENGTH,
  MAX_ALERT_NAME_LENGTH,
  alertCreateBodySchema,
  type AlertCreateBody,
} from "@/shared/schemas/stack";
import { textProblemMessage } from "@/shared/schemas/text-rules";
import { ratioOfPercent } from "./ratio-percent";

export { MAX_ALERT_MESSAGE_LENGTH, MAX_ALERT_NAME_LENGTH };

/** What the form holds: text as typed, so a bad threshold can be shown back to the user as it was. */
export interface AlertFormValues {
  name: string;
  message: string;
  threshold: string;
  thresholdType: string;
  interval: string;
  webhookId: string;
}

/** One message per field, plus `tile` when the alert has nothing to point at. */
export type AlertFormErrors = Partial<Record<keyof AlertFormValues | "tile", string>>;

export interface AlertTarget {
  dashboardId: string;
  tileId: string;
  /**
   * The tile shows a ratio (one series over another) as a percentage: its threshold is typed as the
   * chart reads, in percent ("5" or "5 %"), and sent as the ratio the tile's values are (0.05).
   */
  percent?: boolean;
}

export function initialAlertFormValues(tileName: string, webhookIds: readonly string[]): AlertFormValues {
  return {
    name: `${tileName} alert`.slice(0, MAX_ALERT_NAME_LENGTH),
    message: "",
    threshold: "",
    thresholdType: "above",
    interval: "5m",
    // One channel is an obvious choice; with several the user picks on purpose.
    webhookId: webhookIds.length === 1 ? (webhookIds[0] ?? "") : "",
  };
}

/** Plain decimal or exponent notation; `Number()` alone would also take "0x10", "Infinity" and "". */
const NUMBER_PATTERN = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
/** A percentage as typed: a number, then a percent sign or not. */
const PERCENT_SIGN = /\s*%$/;

/**
 * Every field checked before anything is sent. `webhookIds` are the stack's webhooks as last
 * read (undefined while they load): a channel that has gone away is refused here, not by the server.
 */
export function validateAlertForm(
  values: AlertFormValues,
  target: AlertTarget,
  webhookIds: readonly string[] | undefined,
): { body: AlertCreateBody } | { errors: AlertFormErrors } {
  const errors: AlertFormErrors = {};
  const name = values.name.trim();
  const thresholdText = values.threshold.trim();
  // The same character rules the server applies (shared text-rules).
  const nameProblem = textProblemMessage("The name", name);
  const messageProblem = textProblemMessage("The message", values.message, { multiLine: true });

  if (target.tileId === "") errors.tile = "This tile has not been saved yet. Save the dashboard first, then create the alert.";
  if (name === "") errors.name = "Enter a name for the alert.";
  else if (name.length > MAX_ALERT_NAME_LENGTH) errors.name = `The name must be at most ${MAX_ALERT_NAME_LENGTH} characters (it has ${name.length}).`;
  else if (nameProblem) errors.name = `${nameProblem}.`;
  if (values.message.length > MAX_ALERT_MESSAGE_LENGTH) {
    errors.message = `The message must be at most ${MAX_ALERT_MESSAGE_LENGTH} characters (it has ${values.message.length}).`;
  } else if (messageProblem) errors.message = `${messageProblem}.`;
  const numberText = target.percent ? thresholdText.replace(PERCENT_SIGN, "") : thresholdText;
  const typed = Number(numberText);
  if (thresholdText === "") errors.threshold = "Enter a threshold.";
  else if (!NUMBER_PATTERN.test(numberText) || !Number.isFinite(typed)) {
    errors.threshold = target.percent
      ? "The threshold must be a percentage, like 5 or 12.5 (this tile shows a ratio in percent)."
      : PERCENT_SIGN.test(thresholdText)
        ? "Enter the number without “%”, as this tile's values read, like 80."
        : "The threshold must be a number, like 50 or 0.5.";
  }
  const threshold = target.percent ? ratioOfPercent(typed) : typed;
  if (!(ALERT_THRESHOLD_TYPES as readonly string[]).includes(values.thresholdType)) errors.thresholdType = "Choose above or below.";
  if (!(ALERT_INTERVALS as readonly string[]).includes(values.interval)) {
    errors.interval = `Choose an interval: ${ALERT_INTERVALS.join(", ")}.`;
  }
  if (values.webhookId === "") errors.webhookId = "Choose a webhook channel.";
  else if (webhookIds && !webhookIds.includes(values.webhookId)) errors.webhookId = "That webhook no longer exists. Choose another.";

  if (Object.keys(errors).length > 0) return { errors };

  const body: AlertCreateBody = {
    dashboardId: target.dashboardId,
    tileId: target.tileId,
    threshold,
    interval: values.interval as AlertCreateBody["interval"],
    source: "tile",
    thresholdType: values.thresholdType as AlertCreateBody["thresholdType"],
    channel: { type: "webhook", webhookId: values.webhookId },
    name,
    message: values.message.trim(),
  };
  // The shared schema is what the server applies; checking against it too keeps the two from drifting apart.
  const checked = alertCreateBodySchema.safeParse(body);
  if (!checked.success) return { errors: { tile: checked.error.issues[0]?.message ?? "The alert is not valid." } };
  return { body };
}
