import { expect, test, type Page } from "@playwright/test";
import { PRODUCTION_SERVICE } from "../src/server/emulator/seed-ids";
import { createDashboard, deleteDashboard, editWithOneTileMoved, readDashboard } from "./dashboard-editor-support";
import { expectNoErrorClassNames, refuse, SERVICE_API, sideNavLink } from "./fault-support";
import { startOwnServer } from "./own-server";
import { DEMO, expectNoSeriousA11yViolations, openService } from "./support";

/** An expired or refused key during work: a dialog in place, nothing typed is lost, the refused action goes again in one click. */

const DEMO_AUTH = `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}`;

async function openServiceDetails(page: Page): Promise<string> {
  const base = await openService(page);
  await sideNavLink(page, "Service").click();
  await expect(page.getByRole("heading", { level: 1, name: DEMO.productionServiceName })).toBeVisible();
  return base;
}

/** The next PATCH of the service is refused with a 401; later ones go to the server. */
async function refuseNextServicePatch(page: Page): Promise<{ refused: () => number }> {
  let refused = 0;
  await page.route(`**${SERVICE_API}`, (route) => {
    if (route.request().method() !== "PATCH" || refused > 0) return route.fallback();
    refused += 1;
    return refuse(route);
  });
  return { refused: () => refused };
}

async function restoreName(page: Page, name: string = PRODUCTION_SERVICE.name): Promise<void> {
  const response = await page.request.patch(SERVICE_API, { headers: { Authorization: DEMO_AUTH }, data: { name } });
  expect(response.status()).toBe(200);
}

const reconnectDialog = (page: Page) => page.getByRole("dialog", { name: "Reconnect" });

