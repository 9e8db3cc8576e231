import { expect, test, type Page } from "@playwright/test";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE, SEED_PIPES, SEED_REVERSE_ENDPOINTS } from "../src/server/emulator/seed-ids";
import { DEMO, expectNoSeriousA11yViolations, openService } from "./support";

const SERVICE_NAME = "com.amazonaws.vpce.eu-west-1.vpce-svc-0d4c3b2a1f0e9d8c7";
const CONFIGURATION_ID = "rcfg-07129f3acded87625";
const SHARE_ARN = "arn:aws:ram:eu-west-1:123456789012:resource-share/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f";
const CLUSTER_ARN = "arn:aws:kafka:eu-west-1:123456789012:cluster/acme-events/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f-3";

/** Opens the area from the side navigation, as a person would. */
async function openReverseEndpoints(page: Page): Promise<string> {
  const base = await openService(page);
  await page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Reverse private endpoints" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reverse private endpoints" })).toBeVisible();
  return base;
}

/** Counts the create requests the page sends. */
function countCreates(page: Page): { readonly count: number; readonly bodies: unknown[] } {
  const bodies: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/pipesReversePrivateEndpoints")) bodies.push(request.postDataJSON());
  });
  return {
    get count() {
      return bodies.length;
    },
    bodies,
  };
}

test("the list shows every endpoint of the service with its type, status and endpoint id", async ({ page }) => {
  await openReverseEndpoints(page);
  const rows = page.getByRole("table").getByRole("row");
  const msk = page.getByRole("row", { name: new RegExp(SEED_REVERSE_ENDPOINTS.mskReady.description) });
  await expect(msk).toContainText("MSK multi-VPC");
  await expect(msk).toContainText("Ready");
  await expect(msk).toContainText("vpce-0a1b2c3d4e5f6a7b8");
  const vpce = page.getByRole("row", { name: new RegExp(SEED_REVERSE_ENDPOINTS.vpceProvisioning.description) });
  await expect(vpce).toContainText("VPC endpoint service");
  await expect(vpce).toContainText("Provisioning");
  // Created order: the older one first.
  await expect(rows.nth(1)).toContainText(SEED_REVERSE_ENDPOINTS.mskReady.description);
  await expect(rows.nth(2)).toContainText(SEED_REVERSE_ENDPOINTS.vpceProvisioning.description);
  await expectNoSeriousA11yViolations(page);
});

test("a status of joined words reads as words, in the list and on the endpoint's page", async ({ page }) => {
  // The emulator's endpoints go from Provisioning to Ready; one waiting for its owner is the service's answer, changed.
  await page.route(/\/pipesReversePrivateEndpoints(\/[^/?]+)?$/, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { result: { id: string; status: string } | { id: string; status: string }[] };
    const waiting = (endpoint: { id: string; status: string }) => (endpoint.id === SEED_REVERSE_ENDPOINTS.mskReady.id ? { ...endpoint, status: "PendingAcceptance" } : endpoint);
    const result = Array.isArray(body.result) ? body.result.map(waiting) : waiting(body.result);
    await route.fulfill({ response, json: { ...body, result } });
  });
  await openReverseEndpoints(page);
  const msk = page.getByRole("row", { name: new RegExp(SEED_REVERSE_ENDPOINTS.mskReady.description) });
  await expect(msk.locator('td[data-label="Status"]')).toHaveText("Pending acceptance");
  await msk.getByRole("link", { name: SEED_REVERSE_ENDPOINTS.mskReady.description }).click();
  await expect(page.getByRole("heading", { level: 1, name: SEED_REVERSE_ENDPOINTS.mskReady.description })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Pending acceptance");
  await expect(page.getByRole("main")).not.toContainText("PendingAcceptance");
});

