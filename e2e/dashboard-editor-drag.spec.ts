import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { columnPitch, createDashboard, expectTileAt, openDashboard, readDashboard, tileNamed, type TestTile } from "./dashboard-editor-support";

// Dropping a tile where another stands moves it there and pushes the others down (HyperDX, Grafana),
// with the mouse and with the keyboard; what is saved is what was shown.

const ROW_PITCH = 48 + 12;
const status = (page: Page) => page.getByRole("toolbar", { name: "Dashboard editor" }).getByRole("status");

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
}

/** A dashboard of its own, opened in Edit mode. */
async function editNew(page: Page, request: APIRequestContext, name: string, tiles: Omit<TestTile, "id">[]) {
  const dashboard = await createDashboard(request, name, tiles);
  await openDashboard(page, dashboard.id, name);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  return dashboard;
}

/** Presses the mouse on a tile's title, its drag handle; returns where. */
async function pressOnTitle(page: Page, name: string) {
  const title = await boxOf(tileNamed(page, name).getByRole("heading", { name }));
  const at = { x: title.x + 20, y: title.y + title.height / 2 };
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  return at;
}

/** The grid row (from 0) a tile stands on, measured on screen: it slides there. */
async function rowOnScreen(page: Page, name: string) {
  const grid = await boxOf(page.locator(".react-grid-layout"));
  return Math.round(((await boxOf(tileNamed(page, name))).y - grid.y) / ROW_PITCH);
}

/** Pairs of tiles whose boxes on screen overlap, once they have slid to their places. */
async function expectNoOverlap(page: Page) {
  await expect
    .poll(() =>
      page.locator("[data-tile-key]").evaluateAll((tiles) => {
        const boxes = tiles.map((tile) => ({ name: tile.getAttribute("aria-label"), box: tile.getBoundingClientRect() }));
        return boxes.flatMap((a, index) =>
          boxes
            .slice(index + 1)
            .filter((b) => a.box.left < b.box.right - 1 && b.box.left < a.box.right - 1 && a.box.top < b.box.bottom - 1 && b.box.top < a.box.bottom - 1)
            .map((b) => `${a.name} / ${b.name}`),
        );
      }),
    )
    .toEqual([]);
}

test("drag a tile onto another's place: it follows the pointer over a placeholder, the others are pushed down, and a reload shows the same", async ({ page, request }) => {
  const dashboard = await editNew(page, request, "Drag onto", [
    { name: "Requests", x: 0, y: 0, w: 12, h: 4 },
    { name: "Errors", x: 12, y: 0, w: 12, h: 4 },
    { name: "Latency", x: 12, y: 4, w: 12, h: 3 },
    { name: "Mover", x: 0, y: 4, w: 12, h: 3 },
  ]);
  const pitch = await columnPitch(page);
  const grid = await boxOf(page.locator(".react-grid-layout"));
  const mover = tileNamed(page, "Mover");
  const moverAtStart = await boxOf(mover);
  // Onto Errors' place: 12 columns right, 4 rows up.
  const dx = 12 * pitch + 1;
  const dy = -4 * ROW_PITCH;
  const { x, y } = await pressOnTitle(page, "Mover");
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(x + (dx * step) / 12, y + (dy * step) / 12);
  // One more small move: the grid draws the placeholder from the previous step.
  await page.mouse.move(x + dx + 2, y + dy);

  // The tile follows the pointer...
  const dragged = await boxOf(mover);
  expect(Math.abs(dragged.x - (moverAtStart.x + dx + 2))).toBeLessThan(5);
  expect(Math.abs(dragged.y - (moverAtStart.y + dy))).toBeLessThan(5);
  // ...over a placeholder where it will land: column 13, row 1, 12 wide, 3 tall.
  const placeholder = page.locator(".react-grid-placeholder");
  await expect(placeholder).toBeVisible();
  await expect
    .poll(async () => {
      const box = await boxOf(placeholder);
      return [(box.x - grid.x) / pitch, (box.y - grid.y) / ROW_PITCH, (box.width + 12) / pitch, (box.height + 12) / ROW_PITCH].map(Math.round);
    })
    .toEqual([12, 0, 12, 3]);
  // Errors already makes way below it while the pointer is still down, and Latency below Errors.
  await expect.poll(() => rowOnScreen(page, "Errors")).toBe(3);
  await expect.poll(() => rowOnScreen(page, "Latency")).toBe(7);
  await page.mouse.up();

  await expect(placeholder).toHaveCount(0);
  const after = async () => {
    await expectTileAt(page, "Mover", { column: 13, row: 1, w: 12, h: 3 });
    await expectTileAt(page, "Errors", { column: 13, row: 4, w: 12, h: 4 });
    await expectTileAt(page, "Latency", { column: 13, row: 8, w: 12, h: 3 });
    await expectTileAt(page, "Requests", { column: 1, row: 1, w: 12, h: 4 });
    await expectNoOverlap(page);
  };
  await after();
  await expect(page.getByText("Mover moved to column 13, row 1, 12 wide, 3 tall; pushed “Errors” and “Latency” down.")).toBeAttached();
  await expect(status(page)).toHaveText("Unsaved changes");

  // One drop, one undo step: everything goes back.
  await page.getByRole("button", { name: "Undo" }).click();
  await expectTileAt(page, "Mover", { column: 1, row: 5, w: 12, h: 3 });
  await expectTileAt(page, "Errors", { column: 13, row: 1, w: 12, h: 4 });
  await expectTileAt(page, "Latency", { column: 13, row: 5, w: 12, h: 3 });
  await expect(status(page)).toHaveText("All changes saved");
  await page.getByRole("button", { name: "Redo" }).click();
  await after();

  const put = page.waitForRequest((sent) => sent.method() === "PUT" && sent.url().includes(`/api/v2/dashboards/${dashboard.id}`));
  await page.getByRole("button", { name: "Save" }).click();
  const sent = (await put).postDataJSON() as { tiles: { name: string; x: number; y: number; w: number; h: number }[] };
  expect(sent.tiles.map(({ name, x, y, w, h }) => ({ name, x, y, w, h }))).toEqual([
    { name: "Requests", x: 0, y: 0, w: 12, h: 4 },
    { name: "Errors", x: 12, y: 3, w: 12, h: 4 },
    { name: "Latency", x: 12, y: 7, w: 12, h: 3 },
    { name: "Mover", x: 12, y: 0, w: 12, h: 3 },
  ]);
  await expect(status(page)).toHaveText("All changes saved");

  await page.reload();
  await after();
  await expect(status(page)).toHaveText("All changes saved");
});

