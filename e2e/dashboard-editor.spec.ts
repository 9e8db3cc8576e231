import { expect, test, type Page } from "@playwright/test";
import { holdGets } from "./fault-support";
import { controlsHiddenWhenFocused, expectNoSeriousA11yViolations, openService } from "./support";
import { columnPitch, createDashboard, deleteDashboard, dragBy, editWithOneTileMoved, expectTileAt, openDashboard, readDashboard, tileNamed } from "./dashboard-editor-support";

type Box = { x: number; y: number; width: number; height: number };

const ROW_PITCH = 48 + 12;
const status = (page: Page) => page.getByRole("toolbar", { name: "Dashboard editor" }).getByRole("status");

test("drag a tile to a new column and resize another with the mouse, save one PUT, and a reload shows the same layout", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Mouse layout", [
    { name: "Left", x: 0, y: 0, w: 8, h: 4 },
    { name: "Middle", x: 8, y: 0, w: 8, h: 4 },
  ]);
  await openDashboard(page, dashboard.id, "Mouse layout");
  await expect(status(page)).toHaveText("All changes saved");
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await page.getByRole("button", { name: "Edit", exact: true }).click();

  const pitch = await columnPitch(page);
  // Middle goes from column 9 to column 17 by its title bar.
  await dragBy(page, tileNamed(page, "Middle").getByRole("heading", { name: "Middle" }), 8 * pitch, 0);
  await expectTileAt(page, "Middle", { column: 17, row: 1, w: 8, h: 4 });
  await expect(status(page)).toHaveText("Unsaved changes");

  // Left grows from 8 to 12 columns and from 4 to 6 rows from its bottom-right corner.
  const handle = tileNamed(page, "Left").locator(".react-resizable-handle");
  await dragBy(page, handle, 4 * pitch, 2 * ROW_PITCH);
  await expectTileAt(page, "Left", { column: 1, row: 1, w: 12, h: 6 });

  const put = page.waitForRequest((request) => request.method() === "PUT" && request.url().includes(`/api/v2/dashboards/${dashboard.id}`));
  await page.getByRole("button", { name: "Save" }).click();
  const body = (await put).postDataJSON();
  expect(Object.keys(body).sort()).toEqual(["name", "tags", "tiles"]);
  expect(body.tiles.map(({ id, name, x, y, w, h }: Record<string, unknown>) => ({ id, name, x, y, w, h }))).toEqual([
    { id: dashboard.tiles[0]!.id, name: "Left", x: 0, y: 0, w: 12, h: 6 },
    { id: dashboard.tiles[1]!.id, name: "Middle", x: 16, y: 0, w: 8, h: 4 },
  ]);
  await expect(status(page)).toHaveText("All changes saved");
  // Save, unavailable now, still has the focus (a disabled button would have dropped it to the page).
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save" })).toBeFocused();

  await page.reload();
  await expectTileAt(page, "Left", { column: 1, row: 1, w: 12, h: 6 });
  await expectTileAt(page, "Middle", { column: 17, row: 1, w: 8, h: 4 });
  await expect(page.getByText("This browser kept unsaved edits")).toHaveCount(0);
});

