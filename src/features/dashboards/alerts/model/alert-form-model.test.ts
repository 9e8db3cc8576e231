import { describe, expect, it } from "vitest";
import { initialAlertFormValues, validateAlertForm, type AlertFormValues } from "./alert-form-model";
import { alertConditionSummary, alertStateLabel, alertStateTone } from "./alert-summary";

const target = { dashboardId: "dash-1", tileId: "tile-1" };
const webhooks = ["hook-a", "hook-b"];
const valid: AlertFormValues = {
  name: "  Error spike ",
  message: " Page the on-call. ",
  threshold: "50",
  thresholdType: "above",
  interval: "5m",
  webhookId: "hook-a",
};

function errorsOf(values: Partial<AlertFormValues>, tileId = "tile-1") {
  const result = validateAlertForm({ ...valid, ...values }, { ...target, tileId }, webhooks);
  if (!("errors" in result)) throw new Error("expected errors");
  return result.errors;
}

describe("validateAlertForm", () => {
  it("turns valid values into the create body", () => {
    expect(validateAlertForm(valid, target, webhooks)).toEqual({
      body: {
        dashboardId: "dash-1",
        tileId: "tile-1",
        threshold: 50,
        interval: "5m",
        source: "tile",
        thresholdType: "above",
        channel: { type: "webhook", webhookId: "hook-a" },
        name: "Error spike",
        message: "Page the on-call.",
      },
    });
  });

  it.each([
    ["-3.5", -3.5],
    ["0.25", 0.25],
    [".5", 0.5],
    ["1e3", 1000],
    [" 7 ", 7],
  ])("reads the threshold %j as %d", (threshold, expected) => {
    const result = validateAlertForm({ ...valid, threshold }, target, webhooks);
    expect("body" in result && result.body.threshold).toBe(expected);
  });

  it.each(["", "   "])("asks for a threshold when it is %j", (threshold) => {
    expect(errorsOf({ threshold }).threshold).toBe("Enter a threshold.");
  });

  it.each(["abc", "0x10", "Infinity", "1,5", "5 5", "1e999"])("refuses the threshold %j", (threshold) => {
    expect(errorsOf({ threshold }).threshold).toBe("The threshold must be a number, like 50 or 0.5.");
  });

  it("asks for a name and limits its length", () => {
    expect(errorsOf({ name: "   " }).name).toBe("Enter a name for the alert.");
    expect(errorsOf({ name: "x".repeat(513) }).name).toBe("The name must be at most 512 characters (it has 513).");
    expect(validateAlertForm({ ...valid, name: "x".repeat(512) }, target, webhooks)).toHaveProperty("body");
  });

  it("limits the message", () => {
    expect(errorsOf({ message: "m".repeat(4097) }).message).toBe("The message must be at most 4096 characters (it has 4097).");
  });

  it("applies the server's text rules: no controls in the name, line breaks allowed in the message", () => {
    expect(errorsOf({ name: "Spike\u0000" }).name).toBe("The name must not contain control or direction characters (U+0000 at character 6).");
    expect(errorsOf({ message: "line\r\nbreak" }).message).toBe("The message must not contain control or direction characters (U+000D at character 5).");
    expect(validateAlertForm({ ...valid, message: "line one\nline two" }, target, webhooks)).toHaveProperty("body");
  });

  it("only takes the known threshold types and intervals", () => {
    expect(errorsOf({ thresholdType: "equal" }).thresholdType).toBe("Choose above or below.");
    expect(errorsOf({ interval: "2m" }).interval).toBe("Choose an interval: 1m, 5m, 15m, 30m, 1h, 6h, 12h, 1d.");
    expect(validateAlertForm({ ...valid, thresholdType: "below", interval: "1d" }, target, webhooks)).toHaveProperty("body.interval", "1d");
  });

  it("needs a webhook channel that still exists", () => {
    expect(errorsOf({ webhookId: "" }).webhookId).toBe("Choose a webhook channel.");
    expect(errorsOf({ webhookId: "gone" }).webhookId).toBe("That webhook no longer exists. Choose another.");
    // While the webhooks load, the chosen id cannot be checked yet; the server still refuses an unknown one.
    expect(validateAlertForm({ ...valid, webhookId: "hook-z" }, target, undefined)).toHaveProperty("body");
  });

  it("on a tile that shows a ratio in percent, takes the threshold as the chart reads it and sends the ratio", () => {
    const percent = { ...target, percent: true };
    expect(validateAlertForm({ ...valid, threshold: "5" }, percent, webhooks)).toHaveProperty("body.threshold", 0.05);
    expect(validateAlertForm({ ...valid, threshold: "12.5 %" }, percent, webhooks)).toHaveProperty("body.threshold", 0.125);
    expect(validateAlertForm({ ...valid, threshold: "0.3%" }, percent, webhooks)).toHaveProperty("body.threshold", 0.003);
    const bad = validateAlertForm({ ...valid, threshold: "five %" }, percent, webhooks);
    expect(bad).toEqual({ errors: { threshold: "The threshold must be a percentage, like 5 or 12.5 (this tile shows a ratio in percent)." } });
    // Elsewhere (a CPU share in percent, say) the tile's values are taken as they read: the sign is not needed.
    expect(errorsOf({ threshold: "80%" }).threshold).toBe("Enter the number without “%”, as this tile's values read, like 80.");
  });

  it("refuses a tile that has no id yet", () => {
    expect(errorsOf({}, "").tile).toMatch(/not been saved yet/);
  });

  it("reports every bad field at once", () => {
    expect(Object.keys(errorsOf({ name: "", threshold: "x", webhookId: "" })).sort()).toEqual(["name", "threshold", "webhookId"]);
  });
});

describe("initialAlertFormValues", () => {
  it("names the alert after its tile and picks the only webhook", () => {
    expect(initialAlertFormValues("Errors", ["only"])).toMatchObject({ name: "Errors alert", webhookId: "only", interval: "5m", thresholdType: "above" });
    expect(initialAlertFormValues("Errors", webhooks).webhookId).toBe("");
  });
});

describe("alert summary", () => {
  it("says the condition in words", () => {
    expect(alertConditionSummary({ thresholdType: "above", threshold: 50, interval: "5m" })).toBe("above 50, every 5 minutes");
    expect(alertConditionSummary({ thresholdType: "below", threshold: 0.5, interval: "7w" })).toBe("below 0.5, every 7w");
  });

  it("reads a ratio tile's threshold in percent, as its chart does, without the noise of binary fractions", () => {
    expect(alertConditionSummary({ thresholdType: "above", threshold: 0.05, interval: "5m" }, { percent: true })).toBe("above 5 %, every 5 minutes");
    expect(alertConditionSummary({ thresholdType: "below", threshold: 0.125, interval: "1h" }, { percent: true })).toBe("below 12.5 %, every 1 hour");
  });

  it("gives each state a tone and a label, and an unknown state a neutral one", () => {
    expect([alertStateTone("OK"), alertStateTone("ALERT"), alertStateTone("PENDING"), alertStateTone("NEW")]).toEqual(["ok", "failed", "transition", "neutral"]);
    expect([alertStateLabel("INSUFFICIENT_DATA"), alertStateLabel("NEW"), alertStateLabel(null)]).toEqual(["Insufficient data", "NEW", "Unknown"]);
  });
});
