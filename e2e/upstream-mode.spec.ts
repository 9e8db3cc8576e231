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
