import { expect, test } from "@playwright/test";
import { connectWithDemo, DEMO, expectNoSeriousA11yViolations, openService } from "./support";

test("connect with the demo credentials, pick the production service, and keep it across a reload", async ({ page }) => {
  await openService(page, DEMO.productionServiceName);
  await expect(page).toHaveURL(/\/o\/[^/]+\/s\/[^/]+\/pipes$/);
  await expect(page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Pipes" })).toHaveAttribute("aria-current", "page");

  await page.reload();
  await expect(page.getByTestId("service-name")).toHaveText(DEMO.productionServiceName);
  // The secret stays out of the URL and out of localStorage unless the user asked to be remembered.
  expect(page.url()).not.toContain("demo-key-secret");
  expect(await page.evaluate(() => localStorage.getItem("console.credentials"))).toBeNull();
});

test("a wrong secret is refused with one clear message, the server's words and its request id, and the focus stays on Connect", async ({ page }) => {
  await page.goto("/connect");
  await page.getByLabel("API key id").fill("demo-key-id");
  await page.getByLabel("API key secret").fill("not-the-secret");
  await page.getByLabel("Dashboard API token").fill("demo-dashboard-token");
  // From the keyboard: the button is unavailable while the key is checked, but keeps the focus.
  await page.getByLabel("API key secret").press("Enter");
  const alert = page.getByRole("alert");
  // One message, not the console's own sentence followed by the server's saying the same.
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(/^Not connected: the key id or key secret is wrong Request ID [0-9a-f-]{36}/);
  await expect(page.locator("#connect-error").getByText(/not accepted|is wrong/)).toHaveCount(1);
  await expect(page).toHaveURL(/\/connect$/);
  // Pressed again once the answer is in: the focus is still on the button, not on the page.
  await page.getByRole("button", { name: "Connect" }).focus();
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/v1/organizations");
  await page.keyboard.press("Enter");
  await answered;
  await expect(alert).toContainText(/^Not connected: the key id or key secret is wrong/);
  await expect(page.getByRole("button", { name: "Connect" })).toBeFocused();
});

test("empty fields are named before anything is sent", async ({ page }) => {
  let sent = 0;
  await page.route("**/v1/**", (route) => {
    sent += 1;
    return route.continue();
  });
  await page.goto("/connect");
  await page.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByText("Enter the API key id.")).toBeVisible();
  await expect(page.getByText("Enter the API key secret.")).toBeVisible();
  await expect(page.getByLabel("API key id")).toHaveAttribute("aria-invalid", "true");
  expect(sent).toBe(0);
  // Required, for assistive tech too (the asterisk is for the eye).
  for (const name of ["API key id", "API key secret", "Dashboard API token"]) await expect(page.getByRole("textbox", { name, exact: true })).toHaveAttribute("aria-required", "true");
});

test("Skip to content on the connect page takes the focus to the page, so the next Tab is its first field", async ({ page }) => {
  await page.goto("/connect");
  // The console's page, not the server's shell of it (the shell has the heading but no controls yet).
  await expect(page.getByRole("button", { name: "Use demo credentials" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Use demo credentials" })).toBeFocused();
});

test("a bookmarked page asks to connect first and then returns there", async ({ page, context }) => {
  const base = await openService(page);
  const target = `${base}/service`;
  const fresh = await context.newPage();
  // A new tab has its own sessionStorage: not connected.
  await fresh.goto(target);
  await expect(fresh).toHaveURL(/\/connect\?next=/);
  await fresh.getByRole("button", { name: "Use demo credentials" }).click();
  await expect(fresh).toHaveURL(new RegExp(`${target}$`));
});

test("a next address the browser would read as another site lands on the console's start (finding 10)", async ({ page }) => {
  await page.goto("/connect?next=/%5Cevil.example");
  await page.getByRole("button", { name: "Use demo credentials" }).click();
  await expect(page.getByRole("heading", { name: "Choose an organization" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/o");
});

test("a key refused later asks for one in place, on the page the user was on, which loads once reconnected", async ({ page }) => {
  const base = await openService(page);
  await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem("console.credentials") ?? "{}");
    sessionStorage.setItem("console.credentials", JSON.stringify({ ...stored, keySecret: "revoked" }));
  });
  await page.goto(`${base}/service`);
  const dialog = page.getByRole("dialog", { name: "Reconnect" });
  await expect(dialog).toContainText("The server refused this console's credentials");
  await expect(page).toHaveURL(new RegExp(`${base}/service$`));
  // The refused key is gone from the browser.
  expect(await page.evaluate(() => sessionStorage.getItem("console.credentials"))).toBeNull();
  await dialog.getByRole("button", { name: "Use demo credentials" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: DEMO.productionServiceName })).toBeVisible();
});

test("a keyboard user goes on from the new page's heading, not from nowhere", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Use demo credentials" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Choose an organization" })).toBeFocused();
  // The link followed is gone with its page: the new page's heading has the focus, and Tab goes on from there.
  await page.getByRole("link", { name: new RegExp(DEMO.organizationName) }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Choose a service" })).toBeFocused();
  // Tab goes to the first service once the list is there (before, nothing follows the heading, and Tab wraps to the skip link).
  await expect(page.getByRole("link", { name: new RegExp(DEMO.productionServiceName) })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Choose a service" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("href", /^\/o\/[^/]+\/s\/[^/]+$/);
});

