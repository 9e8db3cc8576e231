import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The ids the emulator seeds (src/server/emulator/seed.ts); tests navigate by clicking where they can. */
export const DEMO = {
  organizationName: "Acme Analytics",
  productionServiceName: "Production Warehouse",
  developmentServiceName: "Development Sandbox",
};

/** Connects with the demo credentials offered on the connect page. */
export async function connectWithDemo(page: Page): Promise<void> {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Connect to your service" })).toBeVisible();
  await page.getByRole("button", { name: "Use demo credentials" }).click();
  await expect(page.getByRole("heading", { name: "Choose an organization" })).toBeVisible();
}

/** Connects and opens a service by clicking through the pickers; returns the service's base URL. */
export async function openService(page: Page, serviceName: string = DEMO.productionServiceName): Promise<string> {
  await connectWithDemo(page);
  await page.getByRole("link", { name: new RegExp(DEMO.organizationName) }).click();
  await page.getByRole("link", { name: new RegExp(serviceName) }).click();
  await expect(page.getByTestId("service-name")).toHaveText(serviceName);
  const url = new URL(page.url());
  return url.pathname.replace(/\/[^/]*$/, "");
}

/** axe on the current page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** The second test server: the same console in upstream mode, proxying to the emulator. */
export const upstreamBaseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}`;
