import { expect, test, type Page } from "@playwright/test";
import { SEED_DASHBOARDS } from "../src/server/emulator/seed-ids";
import { SERVICE_API } from "./fault-support";
import { openService } from "./support";

/**
 * A page opened cold, with a key stored, sends its first API reads from a small script of its own
 * (src/first-requests.ts) while the console's code is still on its way; the page's loaders then take
 * those answers instead of asking again. Here the console's entry script is held back until the reads
 * have gone out: only the first-requests script can have sent them.
 */

/** Every management API path the page asks for from now on. */
function managementReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "GET" && pathname.startsWith("/v1/")) reads.push(pathname);
  });
  return reads;
}

test("a deep link's first reads go out before the console's code runs, and the page asks for each once", async ({ page }) => {
  const service = await openService(page);
  const pages = [
    {
      path: `${service}/dashboards/${SEED_DASHBOARDS.serviceHealth.id}`,
      reads: ["", "/stack/sources", `/stack/dashboards/${SEED_DASHBOARDS.serviceHealth.id}`, "/stack/alerts", "/stack/webhooks"],
      ready: page.locator(".time-chart__plot canvas").first(),
    },
    { path: `${service}/pipes`, reads: ["", "/pipes"], ready: page.getByRole("link", { name: "clickstream-events" }) },
  ];
  for (const { path, reads, ready } of pages) {
    const expected = ["/v1/organizations", ...reads.map((read) => `${SERVICE_API}${read}`)].sort();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const asked = managementReads(page);
    await page.goto(path, { waitUntil: "commit" });
    await expect.poll(() => [...asked].sort(), { message: `${path}: the first reads, with the entry script held back` }).toEqual(expected);

    release();
    await expect(ready).toBeVisible();
    await expect(page.getByTestId("service-name")).toBeVisible();
    // The loaders took the answers on their way: nothing was asked twice.
    expect([...asked].sort(), path).toEqual(expected);
    await page.unroute(/\/assets\/index-[\w-]+\.js$/);
    page.removeAllListeners("request");
  }
});
