import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE, SEED_DASHBOARDS, SEED_WEBHOOKS } from "../src/server/emulator/seed-ids";
import { expectNoSeriousA11yViolations, openService } from "./support";

const STACK = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}/stack`;
const AUTH = { Authorization: `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}` };

interface StoredTile { id: string; name: string; x: number; y: number; w: number; h: number; series: unknown[] }
interface StoredDashboard { id: string; name: string; tags: string[]; tiles: StoredTile[] }

/** Names unique to one test run: other spec files work on the same emulator at the same time. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const series = [{ type: "time", dataSource: "events", aggFn: "count", where: "level:error", groupBy: [] }];
const twoTiles = [
  { name: "Errors", x: 0, y: 0, w: 12, h: 4, asRatio: false, series },
  { name: "Error total", x: 12, y: 0, w: 6, h: 3, asRatio: false, series: [{ ...series[0], type: "number" }] },
];

/** Test set-up straight through the management API; what is under test is done on the page. */
async function createDashboard(request: APIRequestContext, name: string, tags: string[] = [], tiles: unknown[] = twoTiles): Promise<StoredDashboard> {
  const response = await request.post(`${STACK}/dashboards`, { headers: AUTH, data: { name, tags, tiles } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: StoredDashboard }).result;
}

async function storedDashboards(request: APIRequestContext): Promise<StoredDashboard[]> {
  const response = await request.get(`${STACK}/dashboards`, { headers: AUTH });
  return ((await response.json()) as { result: StoredDashboard[] }).result;
}

async function openList(page: Page): Promise<string> {
  const base = await openService(page);
  await page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Dashboards" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
  return base;
}

const row = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });

async function importFile(page: Page, name: string, contents: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Import JSON…" }).click();
  await (await chooser).setFiles({ name, mimeType: "application/json", buffer: Buffer.from(contents) });
}

test("lists every dashboard with its tags and tile count, and passes axe", async ({ page, request }) => {
  const name = unique("Listed");
  await createDashboard(request, name, ["listed", "e2e"]);
  await createDashboard(request, `${name} empty`, [], []);
  await openList(page);
  const listed = row(page, name);
  await expect(listed.getByRole("cell").nth(0)).toHaveText(/listed\s*e2e/);
  await expect(listed.getByRole("cell").nth(1)).toHaveText(/^2/);
  const empty = row(page, `${name} empty`);
  await expect(empty.getByRole("cell").nth(0)).toHaveText("No tags");
  await expect(empty.getByRole("cell").nth(1)).toHaveText(/^0/);
  await expect(page.getByText(/^\d+ dashboards$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("creates a dashboard with tags, naming a missing name first, and opens its editor", async ({ page, request }) => {
  const base = await openList(page);
  const name = unique("Latency board");
  await page.getByRole("button", { name: "New dashboard" }).click();
  const dialog = page.getByRole("dialog", { name: "New dashboard" });
  await dialog.getByRole("button", { name: "Create dashboard" }).click();
  await expect(dialog.getByText("Enter a name for the dashboard.")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // A name another dashboard has is allowed (as in HyperDX), and said.
  await dialog.getByLabel("Name").fill(" service health ");
  await expect(dialog.getByLabel("Name")).toHaveAccessibleDescription("A dashboard is already called “Service Health”. This one can be too, but the list will show two alike.");
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByText("A dashboard is already called")).toHaveCount(0);
  await dialog.getByLabel("Tags").fill("latency, e2e-created ,latency");
  await dialog.getByRole("button", { name: "Create dashboard" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/dashboards/[0-9a-f-]{36}$`));

  const id = page.url().split("/").pop();
  const created = (await storedDashboards(request)).find((dashboard) => dashboard.id === id);
  expect(created).toMatchObject({ name, tags: ["latency", "e2e-created"], tiles: [] });

  await page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Dashboards" }).click();
  const createdRow = row(page, name);
  await expect(createdRow.getByRole("cell").nth(0)).toHaveText(/latency\s*e2e-created/);
  await expect(createdRow.getByRole("cell").nth(1)).toHaveText(/^0/);
});

test("creates a dashboard with the keyboard alone", async ({ page }) => {
  await openList(page);
  const name = unique("Keyboard board");
  await page.getByRole("button", { name: "New dashboard" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "New dashboard" }).getByLabel("Name")).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}$/);
});