test("add a tile from the panel, save, and see it received an id", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Adding tiles", [{ name: "Existing", x: 0, y: 0, w: 12, h: 4 }]);
  await openDashboard(page, dashboard.id, "Adding tiles");

  await page.getByRole("button", { name: "Add tile" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a tile" });
  // The placeholder name has the focus, selected: typing replaces it.
  await expect(dialog.getByLabel("Tile name")).toBeFocused();
  await page.keyboard.type("Typed over");
  await expect(dialog.getByLabel("Tile name")).toHaveValue("Typed over");
  await dialog.getByLabel("Tile name").fill("");
  await dialog.getByRole("button", { name: "Add tile" }).click();
  await expect(dialog.getByLabel("Tile name")).toHaveAccessibleDescription(/Give the tile a name/);
  await dialog.getByLabel("Tile name").fill("Checkout errors");
  await dialog.getByLabel("Show as", { exact: true }).selectOption("number");
  await dialog.getByLabel("Aggregation").selectOption("p95");
  await dialog.getByLabel("Filter (where)").fill("service:checkout");
  await dialog.getByRole("button", { name: "Add tile" }).click();
  // p95 reads a field: the panel asks for it before the tile changes.
  await expect(dialog.getByLabel("Field")).toHaveAccessibleDescription(/Choose the field that p95 reads/);
  await expect(dialog.getByLabel("Field")).toBeFocused();
  await dialog.getByLabel("Field").selectOption("duration_ms");
  await dialog.getByRole("button", { name: "Add tile" }).click();
  await expect(dialog).toBeHidden();

  // First free slot: right of the existing tile, and it has the focus.
  await expectTileAt(page, "Checkout errors", { column: 13, row: 1, w: 6, h: 3 });
  await expect(tileNamed(page, "Checkout errors")).toBeFocused();
  await expect(tileNamed(page, "Checkout errors").locator(".dashboard-tile__summary")).toHaveText("p95 of duration_ms in events where service:checkout, as one number");
  await expect(tileNamed(page, "Checkout errors").locator(".number-view__value")).toHaveText(/ ms$/);
  await expect(tileNamed(page, "Checkout errors")).toContainText("Single number");

  // Not saved yet: no id, so no alert can target it.
  await tileNamed(page, "Checkout errors").getByRole("button", { name: "Actions for Checkout errors" }).click();
  await expect(page.getByRole("menuitem", { name: "Create alert…" })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("menu")).toContainText("Save the dashboard first");
  await page.keyboard.press("Escape");

  const put = page.waitForResponse((response) => response.request().method() === "PUT" && response.url().includes("/api/v2/dashboards/"));
  await page.getByRole("button", { name: "Save" }).click();
  const sent = (await put).request().postDataJSON();
  expect(sent.tiles[1]).not.toHaveProperty("id");
  const answer = await (await put).json();
  const newId: string = answer.data.tiles[1].id;
  expect(newId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(status(page)).toHaveText("All changes saved");

  const stored = await readDashboard(request, dashboard.id);
  expect(stored.tiles.map((tile) => [tile.name, tile.id])).toEqual([["Existing", dashboard.tiles[0]!.id], ["Checkout errors", newId]]);
  // The editor goes on from the answer: the tile now has an id, so alerts can be made on it.
  await tileNamed(page, "Checkout errors").getByRole("button", { name: "Actions for Checkout errors" }).click();
  await expect(page.getByRole("menuitem", { name: "Create alert…" })).not.toHaveAttribute("aria-disabled", "true");
});

test("move and resize a tile with the keyboard, hear where it went, undo and redo", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Keyboard", [
    { name: "Alpha", x: 0, y: 0, w: 6, h: 3 },
    { name: "Beta", x: 6, y: 0, w: 6, h: 3 },
  ]);
  await openDashboard(page, dashboard.id, "Keyboard");
  await page.getByRole("button", { name: "Edit", exact: true }).click();

  const alpha = tileNamed(page, "Alpha");
  await alpha.focus();
  await page.keyboard.press("ArrowDown");
  await expectTileAt(page, "Alpha", { column: 1, row: 2, w: 6, h: 3 });
  await expect(page.getByText("Alpha moved to column 1, row 2, 6 wide, 3 tall.")).toBeAttached();
  await expect(alpha).toBeFocused();
  // Right, Beta stands on rows 1-3: Alpha moves one column and pushes Beta down below it.
  await page.keyboard.press("ArrowRight");
  await expectTileAt(page, "Alpha", { column: 2, row: 2, w: 6, h: 3 });
  await expectTileAt(page, "Beta", { column: 7, row: 5, w: 6, h: 3 });
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowDown");
  await expectTileAt(page, "Alpha", { column: 2, row: 2, w: 7, h: 4 });
  await expectTileAt(page, "Beta", { column: 7, row: 6, w: 6, h: 3 });
  await expect(page.getByText("Alpha resized: column 2, row 2, 7 wide, 4 tall; pushed “Beta” down.")).toBeAttached();

  await page.keyboard.press("Control+z");
  await expectTileAt(page, "Alpha", { column: 2, row: 2, w: 7, h: 3 });
  await expectTileAt(page, "Beta", { column: 7, row: 5, w: 6, h: 3 });
  await page.keyboard.press("Control+z");
  await expectTileAt(page, "Alpha", { column: 2, row: 2, w: 6, h: 3 });
  await page.keyboard.press("Control+Shift+z");
  await expectTileAt(page, "Alpha", { column: 2, row: 2, w: 7, h: 3 });
  await page.keyboard.press("Control+y");
  await expectTileAt(page, "Alpha", { column: 2, row: 2, w: 7, h: 4 });

  // The toolbar does the same, and undoing every step leaves nothing unsaved.
  for (let step = 0; step < 4; step += 1) await page.getByRole("button", { name: "Undo" }).click();
  await expectTileAt(page, "Alpha", { column: 1, row: 1, w: 6, h: 3 });
  await expectTileAt(page, "Beta", { column: 7, row: 1, w: 6, h: 3 });
  await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
  await expect(status(page)).toHaveText("All changes saved");
  await page.getByRole("button", { name: "Redo" }).click();
  await expectTileAt(page, "Alpha", { column: 1, row: 2, w: 6, h: 3 });
  await expect(status(page)).toHaveText("Unsaved changes");
});

test("the tiles are in the page in reading order, also after one moves, so Tab follows the grid; a moved tile keeps the focus", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Reading order", [
    { name: "First", x: 0, y: 0, w: 8, h: 3 },
    { name: "Second", x: 8, y: 0, w: 8, h: 3 },
    { name: "Third", x: 16, y: 0, w: 8, h: 3 },
  ]);
  await openDashboard(page, dashboard.id, "Reading order");
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const order = () => page.locator(".dashboard-grid [data-tile-key]").evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("aria-label")?.split(":")[0]));
  expect(await order()).toEqual(["First", "Second", "Third"]);

  // First goes below the others with the keyboard, and comes after them.
  const first = tileNamed(page, "First");
  await first.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowDown");
  await expectTileAt(page, "First", { column: 1, row: 4, w: 8, h: 3 });
  await expect.poll(order).toEqual(["Second", "Third", "First"]);
  await expect(first).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(tileNamed(page, "Third").locator(":focus")).toHaveCount(1);

  // Undo brings it back first; redo takes it last again, and it keeps the focus although its element
  // is the one that moved in the page.
  await first.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("Control+z");
  await expectTileAt(page, "First", { column: 1, row: 1, w: 8, h: 3 });
  await expect.poll(order).toEqual(["First", "Second", "Third"]);
  await expect(first).toBeFocused();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("Control+Shift+z");
  await expectTileAt(page, "First", { column: 1, row: 4, w: 8, h: 3 });
  await expect.poll(order).toEqual(["Second", "Third", "First"]);
  await expect(first).toBeFocused();

  // Third dragged to the left of Second with the mouse comes before it.
  const pitch = await columnPitch(page);
  await dragBy(page, tileNamed(page, "Third").getByRole("heading", { name: "Third" }), -16 * pitch, 0);
  await expectTileAt(page, "Third", { column: 1, row: 1, w: 8, h: 3 });
  await expect.poll(order).toEqual(["Third", "Second", "First"]);
});

