import { expect, test, type Page } from "@playwright/test";
import { SEED_PIPES } from "../src/server/emulator/seed-ids";
import { expectNoErrorClassNames, LIST_AREAS, refuse } from "./fault-support";
import { expectNoSeriousA11yViolations, openService } from "./support";

/** The pipes area under faults: a refused settings save, a reload mid-edit, a pipe the console cannot read. */

const PIPE = SEED_PIPES.gcsLogs;

async function openPipeSettings(page: Page): Promise<ReturnType<Page["getByRole"]>> {
  const base = await openService(page);
  await page.goto(`${base}/pipes/${PIPE.id}`);
  await expect(page.getByRole("heading", { level: 1, name: PIPE.name })).toBeVisible();
  const settings = page.getByRole("region", { name: "Settings" });
  await settings.getByRole("button", { name: "Edit settings" }).click();
  return settings;
}

/** A number for the setting that differs from what the pipe has now (1-35 are allowed). */
async function anotherConcurrency(field: ReturnType<Page["getByLabel"]>): Promise<string> {
  const current = Number(await field.inputValue());
  return String(current >= 30 ? 3 : current + 2);
}

test("a 401 on the pipe settings save opens the reconnect dialog; the settings typed stay and are saved after reconnecting", async ({ page }) => {
  const settings = await openPipeSettings(page);
  const field = settings.getByLabel("Object storage: files read at once");
  const next = await anotherConcurrency(field);
  await field.fill(next);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  let refused = 0;
  await page.route("**/settings", (route) => {
    if (route.request().method() !== "PUT" || refused > 0) return route.fallback();
    refused += 1;
    return refuse(route);
  });
  await settings.getByRole("button", { name: "Save settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Reconnect" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Use demo credentials" }).click();
  await dialog.getByRole("button", { name: "Send again" }).click();
  await expect(settings.getByText("Settings saved.")).toBeVisible();
  await expect(settings.locator("dt", { hasText: "Object storage: files read at once" }).locator("xpath=following-sibling::dd[1]")).toHaveText(next);
  expect(refused).toBe(1);
  await expectNoErrorClassNames(page);
  // Nothing thrown in render, no error class in the log.
  expect(errors.filter((text) => /React Router caught|ApiError|CancelledError/.test(text))).toEqual([]);
});

test("a settings save refused by the service keeps the focus on Save settings, and the value typed", async ({ page }) => {
  const settings = await openPipeSettings(page);
  const field = settings.getByLabel("Object storage: files read at once");
  const next = await anotherConcurrency(field);
  await field.fill(next);
  await page.route("**/settings", (route) =>
    route.request().method() !== "PUT"
      ? route.fallback()
      : route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ status: 409, requestId: "busy-1", error: "CONFLICT: the pipe is being modified" }) }),
  );
  const save = settings.getByRole("button", { name: "Save settings" });
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(settings.getByRole("alert").filter({ hasText: "busy-1" })).toBeVisible();
  // Not on the page's body: a button that turned disabled while saving dropped it there.
  await expect(save).toBeFocused();
  await expect(field).toHaveValue(next);
});

test("what is typed in the pipe settings survives a reload: the form opens again, with it, and says so", async ({ page }) => {
  const settings = await openPipeSettings(page);
  const field = settings.getByLabel("Object storage: files read at once");
  const next = await anotherConcurrency(field);
  await field.fill(next);
  await page.reload();
  await expect(page.getByRole("region", { name: "Settings" }).getByLabel("Object storage: files read at once")).toHaveValue(next);
  await expect(page.getByRole("region", { name: "Settings" }).getByText("Restored what you typed")).toBeVisible();
  await page.getByRole("region", { name: "Settings" }).getByRole("button", { name: "Cancel" }).click();
  await page.reload();
  await expect(page.getByRole("region", { name: "Settings" }).getByRole("button", { name: "Edit settings" })).toBeVisible();
});

test("pipes: one pipe without its state is a row saying so; the others are listed", async ({ page }) => {
  const area = LIST_AREAS.find((candidate) => candidate.link === "Pipes")!;
  await page.route(area.api, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    // A list GET the page gave up on meanwhile (a navigation during the connect) has no answer to spoil.
    const response = await route.fetch().catch(() => null);
    const body = (await response?.json().catch(() => null)) as { result: Record<string, unknown>[] } | null;
    if (!response || !body) return undefined;
    delete body.result.find((pipe) => pipe.id === PIPE.id)!.state;
    await route.fulfill({ response, json: body }).catch(() => undefined);
  });
  await openService(page);
  await expect(page.getByRole("link", { name: SEED_PIPES.ordersCdc.name, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: PIPE.name, exact: true })).toHaveCount(0);
  const unreadable = page.getByRole("row").filter({ hasText: "could not be read" });
  await expect(unreadable).toHaveCount(1);
  await expect(unreadable).toContainText(/result\[\d+\]\.state/);
  await expect(unreadable).toContainText(PIPE.id);
  await expect(unreadable).toContainText(/Request ID [0-9a-f-]{36}/);
  await expect(page.getByText(/^1 of \d+ pipes could not be read/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the rename and scaling forms of a pipe keep what is typed across a reload, each on its own, until cancelled", async ({ page }) => {
  const base = await openService(page);
  await page.goto(`${base}/pipes/${PIPE.id}`);
  await page.getByRole("group", { name: "Manage pipe" }).getByRole("button", { name: "Rename" }).click();
  await page.getByRole("form", { name: "Rename pipe" }).getByLabel("New name").fill(`${PIPE.name}-draft`);
  const scaling = page.getByRole("region", { name: "Scaling" });
  await scaling.getByRole("button", { name: "Edit scaling" }).click();
  await scaling.getByRole("textbox", { name: "Replicas", exact: true }).fill("7");
  await page.reload();

  const rename = page.getByRole("form", { name: "Rename pipe" });
  await expect(rename.getByLabel("New name")).toHaveValue(`${PIPE.name}-draft`);
  await expect(rename.getByText("Restored what you typed")).toBeVisible();
  await expect(scaling.getByRole("textbox", { name: "Replicas", exact: true })).toHaveValue("7");
  await expect(scaling.getByText("Restored what you typed")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await rename.getByRole("button", { name: "Cancel" }).click();
  await scaling.getByRole("button", { name: "Cancel" }).click();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: PIPE.name })).toBeVisible();
  await expect(page.getByRole("form", { name: "Rename pipe" })).toHaveCount(0);
  await expect(scaling.getByRole("button", { name: "Edit scaling" })).toBeVisible();
});