test("filters by name and tag, keeps the filter in the URL across a reload, and clears it", async ({ page, request }) => {
  const tag = unique("team").replace(/\s/g, "-").slice(0, 32);
  const alpha = unique("Filter Alpha");
  const beta = unique("Filter Beta");
  await createDashboard(request, alpha, [tag]);
  await createDashboard(request, beta, [tag, "other"]);
  const gamma = unique("Filter Alpha untagged");
  await createDashboard(request, gamma);
  await openList(page);

  await page.getByLabel("Name", { exact: true }).fill("filter alpha");
  await expect(row(page, alpha)).toBeVisible();
  await expect(row(page, beta)).toHaveCount(0);
  await expect(row(page, gamma)).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=filter\+alpha/);

  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("filter alpha");
  await expect(row(page, alpha)).toBeVisible();
  await expect(row(page, beta)).toHaveCount(0);

  await page.getByLabel("Name", { exact: true }).fill("");
  await page.getByLabel("Tag", { exact: true }).selectOption(tag);
  await expect(row(page, alpha)).toBeVisible();
  await expect(row(page, beta)).toBeVisible();
  await expect(row(page, gamma)).toHaveCount(0);
  await expect(page.getByText(/^2 of \d+ dashboards$/)).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("no such dashboard");
  await expect(page.getByText("No dashboard matches")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(row(page, alpha)).toBeVisible();
  await expect(row(page, beta)).toBeVisible();
  await expect(page).not.toHaveURL(/[?&](q|tag)=/);
  // The button went with the filters: the focus is on the name field, not dropped on the page.
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

  // A tag in a row filters by it too.
  await row(page, beta).getByRole("button", { name: "other" }).click();
  await expect(page.getByLabel("Tag", { exact: true })).toHaveValue("other");
  await expect(row(page, alpha)).toHaveCount(0);
  await expect(row(page, beta)).toBeVisible();
});

test("duplicates a dashboard: a copy named 'Copy of …' whose tiles get new ids", async ({ page, request }) => {
  const name = unique("Original");
  const original = await createDashboard(request, name, ["dup"]);
  await openList(page);

  // A slow answer, to see the button while it works.
  await page.route("**/stack/dashboards", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const posted = page.waitForRequest((sent) => sent.method() === "POST" && sent.url().endsWith("/stack/dashboards"));
  const duplicateButton = row(page, name).getByRole("button", { name: `Duplicate ${name}` });
  await duplicateButton.focus();
  await page.keyboard.press("Enter");
  const body = (await posted).postDataJSON() as { name: string; tiles: Record<string, unknown>[] };
  expect(body.name).toBe(`Copy of ${name}`);
  expect(body.tiles.map((tile) => "id" in tile)).toEqual([false, false]);
  const working = row(page, name).getByRole("button", { name: `Duplicating… ${name}` });
  await expect(working).toHaveAttribute("aria-disabled", "true");
  // The keyboard user keeps their place while it works and after.
  await expect(working).toBeFocused();

  await expect(page.getByRole("status").filter({ hasText: `Duplicated as “Copy of ${name}” (2 tiles).` })).toBeVisible();
  await expect(duplicateButton).toBeFocused();
  await expect(row(page, `Copy of ${name}`).getByRole("cell").nth(1)).toHaveText(/^2/);

  const copy = (await storedDashboards(request)).find((dashboard) => dashboard.name === `Copy of ${name}`);
  expect(copy?.tags).toEqual(["dup"]);
  expect(copy?.tiles.map(({ name: tileName, x, y, w, h }) => ({ name: tileName, x, y, w, h }))).toEqual(
    original.tiles.map(({ name: tileName, x, y, w, h }) => ({ name: tileName, x, y, w, h })),
  );
  const originalIds = new Set(original.tiles.map((tile) => tile.id));
  expect(copy?.tiles.some((tile) => originalIds.has(tile.id))).toBe(false);

  await page.getByRole("status").getByRole("link", { name: "Open it" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboards/${copy?.id}$`));
});

test("deletes a dashboard only after a confirmation that names it and its alerts", async ({ page, request }) => {
  const name = unique("Doomed");
  const doomed = await createDashboard(request, name);
  const alert = await request.post(`${STACK}/alerts`, {
    headers: AUTH,
    data: {
      dashboardId: doomed.id, tileId: doomed.tiles[0]?.id, threshold: 5, interval: "5m", source: "tile", thresholdType: "above",
      channel: { type: "webhook", webhookId: SEED_WEBHOOKS.oncallSlack.id }, name: "Doomed alert", message: "",
    },
  });
  expect(alert.status()).toBe(200);
  await openList(page);

  const deleteButton = row(page, name).getByRole("button", { name: `Delete ${name}` });
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: `Delete dashboard? ${name}` });
  await expect(dialog).toContainText("The dashboard, its 2 tiles and 1 alert will be deleted");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  // A short name does not scroll: nothing to reach by keyboard there.
  await expect(dialog.getByText(name, { exact: true })).not.toHaveAttribute("tabindex");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toBeVisible();
  // Back where the keyboard user was, not at the top of the page.
  await expect(deleteButton).toBeFocused();

  await row(page, name).getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog", { name: `Delete dashboard? ${name}` }).getByRole("button", { name: "Delete dashboard" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Deleted “${name}”.` })).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
  // Focus stays in the list, on a dashboard that is left, rather than falling back to the top of the page.
  await expect(page.getByRole("rowheader").locator("a:focus")).toHaveCount(1);
  expect((await request.get(`${STACK}/dashboards/${doomed.id}`, { headers: AUTH })).status()).toBe(404);
  const alerts = ((await (await request.get(`${STACK}/alerts`, { headers: AUTH })).json()) as { result: { dashboardId: string }[] }).result;
  expect(alerts.filter((candidate) => candidate.dashboardId === doomed.id)).toEqual([]);
});