test("a new name applied with Enter leaves the focus in the name field, for the next key", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Named by keyboard", [{ name: "Alpha", x: 0, y: 0, w: 6, h: 3 }]);
  await openDashboard(page, dashboard.id, "Named by keyboard");
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const name = page.getByLabel("Dashboard name");
  await name.fill("Renamed by keyboard");
  await name.press("Enter");
  await expect(status(page)).toHaveText("Unsaved changes");
  await expect(page.getByLabel("Dashboard name")).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type(" 2");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Dashboard name")).toHaveValue("Renamed by keyboard 2");
  await expect(page.getByLabel("Dashboard name")).toBeFocused();
  // Undo from the toolbar puts the name back, and the focus stays on Undo.
  const undo = page.getByRole("button", { name: "Undo" });
  await undo.click();
  await expect(page.getByLabel("Dashboard name")).toHaveValue("Renamed by keyboard");
  await expect(undo).toBeFocused();
});

test("leaving with unsaved changes asks first: cancel stays, save and leave saves, discard drops them", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Leaving", [{ name: "Only", x: 0, y: 0, w: 6, h: 3 }]);
  await openDashboard(page, dashboard.id, "Leaving");
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await tileNamed(page, "Only").focus();
  await page.keyboard.press("ArrowRight");

  const nav = page.getByRole("navigation", { name: "Service areas" });
  await nav.getByRole("link", { name: "Pipes" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave with unsaved changes?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expectTileAt(page, "Only", { column: 2, row: 1, w: 6, h: 3 });
  await expect(page.getByRole("heading", { level: 1, name: "Leaving" })).toBeVisible();

  await nav.getByRole("link", { name: "Pipes" }).click();
  await dialog.getByRole("button", { name: "Save and leave" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
  expect((await readDashboard(request, dashboard.id)).tiles[0]).toMatchObject({ x: 1, y: 0 });

  await page.goBack();
  await expectTileAt(page, "Only", { column: 2, row: 1, w: 6, h: 3 });
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await tileNamed(page, "Only").focus();
  await page.keyboard.press("ArrowDown");
  await nav.getByRole("link", { name: "Pipes" }).click();
  await dialog.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
  expect((await readDashboard(request, dashboard.id)).tiles[0]).toMatchObject({ x: 1, y: 0 });
  await page.goBack();
  await expectTileAt(page, "Only", { column: 2, row: 1, w: 6, h: 3 });
  await expect(page.getByText("This browser kept unsaved edits")).toHaveCount(0);
});

test("leaving after a failed save asks with the failure shown, and the focus on Cancel, not on the request ID's copy button", async ({ page, request }) => {
  await editWithOneTileMoved(page, request, "Failed then leaving");
  await page.route("**/api/v2/dashboards/**", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 503, contentType: "application/json", headers: { "X-Request-Id": "3f1c2a9e-0000-4000-8000-000000000503" }, body: JSON.stringify({ message: "Dashboard service is down for maintenance" }) })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "could not be saved" })).toContainText("Dashboard service is down for maintenance");

  await page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Pipes" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave with unsaved changes?" });
  await expect(dialog.getByRole("alert")).toContainText("3f1c2a9e-0000-4000-8000-000000000503");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText("Unsaved changes");
});

test("a change saved from a second page is caught on save: keep editing, then overwrite", async ({ browser, page, request }) => {
  const dashboard = await editWithOneTileMoved(page, request, "Shared", { key: "ArrowRight" });

  // Someone else, in another browser page, renames the dashboard and saves.
  const other = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await openDashboard(other, dashboard.id, "Shared");
  await other.getByRole("button", { name: "Edit", exact: true }).click();
  await other.getByLabel("Dashboard name").fill("Shared (theirs)");
  await other.getByLabel("Dashboard name").press("Enter");
  await other.getByRole("button", { name: "Save" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "Shared (theirs)" })).toBeVisible();
  await expect(other.getByRole("toolbar", { name: "Dashboard editor" }).getByRole("status")).toHaveText("All changes saved");
  await other.close();

  let puts = 0;
  page.on("request", (sent) => {
    if (sent.method() === "PUT") puts += 1;
  });
  await page.getByRole("button", { name: "Save" }).click();
  const conflict = page.getByRole("dialog", { name: "This dashboard was changed elsewhere" });
  await expect(conflict).toContainText("now named “Shared (theirs)”");
  await conflict.getByRole("button", { name: "Keep editing" }).click();
  await expect(conflict).toBeHidden();
  expect(puts).toBe(0);
  await expect(status(page)).toHaveText("Unsaved changes");
  await expectTileAt(page, "Tile", { column: 2, row: 1, w: 6, h: 3 });

  await page.getByRole("button", { name: "Save" }).click();
  await conflict.getByRole("button", { name: "Overwrite with mine" }).click();
  await expect(conflict).toBeHidden();
  await expect(status(page)).toHaveText("All changes saved");
  expect(puts).toBe(1);
  const stored = await readDashboard(request, dashboard.id);
  expect(stored).toMatchObject({ name: "Shared", tiles: [{ x: 1 }] });
});

