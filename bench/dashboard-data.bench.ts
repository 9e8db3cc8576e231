import { expect, test } from "@playwright/test";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE } from "../src/server/emulator/seed-ids";
import { connectDemo, median, report } from "./bench-support";

// A 200-tile dashboard that draws data: from the click that opens it to the first visible tile
// drawn, and how many series requests go out before any scroll (only tiles on screen should ask).
// Figures are printed, never asserted.

const TILE_COUNT = 200;
const RUNS = 5;
const SERVICE_API = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}`;
const LIST_PATH = `/o/${DEMO_ORGANIZATION.id}/s/${PRODUCTION_SERVICE.id}/dashboards`;
const AUTH = `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}`;
const DRAWN = ".time-chart__plot canvas, .number-view__value, .table-view__table, .tile-data__empty";
const NAME = "Bench: 200 tiles with data";

declare global {
  interface Window {
    __clickAt?: number;
    __drawnAt?: number;
  }
}

/** 200 tiles of 4×2, six to a row: every kind, and each a different query so none share a request. */
function bigDashboard() {
  const kinds = ["time", "time", "number", "table"] as const;
  return {
    name: NAME,
    tags: ["bench"],
    tiles: Array.from({ length: TILE_COUNT }, (_, index) => {
      const type = kinds[index % kinds.length]!;
      return {
        name: `Tile ${index + 1}`,
        x: (index % 6) * 4,
        y: Math.floor(index / 6) * 2,
        w: 4,
        h: 2,
        asRatio: false,
        series: [
          type === "table"
            ? { type, dataSource: "events", aggFn: "p95", field: "duration_ms", where: `status_code:>${index}`, groupBy: ["service"] }
            : { type, dataSource: "events", aggFn: "count", where: `status_code:>${index}`, groupBy: type === "time" && index % 8 === 0 ? ["service"] : [] },
        ],
      };
    }),
  };
}

test("dashboard with data: 200 tiles, click to first tile drawn, requests before any scroll", async ({ page, request }) => {
  const created = await request.post(`${SERVICE_API}/stack/dashboards`, { headers: { Authorization: AUTH }, data: bigDashboard() });
  expect(created.ok()).toBe(true);

  await connectDemo(page);
  let seriesRequests = 0;
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().endsWith("/api/v2/charts/series")) seriesRequests += 1;
  });

  const times: number[] = [];
  const requestsBeforeScroll: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // From the list, a fresh document each run so nothing is cached.
    await page.goto(LIST_PATH);
    await expect(page.getByRole("link", { name: NAME })).toBeVisible({ timeout: 30_000 });
    await page.evaluate((selector: string) => {
      window.__drawnAt = undefined;
      document.addEventListener("click", () => (window.__clickAt = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector)) {
          window.__drawnAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    }, DRAWN);
    seriesRequests = 0;
    await page.getByRole("link", { name: NAME }).click();
    await page.waitForFunction(() => window.__drawnAt !== undefined, undefined, { timeout: 60_000 });
    times.push(await page.evaluate(() => window.__drawnAt! - window.__clickAt!));
    // Let every visible tile ask, then count: no scroll has happened.
    await page.waitForLoadState("networkidle");
    requestsBeforeScroll.push(seriesRequests);
  }
  const visibleTiles = await page.evaluate(() => {
    const tiles = [...document.querySelectorAll("[data-tile-key]")];
    return tiles.filter((tile) => {
      const box = tile.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    }).length;
  });
  report("dashboard with data, 200 tiles (click in the list to first tile drawn)", {
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    seriesRequestsBeforeScroll: median(requestsBeforeScroll),
    tilesOnScreen: visibleTiles,
    tiles: TILE_COUNT,
    runs: RUNS,
  });
});
