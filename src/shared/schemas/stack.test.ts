import { describe, expect, it } from "vitest";
import { alertCreateBodySchema, alertSchema, sourceSchema, webhookSchema } from "./stack";

const alert = {
  dashboardId: "d", tileId: "t", threshold: 10, interval: "5m", source: "tile", thresholdType: "above",
  channel: { type: "webhook", webhookId: "w" }, name: "Too many errors", message: "Look at it",
};

describe("alert create body", () => {
  it("accepts a complete alert", () => {
    expect(alertCreateBodySchema.parse(alert)).toEqual(alert);
  });
  it.each([
    [{ interval: "2m" }, "interval"],
    [{ thresholdType: "equal" }, "thresholdType"],
    [{ threshold: "ten" }, "threshold"],
    [{ source: "query" }, "source"],
    [{ channel: { type: "email", webhookId: "w" } }, "channel.type"],
    [{ channel: { type: "webhook" } }, "channel.webhookId"],
    [{ name: "" }, "name"],
    [{ tileId: undefined }, "tileId"],
  ])("names the wrong field (%#)", (change, path) => {
    expect(alertCreateBodySchema.safeParse({ ...alert, ...change }).error?.issues[0]?.path.join(".")).toBe(path);
  });
});

describe("stack records", () => {
  it("reads alerts, sources and webhooks, tolerating new states and kinds", () => {
    expect(alertSchema.parse({ ...alert, id: "a", state: "SNOOZED" }).state).toBe("SNOOZED");
    expect(sourceSchema.parse({ id: "s", name: "Logs", kind: "profile" }).kind).toBe("profile");
    expect(webhookSchema.safeParse({ id: "w", name: "Ops" }).success).toBe(true);
    expect(sourceSchema.safeParse({ id: "s" }).success).toBe(false);
  });
});