test("load theirs after a conflict replaces my edits with the server's version", async ({ page, request }) => {
  const dashboard = await editWithOneTileMoved(page, request, "Theirs wins", { key: "ArrowRight" });
  await request.put(`/api/v2/dashboards/${dashboard.id}`, {
    headers: { Authorization: "Bearer demo-dashboard-token" },
    data: { name: "Theirs wins", tags: [], tiles: [{ ...dashboard.tiles[0], y: 5 }] },
  });
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("dialog", { name: "This dashboard was changed elsewhere" }).getByRole("button", { name: "Load theirs, drop mine" }).click();
  await expectTileAt(page, "Tile", { column: 1, row: 6, w: 6, h: 3 });
  await expect(status(page)).toHaveText("All changes saved");
});

test("a save the server refuses as a conflict offers the same choice, with its message and request id, and keeps the edits", async ({ page, request }) => {
  const dashboard = await editWithOneTileMoved(page, request, "Raced", { key: "ArrowRight" });
  // Someone else saves between the console's check and its PUT, and the server refuses the PUT.
  let refused = 0;
  await page.route("**/api/v2/dashboards/**", async (route) => {
    if (route.request().method() !== "PUT" || refused > 0) return route.fallback();
    refused += 1;
    await request.put(`/api/v2/dashboards/${dashboard.id}`, {
      headers: { Authorization: "Bearer demo-dashboard-token" },
      data: { name: "Raced (theirs)", tags: [], tiles: [{ ...dashboard.tiles[0], y: 5 }] },
    });
    await route.fulfill({
      status: 409,
      contentType: "application/json",
      headers: { "X-Request-Id": "7a2b9c4d-0000-4000-8000-000000000409" },
      body: JSON.stringify({ message: "The dashboard was changed by another save" }),
    });
  });

  await page.getByRole("button", { name: "Save" }).click();
  const conflict = page.getByRole("dialog", { name: "This dashboard was changed elsewhere" });
  await expect(conflict).toContainText("now named “Raced (theirs)”");
  await expect(conflict.getByRole("alert")).toContainText("The dashboard was changed by another save");
  await expect(conflict.getByRole("alert")).toContainText("7a2b9c4d-0000-4000-8000-000000000409");
  await expect(conflict.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(conflict).toBeHidden();
  await expect(status(page)).toHaveText("Unsaved changes");
  await expectTileAt(page, "Tile", { column: 2, row: 1, w: 6, h: 3 });
  // The refusal is told in the dialog, not a second time under the toolbar.
  await expect(page.getByRole("alert").filter({ hasText: "could not be saved" })).toHaveCount(0);

  // Asked again, the user keeps their own version.
  await page.getByRole("button", { name: "Save" }).click();
  await conflict.getByRole("button", { name: "Overwrite with mine" }).click();
  await expect(conflict).toBeHidden();
  await expect(status(page)).toHaveText("All changes saved");
  expect(refused).toBe(1);
  expect(await readDashboard(request, dashboard.id)).toMatchObject({ name: "Raced", tiles: [{ x: 1, y: 0 }] });
});

test("reload in the middle of editing and restore the kept draft, with its time", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Crash test", [{ name: "Survivor", x: 0, y: 0, w: 6, h: 3 }]);
  await openDashboard(page, dashboard.id, "Crash test");
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await tileNamed(page, "Survivor").focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectTileAt(page, "Survivor", { column: 3, row: 1, w: 6, h: 3 });

  // The browser asks before a reload with unsaved changes; the user goes ahead anyway.
  const asked = new Promise<string>((resolve) => page.once("dialog", (dialog) => {
    resolve(dialog.type());
    void dialog.accept();
  }));
  await page.reload();
  expect(await asked).toBe("beforeunload");

  const offer = page.getByRole("region", { name: "Unsaved edits found" });
  await expect(offer).toContainText("This browser kept unsaved edits of this dashboard from");
  await expect(offer.locator("time")).toBeVisible();
  await expectTileAt(page, "Survivor", { column: 1, row: 1, w: 6, h: 3 });
  await offer.getByRole("button", { name: "Restore my edits" }).click();
  await expectTileAt(page, "Survivor", { column: 3, row: 1, w: 6, h: 3 });
  // The notice went with its button: the focus goes on from the dashboard's name, not from the page.
  await expect(page.getByRole("heading", { level: 1, name: "Crash test" })).toBeFocused();
  await expect(status(page)).toHaveText("Unsaved changes");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(status(page)).toHaveText("All changes saved");
  expect((await readDashboard(request, dashboard.id)).tiles[0]).toMatchObject({ x: 2 });
});