test("a 401 on the service name save opens the reconnect dialog in place; the name typed stays and is saved in one click after reconnecting", async ({ page }) => {
  await openServiceDetails(page);
  const url = page.url();
  const name = "Renamed While Refused";
  try {
    await page.getByLabel("Service name").fill(name);
    const patches = await refuseNextServicePatch(page);
    await page.getByRole("button", { name: "Save name" }).click();

    const dialog = reconnectDialog(page);
    await expect(dialog).toBeVisible();
    expect(patches.refused()).toBe(1);
    await expect(dialog).toContainText("the API key has expired");
    await expect(dialog.getByLabel("API key secret")).toHaveAttribute("type", "password");
    // The key id is the one refused, kept: the secret is what to type, and it has the focus.
    await expect(dialog.getByLabel("API key secret")).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    expect(page.url()).toBe(url);

    await dialog.getByRole("button", { name: "Use demo credentials" }).click();
    await expect(dialog).toContainText("Connected again");
    // Saving a name again is harmless: the dialog starts on Send again.
    await expect(dialog.getByRole("button", { name: "Send again" })).toBeFocused();
    await dialog.getByRole("button", { name: "Send again" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Renamed to ${name}.`)).toBeVisible();
    await expect(page.getByTestId("service-name")).toHaveText(name);
    expect(page.url()).toBe(url);
    expect(page.url()).not.toContain("demo-key-secret");
    await expectNoErrorClassNames(page);
  } finally {
    await restoreName(page);
  }
});

test("a delete refused for the key is offered again after reconnecting on Close, as its confirmation was on Cancel: a second Enter does not delete", async ({ page, request }) => {
  const name = `Refused delete ${Date.now()}`;
  const dashboard = await createDashboard(request, name, [{ name: "Only", x: 0, y: 0, w: 6, h: 3 }]);
  try {
    await openService(page);
    await sideNavLink(page, "Dashboards").click();
    let refused = 0;
    await page.route(`**${SERVICE_API}/stack/dashboards/*`, (route) => {
      if (route.request().method() !== "DELETE" || refused > 0) return route.fallback();
      refused += 1;
      return refuse(route);
    });
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog", { name: `Delete dashboard? ${name}` }).getByRole("button", { name: "Delete dashboard" }).click();

    const dialog = reconnectDialog(page);
    await dialog.getByRole("button", { name: "Use demo credentials" }).click();
    await expect(dialog).toContainText(`Refused a moment ago and not done: Delete “${name}”`);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    expect(refused).toBe(1);
    expect((await readDashboard(request, dashboard.id)).name).toBe(name);
  } finally {
    await deleteDashboard(request, dashboard.id);
  }
});

test("after a refused save the side menu still works: the unsaved-changes question is asked, never swallowed", async ({ page }) => {
  const base = await openServiceDetails(page);
  await page.getByLabel("Service name").fill("Never Saved");
  await refuseNextServicePatch(page);
  await page.getByRole("button", { name: "Save name" }).click();
  const dialog = reconnectDialog(page);
  await expect(dialog).toBeVisible();

  // Not now: the page stays as it was, and says how to reconnect.
  await dialog.getByRole("button", { name: "Not now" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel("Service name")).toHaveValue("Never Saved");
  await expect(page.getByRole("button", { name: "Reconnect" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await sideNavLink(page, "Pipes").click();
  const question = page.getByRole("dialog", { name: "Leave with unsaved changes?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page.getByLabel("Service name")).toHaveValue("Never Saved");

  await page.getByRole("button", { name: "Reconnect" }).click();
  await reconnectDialog(page).getByRole("button", { name: "Use demo credentials" }).click();
  await expect(reconnectDialog(page)).toContainText("Connected again");
  await reconnectDialog(page).getByRole("button", { name: "Close" }).click();

  await sideNavLink(page, "Pipes").click();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}/pipes$`));
  await expectNoErrorClassNames(page);
});

test("Disconnect with unsaved edits asks first, like any move: Stay keeps them, Leave disconnects", async ({ page }) => {
  await openServiceDetails(page);
  await page.getByLabel("Service name").fill("Not Yet Saved");
  await page.getByRole("button", { name: "Disconnect" }).click();
  const question = page.getByRole("dialog", { name: "Leave with unsaved changes?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page.getByLabel("Service name")).toHaveValue("Not Yet Saved");
  expect(await page.evaluate(() => sessionStorage.getItem("console.credentials"))).not.toBeNull();

  await page.getByRole("button", { name: "Disconnect" }).click();
  await question.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { name: "Connect to your service" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("console.credentials"))).toBeNull();
});

test("a 401 from the dashboard API on save: the edits stay, only the token is asked for (the key stays), then the save goes in one click", async ({ page, request }) => {
  const dashboard = await editWithOneTileMoved(page, request, "Refused save");
  const status = page.getByRole("toolbar", { name: "Dashboard editor" }).getByRole("status");
  await expect(status).toHaveText("Unsaved changes");

  let refused = 0;
  await page.route("**/api/v2/dashboards/**", (route) => {
    if (route.request().method() !== "PUT" || refused > 0) return route.fallback();
    refused += 1;
    // The real dashboard API answers 401 in plain text.
    return route.fulfill({ status: 401, contentType: "text/plain", body: "Unauthorized" });
  });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = reconnectDialog(page);
  await expect(dialog).toBeVisible();
  await expect(status).toHaveText("Unsaved changes");

  // The management key still works: it stays, and only the token is asked for, its field focused.
  await expect(dialog).toContainText("The dashboard API refused the dashboard token");
  await expect(dialog.getByLabel("API key secret")).toHaveCount(0);
  const token = dialog.getByLabel("Dashboard API token");
  await expect(token).toBeFocused();
  await dialog.getByRole("button", { name: "Save token" }).click();
  await expect(token).toHaveAccessibleDescription(/Enter the dashboard API token/);
  await token.fill("demo-dashboard-token");
  await expect(token).toHaveAttribute("type", "password");
  await dialog.getByLabel("Show token").check();
  await expect(token).toHaveAttribute("type", "text");
  await dialog.getByLabel("Show token").uncheck();
  await dialog.getByRole("button", { name: "Save token" }).click();
  await dialog.getByRole("button", { name: "Send again" }).click();
  await expect(status).toHaveText("All changes saved");
  expect(refused).toBe(1);
  expect((await readDashboard(request, dashboard.id)).tiles[0]).toMatchObject({ y: 1 });
  await expectNoErrorClassNames(page);
  // The key was never forgotten: the service's own pages still load without connecting again.
  await page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Service" }).click();
  await expect(page.getByLabel("Service name")).toBeVisible();
  await expect(reconnectDialog(page)).toHaveCount(0);
});

test("what is typed in the service name survives a reload, and the form says it was restored", async ({ page }) => {
  await openServiceDetails(page);
  await page.getByLabel("Service name").fill("Typed Before Reload");
  await page.reload();
  await expect(page.getByLabel("Service name")).toHaveValue("Typed Before Reload");
  await expect(page.getByText("Restored what you typed")).toBeVisible();
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByLabel("Service name")).toHaveValue(DEMO.productionServiceName);
  await page.reload();
  await expect(page.getByLabel("Service name")).toHaveValue(DEMO.productionServiceName);
  await expect(page.getByText("Restored what you typed")).toHaveCount(0);
});

test("what is typed in the new reverse private endpoint form survives a reload", async ({ page }) => {
  const base = await openService(page);
  await page.goto(`${base}/reverse-endpoints/new`);
  await page.getByRole("radio", { name: /VPC endpoint service/ }).check();
  await page.getByLabel("Description").fill("Typed before a reload");
  await page.reload();
  await expect(page.getByLabel("Description")).toHaveValue("Typed before a reload");
  await expect(page.getByRole("radio", { name: /VPC endpoint service/ })).toBeChecked();
  await expect(page.getByText("Restored what you typed")).toBeVisible();
});

test.describe("behind CONSOLE_ACCESS_TOKEN", () => {
  const TOKEN = "e2e-reconnect-access-token-7c1d";
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  test.beforeAll(async () => {
    server = await startOwnServer({ CONSOLE_ACCESS_TOKEN: TOKEN });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a lost console session asks for the access token in the dialog, masked, and the save goes after", async ({ page, context }) => {
    await page.goto(`${server.url}/connect`);
    await page.getByLabel("Console access token").fill(TOKEN);
    await page.getByRole("button", { name: "Use demo credentials" }).click();
    await page.getByRole("link", { name: new RegExp(DEMO.organizationName) }).click();
    await page.getByRole("link", { name: new RegExp(DEMO.productionServiceName) }).click();
    await sideNavLink(page, "Service").click();
    await page.getByLabel("Service name").fill("Renamed After Session");

    // The server forgets the session (a restart, 12 hours): the next call is a real 401.
    await context.clearCookies();
    await page.getByRole("button", { name: "Save name" }).click();
    const dialog = reconnectDialog(page);
    const token = dialog.getByLabel("Console access token");
    await expect(token).toBeVisible();
    await expect(token).toHaveAttribute("type", "password");
    await token.fill(TOKEN);
    await dialog.getByRole("button", { name: "Use demo credentials" }).click();
    await dialog.getByRole("button", { name: "Send again" }).click();
    await expect(page.getByText("Renamed to Renamed After Session.")).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }) + location.href);
    expect(stored).not.toContain(TOKEN);
  });
});
