import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE, SEED_WEBHOOKS } from "../src/server/emulator/seed-ids";
import { createDashboard, openDashboard, tileNamed } from "./dashboard-editor-support";

const STACK = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}/stack`;
const AUTH = { Authorization: `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}` };

/** Names unique to one run, so the dashboard's alerts are this test's alone. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Test set-up straight through the management API; what is under test is done on the page. */
async function postAlert(request: APIRequestContext, dashboard: { id: string; tiles: { id?: string }[] }, fields: { name: string; threshold: number; interval: string; message: string }) {
  const response = await request.post(`${STACK}/alerts`, {
    headers: AUTH,
    data: {
      ...fields, dashboardId: dashboard.id, tileId: dashboard.tiles[0]?.id, source: "tile", thresholdType: "above",
      channel: { type: "webhook", webhookId: SEED_WEBHOOKS.oncallSlack.id },
    },
  });
  expect(response.status()).toBe(200);
}

/** Opens a tile's menu and picks "Create alert…", from the keyboard only. */
async function createAlertFromKeyboard(page: Page, tileName: string) {
  await tileNamed(page, tileName).getByRole("button", { name: `Actions for ${tileName}` }).focus();
  await page.keyboard.press("Enter");
  const item = page.getByRole("menuitem", { name: "Create alert…" });
  for (let step = 0; step < 4 && !(await item.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(item).toBeFocused();
  await page.keyboard.press("Enter");
  return page.getByRole("dialog", { name: `Create an alert on “${tileName}”` });
}

test("creates an alert from the keyboard alone, checking every field before anything is sent", async ({ page, request }) => {
  const name = unique("Keyboard alerts");
  const dashboard = await createDashboard(request, name, [{ name: "Latency", x: 0, y: 0, w: 12, h: 4 }]);
  let posts = 0;
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().endsWith("/stack/alerts")) posts += 1;
  });
  await openDashboard(page, dashboard.id, name);

  const dialog = await createAlertFromKeyboard(page, "Latency");
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expect(dialog.getByLabel("Name")).toHaveValue("Latency alert");
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await dialog.getByLabel("Threshold").fill("fast");
  await dialog.getByLabel("Threshold").press("Enter");
  await expect(dialog.getByText("Enter a name for the alert.")).toBeVisible();
  await expect(dialog.getByText("The threshold must be a number, like 50 or 0.5.")).toBeVisible();
  await expect(dialog.getByText("Choose a webhook channel.")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  expect(posts).toBe(0);

  await page.keyboard.type("Slow API");
  await dialog.getByLabel("When the value is").focus();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByLabel("When the value is")).toHaveValue("below");
  await dialog.getByLabel("Threshold").fill("0.25");
  await dialog.getByLabel("Notify webhook").selectOption({ label: SEED_WEBHOOKS.pagerBridge.name });
  const posted = page.waitForRequest((sent) => sent.method() === "POST" && sent.url().endsWith("/stack/alerts"));
  await dialog.getByLabel("Threshold").press("Enter");
  expect((await posted).postDataJSON()).toEqual({
    dashboardId: dashboard.id,
    tileId: dashboard.tiles[0]?.id,
    threshold: 0.25,
    interval: "5m",
    source: "tile",
    thresholdType: "below",
    channel: { type: "webhook", webhookId: SEED_WEBHOOKS.pagerBridge.id },
    name: "Slow API",
    message: "",
  });
  await expect(dialog).toBeHidden();
  const alerts = page.getByRole("region", { name: /Alerts/ });
  await expect(alerts.getByRole("listitem").filter({ hasText: "Slow API" })).toContainText("When below 0.25, every 5 minutes");
  await expect(tileNamed(page, "Latency")).toContainText("1 alert");
});

test("deletes an alert from the dashboard's list after a confirmation, and the tile loses its mark", async ({ page, request }) => {
  const name = unique("Alert removal");
  const dashboard = await createDashboard(request, name, [{ name: "Errors", x: 0, y: 0, w: 12, h: 4 }]);
  for (const alertName of ["Kept alert", "Removed alert"]) {
    await postAlert(request, dashboard, { name: alertName, threshold: 10, interval: "15m", message: "Look at the errors tile" });
  }
  await openDashboard(page, dashboard.id, name);
  const alerts = page.getByRole("region", { name: /Alerts/ });
  await expect(alerts.getByRole("heading", { name: "Alerts (2)" })).toBeVisible();
  await expect(tileNamed(page, "Errors")).toContainText("2 alerts");
  const removed = alerts.getByRole("listitem").filter({ hasText: "Removed alert" });
  await expect(removed).toContainText("Tile: Errors");
  await expect(removed).toContainText("When above 10, every 15 minutes");
  await expect(removed).toContainText("Notifies On-call Slack");
  await expect(removed).toContainText("Look at the errors tile");

  // Asked first: Escape keeps the alert, and focus goes back to the button.
  const deleteButton = removed.getByRole("button", { name: "Delete alert Removed alert" });
  await deleteButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete alert? Removed alert" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(removed).toBeVisible();

  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Delete alert" }).click();
  await expect(dialog).toBeHidden();
  await expect(removed).toHaveCount(0);
  await expect(alerts.getByRole("heading", { name: "Alerts (1)" })).toBeFocused();
  await expect(tileNamed(page, "Errors")).toContainText("1 alert");

  const stored = ((await (await request.get(`${STACK}/alerts`, { headers: AUTH })).json()) as { result: { name: string; dashboardId: string }[] }).result;
  expect(stored.filter((alert) => alert.dashboardId === dashboard.id).map((alert) => alert.name)).toEqual(["Kept alert"]);
});

test("a refused alert delete says why with the request id, and keeps the alert", async ({ page, request }) => {
  const name = unique("Alert refusal");
  const dashboard = await createDashboard(request, name, [{ name: "Errors", x: 0, y: 0, w: 12, h: 4 }]);
  await postAlert(request, dashboard, { name: "Sticky alert", threshold: 1, interval: "1m", message: "" });
  await openDashboard(page, dashboard.id, name);
  await page.route("**/stack/alerts/*", (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({ status: 409, requestId: "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d", error: "CONFLICT: the alert is being evaluated" }),
        })
      : route.continue(),
  );
  const alerts = page.getByRole("region", { name: /Alerts/ });
  await alerts.getByRole("button", { name: "Delete alert Sticky alert" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete alert? Sticky alert" });
  await dialog.getByRole("button", { name: "Delete alert" }).click();
  await expect(dialog).toContainText("the alert is being evaluated");
  await expect(dialog).toContainText("5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(alerts.getByRole("listitem").filter({ hasText: "Sticky alert" })).toBeVisible();
});