test("a failed save keeps every edit and says why, with the request id, in view and focused though Save was pressed far down", async ({ page, request }) => {
  const below = Array.from({ length: 8 }, (_, i) => ({ name: `Below ${i + 1}`, x: 0, y: 3 + i * 4, w: 12, h: 4 }));
  await editWithOneTileMoved(page, request, "Failing", { others: below });
  await page.route("**/api/v2/dashboards/**", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", headers: { "X-Request-Id": "3f1c2a9e-0000-4000-8000-000000000001" }, body: JSON.stringify({ message: "Dashboard service is down for maintenance" }) }),
  );
  // Save from the bottom of the dashboard, where the notice under the toolbar is off screen.
  await tileNamed(page, "Below 8").scrollIntoViewIfNeeded();
  const error = page.getByRole("alert").filter({ hasText: "could not be saved" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(error).toContainText("Dashboard service is down for maintenance");
  await expect(error).toContainText("3f1c2a9e-0000-4000-8000-000000000001");
  await expect(error).toBeInViewport();
  await expect.poll(() => error.evaluate((alert) => alert.parentElement === document.activeElement)).toBe(true);
  await expect(status(page)).toHaveText("Unsaved changes");
  await expectTileAt(page, "Tile", { column: 1, row: 2, w: 6, h: 3 });
  // A second failed attempt brings the notice back after the user scrolled away again.
  await tileNamed(page, "Below 8").scrollIntoViewIfNeeded();
  await expect(error).not.toBeInViewport();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(error).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});

test("discarding the edits a save failed on takes its notice away: nothing is left unsaved for it to speak of", async ({ page, request }) => {
  await editWithOneTileMoved(page, request, "Failing then discarded");
  await page.route("**/api/v2/dashboards/**", (route) =>
    route.request().method() === "PUT" ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Dashboard service is down for maintenance" }) }) : route.fallback(),
  );
  const error = page.getByRole("alert").filter({ hasText: "could not be saved" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(error).toContainText("Your edits are kept");

  await page.getByRole("button", { name: "Discard" }).click();
  await expect(status(page)).toHaveText("All changes saved");
  await expectTileAt(page, "Tile", { column: 1, row: 1, w: 6, h: 3 });
  await expect(error).toHaveCount(0);
});

test("a dashboard deleted elsewhere: the save says so with its request id, keeps the edits, and saves them as a new dashboard", async ({ page, request }) => {
  const dashboard = await editWithOneTileMoved(page, request, "Deleted meanwhile");
  await deleteDashboard(request, dashboard.id);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "could not be saved" })).toContainText(/Request id/i);
  await expect(status(page)).toHaveText("Unsaved changes");
  const offer = page.getByRole("region", { name: "Dashboard deleted elsewhere" });
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole("button", { name: "Save as a new dashboard" }).click();

  await expect(page).not.toHaveURL(new RegExp(dashboard.id));
  await expect(page.getByRole("heading", { level: 1, name: "Deleted meanwhile" })).toBeFocused();
  await expect(status(page)).toHaveText("All changes saved");
  await expect(offer).toHaveCount(0);
  // Said on the new dashboard's page: the live region of the deleted one's went with it.
  await expect(page.getByRole("status").filter({ hasText: "Saved as a new dashboard" })).toContainText("Saved as a new dashboard, Deleted meanwhile.");
  const newId = new URL(page.url()).pathname.split("/").pop()!;
  expect(await readDashboard(request, newId)).toMatchObject({ name: "Deleted meanwhile", tiles: [{ name: "Tile", x: 0, y: 1, w: 6, h: 3 }] });
  // The deleted dashboard's page was replaced in the history: Back does not lead to it.
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(dashboard.id));
});

test("view and edit mode pass axe at 1280 px, and tiles stack read-only at 390 px", async ({ page }) => {
  const base = await openService(page);
  await page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Dashboards" }).click();
  await page.getByRole("link", { name: "Service Health" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Service Health" })).toBeVisible();
  await expect(tileNamed(page, "Errors per minute")).toContainText("where level:error");
  await expect(tileNamed(page, "Errors per minute")).toContainText("1 alert");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByLabel("Dashboard name")).toHaveValue("Service Health");
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/dashboards/${new URL(page.url()).pathname.split("/").pop()}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByText("This window is too narrow to arrange tiles")).toBeVisible();
  await expect(page.locator(".react-grid-layout")).toHaveCount(0);
  await tileNamed(page, "Requests per minute").focus();
  await page.keyboard.press("ArrowRight");
  await expect(status(page)).toHaveText("All changes saved");
  // Nothing moved, and a screen reader is told why.
  await expect(page.getByText("Tiles cannot be moved or resized in a window this narrow")).toBeAttached();
  await expectNoSeriousA11yViolations(page);
});

test("a phone never loads the grid that drags tiles; widened, the window gets it; a wide window loads it with the page", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Grid code", [
    { name: "Left", x: 0, y: 0, w: 8, h: 4 },
    { name: "Right", x: 8, y: 0, w: 8, h: 4 },
  ]);
  const gridCode: string[] = [];
  page.on("request", (sent) => {
    if (/\/assets\/wide-grid-[\w-]+\.js$/.test(sent.url())) gridCode.push(sent.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, dashboard.id, "Grid code");
  await expect(tileNamed(page, "Right")).toBeVisible();
  await expect(page.locator(".react-grid-layout")).toHaveCount(0);
  expect(gridCode).toEqual([]);

  // The same page, widened: the tiles go on the grid once its code has come.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator(".react-grid-layout")).toBeVisible();
  await expectTileAt(page, "Right", { column: 9, row: 1, w: 8, h: 4 });
  expect(gridCode).toHaveLength(1);

  // Opened wide, the page asks for it with its data.
  gridCode.length = 0;
  await page.reload();
  await expect(page.locator(".react-grid-layout")).toBeVisible();
  await expectTileAt(page, "Right", { column: 9, row: 1, w: 8, h: 4 });
  expect(gridCode).toHaveLength(1);
  await deleteDashboard(request, dashboard.id);
});

test("a dashboard is drawn without the menus' placement code; a menu opened before it has come is not seen until it sits by its button", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Later code", [{ name: "First", x: 0, y: 0, w: 6, h: 4 }]);
  const placementCode = await holdGets(page, /\/assets\/floating-ui-[\w-]+\.js$/);
  await openDashboard(page, dashboard.id, "Later code");
  await expect(tileNamed(page, "First")).toBeVisible();

  // The menu opens at once, focused, but is not seen until it can be put by its button (not in a corner).
  const button = page.getByRole("button", { name: "Actions for First" });
  await button.click();
  const menu = page.getByRole("menu");
  await expect(page.getByRole("menuitem", { name: "Edit tile…" })).toBeFocused();
  await expect(menu).toHaveCSS("opacity", "0");
  await placementCode.firstSeen;
  placementCode.release();
  await expect(menu).toHaveCSS("opacity", "1");
  const [buttonBox, menuBox] = [await button.boundingBox(), await menu.boundingBox()];
  expect(Math.abs((menuBox?.y ?? 0) - ((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0) + 4))).toBeLessThan(1);
  expect(Math.abs((menuBox?.x ?? 0) + (menuBox?.width ?? 0) - ((buttonBox?.x ?? 0) + (buttonBox?.width ?? 0)))).toBeLessThan(1);
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
  await deleteDashboard(request, dashboard.id);
});

