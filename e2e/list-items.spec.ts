import { expect, test, type Page } from "@playwright/test";
import { SEED_DASHBOARDS, SEED_PIPES, SEED_REVERSE_ENDPOINTS } from "../src/server/emulator/seed-ids";
import { LIST_AREAS, sideNavLink } from "./fault-support";
import { expectNoSeriousA11yViolations, openService } from "./support";

/** Lists read each item on its own: one item the console cannot read is a row saying so, not an error hiding all of them. */

type Item = Record<string, unknown>;

/** Answers the area's list GET from the server, with `spoil` applied to the item it picks. */
async function spoilOneItem(page: Page, api: string, pick: (items: Item[]) => number, spoil: (item: Item) => void) {
  await page.route(api, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { result: Item[] };
    spoil(body.result[pick(body.result)]!);
    await route.fulfill({ response, json: body });
  });
}

const REQUEST_ID = /Request ID [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test("reverse private endpoints: an endpoint without its status is a row saying so; the others are listed", async ({ page }) => {
  await openService(page);
  const area = LIST_AREAS.find((candidate) => candidate.link === "Reverse private endpoints")!;
  await spoilOneItem(page, area.api, (items) => items.findIndex((item) => item.id === SEED_REVERSE_ENDPOINTS.mskReady.id), (item) => delete item.status);
  await sideNavLink(page, area.link).click();

  await expect(page.getByRole("link", { name: SEED_REVERSE_ENDPOINTS.vpceProvisioning.description })).toBeVisible();
  await expect(page.getByRole("link", { name: SEED_REVERSE_ENDPOINTS.mskReady.description })).toHaveCount(0);
  const unreadable = page.getByRole("row").filter({ hasText: "could not be read" });
  await expect(unreadable).toHaveCount(1);
  await expect(unreadable).toContainText(/result\[\d+\]\.status/);
  await expect(unreadable).toContainText(SEED_REVERSE_ENDPOINTS.mskReady.id);
  await expect(unreadable).toContainText(REQUEST_ID);
  await expect(page.getByText("1 of 2 reverse private endpoints could not be read")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("dashboards: a dashboard whose name is a number is a row saying so; the others are listed", async ({ page }) => {
  await openService(page);
  const area = LIST_AREAS.find((candidate) => candidate.link === "Dashboards")!;
  await spoilOneItem(page, area.api, (items) => items.findIndex((item) => item.id === SEED_DASHBOARDS.serviceHealth.id), (item) => (item.name = 42));
  await sideNavLink(page, area.link).click();

  await expect(page.getByRole("link", { name: SEED_DASHBOARDS.checkoutFunnel.name, exact: true })).toBeVisible();
  const unreadable = page.getByRole("row").filter({ hasText: "could not be read" });
  await expect(unreadable).toHaveCount(1);
  await expect(unreadable).toContainText(/result\[\d+\]\.name/);
  await expect(unreadable).toContainText(SEED_DASHBOARDS.serviceHealth.id);
  await expect(unreadable).toContainText(REQUEST_ID);
  await expect(page.getByText(/^1 of \d+ dashboards could not be read/)).toBeVisible();
});

test("an endpoint's page says a pipe could not be read, since that pipe may use the endpoint too", async ({ page }) => {
  const base = await openService(page);
  const pipesArea = LIST_AREAS.find((candidate) => candidate.link === "Pipes")!;
  await spoilOneItem(page, pipesArea.api, (items) => items.findIndex((item) => item.id === SEED_PIPES.paymentsKafka.id), (item) => delete item.state);
  await page.goto(`${base}/reverse-endpoints/${SEED_REVERSE_ENDPOINTS.mskReady.id}`);

  const pipes = page.getByRole("region", { name: "Pipes using this endpoint" });
  await expect(pipes.getByRole("link", { name: SEED_PIPES.clickstream.name })).toBeVisible();
  await expect(pipes.getByRole("link", { name: SEED_PIPES.paymentsKafka.name })).toHaveCount(0);
  await expect(pipes.getByRole("status")).toHaveText(/^1 pipe of this service could not be read, so this list may miss it\. The pipes list shows what is wrong\.$/);
  await pipes.getByRole("link", { name: "The pipes list" }).click();
  await expect(page.getByText("1 of 15 pipes could not be read")).toBeVisible();
});