test("a tile dragged across others and back leaves them where they were", async ({ page, request }) => {
  const dashboard = await editNew(page, request, "Drag across", [
    { name: "Left", x: 0, y: 0, w: 8, h: 3 },
    { name: "Middle", x: 8, y: 0, w: 8, h: 3 },
    { name: "Right", x: 16, y: 0, w: 8, h: 3 },
  ]);
  const pitch = await columnPitch(page);
  const { x, y } = await pressOnTitle(page, "Left");
  // Over Middle: it makes way...
  for (let step = 1; step <= 8; step += 1) await page.mouse.move(x + step * pitch, y);
  await expect.poll(() => rowOnScreen(page, "Middle")).toBe(3);
  // ...and comes back up when the dragged tile goes back home.
  for (let step = 7; step >= 0; step -= 1) await page.mouse.move(x + step * pitch, y + 1);
  await expect.poll(() => rowOnScreen(page, "Middle")).toBe(0);
  await page.mouse.up();
  await expectTileAt(page, "Left", { column: 1, row: 1, w: 8, h: 3 });
  await expectTileAt(page, "Middle", { column: 9, row: 1, w: 8, h: 3 });
  await expectTileAt(page, "Right", { column: 17, row: 1, w: 8, h: 3 });
  await expect(status(page)).toHaveText("All changes saved");
  expect((await readDashboard(request, dashboard.id)).tiles.map((tile) => [tile.x, tile.y])).toEqual([[0, 0], [8, 0], [16, 0]]);
});

test("the keyboard moves and resizes a tile onto others the same way, says what it pushed, and a reload shows the same", async ({ page, request }) => {
  const dashboard = await editNew(page, request, "Keyboard push", [
    { name: "Alpha", x: 0, y: 3, w: 6, h: 3 },
    { name: "Errors", x: 0, y: 6, w: 6, h: 3 },
    { name: "Side", x: 6, y: 4, w: 6, h: 3 },
  ]);
  const alpha = tileNamed(page, "Alpha");
  await alpha.focus();

  // Down one row lands on Errors: it goes just below Alpha instead of Alpha jumping past it.
  await page.keyboard.press("ArrowDown");
  await expectTileAt(page, "Alpha", { column: 1, row: 5, w: 6, h: 3 });
  await expectTileAt(page, "Errors", { column: 1, row: 8, w: 6, h: 3 });
  await expect(page.getByText("Alpha moved to column 1, row 5, 6 wide, 3 tall; pushed “Errors” down.")).toBeAttached();
  await expect(alpha).toBeFocused();

  // Right one column lands on Side.
  await page.keyboard.press("ArrowRight");
  await expectTileAt(page, "Alpha", { column: 2, row: 5, w: 6, h: 3 });
  await expectTileAt(page, "Side", { column: 7, row: 8, w: 6, h: 3 });

  // Growing a row reaches both.
  await page.keyboard.press("Shift+ArrowDown");
  await expectTileAt(page, "Alpha", { column: 2, row: 5, w: 6, h: 4 });
  await expectTileAt(page, "Errors", { column: 1, row: 9, w: 6, h: 3 });
  await expectTileAt(page, "Side", { column: 7, row: 9, w: 6, h: 3 });
  await expect(page.getByText("Alpha resized: column 2, row 5, 6 wide, 4 tall; pushed “Errors” and “Side” down.")).toBeAttached();
  await expectNoOverlap(page);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(status(page)).toHaveText("All changes saved");
  expect((await readDashboard(request, dashboard.id)).tiles.map(({ name, x, y, w, h }) => ({ name, x, y, w, h }))).toEqual([
    { name: "Alpha", x: 1, y: 4, w: 6, h: 4 },
    { name: "Errors", x: 0, y: 8, w: 6, h: 3 },
    { name: "Side", x: 6, y: 8, w: 6, h: 3 },
  ]);
  await page.reload();
  await expectTileAt(page, "Alpha", { column: 2, row: 5, w: 6, h: 4 });
  await expectTileAt(page, "Errors", { column: 1, row: 9, w: 6, h: 3 });
  await expectTileAt(page, "Side", { column: 7, row: 9, w: 6, h: 3 });
  await expectNoOverlap(page);
});

