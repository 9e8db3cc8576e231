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

/**
 * Walks the focus backwards with Shift+Tab from the page's last control, `steps` times, and returns
 * each control the browser scrolled to that ended up wholly under something else (a sticky bar): its
 * top, middle and bottom all hit another element (WCAG 2.4.11, which axe does not check).
 */
export async function controlsHiddenWhenFocused(page: Page, steps: number): Promise<string[]> {
  await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex='0']")];
    controls.filter((control) => control.offsetParent !== null && !control.matches(":disabled")).at(-1)?.focus();
  });
  const hidden: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press("Shift+Tab");
    const covered = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      const x = box.left + box.width / 2;
      const hits = [box.top + 2, box.top + box.height / 2, box.bottom - 2].map((y) => document.elementFromPoint(x, y));
      const all = hits.every((hit) => hit !== null && hit !== focused && !focused.contains(hit) && !hit.contains(focused));
      return all ? (focused.getAttribute("aria-label") ?? focused.textContent ?? focused.tagName).trim() : null;
    });
    if (covered) hidden.push(covered);
  }
  return hidden;
}
