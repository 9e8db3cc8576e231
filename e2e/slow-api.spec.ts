import { expect, test, type Page } from "@playwright/test";
import { SEED_DASHBOARDS, SEED_PIPES } from "../src/server/emulator/seed-ids";
import { expectNoErrorClassNames, hangGets, holdGets, LIST_AREAS, SERVICE_API, sideNavLink } from "./fault-support";
import { DEMO, expectNoSeriousA11yViolations, openService } from "./support";

/**
 * A slow, hung or rate-limited API. Time is the page's fake clock where the test waits for the
 * console's own time limit (20 s), so the test does not.
 */

const TIME_LIMIT_PASSED = "00:21";

const timedOut = (page: Page) => page.getByRole("alert").filter({ hasText: "did not answer within 20 seconds" });

/**
 * The page's clock past the time limit, again until the console has given up. Once is not always
 * enough: a page loaded anew sends its first requests before the console's code runs, and the
 * console's timer for such a request starts only when that code takes it over, which under load
 * may come after the first jump (the clock is fake, so a timer started after it waits for ever).
 */
async function passTheTimeLimit(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.fastForward(TIME_LIMIT_PASSED);
      return timedOut(page).count();
    }, { intervals: [250, 500, 1000] })
    .toBeGreaterThan(0);
}

async function expectTimedOutThenRecovers(page: Page, api: string, loaded: () => ReturnType<Page["getByRole"]>) {
  const failure = timedOut(page);
  await expect(failure).toBeVisible();
  await expect(failure.getByRole("button", { name: "Try again" })).toBeVisible();
  await expectNoErrorClassNames(page);
  await page.unroute(api);
  await failure.getByRole("button", { name: "Try again" }).first().click();
  await expect(loaded()).toBeVisible();
}