test("a laptop's 1,024 px window arranges tiles beside the side navigation; a narrower one says by how much to widen it, and that is enough", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Laptop grid", [
    { name: "Left", x: 0, y: 0, w: 12, h: 4 },
    { name: "Right", x: 12, y: 0, w: 9, h: 4 },
    { name: "Errors", x: 21, y: 0, w: 3, h: 4 },
  ]);
  // The narrow tile has an alert (the list answered here: no alert is left behind for other tests).
  const alert = { id: "alert-laptop", dashboardId: dashboard.id, tileId: dashboard.tiles[2]!.id, threshold: 5, interval: "5m", source: "tile", thresholdType: "above", channel: { type: "webhook", webhookId: "hook" }, name: "Errors alert", message: "", state: "OK" };
  await page.route("**/stack/alerts", (route) => (route.request().method() === "GET" ? route.fulfill({ json: { status: 200, requestId: "r-laptop", result: [alert] } }) : route.fallback()));
  await page.setViewportSize({ width: 1024, height: 768 });
  await openDashboard(page, dashboard.id, "Laptop grid");
  await expect(page.locator(".react-grid-layout")).toBeVisible();
  await expectTileAt(page, "Right", { column: 13, row: 1, w: 9, h: 4 });
  // A tile of the least width (three columns, 82 px here) gives its name the header's whole width, under
  // its icons and menu button, not the few pixels beside them; its alerts count goes under the name.
  const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const editing of [false, true]) {
    if (editing) await page.getByRole("button", { name: "Edit", exact: true }).click();
    const narrow = tileNamed(page, "Errors");
    await expect(narrow).toContainText("1 alert");
    const [header, name, kind, menu, alerts] = await Promise.all(
      [".dashboard-tile__header", ".dashboard-tile__name", ".dashboard-tile__kind", ".dashboard-tile__menu-button", ".dashboard-tile__alerts"].map(async (selector) => (await narrow.locator(selector).boundingBox())!),
    );
    expect(name!.width).toBeGreaterThanOrEqual(header!.width - 1);
    expect([overlap(menu!, kind!), overlap(alerts!, kind!), overlap(alerts!, menu!), overlap(alerts!, name!)]).toEqual([false, false, false, false]);
    expect(alerts!.x + alerts!.width).toBeLessThanOrEqual(header!.x + header!.width + 0.5);
  }

  await page.setViewportSize({ width: 900, height: 768 });
  const hint = page.getByText(/^This window is too narrow to arrange tiles: they are shown one under another\. Widen it by \d+ pixels to move or resize them\.$/);
  await expect(hint).toBeVisible();
  await expect(page.locator(".react-grid-layout")).toHaveCount(0);
  const widenBy = Number((await hint.textContent())?.match(/by (\d+) pixels/)?.[1]);
  // The arrow keys say the same.
  await tileNamed(page, "Left").focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(`Tiles cannot be moved or resized in a window this narrow: widen it by ${widenBy} pixels.`)).toBeAttached();

  await page.setViewportSize({ width: 900 + widenBy, height: 768 });
  await expect(page.locator(".react-grid-layout")).toBeVisible();
  await expect(hint).toHaveCount(0);
  await page.setViewportSize({ width: 900 + widenBy - 1, height: 768 });
  await expect(page.locator(".react-grid-layout")).toHaveCount(0);
  await deleteDashboard(request, dashboard.id);
});

test("Shift+Tab up a dashboard never leaves the focus under the sticky top bar or toolbar, wide, wrapped or on a phone", async ({ page }) => {
  await openService(page);
  await page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Dashboards" }).click();
  await page.getByRole("link", { name: "Service Health" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Service Health" })).toBeVisible();
  const dashboard = page.url();
  for (const [width, editing] of [[1280, false], [1000, true], [390, true]] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(dashboard);
    await expect(tileNamed(page, "Errors per minute")).toContainText("where level:error");
    if (editing) await page.getByRole("button", { name: "Edit", exact: true }).click();
    expect(await controlsHiddenWhenFocused(page, 60), `${width} px${editing ? ", editing" : ""}`).toEqual([]);
  }
});

test("on a phone the top bar scrolls away, every area is in sight, and the toolbar sticks to the top only while in use", async ({ page, request }) => {
  const tiles = Array.from({ length: 8 }, (_, index) => ({ name: `Tile ${index + 1}`, x: 0, y: index * 3, w: 12, h: 3 }));
  const dashboard = await createDashboard(request, "Phone toolbar", tiles);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, dashboard.id, "Phone toolbar");
  const areas = page.getByRole("navigation", { name: "Service areas" });
  for (const area of ["Pipes", "Service", "Reverse private endpoints", "Dashboards"]) {
    const box = (await areas.getByRole("link", { name: area }).boundingBox())!;
    expect(box.x, area).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, area).toBeLessThanOrEqual(390);
  }
  const toolbar = page.getByRole("toolbar", { name: "Dashboard editor" });
  const topOf = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!.y;
  const scrollDown = async () => {
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  };

  // Reading: the top bar and the toolbar go with the page.
  await scrollDown();
  expect(await topOf(page.getByRole("banner"))).toBeLessThan(0);
  expect(await topOf(toolbar)).toBeLessThan(0);

  // Editing: the toolbar stays at the top of the screen, with Save in reach.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await scrollDown();
  expect(Math.abs(await topOf(toolbar))).toBeLessThan(1);
  await expect(toolbar.getByRole("button", { name: "Save" })).toBeInViewport();
  await toolbar.getByRole("button", { name: "Done editing" }).click();
  expect(await topOf(toolbar)).toBeLessThan(0);
});