test("resizing a tile into its neighbour with the mouse pushes the neighbour down", async ({ page, request }) => {
  await editNew(page, request, "Resize push", [
    { name: "Grows", x: 0, y: 0, w: 12, h: 3 },
    { name: "Below", x: 0, y: 3, w: 12, h: 3 },
  ]);
  const corner = await boxOf(tileNamed(page, "Grows").locator(".react-resizable-handle"));
  const x = corner.x + corner.width / 2;
  const y = corner.y + corner.height / 2;
  // Nothing focused before: as after a click on the page's background.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x, y + (2 * ROW_PITCH * step) / 10);
  await page.mouse.up();
  await expectTileAt(page, "Grows", { column: 1, row: 1, w: 12, h: 5 });
  await expectTileAt(page, "Below", { column: 1, row: 6, w: 12, h: 3 });
  await expect(page.getByText("Grows resized: column 1, row 1, 12 wide, 5 tall; pushed “Below” down.")).toBeAttached();
  // The handle takes no focus; the resized tile has it, as a dragged one does.
  await expect(tileNamed(page, "Grows")).toBeFocused();
  await expectNoOverlap(page);
});

test("a tile shrinks no further than three columns by two rows, with the mouse or the keyboard", async ({ page, request }) => {
  await editNew(page, request, "Least size", [{ name: "Shrinks", x: 0, y: 0, w: 6, h: 4 }]);
  const pitch = await columnPitch(page);
  const corner = await boxOf(tileNamed(page, "Shrinks").locator(".react-resizable-handle"));
  const x = corner.x + corner.width / 2;
  const y = corner.y + corner.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x - (6 * pitch * step) / 10, y - (4 * ROW_PITCH * step) / 10);
  await page.mouse.up();
  await expectTileAt(page, "Shrinks", { column: 1, row: 1, w: 3, h: 2 });
  // Its name and actions are still there to use.
  await expect(tileNamed(page, "Shrinks").getByRole("heading", { name: "Shrinks" })).toBeVisible();
  await expect(tileNamed(page, "Shrinks").getByRole("button", { name: "Actions for Shrinks" })).toBeInViewport();
  await tileNamed(page, "Shrinks").focus();
  await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Shift+ArrowUp");
  await expectTileAt(page, "Shrinks", { column: 1, row: 1, w: 3, h: 2 });
});

test("between two cells the tile stays under the pointer, dragged or resized, as in Grafana", async ({ page, request }) => {
  await editNew(page, request, "Follow", [
    { name: "Follower", x: 0, y: 0, w: 8, h: 3 },
    { name: "Still", x: 12, y: 0, w: 8, h: 3 },
  ]);
  const follower = tileNamed(page, "Follower");
  const start = await boxOf(follower);
  // Steps of 7 px: most of them stay within one column (a column is about 40 px here).
  const { x, y } = await pressOnTitle(page, "Follower");
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(x + 7 * step, y + 3 * step);
    await expect.poll(async () => Math.abs((await boxOf(follower)).x - start.x - 7 * step)).toBeLessThan(1.5);
    expect(Math.abs((await boxOf(follower)).y - start.y - 3 * step)).toBeLessThan(1.5);
  }
  await page.mouse.up();
  await expectTileAt(page, "Follower", { column: 2, row: 1, w: 8, h: 3 });
  // The dropped tile glides into its cell (react-grid-layout's 200 ms transition of its place and
  // size); the resize below is measured from where it comes to rest.
  await follower.evaluate((tile) => Promise.all(tile.getAnimations().map((animation) => animation.finished)));

  const size = await boxOf(follower);
  const corner = await boxOf(follower.locator(".react-resizable-handle"));
  const cx = corner.x + corner.width / 2;
  const cy = corner.y + corner.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let step = 1; step <= 6; step += 1) {
    await page.mouse.move(cx + 7 * step, cy + 5 * step);
    await expect.poll(async () => Math.abs((await boxOf(follower)).width - size.width - 7 * step)).toBeLessThan(1.5);
    expect(Math.abs((await boxOf(follower)).height - size.height - 5 * step)).toBeLessThan(1.5);
  }
  await page.mouse.up();
  await expect(tileNamed(page, "Still")).toHaveAttribute("aria-label", /column 13, row 1/);
});