test("a service without endpoints explains what one is for and offers to create one", async ({ page }) => {
  await openService(page, DEMO.developmentServiceName);
  await page.getByRole("link", { name: "Reverse private endpoints" }).click();
  await expect(page.getByText("No reverse private endpoints yet")).toBeVisible();
  await expect(page.getByText(/reach a data source in your own AWS network/)).toBeVisible();
  await page.getByRole("link", { name: "Create a reverse private endpoint" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New reverse private endpoint" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("create one endpoint of each type: only that type's fields are shown and sent", async ({ page }) => {
  await openReverseEndpoints(page);
  const creates = countCreates(page);
  const cases = [
    {
      type: "VPC endpoint service",
      fill: async () => page.getByLabel("Endpoint service name").fill(SERVICE_NAME),
      body: { type: "VPC_ENDPOINT_SERVICE", description: "e2e endpoint service", vpcEndpointServiceName: SERVICE_NAME },
      shown: [SERVICE_NAME],
    },
    {
      type: "VPC resource",
      fill: async () => {
        await page.getByLabel("Resource configuration ID").fill(CONFIGURATION_ID);
        await page.getByLabel("Resource share ARN").fill(SHARE_ARN);
      },
      body: { type: "VPC_RESOURCE", description: "e2e resource", vpcResourceConfigurationId: CONFIGURATION_ID, vpcResourceShareArn: SHARE_ARN },
      shown: [CONFIGURATION_ID, SHARE_ARN],
    },
    {
      type: "MSK multi-VPC",
      fill: async () => {
        await page.getByLabel("Cluster ARN").fill(CLUSTER_ARN);
        await page.getByRole("radio", { name: /^User and password \(SASL\/SCRAM\)/ }).check();
      },
      body: { type: "MSK_MULTI_VPC", description: "e2e msk", mskClusterArn: CLUSTER_ARN, mskAuthentication: "SASL_SCRAM" },
      shown: [CLUSTER_ARN, "User and password (SASL/SCRAM)"],
    },
  ];

  for (const [index, item] of cases.entries()) {
    await page.getByRole("link", { name: "Create endpoint" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New reverse private endpoint" })).toBeVisible();
    // Before a type is chosen none of the conditional fields is there.
    await expect(page.getByLabel("Endpoint service name")).toHaveCount(0);
    await expect(page.getByLabel("Cluster ARN")).toHaveCount(0);
    // Fill another type's field first: it must neither show nor travel once the type changes.
    await page.getByRole("radio", { name: /VPC endpoint service/ }).check();
    await page.getByLabel("Endpoint service name").fill(SERVICE_NAME);
    await page.getByRole("radio", { name: new RegExp(item.type) }).check();
    await page.getByLabel("Description").fill(item.body.description);
    await item.fill();
    await page.getByRole("button", { name: "Create endpoint" }).click();

    await expect(page.getByRole("heading", { level: 1, name: item.body.description })).toBeVisible();
    await expect(page).toHaveURL(/\/reverse-endpoints\/[0-9a-f-]{36}$/);
    expect(creates.bodies[index]).toEqual(item.body);
    const connection = page.getByRole("region", { name: "Connection" });
    await expect(connection).toContainText(item.type);
    for (const value of item.shown) await expect(connection).toContainText(value);
    await page.getByRole("link", { name: "Reverse private endpoints" }).first().click();
    await expect(page.getByRole("row", { name: new RegExp(item.body.description) })).toBeVisible();
  }
  expect(creates.count).toBe(3);
});

test("a missing conditional field is named and nothing is sent; fixing it sends", async ({ page }) => {
  const base = await openReverseEndpoints(page);
  const creates = countCreates(page);
  await page.goto(`${base}/reverse-endpoints/new`);
  await page.getByRole("radio", { name: /VPC resource/ }).check();
  await page.getByLabel("Description").fill("Half filled");
  await page.getByLabel("Resource configuration ID").fill(CONFIGURATION_ID);
  await page.getByRole("button", { name: "Create endpoint" }).click();

  const summary = page.getByRole("alert");
  await expect(summary).toContainText("1 field needs attention; nothing was sent.");
  // Each message names its field and is the link to it, said once: not "Resource share ARN: Enter the resource share ARN."
  await expect(summary.getByRole("listitem")).toHaveText(["Enter the resource share ARN."]);
  const share = page.getByLabel("Resource share ARN");
  await expect(share).toHaveAttribute("aria-invalid", "true");
  await expect(share).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // A malformed value is named as well, with the shape expected.
  await share.fill("6f1c2d3e-4b5a");
  await page.getByRole("button", { name: "Create endpoint" }).click();
  await expect(page.getByText(/Resource share ARN must look like arn:aws:ram:/).first()).toBeVisible();
  await summary.getByRole("button", { name: /^Resource share ARN must look like arn:aws:ram:/ }).click();
  await expect(share).toBeFocused();
  expect(creates.count).toBe(0);

  await share.fill(SHARE_ARN);
  await page.getByRole("button", { name: "Create endpoint" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Half filled" })).toBeVisible();
  expect(creates.count).toBe(1);
});

test("the description counts to 255 and a longer one is refused before sending", async ({ page }) => {
  const base = await openReverseEndpoints(page);
  const creates = countCreates(page);
  await page.goto(`${base}/reverse-endpoints/new`);
  const description = page.getByLabel("Description");
  await description.fill("x".repeat(255));
  await expect(page.getByText("255 / 255 characters")).toBeVisible();
  await expect(description).not.toHaveAttribute("aria-invalid", "true");
  await description.press("End");
  await description.press("y");
  await expect(page.getByText("256 / 255 characters, 1 too many")).toBeVisible();
  await expect(page.getByText("Description must be at most 255 characters.")).toBeVisible();
  await expect(description).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("radio", { name: /VPC endpoint service/ }).check();
  await page.getByLabel("Endpoint service name").fill(SERVICE_NAME);
  await page.getByRole("button", { name: "Create endpoint" }).click();
  await expect(page.getByRole("alert").getByRole("listitem")).toHaveText(["Description must be at most 255 characters."]);
  expect(creates.count).toBe(0);
});

test("the server's refusal is shown with its request id and the typed values stay", async ({ page }) => {
  const base = await openReverseEndpoints(page);
  const creates = countCreates(page);
  // The answer takes a moment, long enough for a second Enter to land while the first is under way.
  await page.route("**/pipesReversePrivateEndpoints", async (route) =>
    route.request().method() === "POST"
      ? (await new Promise((resolve) => setTimeout(resolve, 600)), route.fulfill({
          status: 409,
          contentType: "application/json",
          headers: { "X-Request-Id": "5b0c1f6e-1d2a-4c3b-9e8f-7a6b5c4d3e2f" },
          body: JSON.stringify({ status: 409, requestId: "5b0c1f6e-1d2a-4c3b-9e8f-7a6b5c4d3e2f", error: "CONFLICT: the service is stopped" }),
        }))
      : route.continue(),
  );
  await page.goto(`${base}/reverse-endpoints/new`);
  await page.getByRole("radio", { name: /VPC endpoint service/ }).check();
  await page.getByLabel("Description").fill("Refused one");
  await page.getByLabel("Endpoint service name").fill(SERVICE_NAME);
  // From the keyboard: the button keeps the focus through the refusal, so the user can try again from there.
  const submit = page.getByRole("button", { name: "Create endpoint" });
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Creating…" })).toBeFocused();
  await page.keyboard.press("Enter");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("the service is stopped");
  await expect(submit).toBeFocused();
  expect(creates.count).toBe(1);
  await expect(alert).toContainText("5b0c1f6e-1d2a-4c3b-9e8f-7a6b5c4d3e2f");
  await expect(page.getByLabel("Description")).toHaveValue("Refused one");
  await expect(page.getByLabel("Endpoint service name")).toHaveValue(SERVICE_NAME);
  await expect(page).toHaveURL(/\/reverse-endpoints\/new$/);
});

test("a create the server failed on its side says the endpoint may exist anyway and leads to the list, keeping the form", async ({ page }) => {
  const base = await openReverseEndpoints(page);
  await page.route("**/pipesReversePrivateEndpoints", async (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 502,
          contentType: "application/json",
          headers: { "X-Request-Id": "0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a" },
          body: JSON.stringify({ status: 502, requestId: "0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a", error: "BAD_GATEWAY: upstream reset" }),
        })
      : route.continue(),
  );
  await page.goto(`${base}/reverse-endpoints/new`);
  await page.getByRole("radio", { name: /VPC endpoint service/ }).check();
  await page.getByLabel("Description").fill("Maybe made");
  await page.getByLabel("Endpoint service name").fill(SERVICE_NAME);
  await page.getByRole("button", { name: "Create endpoint" }).click();
  await expect(page.getByRole("alert")).toContainText("upstream reset");
  await expect(page.getByText("The endpoint may have been created anyway: look for it in the reverse private endpoints before you create it again.")).toBeVisible();
  await page.getByRole("link", { name: "the reverse private endpoints" }).click();
  await expect(page).toHaveURL(/\/reverse-endpoints$/);
  // Back to the form: what was typed is still there.
  await page.goBack();
  await expect(page.getByLabel("Description")).toHaveValue("Maybe made");
});

test("a refusal that names a field says why once, under that field, and below the form points to it with the request id", async ({ page }) => {
  const base = await openReverseEndpoints(page);
  const requestId = "0e5d8c1a-2b3c-4d5e-8f70-a1b2c3d4e5f6";
  await page.route("**/pipesReversePrivateEndpoints", async (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          headers: { "X-Request-Id": requestId },
          body: JSON.stringify({ status: 400, requestId, error: "BAD_REQUEST: vpcEndpointServiceName is not a service this account may reach" }),
        })
      : route.continue(),
  );
  await page.goto(`${base}/reverse-endpoints/new`);
  await page.getByRole("radio", { name: /VPC endpoint service/ }).check();
  await page.getByLabel("Description").fill("Refused by name");
  await page.getByLabel("Endpoint service name").fill(SERVICE_NAME);
  await page.getByRole("button", { name: "Create endpoint" }).click();

  const field = page.getByLabel("Endpoint service name");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  // In the page's words: the field's label, not the API's name for it.
  await expect(field).toHaveAccessibleDescription(/Endpoint service name is not a service this account may reach/);
  await expect(field).not.toHaveAccessibleDescription(/vpcEndpointServiceName/);
  // The field says why, and has the focus as for the form's own check; the reason is not said a second time.
  await expect(page.getByText(/is not a service this account may reach/)).toHaveCount(1);
  await expect(field).toBeFocused();
  // Below the fields, one note naming the field, with the request id; the summary of what the form found before sending stays away.
  const note = page.getByRole("alert");
  await expect(note).toHaveCount(1);
  await expect(note).toContainText("The service refused the endpoint service name; the endpoint was not created.");
  await expect(note).toContainText(requestId);
  await expect(page.getByText(/nothing was sent/)).toHaveCount(0);
  await expect(field).toHaveValue(SERVICE_NAME);
  await page.getByRole("button", { name: "Create endpoint" }).focus();
  await note.getByRole("button", { name: "Go to Endpoint service name" }).click();
  await expect(field).toBeFocused();
  // Another type hides the refused field and changes what is sent: the refusal goes, with no way left to a field not there.
  await page.getByRole("radio", { name: /MSK multi-VPC/ }).check();
  await expect(page.getByText(/is not a service this account may reach/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Go to Endpoint service name" })).toHaveCount(0);
  await page.getByRole("radio", { name: /VPC endpoint service/ }).check();
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toHaveCount(0);
  // Sent again and refused again: the field says why once more.
  await page.getByRole("button", { name: "Create endpoint" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(note).toContainText("The service refused the endpoint service name; the endpoint was not created.");
  // Changing the refused value: the refusal no longer applies to it, under the field or below the form.
  await field.press("End");
  await field.press("Backspace");
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("the create page says where it is, as a pipe's create page does, and its breadcrumb leads back to the list keeping what was typed", async ({ page }) => {
  const base = await openReverseEndpoints(page);
  await page.goto(`${base}/reverse-endpoints/new`);
  const breadcrumb = page.getByRole("navigation", { name: "Reverse private endpoint breadcrumb" });
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("New endpoint");
  await page.getByLabel("Description").fill("Kept through the breadcrumb");
  await breadcrumb.getByRole("link", { name: "Reverse private endpoints" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/reverse-endpoints$`));
  await page.getByRole("link", { name: /Create endpoint/ }).first().click();
  await expect(page.getByLabel("Description")).toHaveValue("Kept through the breadcrumb");
  await page.getByRole("link", { name: "Cancel" }).click();
});

test("Cancel drops what was typed; leaving another way keeps it", async ({ page }) => {
  const base = await openReverseEndpoints(page);
  await page.goto(`${base}/reverse-endpoints/new`);
  await page.getByLabel("Description").fill("Kept when I go away");
  await page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Reverse private endpoints" }).click();
  await page.getByRole("link", { name: /Create endpoint/ }).first().click();
  await expect(page.getByLabel("Description")).toHaveValue("Kept when I go away");

  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/reverse-endpoints$/);
  await page.getByRole("link", { name: /Create endpoint/ }).first().click();
  await expect(page.getByLabel("Description")).toHaveValue("");
  await expect(page.getByText("Restored what you typed earlier in this tab.")).toHaveCount(0);
});

test("a new endpoint is Provisioning, then Ready on its page without a reload; copy a DNS name; delete it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openReverseEndpoints(page);
  await page.getByRole("link", { name: "Create endpoint" }).click();
  await page.getByRole("radio", { name: /MSK multi-VPC/ }).check();
  await page.getByLabel("Description").fill("Watched cluster");
  await page.getByLabel("Cluster ARN").fill(CLUSTER_ARN);
  await page.getByRole("radio", { name: /^IAM access control \(SASL\/IAM\)/ }).check();
  await page.getByRole("button", { name: "Create endpoint" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Watched cluster" })).toBeVisible();
  // A marker on the window proves the page was never reloaded while it waited.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const connection = page.getByRole("region", { name: "Connection" });
  await expect(connection.getByText("Provisioning", { exact: true })).toBeVisible();
  await expect(page.getByText(/Provisioning: waiting since \d/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The emulator provisions in 4 s (playwright.config.ts); the page polls every 2 s.
  await expect(connection.getByText("Ready", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/waiting since/)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  const dnsNames = page.getByRole("region", { name: "DNS names", exact: true });
  const dnsName = (await dnsNames.locator("code").first().textContent()) ?? "";
  expect(dnsName).toMatch(/\.vpce\.amazonaws\.com$/);
  await dnsNames.getByRole("button", { name: `Copy DNS name ${dnsName}` }).click();
  await expect(dnsNames.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(dnsName);

  await page.getByRole("button", { name: "Delete…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete reverse private endpoint? Watched cluster" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete endpoint" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reverse private endpoints" })).toBeVisible();
  await expect(page.getByText("Deleted “Watched cluster”.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Watched cluster/ })).toHaveCount(0);
});

test("on a phone, the delete dialog says a 255-character description once, wrapped inside the dialog", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Words, then a run with no break in it: both kinds of long name must stay inside the dialog.
  const description = `Link to the payments team's Kafka cluster, owned by platform networking, ask on call first ${Date.now()} `.padEnd(255, "x");
  const created = await page.request.post(`/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}/pipesReversePrivateEndpoints`, {
    headers: { Authorization: `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}` },
    data: { description, type: "VPC_ENDPOINT_SERVICE", vpcEndpointServiceName: SERVICE_NAME },
  });
  expect(created.status()).toBe(200);
  const base = await openService(page);
  await page.goto(`${base}/reverse-endpoints/${((await created.json()) as { result: { id: string } }).result.id}`);
  await page.getByRole("button", { name: "Delete…" }).click();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  expect(((await dialog.textContent()) ?? "").split(description).length - 1).toBe(1);
  // A screen reader hears the question and the name, as they are read on screen.
  await expect(dialog).toHaveAccessibleName(`Delete reverse private endpoint? ${description}`);
  // Nothing sticks out sideways, and the name with the question still leaves the buttons on screen.
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(dialog.getByRole("button", { name: "Delete endpoint" })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("an endpoint already waiting when opened says since when it was seen, and the page keeps checking", async ({ page }) => {
  await openReverseEndpoints(page);
  await page.getByRole("link", { name: SEED_REVERSE_ENDPOINTS.vpceProvisioning.description }).click();
  await expect(page.getByRole("heading", { level: 1, name: SEED_REVERSE_ENDPOINTS.vpceProvisioning.description })).toBeVisible();
  // The console did not see this wait begin and the API gives no start time: it must not claim one.
  const notice = page.getByText(/Provisioning: waiting since at least \d/);
  await expect(notice).toContainText("the service does not say when it began");
  const lastChecked = async () => /last checked (.+)\./.exec((await notice.textContent()) ?? "")?.[1];
  const first = await lastChecked();
  expect(first).toBeTruthy();
  // Seeded without a transition, it stays Provisioning: the page asks again by itself (every 2 s).
  await expect.poll(lastChecked, { timeout: 10_000 }).not.toBe(first);
  await expect(page.getByRole("region", { name: "Connection" }).getByText("Provisioning", { exact: true })).toBeVisible();
});

test("cancelling the delete keeps the endpoint", async ({ page }) => {
  await openReverseEndpoints(page);
  await page.getByRole("link", { name: SEED_REVERSE_ENDPOINTS.mskReady.description }).click();
  await page.getByRole("button", { name: "Delete…" }).click();
  const dialog = page.getByRole("dialog");
  // The confirmation warns which pipes lose their connection.
  await expect(dialog).toContainText(SEED_PIPES.clickstream.name);
  // It cannot be undone: the dialog opens on Cancel, so Enter keeps the endpoint.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete…" })).toBeFocused();
  await expect(page.getByRole("heading", { level: 1, name: SEED_REVERSE_ENDPOINTS.mskReady.description })).toBeVisible();
});

test("an endpoint opened from the list gives its name the focus once its page has loaded", async ({ page }) => {
  await openReverseEndpoints(page);
  const { id, description } = SEED_REVERSE_ENDPOINTS.mskReady;
  // Its answer held back a moment: the page draws its loading state, whose heading takes the focus
  // from the link that went with the list, then its own heading in that one's place.
  await page.route(`**/pipesReversePrivateEndpoints/${id}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("link", { name: description }).click();
  await expect(page.getByRole("region", { name: "Connection" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: description })).toBeFocused();
});

test("an endpoint's page lists the pipes that use it and links to them", async ({ page }) => {
  await openReverseEndpoints(page);
  await page.getByRole("link", { name: SEED_REVERSE_ENDPOINTS.mskReady.description }).click();
  // Each id and name of the endpoint can be copied, and the button says which one.
  const connection = page.getByRole("region", { name: "Connection" });
  for (const name of ["Copy endpoint ID", "Copy cluster ARN", "Copy ID", "Copy service ID"]) {
    await expect(connection.getByRole("button", { name, exact: true })).toBeVisible();
  }
  const pipes = page.getByRole("region", { name: "Pipes using this endpoint" });
  // Every kafka pipe of the production service goes through the Ready MSK endpoint (seed.ts).
  for (const pipe of [SEED_PIPES.clickstream, SEED_PIPES.paymentsKafka, SEED_PIPES.signupsKafka, SEED_PIPES.metricsKafka]) {
    await expect(pipes.getByRole("link", { name: pipe.name })).toBeVisible();
  }
  await expect(pipes.getByRole("link", { name: SEED_PIPES.ordersCdc.name })).toHaveCount(0);
  // Each pipe's state in its colour, as the pipes list shows it.
  const stateOf = (name: string) => pipes.getByRole("listitem").filter({ has: page.getByRole("link", { name }) }).locator(".badge");
  await expect(stateOf(SEED_PIPES.clickstream.name)).toHaveClass(/badge--ok/);
  await expect(stateOf(SEED_PIPES.clickstream.name)).toHaveText("Running");
  await expect(stateOf(SEED_PIPES.paymentsKafka.name)).toHaveClass(/badge--failed/);
  await pipes.getByRole("link", { name: SEED_PIPES.paymentsKafka.name }).click();
  await expect(page).toHaveURL(new RegExp(`/pipes/${SEED_PIPES.paymentsKafka.id}$`));
});

test("an address whose endpoint ID is not one says so in plain words, with the server's request id and a link to the list", async ({ page }) => {
  const base = await openService(page);
  const read = page.waitForResponse((response) => response.url().endsWith("/pipesReversePrivateEndpoints/not-a-uuid"));
  await page.goto(`${base}/reverse-endpoints/not-a-uuid`);
  const requestId = ((await (await read).json()) as { requestId: string }).requestId;
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("This address does not name a reverse private endpoint");
  await expect(alert).toContainText("An endpoint's ID looks like 3f9c2a10-5b7e-4d21-9a0c-6e8f1b2d4c57. Check the link, or go back to the reverse private endpoints.");
  // Not the API's words for it.
  await expect(alert).not.toContainText("reversePrivateEndpointId");
  await expect(alert).not.toContainText("must be a uuid");
  await expect(alert).toContainText(`Request ID ${requestId}`);
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await alert.getByRole("link", { name: "the reverse private endpoints" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/reverse-endpoints$`));
  await expect(page.getByRole("heading", { level: 1, name: "Reverse private endpoints" })).toBeVisible();
});

test("an endpoint's page opened by its address, and reloaded, lists the pipes that use it", async ({ page }) => {
  const base = await openService(page);
  // Straight to the page: the list of pipes is read for it (not found in the cache from the list page).
  await page.goto(`${base}/reverse-endpoints/${SEED_REVERSE_ENDPOINTS.mskReady.id}`);
  const pipes = page.getByRole("region", { name: "Pipes using this endpoint" });
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(pipes.getByRole("link", { name: SEED_PIPES.clickstream.name })).toBeVisible({ timeout: 15_000 });
    await expect(pipes.getByRole("link", { name: SEED_PIPES.metricsKafka.name })).toBeVisible();
    // The list is read again as the page settles; the region keeps its pipes and shows no error.
    await page.waitForTimeout(1500);
    await expect(pipes.getByRole("link", { name: SEED_PIPES.paymentsKafka.name })).toBeVisible();
    await expect(pipes.getByRole("alert")).toHaveCount(0);
    await expect(pipes.getByRole("button", { name: "Try again" })).toHaveCount(0);
  }
});

test("open an endpoint from the page of a pipe that goes through it", async ({ page }) => {
  const base = await openService(page);
  // The pipe's page (pipes area) links each reverse private endpoint of its kafka source, named as the endpoints' pages name it.
  const listReads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && request.resourceType() === "fetch" && request.url().endsWith("/pipesReversePrivateEndpoints")) listReads.push(request.url());
  });
  await page.goto(`${base}/pipes/${SEED_PIPES.paymentsKafka.id}`);
  const source = page.getByRole("region", { name: /^Source/ });
  const link = source.getByRole("link", { name: SEED_REVERSE_ENDPOINTS.mskReady.description, exact: true });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(source).not.toContainText(SEED_REVERSE_ENDPOINTS.mskReady.id);
  // Read once for the names: not polled, although another endpoint of the service is still provisioning.
  // Two of the endpoints pages' polls (TRANSITIONAL_POLL_MS, 2 s) and a half.
  await page.waitForTimeout(4_500);
  expect(listReads).toHaveLength(1);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: SEED_REVERSE_ENDPOINTS.mskReady.description })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/reverse-endpoints/${SEED_REVERSE_ENDPOINTS.mskReady.id}$`));
});

test("the create form works from the keyboard alone", async ({ page }) => {
  const base = await openReverseEndpoints(page);
  await page.goto(`${base}/reverse-endpoints/new`);
  await expect(page.getByRole("heading", { level: 1, name: "New reverse private endpoint" })).toBeVisible();
  const first = page.getByRole("radio", { name: /VPC endpoint service/ });
  // Tab until the type group has the focus.
  for (let presses = 0; presses < 30 && !(await first.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press("Tab");
  }
  await expect(first).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /MSK multi-VPC/ })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Description")).toBeFocused();
  await page.keyboard.type("Keyboard cluster");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Cluster ARN")).toBeFocused();
  await page.keyboard.type(CLUSTER_ARN);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: /^IAM access control \(SASL\/IAM\)/ })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: /^IAM access control \(SASL\/IAM\)/ })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Create endpoint" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Keyboard cluster" })).toBeVisible();
  // In words, as the form offered it, not the API's value.
  await expect(page.getByRole("region", { name: "Connection" })).toContainText("IAM access control (SASL/IAM)");
  await expect(page.getByRole("region", { name: "Connection" })).not.toContainText("SASL_IAM");
});