/** The area's list GET held back, a click in the side menu: the area's page at once, in its shape, until the list comes. */
async function expectSkeletonOnTheWay(page: Page, area: (typeof LIST_AREAS)[number]) {
  const held = await holdGets(page, area.api);
  await sideNavLink(page, area.link).click();
  await held.firstSeen;
  await expect(page.getByRole("heading", { level: 1, name: area.heading })).toBeVisible();
  // The page that was there is gone: one page heading, the new one.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("status", { name: `Loading ${area.heading.toLowerCase()}` })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
  await expect(area.loaded(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  held.release();
  await expect(area.loaded(page)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Loading page" })).toHaveCount(0);
  await page.unroute(area.api);
}

for (const area of LIST_AREAS) {
  test(`a GET that never answers on ${area.link} ends in an error with Try again after the time limit`, async ({ page }) => {
    await page.clock.install();
    const hung = await hangGets(page, area.api);
    await openService(page);
    if (area.link !== "Pipes") await sideNavLink(page, area.link).click();
    await expect(page.getByRole("heading", { level: 1, name: area.heading })).toBeVisible();
    await hung.firstSeen;
    await passTheTimeLimit(page);
    await expectTimedOutThenRecovers(page, area.api, () => area.loaded(page));
  });
}

test("a service GET that never answers ends in an error with Try again on the service page", async ({ page }) => {
  await page.clock.install();
  const base = await openService(page);
  const hung = await hangGets(page, `**${SERVICE_API}`);
  await page.goto(`${base}/service`);
  await hung.firstSeen;
  // The frame does not wait for the service: its menu is there while the service is on its way.
  await expect(sideNavLink(page, "Dashboards")).toBeVisible();
  await passTheTimeLimit(page);
  await expectTimedOutThenRecovers(page, `**${SERVICE_API}`, () => page.getByRole("heading", { level: 1, name: DEMO.productionServiceName }));
});

test("a dashboard GET that never answers ends in an error with Try again in the editor", async ({ page }) => {
  await page.clock.install();
  await openService(page);
  await sideNavLink(page, "Dashboards").click();
  const api = `**${SERVICE_API}/stack/dashboards/${SEED_DASHBOARDS.serviceHealth.id}`;
  const hung = await hangGets(page, api);
  await page.getByRole("link", { name: SEED_DASHBOARDS.serviceHealth.name, exact: true }).click();
  await hung.firstSeen;
  await passTheTimeLimit(page);
  await expectTimedOutThenRecovers(page, api, () => page.getByRole("heading", { level: 1, name: SEED_DASHBOARDS.serviceHealth.name }));
});

test("a pipe GET that never answers ends in an error with Try again on the pipe's page", async ({ page }) => {
  await page.clock.install();
  const base = await openService(page);
  const api = `**${SERVICE_API}/pipes/${SEED_PIPES.mobileEvents.id}`;
  const hung = await hangGets(page, api);
  // Loaded afresh, so no list in this tab's cache stands in for the pipe.
  await page.goto(`${base}/pipes/${SEED_PIPES.mobileEvents.id}`);
  await hung.firstSeen;
  await expect(page.getByRole("status", { name: "Loading pipe" })).toBeVisible();
  await passTheTimeLimit(page);
  await expectTimedOutThenRecovers(page, api, () => page.getByRole("heading", { level: 1, name: SEED_PIPES.mobileEvents.name }));
});

test("the pipes list and a pipe's page show their own skeleton while their data is on its way", async ({ page }) => {
  const base = await openService(page);
  // Loaded afresh on another area: no pipe list in this tab's cache yet.
  await page.goto(`${base}/dashboards`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
  await expectSkeletonOnTheWay(page, LIST_AREAS.find((candidate) => candidate.link === "Pipes")!);

  const detail = await holdGets(page, `**${SERVICE_API}/pipes/${SEED_PIPES.mobileEvents.id}`);
  await page.goto(`${base}/pipes/${SEED_PIPES.mobileEvents.id}`);
  await detail.firstSeen;
  await expect(page.getByRole("navigation", { name: "Pipe breadcrumb" }).getByRole("link", { name: "Pipes" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading pipe" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  detail.release();
  await expect(page.getByRole("heading", { level: 1, name: SEED_PIPES.mobileEvents.name })).toBeVisible();
});

test("while an area's data is on its way, the new page shows at once: its heading, a skeleton, the progress bar", async ({ page }) => {
  await openService(page);
  for (const area of LIST_AREAS.filter((candidate) => candidate.link !== "Pipes")) {
    await expectSkeletonOnTheWay(page, area);
  }

  const editor = await holdGets(page, `**${SERVICE_API}/stack/dashboards/${SEED_DASHBOARDS.serviceHealth.id}`);
  await page.getByRole("link", { name: SEED_DASHBOARDS.serviceHealth.name, exact: true }).click();
  await editor.firstSeen;
  await expect(page.getByRole("status", { name: "Loading dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  editor.release();
  await expect(page.getByRole("heading", { level: 1, name: SEED_DASHBOARDS.serviceHealth.name })).toBeVisible();
});

test("a page loaded while its data is on its way shows the frame and the page's skeleton, not a blank page", async ({ page }) => {
  const base = await openService(page);
  const area = LIST_AREAS.find((candidate) => candidate.link === "Dashboards")!;
  const held = await holdGets(page, area.api);
  await page.goto(`${base}/dashboards`);
  await held.firstSeen;
  await expect(sideNavLink(page, "Pipes")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading dashboards" })).toBeVisible();
  held.release();
  await expect(area.loaded(page)).toBeVisible();
});

test("a page whose code does not arrive says so in the service frame, not a blank page, and Try again loads it anew", async ({ page }) => {
  await openService(page);
  let refuse = true;
  await page.route(/\/assets\/dashboards-list-route-[^/]+\.js$/, (route) => (refuse ? route.abort("internetdisconnected") : route.fallback()));
  await sideNavLink(page, "Dashboards").click();
  const alert = page.getByRole("alert");
  // The browser's own words for it (Chromium's here), under the page's heading: no blank page.
  await expect(alert).toContainText("Failed to fetch dynamically imported module");
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be shown" })).toBeVisible();
  await expect(sideNavLink(page, "Pipes")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  refuse = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(LIST_AREAS.find((area) => area.link === "Dashboards")!.loaded(page)).toBeVisible();
});

/**
 * A new release as a tab still on the old one meets it: the server answers 404 for the old hashed
 * files, the console's own (asked with HEAD) and the route's `chunk`; once the page has loaded anew
 * (with the new release's names, which the test cannot rename), the chunk arrives unless `lacksToo`.
 * Counts the page's loads.
 */
async function releaseNewVersion(page: Page, chunk: RegExp, { lacksToo }: { lacksToo: boolean }) {
  const loads = { count: 0 };
  // The page's own first load is over before counting starts: only loads anew are counted.
  await page.waitForLoadState("load");
  page.on("load", () => loads.count++);
  // The console asks with HEAD just before it loads the page anew: from then on the new release answers.
  let released = false;
  await page.route(/\/assets\/[^/]+\.js$/, (route) => {
    if (route.request().method() === "HEAD") released = true;
    const gone = route.request().method() === "HEAD" || (chunk.test(route.request().url()) && (lacksToo || !released));
    return gone ? route.fulfill({ status: 404, body: "Not found" }) : route.fallback();
  });
  return loads;
}

const DASHBOARDS_CHUNK = /\/assets\/dashboards-list-route-[^/]+\.js$/;

test("a page whose code a new release replaced loads anew by itself, once, and shows", async ({ page }) => {
  await openService(page);
  const loads = await releaseNewVersion(page, DASHBOARDS_CHUNK, { lacksToo: false });
  await sideNavLink(page, "Dashboards").click();
  await expect(LIST_AREAS.find((area) => area.link === "Dashboards")!.loaded(page)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboards$/);
  expect(loads.count).toBe(1);
});

test("a page whose code the new release lacks too shows the error after one reload, not a loop of them", async ({ page }) => {
  await openService(page);
  const loads = await releaseNewVersion(page, DASHBOARDS_CHUNK, { lacksToo: true });
  await sideNavLink(page, "Dashboards").click();
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be shown" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Failed to fetch dynamically imported module");
  await expect(page).toHaveURL(/\/dashboards$/);
  // Time for a second reload, were there one.
  await page.waitForTimeout(1000);
  expect(loads.count).toBe(1);
});

test("a 429 with Retry-After: 2 is retried after 2 s and not before, and the page says it is waiting", async ({ page }) => {
  await openService(page);
  const area = LIST_AREAS.find((candidate) => candidate.link === "Reverse private endpoints")!;
  const arrivals: number[] = [];
  await page.route(area.api, (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    arrivals.push(Date.now());
    if (arrivals.length > 1) return route.continue();
    return route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "Retry-After": "2", "X-Request-Id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" },
      body: JSON.stringify({ status: 429, requestId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", error: "TOO_MANY_REQUESTS: slow down" }),
    });
  });
  await sideNavLink(page, area.link).click();
  await expect(page.getByRole("status").filter({ hasText: /asked the console to wait.*trying again in [12] s/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(area.loaded(page)).toBeVisible();
  expect(arrivals.length).toBeGreaterThanOrEqual(2);
  const waited = arrivals[1]! - arrivals[0]!;
  expect(waited).toBeGreaterThanOrEqual(2000);
  // Retried once the 2 s were over, not at some later backoff step.
  expect(waited).toBeLessThan(4000);
  await expect(page.getByRole("status").filter({ hasText: /asked the console to wait/i })).toHaveCount(0);
});
