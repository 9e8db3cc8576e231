import { expect, test } from "@playwright/test";
import { COMPILE_HINT, COMPILE_HINT_MIN_SOURCE } from "../scripts/compile-hint";
import { SEED_DASHBOARDS } from "../src/server/emulator/seed-ids";
import { openService } from "./support";

/**
 * The built scripts open with V8's compile hint (scripts/compile-hint.ts), all but the smallest: a
 * chunk without it has less source than the threshold, so its minified text is smaller still. V8
 * applies the hint to the functions after it: only Vite's one-line `__vite__mapDeps` table may come
 * first.
 */
test("every script a cold load of the pipes list and a dashboard fetches carries the compile hint before its code, but the smallest", async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), response.text());
  });
  const service = await openService(page);
  await page.goto(`${service}/pipes`);
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
  await page.goto(`${service}/dashboards/${SEED_DASHBOARDS.serviceHealth.id}`);
  await expect(page.locator(".time-chart__plot canvas").first()).toBeVisible();

  let hinted = 0;
  for (const [url, text] of scripts) {
    const body = await text;
    const at = body.indexOf(COMPILE_HINT);
    if (at < 0) {
      expect(body.length, `${url} has no compile hint`).toBeLessThan(COMPILE_HINT_MIN_SOURCE);
      continue;
    }
    hinted += 1;
    const before = body.slice(0, at);
    expect(before === "" || /^const __vite__mapDeps=[^\n]*\n$/.test(before), `${url} has code before the hint`).toBe(true);
  }
  // At least the entry, the shared "frame", both pages' route chunks and the chart's.
  expect(hinted).toBeGreaterThanOrEqual(5);
});

/**
 * The entry runs its modules with no Error.stackTraceLimit (src/app/stackless-start.ts) and gives it
 * back before the console's own code runs: errors made by the page once it is up carry their stack.
 */
test("once a page is up, errors carry their stack again (the limit the entry set aside is given back)", async ({ page }) => {
  const service = await openService(page);
  await page.goto(`${service}/pipes`);
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
  const { limit, stack } = await page.evaluate(() => ({
    limit: Reflect.get(Error, "stackTraceLimit") as unknown,
    stack: (function namedFrame() {
      return new Error("made after start-up").stack ?? "";
    })(),
  }));
  expect(limit).toBe(10);
  expect(stack).toContain("namedFrame");
});