test("every tile action works from the keyboard alone, and focus never falls back to the page", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Keys only", [
    { name: "First", x: 0, y: 0, w: 6, h: 3 },
    { name: "Second", x: 6, y: 0, w: 6, h: 3 },
  ]);
  await openDashboard(page, dashboard.id, "Keys only");
  await page.getByRole("button", { name: "Edit", exact: true }).focus();
  await page.keyboard.press("Enter");

  // Tab reaches the tile, then its actions button; the menu opens and is walked with arrows.
  await tileNamed(page, "First").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Actions for First" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Edit tile…" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const copy = tileNamed(page, "First \\(copy\\)");
  await expect(copy).toHaveAccessibleName("First (copy): column 13, row 1, 6 wide, 3 tall");
  await expect(copy).toBeFocused();

  // Undoing the duplicate removes the focused tile: focus goes back to the tile it was copied from.
  await page.keyboard.press("Control+z");
  await expect(copy).toHaveCount(0);
  await expect(tileNamed(page, "First")).toBeFocused();

  // Edit from the menu, then cancel: with a change made it asks first (Escape keeps editing, the change
  // still there); discarded, focus is back on the tile, not lost with the closed menu.
  await page.getByRole("button", { name: "Actions for Second" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  const editor = page.getByRole("dialog", { name: "Edit tile “Second”" });
  await expect(editor).toBeVisible();
  await editor.getByLabel("Tile name").fill("Second, renamed");
  await page.keyboard.press("Escape");
  const discard = page.getByRole("dialog", { name: "Discard your changes to this tile?" });
  await expect(discard).toBeVisible();
  await expect(discard.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(discard).toBeHidden();
  await expect(editor.getByLabel("Tile name")).toHaveValue("Second, renamed");
  await editor.getByRole("button", { name: "Cancel" }).press("Enter");
  await discard.getByRole("button", { name: "Discard" }).press("Enter");
  await expect(editor).toBeHidden();
  await expect(tileNamed(page, "Second")).toBeFocused();
  await expect(tileNamed(page, "Second, renamed")).toHaveCount(0);

  // Tab out of an open menu goes on from its button (to the tile's chart controls), not from the end of the page.
  await page.getByRole("button", { name: "Actions for First" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(tileNamed(page, "First").getByRole("button", { name: "Show as table" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(tileNamed(page, "Second")).toBeFocused();

  // Enter on a tile edits it; Delete removes it and focus goes to its neighbour.
  await page.keyboard.press("Enter");
  await editor.getByLabel("Tile name").fill("Second, renamed");
  await editor.getByLabel("Tile name").press("Enter");
  await expect(tileNamed(page, "Second, renamed")).toBeFocused();
  await page.keyboard.press("Delete");
  await expect(tileNamed(page, "Second, renamed")).toHaveCount(0);
  await expect(tileNamed(page, "First")).toBeFocused();
  await expect(status(page)).toHaveText("Unsaved changes");
});

test("undo and redo put the focus on the tile they bring back or move, and on Add tile once an added tile goes", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Undo focus", [
    { name: "First", x: 0, y: 0, w: 6, h: 3 },
    { name: "Second", x: 6, y: 0, w: 6, h: 3 },
    { name: "Third", x: 12, y: 0, w: 6, h: 3 },
  ]);
  await openDashboard(page, dashboard.id, "Undo focus");
  const toolbar = page.getByRole("toolbar", { name: "Dashboard editor" });
  await toolbar.getByRole("button", { name: "Edit", exact: true }).click();
  const second = tileNamed(page, "Second");

  // Deleted from the keyboard, then brought back by the toolbar's Undo: the tile has the focus again.
  await second.focus();
  await page.keyboard.press("Delete");
  await expect(tileNamed(page, "Third")).toBeFocused();
  await toolbar.getByRole("button", { name: "Undo" }).click();
  await expect(second).toBeFocused();
  // Redo deletes it again and focus goes to its neighbour, as the delete did; Ctrl+Z brings it back focused.
  await page.keyboard.press("Control+y");
  await expect(second).toHaveCount(0);
  await expect(tileNamed(page, "Third")).toBeFocused();
  await page.keyboard.press("Control+z");
  await expect(second).toBeFocused();

  // Moved with the keyboard, then undone and redone from the toolbar: the focus follows the tile.
  await page.keyboard.press("ArrowDown");
  await expectTileAt(page, "Second", { column: 7, row: 2, w: 6, h: 3 });
  await toolbar.getByRole("button", { name: "Undo" }).click();
  await expectTileAt(page, "Second", { column: 7, row: 1, w: 6, h: 3 });
  await expect(second).toBeFocused();
  await toolbar.getByRole("button", { name: "Redo" }).click();
  await expectTileAt(page, "Second", { column: 7, row: 2, w: 6, h: 3 });
  await expect(second).toBeFocused();

  // An added tile undone goes back to Add tile, where the user was; redone, the new tile has the focus.
  await toolbar.getByRole("button", { name: "Add tile" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a tile" });
  await dialog.getByLabel("Tile name").fill("Added");
  await dialog.getByRole("button", { name: "Add tile" }).click();
  await expect(tileNamed(page, "Added")).toBeFocused();
  await page.keyboard.press("Control+z");
  await expect(tileNamed(page, "Added")).toHaveCount(0);
  await expect(toolbar.getByRole("button", { name: "Add tile" })).toBeFocused();
  await toolbar.getByRole("button", { name: "Redo" }).click();
  await expect(tileNamed(page, "Added")).toBeFocused();
});

test("the tile panel's preview names every problem of the form, each by its field, and how many more past three", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Preview problems", [{ name: "Only", x: 0, y: 0, w: 12, h: 4 }]);
  await openDashboard(page, dashboard.id, "Preview problems");
  await page.getByRole("button", { name: "Add tile" }).click();
  const panel = page.getByRole("dialog", { name: "Add a tile" });
  const preview = panel.getByRole("region", { name: "Preview" });
  await panel.getByLabel("Tile name").fill("");
  await panel.getByLabel("Filter (where)").fill("level:(");
  await panel.getByLabel("Group by").fill("a b");
  await expect(preview.getByText("Not up to date: 3 fields need attention.")).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveText([
    "Tile name: Give the tile a name",
    /^Filter \(where\) in series 1: Expected a value after "level:" at position 7/,
    'Group by in series 1: "a b" is not a field name: separate fields with commas',
  ]);

  // A fourth: the preview keeps room for its chart, names the first two and counts the rest.
  await panel.getByLabel("Aggregation").selectOption("p95");
  await expect(preview.getByText("Not up to date: 4 fields need attention.")).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveText(["Tile name: Give the tile a name", "Field in series 1: Choose the field that p95 reads", "and 2 more"]);
});

test("the tile menu works as a menu button: letters, arrows, End, Escape back to its button, a second press closes it", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Menu keys", [{ name: "First", x: 0, y: 0, w: 12, h: 4 }]);
  await openDashboard(page, dashboard.id, "Menu keys");
  const button = page.getByRole("button", { name: "Actions for First" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("menuitem", { name: "Edit tile…" })).toBeFocused();
  // A letter moves to the next item starting with it; arrows wrap.
  await page.keyboard.press("d");
  await expect(page.getByRole("menuitem", { name: "Duplicate" })).toBeFocused();
  await page.keyboard.press("d");
  await expect(page.getByRole("menuitem", { name: "Delete" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Edit tile…" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem", { name: "Delete" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).not.toHaveAttribute("aria-expanded");

  await button.click();
  await expect(page.getByRole("menu")).toBeVisible();
  await button.click();
  await expect(page.getByRole("menu")).toHaveCount(0);
  await button.click();
  await page.getByRole("heading", { level: 1, name: "Menu keys" }).click();
  await expect(page.getByRole("menu")).toHaveCount(0);
});

test("a dashboard's page leads back to the dashboards list by its breadcrumb", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Way back", [{ name: "Tile", x: 0, y: 0, w: 6, h: 3 }]);
  await openDashboard(page, dashboard.id, "Way back");
  const breadcrumb = page.getByRole("navigation", { name: "Dashboard breadcrumb" });
  await expect(breadcrumb).toHaveText("Dashboards/Way back");
  await breadcrumb.getByRole("link", { name: "Dashboards" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Way back", exact: true })).toBeVisible();
  await deleteDashboard(request, dashboard.id);
});

test("a dashboard without tiles says so, without placeholder tiles under it while the grid's code loads", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Nothing yet", []);
  await page.route(/\/assets\/wide-grid-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  });
  await openDashboard(page, dashboard.id, "Nothing yet");
  await expect(page.getByText("This dashboard has no tiles yet")).toBeVisible();
  // Read once, while the grid's code is still held back: a retrying assertion would wait for it to come.
  expect(await page.getByRole("status", { name: "Loading the grid" }).count()).toBe(0);
  await deleteDashboard(request, dashboard.id);
});

test("an empty dashboard's Alerts panel follows its empty state at the page's usual gap, wide and on a phone, and the first tile still lands on the grid", async ({ page, request }) => {
  const dashboard = await createDashboard(request, "Nothing above the alerts", []);
  await openDashboard(page, dashboard.id, "Nothing above the alerts");
  const toolbar = page.getByRole("toolbar", { name: "Dashboard editor" });
  const empty = page.locator(".empty-state").filter({ hasText: "This dashboard has no tiles yet" });
  const alerts = page.getByRole("region", { name: /^Alerts/ });
  const top = async (locator: typeof empty) => (await locator.boundingBox())!.y;
  const bottom = async (locator: typeof empty) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height;
  };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(alerts).toBeVisible();
    // The same gap as between the toolbar and the empty state: nothing drawn, or left blank, in between.
    const usual = (await top(empty)) - (await bottom(toolbar));
    expect(usual, `${width} px`).toBeGreaterThan(0);
    // Within a pixel, for sub-pixel layout; the blank strip this guards against was 54 px.
    expect(Math.abs((await top(alerts)) - (await bottom(empty)) - usual), `${width} px`).toBeLessThanOrEqual(1);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await empty.getByRole("button", { name: "Add the first tile" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a tile" });
  await dialog.getByLabel("Tile name").fill("First");
  await dialog.getByRole("button", { name: "Add tile" }).click();
  await expect(dialog).toBeHidden();
  await expectTileAt(page, "First", { column: 1, row: 1, w: 12, h: 4 });
  await expect(empty).toHaveCount(0);
  await deleteDashboard(request, dashboard.id);
});