test("unknown addresses show a not-found page, not a blank one", async ({ page }) => {
  await connectWithDemo(page);
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("a page outside a service that cannot be shown says so under its heading, with the way back to the console's start", async ({ page }) => {
  // axe over a whole page takes tens of seconds on a busy machine.
  test.slow();
  let refuse = true;
  await page.route(/\/assets\/organizations-route-[^/]+\.js$/, (route) => (refuse ? route.abort("internetdisconnected") : route.fallback()));
  await page.goto("/connect");
  await page.getByRole("button", { name: "Use demo credentials" }).click();
  const heading = page.getByRole("heading", { level: 1, name: "This page could not be shown" });
  await expect(heading).toBeFocused();
  await expect(page.getByRole("alert")).toContainText("Failed to fetch dynamically imported module");
  await expectNoSeriousA11yViolations(page);
  refuse = false;
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Go to the start" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Choose an organization" })).toBeVisible();
});

test("an unknown address outside a service leads back to the console's start", async ({ page }) => {
  await connectWithDemo(page);
  await page.goto("/nope");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Not found · Console");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Go to the start" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Choose an organization" })).toBeVisible();
});

test("the connect page and the service pickers have no serious accessibility violations", async ({ page }) => {
  await page.goto("/connect");
  await expect(page.getByRole("heading", { name: "Connect to your service" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await connectWithDemo(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: new RegExp(DEMO.organizationName) }).click();
  await expect(page.getByRole("heading", { name: "Choose a service" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a service the organization does not have says so, offers none of its areas' actions, and leads back to the services", async ({ page }) => {
  const base = await openService(page);
  const missing = base.replace(/\/s\/[^/]+$/, "/s/00000000-0000-4000-8000-000000000000");
  await page.goto(`${missing}/pipes`);
  await expect(page.getByRole("heading", { level: 1, name: "Service not found" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Request ID");
  await expect(page.getByRole("link", { name: "Create pipe" })).toHaveCount(0);
  await page.getByRole("link", { name: "Choose a service" }).click();
  await expect(page.getByRole("heading", { name: "Choose a service" })).toBeVisible();
  // An address whose id cannot be a service's (the service answers 400) says the same, with the service's reason.
  await page.goto(`${base.replace(/\/s\/[^/]+$/, "/s/not-a-uuid")}/service`);
  await expect(page.getByRole("heading", { level: 1, name: "Service not found" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("This address does not name a service");
  // In the page's words, not the API's ("serviceId must be a uuid"), with the request ID to quote.
  await expect(page.getByRole("alert")).toContainText("A service's ID looks like fd631182-7c0e-46b2-8e72-d2850c6469bd. Check the link, or choose one of the organization's services.");
  await expect(page.getByRole("alert")).not.toContainText("uuid");
  await expect(page.getByRole("alert")).toContainText("Request ID");
  await page.getByRole("link", { name: "Choose a service" }).click();
  await expect(page.getByRole("heading", { name: "Choose a service" })).toBeVisible();
});

test("an organization the key cannot see says so, with the server's reason, and leads back to the organizations", async ({ page }) => {
  const base = await openService(page);
  const organizations = base.replace(/\/o\/.*$/, "/o");
  await page.goto(`${organizations}/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole("heading", { level: 1, name: "Organization not found" })).toBeFocused();
  await expect(page.getByRole("alert")).toContainText("This key has no organization with this id");
  await expect(page.getByRole("alert")).toContainText("Request ID");
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(page).toHaveTitle("Organization not found · Console");
  // An address whose id cannot be an organization's (the service answers 400) says the same.
  await page.goto(`${organizations}/not-a-uuid`);
  await expect(page.getByRole("heading", { level: 1, name: "Organization not found" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("This address does not name an organization");
  await expect(page.getByRole("alert")).toContainText("An organization's ID looks like 519e1ec0-92c0-4972-8d61-bf4c0dcb0682. Check the link, or choose one of the organizations this key can see.");
  await expect(page.getByRole("alert")).not.toContainText("uuid");
  await expect(page.getByRole("alert")).toContainText("Request ID");
  await page.getByRole("link", { name: "Choose an organization" }).click();
  await expect(page.getByRole("link", { name: new RegExp(DEMO.organizationName) })).toBeVisible();
});

test("a service gone by the time its link is followed says so, and the focus goes to that heading", async ({ page }) => {
  await connectWithDemo(page);
  await page.getByRole("link", { name: new RegExp(DEMO.organizationName) }).click();
  await expect(page.getByRole("heading", { name: "Choose a service" })).toBeVisible();
  // The service is deleted elsewhere meanwhile: its own read now answers 404.
  await page.route(/\/v1\/organizations\/[^/]+\/services\/[^/]+$/, (route) =>
    route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ status: 404, requestId: "gone-1", error: "NOT_FOUND: service not found" }) }),
  );
  await page.getByRole("link", { name: new RegExp(DEMO.productionServiceName) }).focus();
  await page.keyboard.press("Enter");
  // The pipes area's heading had the focus; it went with the area, so the page's heading takes it.
  await expect(page.getByRole("heading", { level: 1, name: "Service not found" })).toBeFocused();
  await expect(page.getByRole("alert")).toContainText("gone-1");
});

test("a page for an id the service does not have says so, with the server's request id and a way back", async ({ page }) => {
  const base = await openService(page);
  await page.goto(`${base}/reverse-endpoints/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Request ID");
  // Reading again gets the same 404: nothing offers to.
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/reverse-endpoints$`));
  await expect(page.getByRole("main")).toHaveCount(1);
  // An id that cannot be one (the service answers 400) is said the same way, with the same way back.
  await page.goto(`${base}/reverse-endpoints/zzz`);
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("This address does not name a reverse private endpoint");
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back" })).toBeVisible();
});

test("a pipe, endpoint or dashboard the service does not have is asked for once, not again when its page appears", async ({ page }) => {
  const base = await openService(page);
  const missing = "00000000-0000-4000-8000-000000000000";
  const reads: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "fetch" && path.endsWith(`/${missing}`)) reads.push(path);
  });
  for (const [path, heading] of [["pipes", "Pipe not found"], ["reverse-endpoints", "Not found"], ["dashboards", "Not found"]] as const) {
    reads.length = 0;
    await page.goto(`${base}/${path}/${missing}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // Long enough for a second read to have gone out: the page's code mounts after the loader's 404.
    await page.waitForTimeout(500);
    expect(reads, path).toHaveLength(1);
  }
});

test("a pipe address whose id is not one says what a pipe's ID looks like, with the server's request id, and offers no Try again, which would get the same answer", async ({ page }) => {
  const base = await openService(page);
  const read = page.waitForResponse((response) => response.request().resourceType() === "fetch" && response.url().endsWith("/pipes/not-a-uuid"));
  await page.goto(`${base}/pipes/not-a-uuid`);
  const requestId = ((await (await read).json()) as { requestId: string }).requestId;
  await expect(page.getByRole("heading", { level: 1, name: "Pipe not found" })).toBeVisible();
  const alert = page.getByRole("alert").filter({ hasText: "This address does not name a pipe" });
  await expect(alert).toContainText("A pipe's ID looks like 6bb593e1-ae6d-4a51-a5ac-dde47addcb0e. Check the link, or go back to the pipes.");
  // Not the API's words for it.
  await expect(alert).not.toContainText("must be a uuid");
  await expect(alert).toContainText(`Request ID ${requestId}`);
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await alert.getByRole("link", { name: "the pipes" }).click();
  await expect(page.getByRole("link", { name: "ad-impressions" })).toBeVisible();
  await page.goBack();
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Pipes" }).click();
  await expect(page.getByRole("link", { name: "ad-impressions" })).toBeVisible();
});

test("a page opened from far down a list starts at its top, and Back returns to the place in the list", async ({ page }) => {
  const base = await openService(page);
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(`${base}/pipes`);
  await expect(page.getByRole("link", { name: "ad-impressions" })).toBeVisible();
  // The list renders only the rows in view: scroll to its end (sorted by name, user-signups is last).
  await page.mouse.wheel(0, 3000);
  const last = page.getByRole("link", { name: "user-signups" });
  // The wheel's scroll reaches the page a frame or more later (Playwright does not wait for it).
  await expect(last).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await last.click();
  await expect(page.getByRole("heading", { level: 1, name: "user-signups" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(last).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("an address opened in the same tab starts at its top, not where the page before it was scrolled", async ({ page }) => {
  const base = await openService(page);
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(`${base}/dashboards`);
  const dashboard = await page.getByRole("link", { name: "Service Health" }).getAttribute("href");
  // Both pages loaded anew, as from the address bar or a bookmark: neither has a history key of its own.
  await page.goto(`${base}/service`);
  await expect(page.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.goto(dashboard ?? "");
  await expect(page.getByRole("heading", { level: 1, name: "Service Health" })).toBeVisible();
  await expect(page.locator("[data-tile-key]").first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("switching service from the breadcrumb opens the other service on the same area", async ({ page }) => {
  const base = await openService(page);
  await page.goto(`${base}/dashboards`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
  await page.getByRole("link", { name: `Switch service (current: ${DEMO.productionServiceName})` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose a service" })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(DEMO.developmentServiceName) }).click();
  await expect(page).toHaveURL(/\/s\/[^/]+\/dashboards$/);
  await expect(page.getByTestId("service-name")).toHaveText(DEMO.developmentServiceName);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboards" })).toBeVisible();
  // An area the console does not have, in a hand-made link, is not followed: the service opens as usual.
  await page.goto(`${new URL(page.url()).pathname.split("/s/")[0]}?area=../../x`);
  await page.getByRole("link", { name: new RegExp(DEMO.productionServiceName) }).click();
  await expect(page).toHaveURL(/\/s\/[^/]+\/pipes$/);
});
