import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE } from "../src/server/emulator/seed-ids";
import { openService } from "./support";

const MANAGEMENT_AUTH = `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}`;
const DASHBOARDS = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}/stack/dashboards`;

export interface TestTile {
  id?: string;
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const series = [{ type: "time", dataSource: "events", aggFn: "count", where: "level:error", groupBy: [] }];
/** A tile's content other than the usual one series: errors over requests, shown as a percentage. */
export const RATIO = { asRatio: true, series: [series[0], { ...series[0], where: "kind:request" }] };

/**
 * Each test works on a dashboard of its own, made through the management API, so tests running
 * side by side (and the list page's tests) never see each other's edits.
 */
export async function createDashboard(
  request: APIRequestContext,
  name: string,
  tiles: (Omit<TestTile, "id"> & Partial<typeof RATIO>)[],
): Promise<{ id: string; tiles: TestTile[] }> {
  const response = await request.post(DASHBOARDS, {
    headers: { Authorization: MANAGEMENT_AUTH },
    data: { name, tags: ["e2e"], tiles: tiles.map((tile) => ({ asRatio: false, series, ...tile })) },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).result;
}

export async function readDashboard(request: APIRequestContext, id: string): Promise<{ name: string; tiles: (TestTile & { id: string })[] }> {
  const response = await request.get(`${DASHBOARDS}/${id}`, { headers: { Authorization: MANAGEMENT_AUTH } });
  expect(response.ok()).toBe(true);
  return (await response.json()).result;
}

export async function deleteDashboard(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.delete(`${DASHBOARDS}/${id}`, { headers: { Authorization: MANAGEMENT_AUTH } });
  expect(response.ok()).toBe(true);
}

/** Connects, clicks into the production service, then opens the dashboard's page. */
export async function openDashboard(page: Page, id: string, name: string): Promise<string> {
  const base = await openService(page);
  await page.goto(`${base}/dashboards/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return base;
}

/**
 * The usual start of a save test: a dashboard of one tile, "Tile" (6 by 3 at the top left), opened in
 * the editor, with the tile moved one step by its arrow key, so there is one unsaved edit.
 */
export async function editWithOneTileMoved(
  page: Page,
  request: APIRequestContext,
  name: string,
  { key = "ArrowDown", others = [] }: { key?: "ArrowDown" | "ArrowRight"; others?: Omit<TestTile, "id">[] } = {},
): Promise<{ id: string; tiles: TestTile[] }> {
  const dashboard = await createDashboard(request, name, [{ name: "Tile", x: 0, y: 0, w: 6, h: 3 }, ...others]);
  await openDashboard(page, dashboard.id, name);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await tileNamed(page, "Tile").focus();
  await page.keyboard.press(key);
  return dashboard;
}

/** A tile as people and screen readers find it: by its name, which also tells its place and size. */
export const tileNamed = (page: Page, name: string) => page.getByRole("group", { name: new RegExp(`^${name}: column`) });

export async function expectTileAt(page: Page, name: string, place: { column: number; row: number; w: number; h: number }) {
  await expect(tileNamed(page, name)).toHaveAccessibleName(`${name}: column ${place.column}, row ${place.row}, ${place.w} wide, ${place.h} tall`);
}

/**
 * Where `from` is once it has stopped moving: a tile still gliding to its place, or the page scrolling
 * a focused tile into view, would move it away from under a press aimed at where it was. Still for
 * 300 ms: a tile focused after a keyboard step is scrolled into view again 250 ms later, once its
 * glide has ended (editor-keyboard.ts, focusTile), and that scroll moves every tile on the page.
 */
async function settledBox(page: Page, from: Locator) {
  let box = await from.boundingBox();
  let stillFor = 0;
  for (let check = 0; check < 60 && stillFor < 300; check += 1) {
    await page.waitForTimeout(50);
    const next = await from.boundingBox();
    stillFor = box && next && next.x === box.x && next.y === box.y ? stillFor + 50 : 0;
    box = next;
  }
  return box;
}

/** Presses the mouse on `from`, moves in small steps by (dx, dy) pixels, and releases: a real drag. */
export async function dragBy(page: Page, from: Locator, dx: number, dy: number) {
  const box = await settledBox(page, from);
  if (!box) throw new Error("nothing to drag");
  const x = box.x + Math.min(20, box.width / 2);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + (dx * step) / 10, y + (dy * step) / 10);
  await page.mouse.up();
}

/** The width of one grid column plus its gap, measured on the page (24 columns, 12 px gaps). */
export async function columnPitch(page: Page): Promise<number> {
  const grid = await page.locator(".react-grid-layout").boundingBox();
  if (!grid) throw new Error("no grid");
  return (grid.width - 12 * 23) / 24 + 12;
}
