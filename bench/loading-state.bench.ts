import { test, type Page } from "@playwright/test";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE, SEED_DASHBOARDS, SEED_PIPES } from "../src/server/emulator/seed-ids";
import { connectDemo, median, report } from "./bench-support";

// With every API answer 3 s late: how soon each page shows that it is loading (its skeleton, a
// `status` named "Loading …"), after a click in the side menu and after a full load. Target: 300 ms.
// Also the time the largest answer a page asks for takes (the list of 5,000 pipes), against the
// console's 20 s request time limit.

const BASE = `/o/${DEMO_ORGANIZATION.id}/s/${PRODUCTION_SERVICE.id}`;
const DELAY_MS = 3000;
const RUNS = 3;
// Each click starts from another area whose page is up (pipes, or dashboards for the pipes list itself).
const AREAS = [
  { link: "Reverse private endpoints", path: "reverse-endpoints", loading: "Loading reverse private endpoints", from: "Pipes" },
  { link: "Dashboards", path: "dashboards", loading: "Loading dashboards", from: "Pipes" },
  { link: "Service", path: "service", loading: "Loading the service", from: "Pipes" },
  { link: "Pipes", path: "pipes", loading: "Loading pipes", from: "Dashboards" },
] as const;

declare global {
  interface Window {
    __clickAt?: number;
    __loadingAt?: number;
  }
}

/** Notes (in the page's own clock) when a status region with this name is in the DOM. */
async function watchFor(page: Page, label: string): Promise<void> {
  await page.evaluate((name) => {
    window.__loadingAt = undefined;
    const seen = () => document.querySelector(`[role="status"][aria-label="${name}"]`) !== null;
    const observer = new MutationObserver(() => {
      if (seen()) {
        window.__loadingAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, label);
}

async function slowApi(page: Page): Promise<void> {
  await page.route(/\/(v1|api\/v2)\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue().catch(() => undefined);
  });
}

test("loading state under a 3 s API, and the largest answer against the time limit", async ({ page }) => {
  await connectDemo(page);

  const started = performance.now();
  const pipes = await page.request.get(`/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}/pipes`, {
    headers: { Authorization: `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}` },
  });
  const pipesMs = performance.now() - started;
  const pipesKb = (await pipes.body()).length / 1024;

  await slowApi(page);
  const figures: Record<string, number> = { "pipes-5000-answer-ms": pipesMs, "pipes-5000-answer-kb": pipesKb };
  for (const area of AREAS) {
    const inApp: number[] = [];
    const fullLoad: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // From another area whose page is up, so the click is the only thing going on.
      await page.goto(`${BASE}/${area.from.toLowerCase()}`);
      await page.getByRole("heading", { level: 1, name: area.from }).waitFor();
      await watchFor(page, area.loading);
      await page.evaluate(() => document.addEventListener("click", () => (window.__clickAt = performance.now()), { capture: true, once: true }));
      await page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: area.link, exact: true }).click();
      await page.waitForFunction(() => window.__loadingAt !== undefined);
      inApp.push(await page.evaluate(() => window.__loadingAt! - window.__clickAt!));

      // A full load: from the navigation's start (the page's time origin) to the skeleton.
      await page.addInitScript((name: string) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector(`[role="status"][aria-label="${name}"]`)) {
            window.__loadingAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document, { childList: true, subtree: true });
      }, area.loading);
      await page.goto(`${BASE}/${area.path}`);
      await page.waitForFunction(() => window.__loadingAt !== undefined);
      fullLoad.push(await page.evaluate(() => window.__loadingAt!));
    }
    figures[`${area.path}-click-to-loading-ms(median)`] = median(inApp);
    figures[`${area.path}-click-to-loading-ms(worst)`] = Math.max(...inApp);
    figures[`${area.path}-load-to-loading-ms(median)`] = median(fullLoad);
  }

  const editorInApp: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${BASE}/dashboards`);
    await page.getByRole("link", { name: SEED_DASHBOARDS.serviceHealth.name, exact: true }).waitFor({ timeout: 30_000 });
    await watchFor(page, "Loading dashboard");
    await page.evaluate(() => document.addEventListener("click", () => (window.__clickAt = performance.now()), { capture: true, once: true }));
    await page.getByRole("link", { name: SEED_DASHBOARDS.serviceHealth.name, exact: true }).click();
    await page.waitForFunction(() => window.__loadingAt !== undefined);
    editorInApp.push(await page.evaluate(() => window.__loadingAt! - window.__clickAt!));
  }
  figures["dashboard-editor-click-to-loading-ms(median)"] = median(editorInApp);

  // A pipe's page loaded afresh (opened from the list, the listed pipe stands in at once).
  const pipeLoad: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('[role="status"][aria-label="Loading pipe"]')) {
          window.__loadingAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${BASE}/pipes/${SEED_PIPES.gcsLogs.id}`);
    await page.waitForFunction(() => window.__loadingAt !== undefined);
    pipeLoad.push(await page.evaluate(() => window.__loadingAt!));
  }
  figures["pipe-detail-load-to-loading-ms(median)"] = median(pipeLoad);
  report("loading state, API 3 s late", figures);
});
