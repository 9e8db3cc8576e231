import { expect, type Locator, type Page, type Route } from "@playwright/test";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE, SEED_DASHBOARDS, SEED_PIPES, SEED_REVERSE_ENDPOINTS } from "../src/server/emulator/seed-ids";

/** Faults put in the API's way with `page.route`, and the areas of a service they are tried on. */

export const SERVICE_API = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}`;

export const sideNavLink = (page: Page, name: string): Locator =>
  page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name, exact: true });

/** Each list area: its side-menu link, its list GET, and something only its loaded data shows. */
export const LIST_AREAS = [
  {
    link: "Reverse private endpoints",
    heading: "Reverse private endpoints",
    api: `**${SERVICE_API}/pipesReversePrivateEndpoints`,
    loaded: (page: Page) => page.getByRole("link", { name: SEED_REVERSE_ENDPOINTS.mskReady.description }),
  },
  {
    link: "Dashboards",
    heading: "Dashboards",
    api: `**${SERVICE_API}/stack/dashboards`,
    loaded: (page: Page) => page.getByRole("link", { name: SEED_DASHBOARDS.serviceHealth.name, exact: true }),
  },
  {
    link: "Pipes",
    heading: "Pipes",
    api: `**${SERVICE_API}/pipes`,
    loaded: (page: Page) => page.getByRole("link", { name: SEED_PIPES.ordersCdc.name, exact: true }),
  },
] as const;

/** GETs of `url` that never get an answer: the request stays open until the browser gives up on it. */
export async function hangGets(page: Page, url: string): Promise<{ seen: () => number; firstSeen: Promise<void> }> {
  let count = 0;
  let noteSeen!: () => void;
  const firstSeen = new Promise<void>((resolve) => (noteSeen = resolve));
  await page.route(url, (route: Route) => {
    if (route.request().method() !== "GET") return route.fallback();
    count += 1;
    noteSeen();
    // Never answered.
    return undefined;
  });
  return { seen: () => count, firstSeen };
}

/**
 * GETs of `url` held back until `release()` (as a slow server would hold them): the test looks at the
 * page while the data is on its way, whatever the machine's speed.
 */
export async function holdGets(page: Page, url: string | RegExp): Promise<{ release: () => void; firstSeen: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let noteSeen!: () => void;
  const firstSeen = new Promise<void>((resolve) => (noteSeen = resolve));
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== "GET") return route.fallback();
    noteSeen();
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, firstSeen };
}

/** A management API 401 as the real service sends it. */
export function refuse(route: Route, message = "the API key has expired"): Promise<void> {
  return route.fulfill({
    status: 401,
    contentType: "application/json",
    headers: { "X-Request-Id": "0e4d1c2b-3a49-4f58-8e67-7d8c9bab0c1d" },
    body: JSON.stringify({ status: 401, requestId: "0e4d1c2b-3a49-4f58-8e67-7d8c9bab0c1d", error: `UNAUTHORIZED: ${message}` }),
  });
}

/** Nothing on the page may show a programmer's error class name instead of a sentence. */
export async function expectNoErrorClassNames(page: Page): Promise<void> {
  await expect(page.locator("body")).not.toContainText(/CancelledError|AbortError|ApiError|TypeError|TimeoutError/);
}
