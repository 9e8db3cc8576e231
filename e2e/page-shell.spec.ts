import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE, SEED_DASHBOARDS } from "../src/server/emulator/seed-ids";
import { KEY_STORED_COOKIE } from "../src/shared/key-stored-cookie";
import { holdGets } from "./fault-support";
import { connectWithDemo } from "./support";

/**
 * The page's shell in the server's HTML (src/server/page-shell.ts) is what shows until the console's
 * code has run; then the console replaces it with the page it renders. The two must be the same page:
 * each element of the shell, drawn without any script, has the tag, classes, box, text and link of
 * the element the console renders in its place while the page's data is on its way.
 */

const SERVICE = `/o/${DEMO_ORGANIZATION.id}/s/${PRODUCTION_SERVICE.id}`;
const PAGES = [
  { name: "organizations", path: "/o" },
  { name: "pipes", path: `${SERVICE}/pipes` },
  { name: "service", path: `${SERVICE}/service` },
  { name: "reverse endpoints", path: `${SERVICE}/reverse-endpoints` },
  { name: "dashboards", path: `${SERVICE}/dashboards` },
  { name: "a dashboard", path: `${SERVICE}/dashboards/${SEED_DASHBOARDS.serviceHealth.id}` },
];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
];

/** Every element drawn in the page's root (or in `scope`), one line each, in document order. */
function layoutOf(page: Page, scope = "#root") {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (root === null) return [`no ${selector}`];
    return [...root.querySelectorAll("*")]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const classes = [...element.classList].join(".");
        const text = element.children.length === 0 ? (element.textContent ?? "") : "";
        const href = element.getAttribute("href") ?? "";
        return `${element.tagName.toLowerCase()}.${classes} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} ${href} ${text}`;
      });
  }, scope);
}

