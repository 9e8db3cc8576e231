import { expect, test } from "@playwright/test";
import { SEED_WEBHOOKS } from "../src/server/emulator/seed-ids";
import { createDashboard, deleteDashboard, openDashboard, RATIO, readDashboard, tileNamed } from "./dashboard-editor-support";

test("create an alert on a tile, see it listed and marked on the tile; deleting the tile warns that its alert goes too", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Alerting", [
    { name: "Error count", x: 0, y: 0, w: 12, h: 4 },
    { name: "Quiet tile", x: 12, y: 0, w: 12, h: 4 },
  ]);
  await openDashboard(page, dashboard.id, "Alerting");
  const alerts = page.getByRole("region", { name: /Alerts/ });
  await expect(alerts).toContainText("No alerts on this dashboard yet");

  await tileNamed(page, "Error count").getByRole("button", { name: "Actions for Error count" }).click();
  await page.getByRole("menuitem", { name: "Create alert…" }).click();
  const dialog = page.getByRole("dialog", { name: /Create an alert on “Error count”/ });
  await dialog.getByLabel("Name").fill("Too many errors");
  await dialog.getByLabel("When the value is").selectOption("above");
  await dialog.getByLabel("Threshold").fill("25");
  await dialog.getByLabel("Check every").selectOption("5m");
  await dialog.getByLabel("Notify webhook").selectOption({ label: SEED_WEBHOOKS.oncallSlack.name });
  await dialog.getByLabel("Message").fill("Errors are climbing.\nCheck the ingest pipes first.");
  await dialog.getByRole("button", { name: "Create alert" }).click();
  await expect(dialog).toBeHidden();
  // The menu item that opened the dialog is gone: focus comes back to the button that opened the menu.
  await expect(tileNamed(page, "Error count").getByRole("button", { name: "Actions for Error count" })).toBeFocused();

  // Listed under the dashboard with its tile, and the tile carries a mark.
  const row = alerts.getByRole("listitem").filter({ hasText: "Too many errors" });
  await expect(row).toContainText("Tile: Error count");
  await expect(row).toContainText("Notifies On-call Slack");
  // The message keeps its line breaks (innerText follows the CSS: a collapsed break reads as a space).
  expect(await row.locator(".alert-row__message").evaluate((element: HTMLElement) => element.innerText)).toBe("Errors are climbing.\nCheck the ingest pipes first.");
  await expect(tileNamed(page, "Error count")).toContainText("1 alert");
  await expect(tileNamed(page, "Quiet tile")).not.toContainText("alert");

  // Deleting a tile without alerts needs no question (undo is there); with alerts it warns first.
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await tileNamed(page, "Error count").getByRole("button", { name: "Actions for Error count" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const warning = page.getByRole("dialog", { name: "Delete tile? Error count" });
  await expect(warning).toContainText("This tile has 1 alert. When you save the dashboard, it is deleted too.");
  await warning.getByRole("button", { name: "Cancel" }).click();
  await expect(tileNamed(page, "Error count")).toBeFocused();

  await tileNamed(page, "Error count").getByRole("button", { name: "Actions for Error count" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await warning.getByRole("button", { name: "Delete tile and its alerts" }).click();
  await expect(tileNamed(page, "Error count")).toHaveCount(0);
  await expect(tileNamed(page, "Quiet tile")).toBeFocused();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("toolbar", { name: "Dashboard editor" }).getByRole("status")).toHaveText("All changes saved");
  await expect(alerts).toContainText("No alerts on this dashboard yet");
  expect((await readDashboard(request, dashboard.id)).tiles.map((tile) => tile.name)).toEqual(["Quiet tile"]);
});

test("an alert on a tile that shows a ratio in percent takes its threshold in percent, as the chart reads, and lists it so", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Ratio alerting", [{ name: "Error ratio", x: 0, y: 0, w: 12, h: 4, ...RATIO }]);
  await openDashboard(page, dashboard.id, "Ratio alerting");
  await tileNamed(page, "Error ratio").getByRole("button", { name: "Actions for Error ratio" }).click();
  await page.getByRole("menuitem", { name: "Create alert…" }).click();
  const dialog = page.getByRole("dialog", { name: /Create an alert on “Error ratio”/ });
  await dialog.getByLabel("Threshold (%)").fill("5%");
  await dialog.getByLabel("Notify webhook").selectOption({ label: SEED_WEBHOOKS.oncallSlack.name });
  const created = page.waitForResponse((response) => response.url().endsWith("/stack/alerts") && response.request().method() === "POST");
  await dialog.getByRole("button", { name: "Create alert" }).click();
  expect((await (await created).json()).result.threshold).toBe(0.05);
  const row = page.getByRole("region", { name: /Alerts/ }).getByRole("listitem").filter({ hasText: "Error ratio alert" });
  await expect(row).toContainText("When above 5 %, every 5 minutes");
  await row.getByRole("button", { name: /Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: /Delete/ }).click();
  await expect(row).toHaveCount(0);
  await deleteDashboard(request, dashboard.id);
});
