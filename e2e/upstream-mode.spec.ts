import { expect, test } from "@playwright/test";
import { DEMO, upstreamBaseURL } from "./support";

test("in upstream mode the same console works through the proxy, without offering demo credentials", async ({ page }) => {
  const health = await page.request.get(`${upstreamBaseURL}/healthz`);
  expect(await health.json()).toEqual({ ok: true, mode: "upstream" });
  const config = await (await page.request.get(`${upstreamBaseURL}/console-config.json`)).json();
  expect(JSON.stringify(config)).not.toContain("demo-key-secret");

  await page.goto(`${upstreamBaseURL}/connect`);
  await expect(page.getByRole("heading", { name: "Connect to your service" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Use demo credentials" })).toHaveCount(0);

  // The upstream here is the emulator, so its key works when typed in, as a real key would.
  await page.getByLabel("API key id").fill("demo-key-id");
  await page.getByLabel("API key secret").fill("demo-key-secret");
  await page.getByLabel("Dashboard API token").fill("demo-dashboard-token");
  await page.getByRole("button", { name: "Connect" }).click();
  await page.getByRole("link", { name: new RegExp(DEMO.organizationName) }).click();
  await page.getByRole("link", { name: new RegExp(DEMO.productionServiceName) }).click();
  await expect(page.getByTestId("service-name")).toHaveText(DEMO.productionServiceName);
});

test("in upstream mode the series query passes through the proxy unchanged, and tiles draw", async ({ page }) => {
  await page.goto(`${upstreamBaseURL}/connect`);
  await page.getByLabel("API key id").fill("demo-key-id");
  await page.getByLabel("API key secret").fill("demo-key-secret");
  await page.getByLabel("Dashboard API token").fill("demo-dashboard-token");
  await page.getByRole("button", { name: "Connect" }).click();
  await page.getByRole("link", { name: new RegExp(DEMO.organizationName) }).click();
  await page.getByRole("link", { name: new RegExp(DEMO.productionServiceName) }).click();
  await page.getByRole("link", { name: "Dashboards" }).click();

  const sent = page.waitForRequest((request) => request.url() === `${upstreamBaseURL}/api/v2/charts/series`);
  await page.getByRole("link", { name: "Platform Overview" }).click();
  const request = await sent;
  const body = request.postDataJSON();
  const response = (await request.response())!;
  expect(response.status()).toBe(200);
  const answer = await response.json();
  expect(Array.isArray(answer.data)).toBe(true);

  // The same body asked of the emulator directly gives the same answer: nothing changed on the way.
  const direct = await page.request.post("/api/v2/charts/series", { headers: { Authorization: "Bearer demo-dashboard-token" }, data: body });
  expect(await direct.json()).toEqual(answer);
  await expect(page.locator(".number-view__value").first()).toBeVisible();
  await expect(page.locator(".time-chart__plot canvas").first()).toBeVisible();
});