/** The page as the server's HTML draws it, with no script at all, in a browser that holds a key (unless `keyStored` is false). */
async function shellLayout(browser: Browser, path: string, viewport: { width: number; height: number }, scope?: string, keyStored = true) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  if (keyStored) await context.addCookies([{ name: KEY_STORED_COOKIE, value: "1", url: test.info().project.use.baseURL! }]);
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await layoutOf(page, scope);
  } finally {
    await context.close();
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`the page's shell on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { name, path } of PAGES) {
      test(`${name}: the shell is the page the console renders while its data loads`, async ({ page, browser }) => {
        const shell = await shellLayout(browser, path, viewport);
        expect(shell.length).toBeGreaterThan(10);

        await connectWithDemo(page);
        // Every API answer held: the console shows the page in its loading state, as on a cold load.
        const held = await holdGets(page, /\/(v1|api)\//);
        await page.goto(path);
        // The router's links carry data-discover: the console's own page has replaced the shell.
        await expect(page.locator("#root a[data-discover]").first()).toBeAttached();
        await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
        expect(await layoutOf(page)).toEqual(shell);
        held.release();
      });
    }

    test("connect page: the shell's card heading is the console's", async ({ page, browser }) => {
      const scope = ".connect-card";
      const shell = await shellLayout(browser, "/connect", viewport, scope);
      expect(shell).toHaveLength(5);
      await page.goto("/connect");
      await expect(page.getByRole("button", { name: "Use demo credentials" })).toBeVisible();
      // The card's brand, heading and introduction, where the shell drew them; the form follows them.
      expect((await layoutOf(page, scope)).slice(0, shell.length)).toEqual(shell);
    });

    test("the start, with no key stored: the shell is the connect page's card, where the console draws it", async ({ page, browser }) => {
      const scope = ".connect-card";
      const shell = await shellLayout(browser, "/", viewport, scope, false);
      expect(shell).toEqual(await shellLayout(browser, "/connect", viewport, scope, false));
      await page.goto("/");
      await expect(page).toHaveURL(/\/connect$/);
      await expect(page.getByRole("button", { name: "Use demo credentials" })).toBeVisible();
      expect((await layoutOf(page, scope)).slice(0, shell.length)).toEqual(shell);
    });
  });
}

test("pipes on a phone: the shell's filters are the search field and the Filters button, where the loaded list draws them", async ({ page, browser }) => {
  const viewport = { width: 390, height: 844 };
  const boxOf = async (locator: Locator) => {
    const box = await locator.boundingBox();
    return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
  };
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  await context.addCookies([{ name: KEY_STORED_COOKIE, value: "1", url: test.info().project.use.baseURL! }]);
  const shellPage = await context.newPage();
  await shellPage.goto(`${SERVICE}/pipes`);
  // The search field's bar and the Filters button's: on a phone the kind select waits behind that button, so no bar of its own.
  const bars = shellPage.locator(".pipe-filters-skeleton > .skeleton__bar");
  await expect(bars).toHaveCount(2);
  const searchBar = await boxOf(bars.first());
  const filtersBar = await boxOf(bars.last());
  await context.close();

  await page.setViewportSize(viewport);
  await connectWithDemo(page);
  await page.goto(`${SERVICE}/pipes`);
  const search = page.getByRole("searchbox", { name: "Search" });
  const filters = page.getByRole("button", { name: "Filters", exact: true });
  await expect(filters).toBeVisible();
  // The search field and the button come where the shell drew them: nothing moves when the list replaces it.
  expect(searchBar).toEqual(await boxOf(search));
  const button = await boxOf(filters);
  expect({ ...filtersBar, width: 0 }).toEqual({ ...button, width: 0 });
  // The bar is the button's width in ems; the label's text may measure a pixel or two either way.
  expect(Math.abs(filtersBar!.width - button!.width)).toBeLessThanOrEqual(3);
});

for (const viewport of VIEWPORTS) {
  test(`pipes on a ${viewport.name}: the loaded list's table starts where the shell's table skeleton does`, async ({ page, browser }) => {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, javaScriptEnabled: false });
    await context.addCookies([{ name: KEY_STORED_COOKIE, value: "1", url: test.info().project.use.baseURL! }]);
    const shellPage = await context.newPage();
    await shellPage.goto(`${SERVICE}/pipes`);
    const skeletonBox = await shellPage.getByRole("status", { name: "Loading pipes" }).boundingBox();
    await context.close();

    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await connectWithDemo(page);
    await page.goto(`${SERVICE}/pipes`);
    const table = page.getByRole("table", { name: "Pipes" });
    await expect(table).toBeVisible();
    // The filters' chips (on a wide screen) and the count's line with its refresh note come between
    // the filters and the table: the skeleton holds their places, so the table does not move down.
    const tableBox = await table.boundingBox();
    expect(Math.abs(tableBox!.y - skeletonBox!.y)).toBeLessThanOrEqual(3);
  });
}

test("a page without a shell of its own, or opened without a key, shows the placeholder until the console renders it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // No key in this browser: the console will send this link to the connect page, so no service frame first.
  await page.goto(`${SERVICE}/pipes`);
  await expect(page.getByRole("status", { name: "Loading the console" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Service areas" })).toHaveCount(0);
  await context.addCookies([{ name: KEY_STORED_COOKIE, value: "1", url: test.info().project.use.baseURL! }]);
  await page.goto(`${SERVICE}/pipes/new`);
  await expect(page.getByRole("status", { name: "Loading the console" })).toBeVisible();
  await context.close();
});

test("connecting tells the server a key is held, and disconnecting that it is not; never the key itself", async ({ page, context }) => {
  await connectWithDemo(page);
  const cookie = async () => (await context.cookies()).find((candidate) => candidate.name === KEY_STORED_COOKIE);
  expect(await cookie()).toMatchObject({ value: "1", sameSite: "Strict", expires: -1 });
  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByRole("heading", { name: "Connect to your service" })).toBeVisible();
  expect(await cookie()).toBeUndefined();
  expect(JSON.stringify(await context.cookies())).not.toContain("demo-key-secret");
});
