import { expect, test, type Page, type Request } from "@playwright/test";
import { DEMO_ORGANIZATION, DEVELOPMENT_SERVICE, PRODUCTION_SERVICE } from "../src/server/emulator/seed-ids";
import { connectWithDemo, controlsHiddenWhenFocused, DEMO, expectNoSeriousA11yViolations, openService } from "./support";

const SERVICE_API = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}`;
const DEMO_AUTH = `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}`;

/** Opens the service area from the side navigation, as a person would. */
async function openServiceDetails(page: Page, serviceName: string = DEMO.productionServiceName): Promise<void> {
  await openService(page, serviceName);
  await page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Service" }).click();
  await expect(page.getByRole("heading", { level: 1, name: serviceName })).toBeVisible();
}

/** Every request for the service itself (GET and PATCH) the page sends, in order. */
function recordServiceRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === SERVICE_API) requests.push(request);
  });
  return requests;
}

/** Every PATCH of the service the page sends. */
function recordPatches(page: Page): { readonly length: number } {
  const requests = recordServiceRequests(page);
  return {
    get length() {
      return requests.filter((request) => request.method() === "PATCH").length;
    },
  };
}

/** The next PATCH of the service, and what the page shows after clicking `save`. */
async function saveAndCapture(page: Page, saveButton: string): Promise<unknown> {
  const request = page.waitForRequest((candidate) => candidate.method() === "PATCH" && new URL(candidate.url()).pathname === SERVICE_API);
  await page.getByRole("button", { name: saveButton }).click();
  return (await request).postDataJSON();
}

/** Puts a part of the shared demo service back as the seed had it, so other flows see the seed. */
async function restore(page: Page, body: object): Promise<void> {
  const response = await page.request.patch(SERVICE_API, { headers: { Authorization: DEMO_AUTH }, data: body });
  expect(response.status()).toBe(200);
}

/** A card of the page by its heading; exact, so "Endpoints" is not also "Private endpoints". */
function section(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

test("rename the production service: the header follows at once, and the name survives a reload", async ({ page }) => {
  const requests = recordServiceRequests(page);
  await openServiceDetails(page);
  const newName = "Production Warehouse Renamed";
  try {
    await page.getByLabel("Service name").fill(newName);
    expect(await saveAndCapture(page, "Save name")).toEqual({ name: newName });
    await expect(section(page, "Name").getByText(`Renamed to ${newName}.`)).toBeVisible();
    // Save is unavailable now that nothing is left to save, and a keyboard user is still on it.
    await expect(page.getByRole("button", { name: "Save name" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save name" })).toBeFocused();
    await expect(page.getByTestId("service-name")).toHaveText(newName);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newName);
    // The PATCH is the last request for the service: its answer went straight into the cache.
    expect(requests.map((request) => request.method()).at(-1)).toBe("PATCH");
    expect(requests.filter((request) => request.method() === "PATCH")).toHaveLength(1);

    await page.reload();
    await expect(page.getByTestId("service-name")).toHaveText(newName);
    await expect(page.getByLabel("Service name")).toHaveValue(newName);
  } finally {
    await restore(page, { name: PRODUCTION_SERVICE.name });
  }
});

test("a name with ! is refused as it is typed and never sent", async ({ page }) => {
  const patches = recordPatches(page);
  await openServiceDetails(page);
  const name = page.getByLabel("Service name");
  await name.fill("Prod!");
  await expect(section(page, "Name").getByText("Name may contain only letters A–Z, digits and spaces; “!” is not allowed.")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Prod!");
  await name.fill("");
  await expect(section(page, "Name").getByText("Enter a name.")).toBeVisible();
  expect(patches.length).toBe(0);
  await expect(page.getByTestId("service-name")).toHaveText(DEMO.productionServiceName);
});

test("add two IP entries and remove one in one save: one PATCH with add and remove, and the new list shown", async ({ page }) => {
  const patches = recordPatches(page);
  await openServiceDetails(page);
  const list = section(page, "IP access list");
  try {
    await list.getByRole("button", { name: "Add entry" }).click();
    const firstSource = list.getByRole("textbox", { name: "Source of new entry 1" });
    await expect(firstSource).toBeFocused();
    await firstSource.fill("10.20.0.0/16");
    await list.getByRole("textbox", { name: "Description of new entry 1" }).fill("Lab network");

    await list.getByRole("button", { name: "Add entry" }).click();
    const secondSource = list.getByRole("textbox", { name: "Source of new entry 2" });
    // A bad address and a duplicate are named before anything is sent.
    await secondSource.fill("10.20.0.300");
    await expect(list.getByText("Source “10.20.0.300” is not an IPv4 or IPv6 address or CIDR block.")).toBeVisible();
    await secondSource.fill("203.0.113.0/24");
    await expect(list.getByText("Source 203.0.113.0/24 is already in the list.")).toBeVisible();
    // The summary promises only what the save would take: the refused row is counted, not listed as an addition.
    const summary = list.getByRole("region", { name: "Pending change to the IP access list" });
    await expect(summary.getByRole("listitem")).toHaveText([/Add\s*10\.20\.0\.0\/16\s*Lab network/]);
    await expect(summary).toContainText("1 new row is left out until filled in correctly.");
    await page.getByRole("button", { name: "Save IP access list" }).click();
    await expect(secondSource).toBeFocused();
    expect(patches.length).toBe(0);

    await secondSource.fill("2001:db8:42::1");
    await list.getByRole("textbox", { name: "Description of new entry 2" }).fill("Admin laptop");
    await list.getByRole("button", { name: "Remove 198.51.100.17" }).click();
    await expect(list.getByText("Will be removed")).toBeVisible();

    const diff = list.getByRole("region", { name: "Pending change to the IP access list" });
    await expect(diff.getByRole("listitem")).toHaveText([
      /Add\s*10\.20\.0\.0\/16\s*Lab network/,
      /Add\s*2001:db8:42::1\s*Admin laptop/,
      /Remove\s*198\.51\.100\.17\s*CI runner/,
    ]);

    expect(await saveAndCapture(page, "Save IP access list")).toEqual({
      ipAccessList: {
        add: [
          { source: "10.20.0.0/16", description: "Lab network" },
          { source: "2001:db8:42::1", description: "Admin laptop" },
        ],
        remove: [{ source: "198.51.100.17", description: "CI runner" }],
      },
    });
    await expect(list.getByText("IP access list saved (3 changes).")).toBeVisible();
    await expect(list.getByRole("table").locator("tbody code")).toHaveText(["203.0.113.0/24", "2001:db8:ac3e::/48", "10.20.0.0/16", "2001:db8:42::1"]);
    await expect(diff).toHaveCount(0);

    await page.reload();
    await expect(section(page, "IP access list").getByRole("table").locator("tbody code")).toHaveText([
      "203.0.113.0/24", "2001:db8:ac3e::/48", "10.20.0.0/16", "2001:db8:42::1",
    ]);
  } finally {
    await restore(page, {
      ipAccessList: {
        remove: [{ source: "10.20.0.0/16" }, { source: "2001:db8:42::1" }],
        add: [{ source: "198.51.100.17", description: "CI runner" }],
      },
    });
  }
});

test("Enter in a new IP row saves, and leaves the focus on Save where the confirmation is told, not on the page", async ({ page }) => {
  await openServiceDetails(page);
  const list = section(page, "IP access list");
  try {
    await list.getByRole("button", { name: "Add entry" }).click();
    const source = list.getByRole("textbox", { name: "Source of new entry 1" });
    await source.fill("192.168.7.0/24");
    await source.press("Enter");
    await expect(list.getByText("IP access list saved (1 change).")).toBeVisible();
    await expect(list.getByRole("table").locator("tbody code")).toContainText(["192.168.7.0/24"]);
    const save = list.getByRole("button", { name: "Save IP access list" });
    await expect(save).toBeFocused();
    await expect(save).toBeInViewport();
  } finally {
    await restore(page, { ipAccessList: { remove: [{ source: "192.168.7.0/24" }] } });
  }
});

test("a CIDR with bits past its prefix is refused before sending, naming the block it starts", async ({ page }) => {
  const patches = recordPatches(page);
  await openServiceDetails(page);
  const list = section(page, "IP access list");
  await list.getByRole("button", { name: "Add entry" }).click();
  await list.getByRole("textbox", { name: "Source of new entry 1" }).fill("10.0.0.1/8");
  await expect(list.getByText("Source “10.0.0.1/8” has bits set past its prefix. Did you mean 10.0.0.0/8?")).toBeVisible();
  await list.getByRole("button", { name: "Save IP access list" }).click();
  await expect(list.getByRole("textbox", { name: "Source of new entry 1" })).toBeFocused();
  expect(patches.length).toBe(0);
});

test("at 390 px a new IP row shows the Source and Description captions the existing rows show", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openServiceDetails(page);
  const list = section(page, "IP access list");
  await list.getByRole("button", { name: "Add entry" }).click();
  // On a phone the column headers are hidden; each cell shows its column's name above what it holds.
  const captions = (row: ReturnType<typeof list.locator>) =>
    row.locator("td[data-label]").evaluateAll((cells) =>
      cells.map((cell) => {
        const caption = getComputedStyle(cell, "::before");
        return caption.display === "none" || caption.content === "none" ? "" : caption.content.replace(/"/g, "");
      }),
    );
  const existing = list.getByRole("row").filter({ hasText: "198.51.100.17" });
  const added = list.getByRole("row").filter({ has: page.getByRole("textbox", { name: "Source of new entry 1" }) });
  expect(await captions(existing)).toEqual(["Source", "Description"]);
  expect(await captions(added)).toEqual(["Source", "Description"]);
});

test("a description of one long word wraps in its cell instead of widening the page, wide and on a phone", async ({ page }) => {
  await openServiceDetails(page);
  const list = section(page, "IP access list");
  const description = "D".repeat(300);
  try {
    await list.getByRole("button", { name: "Add entry" }).click();
    await list.getByRole("textbox", { name: "Source of new entry 1" }).fill("192.0.2.0/24");
    await list.getByRole("textbox", { name: "Description of new entry 1" }).fill(description);
    // The pending change names it too.
    await expect(list.getByRole("region", { name: "Pending change to the IP access list" }).getByText(description, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.getByRole("button", { name: "Save IP access list" }).click();
    await expect(list.getByText("IP access list saved (1 change).")).toBeVisible();
    await expect(list.getByRole("table").getByText(description, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(list.getByRole("table").getByText(description, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await restore(page, { ipAccessList: { remove: [{ source: "192.0.2.0/24" }] } });
  }
});

test("at 390 px a service name of one long word breaks: the service picker and the top bar stay on the screen", async ({ page }) => {
  // Only this page sees the long name (other tests use the same service): the answers are rewritten.
  const longName = "ProductionWarehouseOfTheAnalyticsTeam".repeat(3);
  await page.route(`**/v1/organizations/${DEMO_ORGANIZATION.id}/services**`, async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { result: unknown };
    const renamed = (item: unknown) => (item && typeof item === "object" && "id" in item && item.id === PRODUCTION_SERVICE.id ? { ...item, name: longName } : item);
    await route.fulfill({ response, json: { ...body, result: Array.isArray(body.result) ? body.result.map(renamed) : renamed(body.result) } });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await connectWithDemo(page);
  await page.getByRole("link", { name: new RegExp(DEMO.organizationName) }).click();
  const card = page.getByRole("link", { name: new RegExp(longName) });
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The card's badges stay beside or under the name, inside the screen.
  const badge = (await card.getByText("running", { exact: true }).boundingBox())!;
  expect(badge.x + badge.width).toBeLessThanOrEqual(390);

  await card.click();
  await expect(page.getByTestId("service-name")).toHaveText(longName);
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the endpoints are named by their protocols in words, and those listed without a switch are on", async ({ page }) => {
  await openServiceDetails(page);
  const endpoints = section(page, "Endpoints");
  const cells = (label: string) => endpoints.locator(`td[data-label="${label}"]`).allInnerTexts();
  expect(await cells("Protocol")).toEqual(["HTTPS", "Native (TLS)", "MySQL"]);
  // The API sends `enabled` only for MySQL, the one endpoint that can be switched.
  expect(await cells("Enabled")).toEqual(["On", "On", "On"]);
  await expect(endpoints.getByRole("button", { name: "Copy Native (TLS) host and port" })).toBeVisible();
});

test("switch the MySQL endpoint off and on again", async ({ page }) => {
  await openServiceDetails(page);
  const endpoints = section(page, "Endpoints");
  const mysqlRow = endpoints.getByRole("row", { name: /^MySQL / });
  const toggle = endpoints.getByRole("switch", { name: "MySQL endpoint" });
  try {
    await expect(mysqlRow).toContainText("On");
    await expect(toggle).toBeChecked();

    await toggle.click();
    await expect(endpoints.getByText("Off (not saved)")).toBeVisible();
    expect(await saveAndCapture(page, "Save MySQL endpoint")).toEqual({ endpoints: [{ protocol: "mysql", enabled: false }] });
    await expect(endpoints.getByText("MySQL endpoint turned off.")).toBeVisible();
    await expect(mysqlRow).toContainText("Off");
    await expect(toggle).not.toBeChecked();

    await toggle.click();
    expect(await saveAndCapture(page, "Save MySQL endpoint")).toEqual({ endpoints: [{ protocol: "mysql", enabled: true }] });
    await expect(endpoints.getByText("MySQL endpoint turned on.")).toBeVisible();
    await expect(mysqlRow).toContainText("On");
    await expect(toggle).toBeChecked();
  } finally {
    await restore(page, { endpoints: [{ protocol: "mysql", enabled: true }] });
  }
});

test("the release channel is a choice on the production service and not offered on the development service", async ({ page }) => {
  await openServiceDetails(page);
  const channel = section(page, "Release channel");
  try {
    await expect(channel.getByRole("radio", { name: /Default/ })).toBeChecked();
    await expect(channel.getByText("New releases soonest, with a higher risk of defects.")).toBeVisible();
    await channel.getByRole("radio", { name: /Fast/ }).check();
    expect(await saveAndCapture(page, "Save release channel")).toEqual({ releaseChannel: "fast" });
    await expect(channel.getByText("Release channel set to fast.")).toBeVisible();
    await expect(channel.getByText("Current channel: fast")).toBeVisible();
  } finally {
    await restore(page, { releaseChannel: "default" });
  }

  const patches = recordPatches(page);
  await page.goto(`/o/${DEMO_ORGANIZATION.id}/s/${DEVELOPMENT_SERVICE.id}/service`);
  await expect(page.getByRole("heading", { level: 1, name: DEMO.developmentServiceName })).toBeVisible();
  const devChannel = section(page, "Release channel");
  await expect(devChannel.getByText("Release channels are only available for production services; this is a development service.")).toBeVisible();
  await expect(devChannel.getByRole("radio")).toHaveCount(0);
  await expect(devChannel.getByRole("button", { name: "Save release channel" })).toHaveCount(0);
  // No transparent data encryption there either, so no key rotation.
  await expect(section(page, "Encryption").getByText("Key rotation needs transparent data encryption, which this service does not have.")).toBeVisible();
  expect(patches.length).toBe(0);
});

test("rotate the encryption key after a confirmation that names the change", async ({ page }) => {
  const patches = recordPatches(page);
  await openServiceDetails(page);
  const encryption = section(page, "Encryption");
  const current = (await encryption.getByRole("definition").filter({ hasText: /^tde-/ }).locator("code").textContent()) ?? "";
  expect(current).toMatch(/^tde-/);
  const newKey = `tde-key-e2e-${Date.now()}`;
  const keyField = encryption.getByLabel("New key id");

  await keyField.fill(current);
  await expect(encryption.getByText(`Key ${current} is already the current key; enter a different one.`)).toBeVisible();
  await keyField.fill(newKey);
  await encryption.getByRole("button", { name: "Rotate key…" }).click();
  const dialog = page.getByRole("dialog", { name: "Rotate the encryption key?" });
  await expect(dialog).toContainText(`Rotate the transparent data encryption key from ${current} to ${newKey}.`);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();

  // Cancelling sends nothing, keeps what was typed, and gives the focus back to the button that asked.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(encryption.getByRole("button", { name: "Rotate key…" })).toBeFocused();
  await expect(keyField).toHaveValue(newKey);
  expect(patches.length).toBe(0);

  try {
    await encryption.getByRole("button", { name: "Rotate key…" }).click();
    const request = page.waitForRequest((candidate) => candidate.method() === "PATCH");
    await dialog.getByRole("button", { name: "Rotate key" }).click();
    expect((await request).postDataJSON()).toEqual({ transparentDataEncryptionKeyId: newKey });
    await expect(encryption.getByText(`Encryption key rotated to ${newKey}.`)).toBeVisible();
    await expect(encryption.getByRole("definition").filter({ hasText: newKey })).toBeVisible();
    await expect(keyField).toHaveValue("");
  } finally {
    await restore(page, { transparentDataEncryptionKeyId: current });
  }
});

test("a release channel refusal from the server is shown with its request id when the tier is not sent", async ({ page }) => {
  // A server that does not send the tier gets the choice (the console cannot know); the
  // development service then refuses, and that refusal must reach the user.
  await page.route(`**/v1/organizations/${DEMO_ORGANIZATION.id}/services/${DEVELOPMENT_SERVICE.id}`, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    const envelope = (await response.json()) as { result: Record<string, unknown> };
    delete envelope.result.tier;
    return route.fulfill({ response, json: envelope });
  });
  await openServiceDetails(page, DEMO.developmentServiceName);
  const channel = section(page, "Release channel");
  await channel.getByRole("radio", { name: /Slow/ }).check();
  await channel.getByRole("button", { name: "Save release channel" }).click();
  const alert = channel.getByRole("alert");
  // The field in the page's words, not the API's.
  await expect(alert).toContainText("Release channel is only available for production services");
  await expect(alert).not.toContainText("releaseChannel");
  await expect(alert).toContainText(/Request ID [0-9a-f-]{36}/);
  // The choice stays, and nothing claims it was saved.
  await expect(channel.getByRole("radio", { name: /Slow/ })).toBeChecked();
  await expect(channel.getByText("Current channel: not set")).toBeVisible();
  await expect(channel.getByText(/Release channel set to/)).toHaveCount(0);
});

test("a server refusal is shown next to its form with the request id, and what was typed stays", async ({ page }) => {
  await openServiceDetails(page);
  const endpoints = section(page, "Private endpoints");
  await endpoints.getByLabel("Or type an endpoint id").fill("vpce-0000000000unknown");
  await endpoints.getByLabel("Or type an endpoint id").press("Enter");
  await expect(endpoints.getByRole("list", { name: "Attached private endpoints" })).toContainText("vpce-0000000000unknown");
  await endpoints.getByRole("button", { name: "Save private endpoints" }).click();
  const alert = endpoints.getByRole("alert");
  // The server's words, the field named as the page names it rather than by its API path (privateEndpointIds.add[0]).
  await expect(alert).toContainText(
    "Private endpoints: vpce-0000000000unknown is not an available private endpoint of this service. Check the id in your cloud account, or attach one listed under “Available to attach”.",
  );
  await expect(alert).not.toContainText("privateEndpointIds");
  await expect(alert).toContainText(/Request ID [0-9a-f-]{36}/);
  await expect(endpoints.getByRole("list", { name: "Attached private endpoints" })).toContainText("vpce-0000000000unknown");
  await expect(endpoints.getByRole("region", { name: "Pending change to private endpoints" })).toContainText("vpce-0000000000unknown");
  // Other forms are untouched by this one's failure.
  await expect(section(page, "Name").getByRole("alert")).toHaveCount(0);
});

test("a typed endpoint id longer than the service takes is refused on the field; a long one that fits wraps inside its card at 390 px", async ({ page }) => {
  await openServiceDetails(page);
  const endpoints = section(page, "Private endpoints");
  const field = endpoints.getByLabel("Or type an endpoint id");
  await field.fill(`vpce-${"a".repeat(124)}`);
  await field.press("Enter");
  await expect(endpoints.getByText("A private endpoint id is at most 128 characters (this one has 129).")).toBeVisible();
  await expect(endpoints.getByRole("region", { name: "Pending change to private endpoints" })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  const longest = `vpce-${"b".repeat(123)}`;
  await field.fill(longest);
  await field.press("Enter");
  const attached = endpoints.getByRole("list", { name: "Attached private endpoints" });
  await expect(attached).toContainText(longest);
  const [list, id] = await Promise.all([attached.boundingBox(), attached.locator("code", { hasText: longest }).boundingBox()]);
  expect(id!.x + id!.width).toBeLessThanOrEqual(list!.x + list!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("a typed endpoint id with markup in it is refused on the field and never added", async ({ page }) => {
  const patches = recordPatches(page);
  await openServiceDetails(page);
  const endpoints = section(page, "Private endpoints");
  const field = endpoints.getByRole("textbox", { name: "Or type an endpoint id" });
  await field.fill("<b>bold</b>");
  await field.press("Enter");
  await expect(endpoints.getByText("A private endpoint id has no “<”: it is an id such as vpce-0123456789abcdef0, not text or markup.")).toBeVisible();
  await expect(field).toBeFocused();
  await expect(endpoints.getByRole("region", { name: "Pending change to private endpoints" })).toHaveCount(0);
  expect(patches.length).toBe(0);
});

test("attach an available private endpoint by clicking and detach it again", async ({ page }) => {
  await openServiceDetails(page);
  const endpoints = section(page, "Private endpoints");
  const attached = endpoints.getByRole("list", { name: "Attached private endpoints" });
  try {
    await endpoints.getByRole("button", { name: "Add vpce-0f9e8d7c6b5a49382" }).click();
    expect(await saveAndCapture(page, "Save private endpoints")).toEqual({ privateEndpointIds: { add: ["vpce-0f9e8d7c6b5a49382"], remove: [] } });
    await expect(endpoints.getByText("Private endpoints saved (1 change).")).toBeVisible();
    await expect(attached.locator("code")).toHaveText(["vpce-0a1b2c3d4e5f60718", "vpce-0f9e8d7c6b5a49382"]);

    await endpoints.getByRole("button", { name: "Remove vpce-0f9e8d7c6b5a49382" }).click();
    expect(await saveAndCapture(page, "Save private endpoints")).toEqual({ privateEndpointIds: { add: [], remove: ["vpce-0f9e8d7c6b5a49382"] } });
    await expect(attached.locator("code")).toHaveText(["vpce-0a1b2c3d4e5f60718"]);
  } finally {
    await restore(page, { privateEndpointIds: { remove: ["vpce-0f9e8d7c6b5a49382"] } });
  }
});

test("from the keyboard, adding and discarding list entries keeps the focus on what undoes them, never on the page", async ({ page }) => {
  await openServiceDetails(page);
  const endpoints = section(page, "Private endpoints");
  await endpoints.getByRole("button", { name: "Add vpce-0f9e8d7c6b5a49382" }).focus();
  await page.keyboard.press("Enter");
  // The id moved to the attached list: the focus goes with it, to the button that takes it back.
  const discard = endpoints.getByRole("button", { name: "Discard vpce-0f9e8d7c6b5a49382" });
  await expect(discard).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(endpoints.getByRole("button", { name: "Add vpce-0f9e8d7c6b5a49382" })).toBeFocused();

  // A typed id: the focus stays in the field for the next one, and the addition is told.
  const typed = endpoints.getByRole("textbox", { name: "Or type an endpoint id" });
  await typed.fill("vpce-0123456789abcdef0");
  await page.keyboard.press("Enter");
  await expect(typed).toBeFocused();
  await expect(endpoints.getByRole("status").filter({ hasText: "vpce-0123456789abcdef0 is in the attached list: it is attached when you save." })).toBeAttached();
  await endpoints.getByRole("button", { name: "Discard vpce-0123456789abcdef0" }).focus();
  await page.keyboard.press("Enter");
  await expect(endpoints.getByRole("button", { name: "Remove vpce-0a1b2c3d4e5f60718" })).toBeFocused();

  const list = section(page, "IP access list");
  for (const source of ["10.1.0.0/16", "10.2.0.0/16"]) {
    await list.getByRole("button", { name: "Add entry" }).click();
    await page.keyboard.type(source);
  }
  await list.getByRole("button", { name: "Discard new entry 1" }).focus();
  await page.keyboard.press("Enter");
  // The second new entry is now the first: its Discard is the one that was next.
  await expect(list.getByRole("button", { name: "Discard new entry 1" })).toBeFocused();
  await expect(list.getByRole("textbox", { name: "Source of new entry 1" })).toHaveValue("10.2.0.0/16");
  await page.keyboard.press("Enter");
  await expect(list.getByRole("button", { name: "Add entry" })).toBeFocused();
});

test("Shift+Tab up the page never leaves the focus under the sticky top bar", async ({ page }) => {
  await openServiceDetails(page);
  expect(await controlsHiddenWhenFocused(page, 80)).toEqual([]);
});

test("leaving with unsent changes asks first, in the app and on reload", async ({ page }) => {
  await openServiceDetails(page);
  const base = new URL(page.url()).pathname;
  await page.getByLabel("Service name").click();
  await page.getByLabel("Service name").fill("Half typed");
  const pipesLink = page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Pipes" });

  await pipesLink.click();
  const dialog = page.getByRole("dialog", { name: "Leave with unsaved changes?" });
  await expect(dialog).toContainText("Not saved yet: Name.");
  await dialog.getByRole("button", { name: "Stay on this page" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByLabel("Service name")).toHaveValue("Half typed");

  // The browser's own prompt guards a reload; dismissing it keeps the page and the edit.
  const prompt = new Promise<string>((resolve) => {
    page.once("dialog", (browserDialog) => {
      resolve(browserDialog.type());
      void browserDialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await prompt).toBe("beforeunload");
  await expect(page.getByLabel("Service name")).toHaveValue("Half typed");

  await pipesLink.click();
  await page.getByRole("dialog", { name: "Leave with unsaved changes?" }).getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/pipes$/);

  // An endpoint id typed but not yet added counts as unsent too.
  await page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Service" }).click();
  await page.getByLabel("Or type an endpoint id").fill("vpce-typed-only");
  await pipesLink.click();
  const typedDialog = page.getByRole("dialog", { name: "Leave with unsaved changes?" });
  await expect(typedDialog).toContainText("Not saved yet: Private endpoints.");
  await typedDialog.getByRole("button", { name: "Stay on this page" }).click();
  // The page behind a modal dialog is inert until it closes: emptying the field before then reaches nothing.
  await expect(typedDialog).toHaveCount(0);
  await expect(page.getByLabel("Or type an endpoint id")).toHaveValue("vpce-typed-only");
  await page.getByLabel("Or type an endpoint id").fill("");
  await expect(page.getByLabel("Or type an endpoint id")).toHaveValue("");

  // Nothing unsent: leaving does not ask.
  await expect(page.getByLabel("Service name")).toHaveValue(DEMO.productionServiceName);
  await pipesLink.click();
  await expect(page).toHaveURL(/\/pipes$/);
});

test("every control is reachable by keyboard, and axe finds no serious violation", async ({ page }) => {
  await openServiceDetails(page);
  await expectNoSeriousA11yViolations(page);

  // With edits open: new rows, errors and pending diffs.
  const list = section(page, "IP access list");
  await list.getByRole("button", { name: "Add entry" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.type("10.9.9.9");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Typed by keyboard");
  await expect(list.getByRole("textbox", { name: "Description of new entry 1" })).toHaveValue("Typed by keyboard");
  await page.getByLabel("Service name").fill("Bad!");
  await expectNoSeriousA11yViolations(page);

  const reached = new Set<string>();
  await page.getByRole("link", { name: "Skip to content" }).focus();
  for (let step = 0; step < 90; step += 1) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return "";
      const label = element.getAttribute("aria-label") ?? (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null);
      return `${element.getAttribute("role") ?? element.tagName.toLowerCase()}:${(label ?? element.textContent ?? "").trim()}`;
    });
    reached.add(name);
  }
  for (const expected of [
    "input:Service name",
    "button:Save name",
    "button:Remove 198.51.100.17",
    "input:Source of new entry 1",
    "button:Add entry",
    "button:Save IP access list",
    "switch:MySQL endpoint",
    "button:Add vpce-0f9e8d7c6b5a49382",
    "input:Or type an endpoint id",
    "button:Add typed id",
    "input:New key id",
  ]) {
    expect([...reached].some((name) => name.startsWith(expected)), `${expected} reached by Tab`).toBe(true);
  }
  // Radios are one tab stop; the arrow keys move the choice.
  await section(page, "Release channel").getByRole("radio", { name: /Default/ }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(section(page, "Release channel").getByRole("radio", { name: /Fast/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "Save release channel" })).toBeEnabled();
});

test("Discard changes after a refused save takes the refusal with it, and leaves the focus on Save, not on the page", async ({ page }) => {
  await openServiceDetails(page);
  const list = section(page, "IP access list");
  await list.getByRole("button", { name: "Remove 198.51.100.17" }).click();
  await page.route("**/services/*", (route) =>
    route.request().method() !== "PATCH"
      ? route.fallback()
      : route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ status: 409, requestId: "refused-1", error: "CONFLICT: the service is changing" }) }),
  );
  await list.getByRole("button", { name: "Save IP access list" }).click();
  await expect(list.getByRole("alert").filter({ hasText: "refused-1" })).toBeVisible();
  await list.getByRole("button", { name: "Discard changes" }).focus();
  await page.keyboard.press("Enter");
  await expect(list.getByRole("button", { name: "Save IP access list" })).toBeFocused();
  await expect(list.getByText("refused-1")).toHaveCount(0);
  await expect(list.getByRole("button", { name: "Remove 198.51.100.17" })).toBeVisible();
});

test("at 390 px in dark mode nothing runs off the side, axe passes, and a save works from the keyboard alone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.emulateMedia({ colorScheme: "dark" });
  await openServiceDetails(page);
  const list = section(page, "IP access list");
  await list.getByRole("button", { name: "Add entry" }).click();
  await list.getByRole("textbox", { name: "Source of new entry 1" }).fill("10.0.0.300");
  await list.getByRole("button", { name: "Remove 198.51.100.17" }).click();
  await expect(list.getByText("Source “10.0.0.300” is not an IPv4 or IPv6 address or CIDR block.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await list.getByRole("button", { name: "Discard changes" }).click();

  const endpoints = section(page, "Endpoints");
  try {
    await endpoints.getByRole("switch", { name: "MySQL endpoint" }).focus();
    await page.keyboard.press("Space");
    await expect(endpoints.getByText("Off (not saved)")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(endpoints.getByRole("button", { name: "Save MySQL endpoint" })).toBeFocused();
    const request = page.waitForRequest((candidate) => candidate.method() === "PATCH");
    await page.keyboard.press("Enter");
    expect((await request).postDataJSON()).toEqual({ endpoints: [{ protocol: "mysql", enabled: false }] });
    await expect(endpoints.getByText("MySQL endpoint turned off.")).toBeVisible();
  } finally {
    await restore(page, { endpoints: [{ protocol: "mysql", enabled: true }] });
  }
});