test("a dashboard deleted from the keyboard hands the focus to the next one's link, else the previous one's, else the empty state's action", async ({ page, request }) => {
  const prefix = unique("Focus after delete");
  const [first, second, third] = [`${prefix} A`, `${prefix} B`, `${prefix} C`];
  for (const name of [first, second, third]) await createDashboard(request, name);
  await openList(page);
  await page.getByRole("searchbox", { name: "Name" }).fill(prefix);
  await expect(page.getByRole("rowheader")).toHaveText([first, second, third]);

  const deleteFromKeyboard = async (name: string) => {
    await row(page, name).getByRole("button", { name: `Delete ${name}` }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Delete dashboard? ${name}` });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Delete dashboard" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: `Deleted “${name}”.` })).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  };

  await deleteFromKeyboard(second);
  await expect(page.getByRole("link", { name: third, exact: true })).toBeFocused();
  await deleteFromKeyboard(third);
  await expect(page.getByRole("link", { name: first, exact: true })).toBeFocused();
  await deleteFromKeyboard(first);
  await expect(page.getByText("No dashboard matches")).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear filters" })).toBeFocused();
});

test("exports a dashboard as a JSON file named after it", async ({ page, request }) => {
  const name = unique("Export Me");
  const stored = await createDashboard(request, name, ["export"]);
  await openList(page);

  const download = page.waitForEvent("download");
  await row(page, name).getByRole("button", { name: `Export ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name.toLowerCase().replace(/\s+/g, "-")}.dashboard.json`);
  const exported = JSON.parse(await readFile(await file.path(), "utf8")) as StoredDashboard;
  expect(exported).toEqual(stored);
});

test("imports a good file as a new dashboard with new tile ids", async ({ page, request }) => {
  const name = unique("Imported");
  const file = { id: "not-kept", name, tags: ["imported"], tiles: twoTiles.map((tile, index) => ({ ...tile, id: `file-tile-${index}` })) };
  await openList(page);

  await importFile(page, "good.dashboard.json", JSON.stringify(file, null, 2));
  await expect(page.getByRole("status").filter({ hasText: `Imported “${name}” (2 tiles).` })).toBeVisible();
  const importedRow = row(page, name);
  await expect(importedRow.getByRole("cell").nth(0)).toHaveText("imported");
  await expect(importedRow.getByRole("cell").nth(1)).toHaveText(/^2/);

  const imported = (await storedDashboards(request)).find((dashboard) => dashboard.name === name);
  expect(imported?.id).not.toBe("not-kept");
  expect(imported?.tiles.map((tile) => tile.id).some((id) => id.startsWith("file-tile-"))).toBe(false);
  expect(imported?.tiles.map((tile) => [tile.x, tile.y, tile.w, tile.h])).toEqual([[0, 0, 12, 4], [12, 0, 6, 3]]);
});

test("refuses a bad file with errors that name the place, and creates nothing", async ({ page, request }) => {
  const name = unique("Broken");
  let posts = 0;
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().endsWith("/stack/dashboards")) posts += 1;
  });
  await openList(page);

  const tiles = [twoTiles[0], { ...twoTiles[1], x: 20, w: 6 }, { ...twoTiles[1], h: 0 }, { ...twoTiles[0], x: 16, series: [{ type: "time" }] }];
  await importFile(page, "broken.json", JSON.stringify({ name, tiles }));
  const problems = page.getByRole("alert").filter({ hasText: "“broken.json” cannot be imported" });
  // Every problem at once, each with its tile's number and name and the field.
  await expect(problems.getByRole("listitem")).toHaveText([
    "Tile 2 “Error total”, w: x + w must be at most 24",
    "Tile 3 “Error total”, h: h must be at least 1",
    "Tile 4 “Errors”, series[0].dataSource: series dataSource is required",
    "Tile 4 “Errors”, series[0].aggFn: series aggFn is required",
    "Tile 4 “Errors”, w: x + w must be at most 24",
  ]);
  await expectNoSeriousA11yViolations(page);

  await importFile(page, "not-json.json", "{ name: Broken");
  await expect(page.getByRole("alert").filter({ hasText: "“not-json.json” cannot be imported" })).toContainText("The file is not valid JSON");

  await importFile(page, "list.json", "[1, 2]");
  await expect(page.getByRole("alert").filter({ hasText: "“list.json” cannot be imported" })).toContainText("The file must hold one dashboard");

  await importFile(page, "huge.json", JSON.stringify({ name, tiles: [], padding: "x".repeat(1024 * 1024) }));
  await expect(page.getByRole("alert").filter({ hasText: "“huge.json” cannot be imported" })).toContainText("The file is too big");

  expect(posts).toBe(0);
  await expect(row(page, name)).toHaveCount(0);
  expect((await storedDashboards(request)).filter((dashboard) => dashboard.name === name)).toEqual([]);
});

test("a refused duplicate shows the server's message and request id, and the list stays as it was", async ({ page, request }) => {
  const name = unique("Refused copy");
  await createDashboard(request, name);
  await openList(page);
  await page.route("**/stack/dashboards", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ status: 400, requestId: "0b6a7d1e-5f0c-4f7e-9a55-2f4c1d9e8a77", error: "BAD_REQUEST: tiles must be at most 500" }),
        })
      : route.continue(),
  );
  await row(page, name).getByRole("button", { name: `Duplicate ${name}` }).click();
  const error = page.getByRole("alert").filter({ hasText: `“${name}” was not duplicated` });
  await expect(error).toContainText("tiles must be at most 500");
  await expect(error).toContainText("0b6a7d1e-5f0c-4f7e-9a55-2f4c1d9e8a77");
  await expect(row(page, `Copy of ${name}`)).toHaveCount(0);
});

test("at 390 px a 1,024-character name in the delete confirmation scrolls in its own box: the question and the buttons stay in view", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const start = unique("Long");
  const name = `${start} ${"QUARTERLY WAREHOUSE MEMORY BY REGION ".repeat(30)}`.slice(0, 1023) + "Z";
  expect(name).toHaveLength(1024);
  await createDashboard(request, name);
  await openList(page);

  await row(page, name).getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName(`Delete dashboard? ${name}`);
  const question = dialog.getByRole("heading", { name: "Delete dashboard?" });
  const confirm = dialog.getByRole("button", { name: "Delete dashboard" });
  await expect(question).toBeInViewport({ ratio: 1 });
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  // The name's box scrolls, and takes the focus in turn so that a keyboard can scroll it.
  const subject = dialog.getByText(start);
  await page.keyboard.press("Shift+Tab");
  await expect(subject).toBeFocused();
  await page.keyboard.press("End");
  await expect.poll(() => subject.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expect(question).toBeInViewport({ ratio: 1 });
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

/**
 * A page's styles keep their place after another page's code has loaded: the entry's stylesheet,
 * written into the HTML, is not added again behind the page's own (scripts/entry-stylesheet.ts).
 */
test("the list's red Delete stays red after a visit to a dashboard and back", async ({ page }) => {
  await openList(page);
  const deleteColour = () => page.getByRole("button", { name: /^Delete / }).first().evaluate((button) => getComputedStyle(button).color);
  const red = await deleteColour();
  await page.getByRole("link", { name: "Service Health" }).click();
  await expect(page.locator(".time-chart__plot canvas").first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
  expect(await deleteColour()).toBe(red);
  expect(await page.locator('link[rel="stylesheet"][href*="/assets/index-"]').count()).toBe(0);
});

test("opening a dashboard from the list leaves the focus on its name, not on the page", async ({ page }) => {
  await openList(page);
  // The link goes with the list; the dashboard draws its loading state (its answer held back a moment
  // here), then its heading anew with its name.
  await page.route(`**/stack/dashboards/${SEED_DASHBOARDS.platformOverview.id}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("link", { name: "Platform Overview", exact: true }).click();
  await expect(page.locator(".time-chart__plot canvas").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Platform Overview" })).toBeFocused();
  // Reloaded, it is the document's first page again (its history entry keeps its key): the browser's to focus.
  await page.unroute(`**/stack/dashboards/${SEED_DASHBOARDS.platformOverview.id}`);
  await page.reload();
  await expect(page.locator(".time-chart__plot canvas").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Platform Overview" })).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});
