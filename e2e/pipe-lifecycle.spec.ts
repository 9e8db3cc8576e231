import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import { VALID_CREATE_BODIES } from "../src/shared/schemas/pipe-create-test-cases";
import { MAX_NAME_LENGTH } from "../src/shared/schemas/pipe-source-bodies";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE, SEED_PIPES, SEED_REVERSE_ENDPOINTS } from "../src/server/emulator/seed-ids";
import { expectNoSeriousA11yViolations, openService } from "./support";
import { fillKafka, fillKinesis, fillObjectStorage, fillPostgres, next, PREFIX, stepHeading } from "./pipe-wizard-support";

/*
 * The pipe lifecycle (issue 10): create through the form, refuse a taken name, rename, scale, remap,
 * add a postgres table, duplicate, delete. Everything made here is named PREFIX… and removed at the end,
 * so the other specs' counts of the production service's pipes hold.
 */

const pipesPath = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}/pipes`;
let api: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  api = await request.newContext({ baseURL, httpCredentials: { username: "demo-key-id", password: "demo-key-secret", send: "always" } });
});

test.afterAll(async () => {
  const answer = (await (await api.get(pipesPath, { maxRetries: 2 })).json()) as { result: { id: string; name: string }[] };
  for (const pipe of answer.result.filter((p) => p.name.startsWith(PREFIX))) await api.delete(`${pipesPath}/${pipe.id}`);
  await api.dispose();
});

/** A pipe made through the API for the tests of one page's edits; returns its id. */
async function apiPipe(kind: keyof typeof VALID_CREATE_BODIES, name: string): Promise<string> {
  // A kept-alive socket the server closed after its idle time (5 s, between tests) resets the first
  // request sent on it (seen once in a full run); Playwright retries only that error, before anything was read.
  const response = await api.post(pipesPath, { data: { ...VALID_CREATE_BODIES[kind], name }, maxRetries: 2 });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { id: string } }).result.id;
}

async function openCreateForm(page: Page): Promise<string> {
  const base = await openService(page);
  await page.getByRole("link", { name: "Create pipe" }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  return base;
}

const header = (page: Page) => page.locator(".page-header");

for (const [kind, fill] of [["kafka", fillKafka], ["objectStorage", fillObjectStorage], ["kinesis", fillKinesis], ["postgres", fillPostgres]] as const) {
  test(`create a ${kind} pipe through the form and follow it to Running`, async ({ page }) => {
    const base = await openCreateForm(page);
    const name = `${PREFIX}${kind}`;
    const secret = await fill(page, name);
    await expect(stepHeading(page, 6)).toBeVisible();
    const requestBody = page.getByRole("region", { name: "Request" }).getByLabel("Request body");
    await expect(requestBody).toContainText(`"name": "${name}"`);
    await expect(requestBody).toContainText("••••••••");
    await expect(requestBody).not.toContainText(secret);
    await expectNoSeriousA11yViolations(page);

    const post = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/pipes"));
    await page.getByRole("button", { name: "Create pipe" }).click();
    const body = (await post).postDataJSON() as { source: Record<string, unknown> };
    expect(Object.keys(body.source)).toEqual([kind]);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${base}/pipes/[0-9a-f-]{36}$`));
    await expect(header(page).getByText("Provisioning", { exact: true })).toBeVisible();
    await expect(header(page).getByText("Running", { exact: true })).toBeVisible({ timeout: 10_000 });
    // Created: the draft is gone, so "Create pipe" starts empty again.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("console.pipe-draft")))).toEqual([]);

    await page.getByRole("navigation", { name: "Pipe breadcrumb" }).getByRole("link", { name: "Pipes" }).click();
    await page.getByRole("searchbox", { name: "Search" }).fill(name);
    const row = page.getByRole("table", { name: "Pipes" }).getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(row).toContainText("Running");
  });
}

test("a name another pipe in the list has is refused on step 1, before anything is sent", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
  await openCreateForm(page);
  const name = page.getByRole("textbox", { name: "Pipe name", exact: true });
  await name.fill(` ${SEED_PIPES.iotTelemetry.name} `);
  await page.getByRole("radio", { name: /^Kinesis/ }).check();
  await next(page);
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(name).toBeFocused();
  await expect(page.getByText(`Another pipe of this service is called ${SEED_PIPES.iotTelemetry.name}.`).first()).toBeVisible();
  await name.fill(`${SEED_PIPES.iotTelemetry.name}-2`);
  await next(page);
  await expect(stepHeading(page, 2)).toBeVisible();
  expect(posts).toEqual([]);
});

test("a taken name is refused on step 1 also when the form was not opened from the list: Duplicate on a pipe's page opened by its address", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
  const base = await openService(page);
  await page.goto(`${base}/pipes/${SEED_PIPES.clickstream.id}`);
  const listed = page.waitForResponse((response) => response.request().resourceType() === "fetch" && response.request().method() === "GET" && response.url().endsWith("/pipes"));
  await page.getByRole("link", { name: "Duplicate" }).click();
  const name = page.getByRole("textbox", { name: "Pipe name", exact: true });
  await name.fill(SEED_PIPES.paymentsKafka.name);
  // The page reads the pipes as it opens (a Next faster than that read waits for it: the next test).
  await listed;
  await next(page);
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(name).toBeFocused();
  await expect(page.getByText(`Another pipe of this service is called ${SEED_PIPES.paymentsKafka.name}.`).first()).toBeVisible();
  expect(posts).toEqual([]);
});

/** Holds the service's pipes list back (its reads wait) until the returned function is called. */
async function holdPipesList(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${pipesPath}`, async (route) => {
    if (route.request().method() === "GET") await held;
    await route.continue();
  });
  return release;
}

test("a taken name is said on step 1 also when Next comes before the pipes have arrived: Next waits for them, and says so", async ({ page }) => {
  const base = await openService(page);
  const release = await holdPipesList(page);
  // Opened by its address, in a page that has not read the pipes yet (a reload, a link).
  await page.goto(`${base}/pipes/new`);
  const name = page.getByRole("textbox", { name: "Pipe name", exact: true });
  await name.fill(SEED_PIPES.clickstream.name);
  await page.getByRole("radio", { name: /^Kinesis/ }).check();
  await next(page);
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Checking that no other pipe of this service has this name" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");

  release();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(new RegExp(`Another pipe of this service is called ${SEED_PIPES.clickstream.name}\\.`));
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Checking that" })).toHaveCount(0);
  // A free name goes on at once, the pipes being here.
  await name.fill(`${PREFIX}free-late`);
  await next(page);
  await expect(stepHeading(page, 2)).toBeVisible();
});

test("an edit of step 1 while Next waits for the pipes drops the move: the list's arrival does not carry a half-typed name on", async ({ page }) => {
  const base = await openService(page);
  const release = await holdPipesList(page);
  await page.goto(`${base}/pipes/new`);
  const name = page.getByRole("textbox", { name: "Pipe name", exact: true });
  await name.fill(`${PREFIX}typo-nmae`);
  await page.getByRole("radio", { name: /^Kinesis/ }).check();
  await next(page);
  const checking = page.getByRole("status").filter({ hasText: "Checking that no other pipe of this service has this name" });
  await expect(checking).toBeVisible();
  // The user fixes the name meanwhile: the wait ends, Next is theirs again.
  await name.fill(`${PREFIX}typo-n`);
  await expect(checking).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Next" })).not.toHaveAttribute("aria-disabled");
  const listRead = page.waitForResponse((response) => response.url().endsWith(pipesPath) && response.request().method() === "GET");
  release();
  await listRead;
  // Still on step 1, with what is being typed, until Next.
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(name).toBeFocused();
  await name.fill(`${PREFIX}typo-name`);
  await next(page);
  await expect(stepHeading(page, 2)).toBeVisible();
});

test("a jump ahead in the step list from step 1 says a taken name there, as Next does", async ({ page }) => {
  const base = await openService(page);
  const listRead = page.waitForResponse((response) => response.url().endsWith(pipesPath) && response.request().method() === "GET");
  await page.goto(`${base}/pipes/new`);
  const name = page.getByRole("textbox", { name: "Pipe name", exact: true });
  // The pipes are read: the check has what it needs.
  await listRead;
  await name.fill(SEED_PIPES.clickstream.name);
  await page.getByRole("radio", { name: /^Kinesis/ }).check();
  await page.getByRole("navigation", { name: "Steps" }).getByRole("button", { name: /Connection/ }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(new RegExp(`Another pipe of this service is called ${SEED_PIPES.clickstream.name}\\.`));
});

test("a name taken since the list was read is refused by the service, and the form keeps everything, a reload too, secrets aside", async ({ page }) => {
  await openCreateForm(page);
  // Another tab or a colleague takes the name after the console read the list.
  const takenName = `${PREFIX}taken-meanwhile`;
  await apiPipe("kinesis", takenName);
  const secret = await fillKinesis(page, takenName);
  await page.getByRole("button", { name: "Create pipe" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: `name ${takenName} is already used` });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/Request ID [0-9a-f-]{36}/);
  await page.getByRole("button", { name: "Go to Source" }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  // The step says the service refused the field, not that its own check stopped it.
  await expect(page.getByRole("alert").filter({ hasText: "The service refused 1 field; the pipe was not created." })).toBeVisible();
  await expect(page.getByText(/needs attention before the next step/)).toHaveCount(0);
  const name = page.getByRole("textbox", { name: "Pipe name", exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  // The field says it as the check before sending does; the service's own words were with its request ID.
  await expect(name).toHaveAccessibleDescription(new RegExp(`Another pipe of this service is called ${takenName}\\.`));
  await next(page);
  await expect(page.getByRole("textbox", { name: "Stream name", exact: true })).toHaveValue("e2e-clicks");
  await expect(page.getByLabel(/^Secret access key/)).toHaveValue(secret);

  // Kept in this tab without its secret: a reload brings everything else back.
  const stored = await page.evaluate(() => Object.entries(sessionStorage).find(([key]) => key.startsWith("console.pipe-draft"))?.[1] ?? "");
  expect(stored).toContain("e2e-clicks");
  expect(stored).not.toContain(secret);
  await page.reload();
  await expect(stepHeading(page, 2)).toBeVisible();
  await expect(page.getByText("This tab kept your draft")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Stream name", exact: true })).toHaveValue("e2e-clicks");
  await expect(page.getByLabel(/^Secret access key/)).toHaveValue("");
  await next(page);
  await expect(page.getByLabel(/^Secret access key/)).toBeFocused();
  // Leaving and coming back opens the same draft; "Start over" drops it.
  await page.getByRole("navigation", { name: "Pipe breadcrumb" }).getByRole("link", { name: "Pipes" }).click();
  await page.getByRole("link", { name: "Create pipe" }).click();
  await expect(page.getByText("This tab kept your draft")).toBeVisible();
  await page.getByRole("button", { name: "Start over" }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(name).toHaveValue("");

  // Cancel asks before it drops what was typed; "Keep editing" keeps it all.
  await name.fill(`${PREFIX}cancelled`);
  const cancel = page.getByRole("button", { name: "Cancel", exact: true });
  await cancel.click();
  const discard = page.getByRole("dialog", { name: "Discard this new pipe?" });
  await expect(discard.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(discard).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(name).toHaveValue(`${PREFIX}cancelled`);
  // Discarded, the draft is gone: the next new pipe starts empty, and Cancel on it asks nothing.
  await cancel.click();
  await discard.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
  await page.getByRole("link", { name: "Create pipe" }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(page.getByText("This tab kept your draft")).toHaveCount(0);
  await expect(name).toHaveValue("");
  await cancel.click();
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
});

/**
 * Step 1 with a 300-character name, then one press on Next (`press`: the mouse or a finger, not
 * Enter): pressing leaves the name field, whose message appears above Next. The press still lands.
 */
async function pressNextAfterBadName(page: Page, press: "click" | "tap") {
  await openCreateForm(page);
  await page.getByRole("radio", { name: /^Kafka/ }).check();
  const name = page.getByRole("textbox", { name: "Pipe name", exact: true });
  await name.fill("n".repeat(300));
  await page.getByRole("button", { name: "Next" })[press]();
  await expect(page.getByRole("alert").filter({ hasText: "1 field needs attention" })).toBeVisible();
  await expect(name).toBeFocused();
}

test("one click on Next right after typing a bad value shows what needs attention: the field's message does not move Next from under the pointer", async ({ page }) => {
  await pressNextAfterBadName(page, "click");
  await expect(stepHeading(page, 1)).toBeVisible();
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  // A finger's pointerup comes before the mousedown that moves the focus, and the click after both.
  test("one tap on Next right after typing a bad value shows what needs attention", async ({ page }) => {
    await pressNextAfterBadName(page, "tap");
  });
});

test("the reverse private endpoints a Kafka pipe can use are named and typed as their own pages name them, not in the API's words", async ({ page }) => {
  await openCreateForm(page);
  await page.getByRole("textbox", { name: "Pipe name", exact: true }).fill(`${PREFIX}endpoints`);
  await page.getByRole("radio", { name: /^Kafka/ }).check();
  await next(page);
  const endpoints = page.getByRole("group", { name: "Reverse private endpoints (optional)" });
  await expect(endpoints.getByRole("checkbox", { name: "Events MSK cluster (MSK multi-VPC, Ready)" })).toBeVisible();
  await expect(endpoints.getByRole("checkbox", { name: "Billing Postgres endpoint service (VPC endpoint service, Provisioning)" })).toBeVisible();
  await expect(endpoints).not.toContainText(/MSK_MULTI_VPC|VPC_ENDPOINT_SERVICE/);
});

test("a field is checked as it is left, and Next focuses the first bad one; nothing is sent", async ({ page }) => {
  await openCreateForm(page);
  let posts = 0;
  page.on("request", (r) => { if (r.method() === "POST") posts += 1; });
  await page.getByRole("textbox", { name: "Pipe name", exact: true }).fill("x");
  await page.getByRole("textbox", { name: "Pipe name", exact: true }).fill("");
  await page.getByRole("textbox", { name: "Pipe name", exact: true }).blur();
  await expect(page.getByRole("textbox", { name: "Pipe name", exact: true })).toHaveAccessibleDescription(/Enter a name for the pipe\./);
  await page.getByRole("textbox", { name: "Pipe name", exact: true }).fill(`${PREFIX}never`);
  await page.getByRole("radio", { name: /^Kafka/ }).check();
  await next(page);
  await page.getByRole("textbox", { name: "Topic", exact: true }).fill("orders");
  await next(page);
  await expect(page.getByRole("textbox", { name: "Brokers", exact: true })).toBeFocused();
  await expect(page.getByRole("alert").filter({ hasText: "fields need attention" })).toContainText("Enter at least one broker");
  await page.getByRole("textbox", { name: "Brokers", exact: true }).fill("broker-without-port");
  await page.getByRole("textbox", { name: "Brokers", exact: true }).blur();
  await expect(page.getByRole("textbox", { name: "Brokers", exact: true })).toHaveAccessibleDescription(/Write each broker as host:port, separated by commas;/);
  await expectNoSeriousA11yViolations(page);
  expect(posts).toBe(0);
});

test("renaming to a name the list already shows is refused before anything is sent", async ({ page }) => {
  const name = `${PREFIX}rename-checked`;
  await apiPipe("kafka", name);
  await openService(page);
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  let patches = 0;
  page.on("request", (request) => {
    if (request.method() === "PATCH") patches += 1;
  });
  await page.getByRole("button", { name: "Rename" }).click();
  const form = page.getByRole("form", { name: "Rename pipe" });
  const field = form.getByRole("textbox", { name: "New name", exact: true });
  await field.fill(` ${SEED_PIPES.clickstream.name} `);
  await form.getByRole("button", { name: "Save name" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(`Another pipe of this service is called ${SEED_PIPES.clickstream.name}\\.`));
  await expect(field).toBeFocused();
  expect(patches).toBe(0);
});

test("rename a running pipe; a name another pipe has comes back as the service's refusal, said once on the field with its request ID", async ({ page }) => {
  const id = await apiPipe("kafka", `${PREFIX}rename-me`);
  const base = await openService(page);
  await page.goto(`${base}/pipes/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `${PREFIX}rename-me` })).toBeVisible();
  // Escape closes the rename as Cancel does: the name stays, the focus is back on Rename.
  await page.getByRole("button", { name: "Rename" }).click();
  const form = page.getByRole("form", { name: "Rename pipe" });
  await form.getByRole("textbox", { name: "New name", exact: true }).fill(`${PREFIX}never-saved`);
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Rename" })).toBeFocused();
  await expect(page.getByRole("heading", { level: 1, name: `${PREFIX}rename-me` })).toBeVisible();
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(form.getByRole("textbox", { name: "New name", exact: true })).toHaveValue(`${PREFIX}rename-me`);
  await form.getByRole("textbox", { name: "New name", exact: true }).fill(SEED_PIPES.clickstream.name);
  await form.getByRole("button", { name: "Save name" }).click();
  const note = form.getByRole("alert").filter({ hasText: "The service refused the new name; the pipe was not renamed." });
  await expect(note).toContainText(/Request ID [0-9a-f-]{36}/);
  const field = form.getByRole("textbox", { name: "New name", exact: true });
  await expect(field).toHaveValue(SEED_PIPES.clickstream.name);
  // The name is the field's problem: it says so and has the focus, as a check before sending would.
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(`Another pipe of this service is called ${SEED_PIPES.clickstream.name}\\.`));
  await expect(field).toBeFocused();
  // Said once: the service's own words for it are not shown again below the field.
  await expect(form.getByText(/already used|is called/)).toHaveCount(1);
  // The refusal was about that name: another one typed, it goes.
  await form.getByRole("textbox", { name: "New name", exact: true }).fill(`${PREFIX}renamed`);
  await expect(note).toHaveCount(0);
  await expect(form.getByText(/already used|is called/)).toHaveCount(0);
  await form.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${PREFIX}renamed` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Renamed to" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rename" })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `${PREFIX}renamed` })).toBeVisible();
});

test("scale a kafka pipe: bounds and units in the form, the new size on the page", async ({ page }) => {
  const id = await apiPipe("kafka", `${PREFIX}scale-me`);
  const base = await openService(page);
  await page.goto(`${base}/pipes/${id}`);
  const panel = page.getByRole("region", { name: "Scaling" });
  await panel.getByRole("button", { name: "Edit scaling" }).click();
  await panel.getByRole("textbox", { name: "Replicas", exact: true }).fill("41");
  await panel.getByRole("textbox", { name: "CPU per replica (millicores)", exact: true }).fill("1000");
  await expect(panel.getByText("Now 1 vCPU.")).toBeVisible();
  await panel.getByRole("textbox", { name: "Memory per replica (GB)", exact: true }).fill("4");
  let patches = 0;
  page.on("request", (r) => { if (r.method() === "PATCH") patches += 1; });
  await panel.getByRole("button", { name: "Save scaling" }).click();
  await expect(panel.getByText("Replicas must be 1 to 40.")).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Replicas", exact: true })).toBeFocused();
  expect(patches).toBe(0);
  await panel.getByRole("textbox", { name: "Replicas", exact: true }).fill("3");
  await expect(panel.getByText("3 × 1 vCPU / 4 GB = 3 vCPU / 12 GB in all")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole("button", { name: "Save scaling" }).click();
  await expect(panel.getByText("Scaling saved.")).toBeVisible();
  await expect(panel).toContainText("3 × 1 vCPU / 4 GB");
  await page.reload();
  await expect(page.getByRole("region", { name: "Scaling" })).toContainText("3 × 1 vCPU / 4 GB");
});

test("field mappings change only once the pipe is stopped: the page says why and offers Stop", async ({ page }) => {
  const id = await apiPipe("kinesis", `${PREFIX}remap-me`);
  const base = await openService(page);
  await page.goto(`${base}/pipes/${id}`);
  const panel = page.getByRole("region", { name: /^Field mappings/ });
  await expect(panel).toContainText(/The pipe is (Provisioning|Running)\. Mappings change only while it is Stopped or Paused/);
  await expect(panel.getByRole("button", { name: "Edit field mappings" })).toHaveCount(0);
  await expect(header(page).getByText("Running", { exact: true })).toBeVisible({ timeout: 10_000 });
  await panel.getByRole("button", { name: "Stop pipe to edit" }).click();
  await page.getByRole("dialog", { name: /^Stop pipe/ }).getByRole("button", { name: "Stop pipe" }).click();
  // The offer's button went with the running state: the panel's heading has the focus, not the page.
  await expect(panel.getByRole("heading", { name: /^Field mappings/ })).toBeFocused();
  await expect(header(page).getByText("Stopped", { exact: true })).toBeVisible({ timeout: 10_000 });
  await panel.getByRole("button", { name: "Edit field mappings" }).click();
  await panel.getByRole("textbox", { name: "Source field for payload", exact: true }).fill("body");
  await panel.getByRole("button", { name: "Save field mappings" }).click();
  await expect(panel.getByText("Field mappings saved.")).toBeVisible();
  await expect(panel.getByRole("row", { name: /body payload/ })).toBeVisible();
});

/** Waits until the API shows the pipe in `state` (transitions take EMULATOR_TRANSITION_MS). */
async function apiPipeReaches(id: string, state: string): Promise<void> {
  await expect.poll(async () => ((await (await api.get(`${pipesPath}/${id}`)).json()) as { result: { state: string } }).result.state, { timeout: 15_000 }).toBe(state);
}

/** A command sent through the API, as another tab or a colleague would; it must be accepted. */
async function apiCommand(id: string, command: "start" | "stop"): Promise<void> {
  expect((await api.patch(`${pipesPath}/${id}/state`, { data: { command } })).ok()).toBe(true);
}

/** A pipe made through the API, started and then stopped, so its source and mappings can change; returns its id. */
async function apiStoppedPipe(kind: keyof typeof VALID_CREATE_BODIES, name: string): Promise<string> {
  const id = await apiPipe(kind, name);
  await apiPipeReaches(id, "Running");
  await apiCommand(id, "stop");
  await apiPipeReaches(id, "Stopped");
  return id;
}

test("a command refused because the pipe moved on elsewhere: the page shows the pipe as it is now, beside the refusal", async ({ page }) => {
  const id = await apiStoppedPipe("kinesis", `${PREFIX}moved-on`);
  const base = await openService(page);
  await page.goto(`${base}/pipes/${id}`);
  await expect(header(page).getByText("Stopped", { exact: true })).toBeVisible();
  // Started elsewhere (another tab, a colleague): this page, not polling a settled pipe, still offers Start.
  await apiCommand(id, "start");
  await apiPipeReaches(id, "Running");
  const actions = page.getByRole("group", { name: "Pipe actions" });
  await actions.getByRole("button", { name: "Start" }).click();
  await page.getByRole("dialog", { name: /^Start pipe/ }).getByRole("button", { name: "Start pipe" }).click();
  await expect(actions.getByRole("alert")).toContainText("The pipe was not started: pipe is Running; start is only possible from Stopped or Failed");
  await expect(header(page).getByText("Running", { exact: true })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Start" })).toHaveCount(0);
  // Start went with the state it belonged to: the focus is on what the pipe now offers, not on the page.
  await expect(actions.getByRole("button", { name: "Stop" })).toBeFocused();
});

test("Stop pipe to edit on a pipe stopped elsewhere meanwhile: the mappings open for editing and the focus goes to their panel", async ({ page }) => {
  const id = await apiPipe("kinesis", `${PREFIX}stopped-elsewhere`);
  await apiPipeReaches(id, "Running");
  const base = await openService(page);
  await page.goto(`${base}/pipes/${id}`);
  const panel = page.getByRole("region", { name: /^Field mappings/ });
  await expect(panel.getByRole("button", { name: "Stop pipe to edit" })).toBeVisible();
  await apiCommand(id, "stop");
  await apiPipeReaches(id, "Stopped");
  await panel.getByRole("button", { name: "Stop pipe to edit" }).click();
  await page.getByRole("dialog", { name: /^Stop pipe/ }).getByRole("button", { name: "Stop pipe" }).click();
  await expect(header(page).getByText("Stopped", { exact: true })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Edit field mappings" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: /^Field mappings/ })).toBeFocused();
});

test("a failed pipe can be stopped to mend it, without starting it again first", async ({ page }) => {
  const base = await openService(page);
  await page.goto(`${base}/pipes/${SEED_PIPES.azureInvoices.id}`);
  const actions = page.getByRole("group", { name: "Pipe actions" });
  await expect(actions.getByRole("button", { name: "Start" })).toBeVisible();
  await expect(actions.getByRole("button", { name: "Stop" })).toBeVisible();
  const panel = page.getByRole("region", { name: /^Field mappings/ });
  await expect(panel).toContainText("The pipe is Failed. Mappings change only while it is Stopped or Paused");
  await expect(panel).not.toContainText("start it again");
  // The seeded pipe stays Failed for the other tests: the offer's dialog is opened and cancelled.
  const offer = panel.getByRole("button", { name: "Stop pipe to edit" });
  await offer.click();
  const dialog = page.getByRole("dialog", { name: /^Stop pipe/ });
  await expect(dialog.getByRole("button", { name: "Stop pipe" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(offer).toBeFocused();
});

test("a failed pipe's Start asks with the focus on Start pipe, its Stop on Cancel; Escape closes each, back on its button", async ({ page }) => {
  const base = await openService(page);
  await page.goto(`${base}/pipes/${SEED_PIPES.azureInvoices.id}`);
  const actions = page.getByRole("group", { name: "Pipe actions" });
  // Starting loses nothing and Stop undoes it: Enter does what the user came for. Stopping halts ingestion: Enter keeps it.
  for (const [command, focused] of [["Start", "Start pipe"], ["Stop", "Cancel"]] as const) {
    await actions.getByRole("button", { name: command }).click();
    const dialog = page.getByRole("dialog", { name: new RegExp(`^${command} pipe`) });
    await expect(dialog.getByRole("button", { name: focused })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(actions.getByRole("button", { name: command })).toBeFocused();
  }
});

test("change a pipe's credentials: asked to stop it first, then a form that names a missing value before sending, masks the new password and keeps it nowhere", async ({ page }) => {
  const id = await apiPipe("kafka", `${PREFIX}rotate`);
  const base = await openService(page);
  await page.goto(`${base}/pipes/${id}`);
  const panel = page.getByRole("region", { name: /^Source/ });
  await expect(header(page).getByText("Running", { exact: true })).toBeVisible({ timeout: 10_000 });
  await panel.getByRole("button", { name: "Change credentials" }).click();
  await expect(panel).toContainText("The pipe is Running. Credentials change only while it is Stopped or Paused");
  await panel.getByRole("button", { name: "Stop pipe to edit" }).click();
  await page.getByRole("dialog", { name: /^Stop pipe/ }).getByRole("button", { name: "Stop pipe" }).click();
  await expect(header(page).getByText("Stopped", { exact: true })).toBeVisible({ timeout: 10_000 });

  // Once stopped, the form asked for opens, on the pipe's own authentication.
  const form = panel.getByRole("form", { name: "Change credentials" });
  await expect(form.getByRole("radio", { checked: true })).toBeFocused();
  const patches: string[] = [];
  page.on("request", (r) => r.method() === "PATCH" && r.url().endsWith(`/pipes/${id}`) && patches.push(r.postData() ?? ""));
  await form.getByRole("button", { name: "Save credentials" }).click();
  await expect(form.getByText("Enter the user name.")).toBeVisible();
  await expect(form.getByText("Enter the password.")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "User name" })).toBeFocused();
  expect(patches).toEqual([]);

  const secret = "rotated-password-e2e";
  await form.getByRole("textbox", { name: "User name" }).fill("api-key-2");
  const password = form.getByLabel(/^Password/);
  await expect(password).toHaveAttribute("type", "password");
  await password.fill(secret);
  await expect(form.getByRole("button", { name: "Reveal password" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const sent = page.waitForRequest((r) => r.method() === "PATCH" && r.url().endsWith(`/pipes/${id}`));
  await form.getByRole("button", { name: "Save credentials" }).click();
  expect((await sent).postDataJSON()).toEqual({ source: { kafka: { authentication: "PLAIN", credentials: { username: "api-key-2", password: secret } } } });
  await expect(panel.getByText("Credentials saved. The pipe uses them when it runs again.")).toHaveRole("status");
  await expect(panel.getByRole("button", { name: "Change credentials" })).toBeFocused();
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(kept).not.toContain(secret);
  expect(kept).not.toContain("api-key-2");
});

test("a stopped pipe reading a public store says, in its credentials form, what saving credentials does to it; Cancel leaves it public", async ({ page }) => {
  const base = await openService(page);
  await page.goto(`${base}/pipes/${SEED_PIPES.gcsLogs.id}`);
  const panel = page.getByRole("region", { name: /^Source/ });
  await expect(panel.getByRole("definition").filter({ hasText: /^Public$/ })).toHaveCount(1);
  await panel.getByRole("button", { name: "Change credentials" }).click();
  const form = panel.getByRole("form", { name: "Change credentials" });
  await expect(form).toContainText("This pipe reads a public store, without credentials. Once you save credentials here, it reads the store with them, and it cannot be switched back to public access here.");
  // Not the words for a pipe that has secrets to replace.
  await expect(form).not.toContainText("The current secrets are not shown");
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(panel.getByRole("definition").filter({ hasText: /^Public$/ })).toHaveCount(1);
});

test("switch a stopped stream from an access key to an IAM role: the form starts on the chosen way, refuses a role that is not an ARN, and the page shows the new way", async ({ page }) => {
  const id = await apiStoppedPipe("kinesis", `${PREFIX}to-role`);
  const base = await openService(page);
  await page.goto(`${base}/pipes/${id}`);
  const panel = page.getByRole("region", { name: /^Source/ });
  await panel.getByRole("button", { name: "Change credentials" }).click();
  const form = panel.getByRole("form", { name: "Change credentials" });
  // The keyboard lands on the way the pipe uses (the second of two), as Tab would reach the group.
  await expect(form.getByRole("radio", { name: /^IAM user access key/ })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(form.getByRole("radio", { name: /^IAM role/ })).toBeChecked();
  await form.getByRole("textbox", { name: "IAM role ARN" }).fill("admin");
  await form.getByRole("button", { name: "Save credentials" }).click();
  await expect(form.getByText("The IAM role must be an ARN like arn:aws:iam::123456789012:role/pipes-reader: the account is 12 digits, then role/ and the role's name.")).toBeVisible();
  const role = "arn:aws:iam::123456789012:role/stream-reader";
  await form.getByRole("textbox", { name: "IAM role ARN" }).fill(role);
  await form.getByRole("button", { name: "Save credentials" }).click();
  await expect(panel.getByText("Credentials saved.")).toHaveRole("status");
  await expect(panel).toContainText(role);
  await expect(panel.getByRole("definition").filter({ hasText: /^IAM role$/ })).toHaveCount(1);
});

test("credentials refused because the pipe was started elsewhere: the refusal shows in the form, which keeps what was typed", async ({ page }) => {
  const id = await apiStoppedPipe("postgres", `${PREFIX}rotate-refused`);
  const base = await openService(page);
  await page.goto(`${base}/pipes/${id}`);
  const panel = page.getByRole("region", { name: /^Source/ });
  await panel.getByRole("button", { name: "Change credentials" }).click();
  const form = panel.getByRole("form", { name: "Change credentials" });
  await form.getByRole("textbox", { name: "User name" }).fill("replicator-2");
  await form.getByLabel(/^Password/).fill("new-password");
  await apiCommand(id, "start");
  await apiPipeReaches(id, "Running");
  await form.getByRole("button", { name: "Save credentials" }).click();
  await expect(form.getByRole("alert")).toContainText("pipe is Running; stop it first");
  await expect(form.getByRole("alert")).toContainText(/Request ID/i);
  await expect(form.getByRole("textbox", { name: "User name" })).toHaveValue("replicator-2");
  await expect(form.getByLabel(/^Password/)).toHaveValue("new-password");
  // The way on is in the panel: stop the pipe, and the refusal goes with the state it was about.
  await panel.getByRole("button", { name: "Stop pipe to edit" }).click();
  await page.getByRole("dialog", { name: /^Stop pipe/ }).getByRole("button", { name: "Stop pipe" }).click();
  await expect(header(page).getByText("Stopped", { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(form.getByLabel(/^Password/)).toHaveValue("new-password");
  await form.getByRole("button", { name: "Save credentials" }).click();
  await expect(panel.getByText("Credentials saved.")).toHaveRole("status");
});

test("a credentials form that opens once the pipe has stopped leaves the focus where the user went meanwhile", async ({ page }) => {
  const id = await apiPipe("kinesis", `${PREFIX}rotate-later`);
  await apiPipeReaches(id, "Running");
  const base = await openService(page);
  await page.goto(`${base}/pipes/${id}`);
  const panel = page.getByRole("region", { name: /^Source/ });
  await panel.getByRole("button", { name: "Change credentials" }).click();
  await expect(panel.getByRole("button", { name: "Change credentials" })).toHaveAttribute("aria-expanded", "true");
  await panel.getByRole("button", { name: "Stop pipe to edit" }).click();
  await page.getByRole("dialog", { name: /^Stop pipe/ }).getByRole("button", { name: "Stop pipe" }).click();
  // While the pipe is stopping (1.5 s here), the user goes on to rename it: the form opens, the focus stays.
  await page.getByRole("group", { name: "Manage pipe" }).getByRole("button", { name: "Rename" }).click();
  const rename = page.getByRole("form", { name: "Rename pipe" }).getByRole("textbox", { name: "New name" });
  await expect(rename).toBeFocused();
  await expect(header(page).getByText("Stopping", { exact: true })).toBeVisible();
  await expect(panel.getByRole("form", { name: "Change credentials" })).toBeVisible({ timeout: 15_000 });
  await expect(rename).toBeFocused();
});

test("a completed pipe offers no credential or mapping change, and says why instead of promising one", async ({ page }) => {
  const base = await openService(page);
  await page.goto(`${base}/pipes/${SEED_PIPES.auditArchive.id}`);
  await expect(header(page).getByText("Completed", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Source/ }).getByRole("button", { name: "Change credentials" })).toHaveCount(0);
  const mappings = page.getByRole("region", { name: /^Field mappings/ });
  await expect(mappings).toContainText("The pipe has completed its load and reads nothing more: mappings no longer change.");
  await expect(mappings).not.toContainText("once it has stopped");
});

test("add a table mapping to a stopped postgres pipe, and remove it again", async ({ page }) => {
  const id = await apiPipe("postgres", `${PREFIX}tables`);
  const base = await openService(page);
  await page.goto(`${base}/pipes/${id}`);
  const panel = page.getByRole("region", { name: /^Table mappings/ });
  await expect(header(page).getByText("Running", { exact: true })).toBeVisible({ timeout: 10_000 });
  await panel.getByRole("button", { name: "Stop pipe to edit" }).click();
  await page.getByRole("dialog", { name: /^Stop pipe/ }).getByRole("button", { name: "Stop pipe" }).click();
  await expect(header(page).getByText("Stopped", { exact: true })).toBeVisible({ timeout: 10_000 });

  await panel.getByRole("button", { name: "Add a table" }).click();
  const form = panel.getByRole("form", { name: "Add a table" });
  await form.getByRole("textbox", { name: "Table", exact: true }).fill("orders");
  await form.getByRole("button", { name: "Add table" }).click();
  await expect(form.getByText("public.orders is copied already.")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Table", exact: true })).toBeFocused();
  await form.getByRole("textbox", { name: "Table", exact: true }).fill("refunds");
  await form.getByRole("textbox", { name: "Excluded columns", exact: true }).fill("card_token");
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Add table" }).click();
  await expect(panel.getByRole("status")).toContainText("public.refunds is copied into public_refunds");
  const added = panel.getByRole("row", { name: /public\.refunds/ });
  await expect(added).toContainText("card_token");
  await page.reload();
  await expect(page.getByRole("region", { name: /^Table mappings/ }).getByRole("row", { name: /public\.refunds/ })).toBeVisible();

  await page.getByRole("region", { name: /^Table mappings/ }).getByRole("button", { name: "Remove public.refunds" }).click();
  const dialog = page.getByRole("dialog", { name: "Stop copying public.refunds?" });
  await expect(dialog).toContainText("public_refunds");
  await dialog.getByRole("button", { name: "Remove table" }).click();
  await expect(page.getByRole("region", { name: /^Table mappings/ }).getByRole("row", { name: /public\.refunds/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /^Table mappings/ })).toBeFocused();
});

test("duplicate a pipe: the form opens filled from it, its secrets empty", async ({ page }) => {
  const base = await openService(page);
  await page.goto(`${base}/pipes/${SEED_PIPES.clickstream.id}`);
  await page.getByRole("link", { name: "Duplicate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Duplicate pipe" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Pipe name", exact: true })).toHaveValue(`${SEED_PIPES.clickstream.name}-copy`);
  await page.getByRole("textbox", { name: "Pipe name", exact: true }).fill(`${PREFIX}duplicate`);
  await expect(page.getByRole("combobox", { name: "Kafka service" })).toHaveValue("msk");
  await next(page);
  await expect(page.getByRole("textbox", { name: "Brokers", exact: true })).toHaveValue(/^b-1\.events\.kafka\.acme\.internal:9098/);
  await expect(page.getByRole("textbox", { name: "IAM role ARN", exact: true })).toHaveValue(/^arn:aws:iam::/);
  await expect(page.getByLabel(/^CA certificate/)).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: /Events MSK cluster/ })).toBeChecked();
  await next(page);
  await expect(page.getByRole("textbox", { name: "Consumer group (optional)", exact: true })).toHaveValue("");
  await next(page);
  await expect(page.getByRole("textbox", { name: "Table", exact: true }).first()).toHaveValue("clickstream_events_copy");
  await next(page);
  await next(page);
  const post = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/pipes"));
  await page.getByRole("button", { name: "Create pipe" }).click();
  const body = (await post).postDataJSON() as { source: { kafka: Record<string, unknown> } };
  expect(body.source.kafka).toMatchObject({
    type: "msk",
    authentication: "IAM_ROLE",
    reversePrivateEndpointIds: [SEED_REVERSE_ENDPOINTS.mskReady.id, SEED_REVERSE_ENDPOINTS.vpceProvisioning.id],
  });
  expect(body.source.kafka).not.toHaveProperty("caCertificate");
  await expect(page.getByRole("heading", { level: 1, name: `${PREFIX}duplicate` })).toBeVisible();
});

test("delete a pipe behind a confirmation that names it and says ingestion stops", async ({ page }) => {
  const id = await apiPipe("objectStorage", `${PREFIX}delete-me`);
  const base = await openService(page);
  await page.goto(`${base}/pipes/${id}`);
  await page.getByRole("group", { name: "Manage pipe" }).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete pipe? ${PREFIX}delete-me` });
  await expect(dialog).toContainText("Ingestion stops");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Delete pipe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "was deleted" })).toHaveText(`Pipe ${PREFIX}delete-me was deleted.`);
  // Back to the pipe's page: it asks again and says the pipe is gone, with none of its actions.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Pipe not found" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Manage pipe" })).toHaveCount(0);
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(`${PREFIX}delete-me`);
  await expect(page.getByText("No pipe matches")).toBeVisible();
  expect((await api.get(`${pipesPath}/${id}`)).status()).toBe(404);
});

test("the create form opened by its address, or reloaded, is drawn as when reached from the list", async ({ page }) => {
  const base = await openService(page);
  const breadcrumbStyle = async () => {
    const breadcrumb = page.getByRole("navigation", { name: "Pipe breadcrumb" });
    await expect(breadcrumb).toBeVisible();
    return breadcrumb.evaluate((nav) => {
      const style = getComputedStyle(nav);
      return { display: style.display, marginBottom: style.marginBottom, link: getComputedStyle(nav.querySelector("a")!).color };
    });
  };
  await page.getByRole("link", { name: "Create pipe" }).click();
  const fromList = await breadcrumbStyle();
  expect(fromList.display).toBe("flex");
  await page.reload();
  expect(await breadcrumbStyle()).toEqual(fromList);
  await page.goto(`${base}/pipes/new`);
  expect(await breadcrumbStyle()).toEqual(fromList);
});

test("a double click on Delete pipe deletes once and leads to the list", async ({ page }) => {
  const id = await apiPipe("objectStorage", `${PREFIX}double-delete`);
  const base = await openService(page);
  await page.goto(`${base}/pipes/${id}`);
  const deletes: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "DELETE") deletes.push(new URL(request.url()).pathname);
  });
  await page.getByRole("group", { name: "Manage pipe" }).getByRole("button", { name: "Delete" }).click();
  // Both clicks before the page has drawn anything: the second must not send a second DELETE (answered 404).
  await page.getByRole("dialog", { name: `Delete pipe? ${PREFIX}double-delete` }).getByRole("button", { name: "Delete pipe" }).dblclick();
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "was deleted" })).toHaveText(`Pipe ${PREFIX}double-delete was deleted.`);
  expect(deletes).toEqual([`${pipesPath}/${id}`]);
});

test("a pipe into a table of a very long name keeps its page within the screen, on a phone too", async ({ page }) => {
  // As long as a table name may be (MAX_NAME_LENGTH).
  const table = "y".repeat(MAX_NAME_LENGTH);
  const body = { ...VALID_CREATE_BODIES.objectStorage, name: `${PREFIX}long-table` };
  const response = await api.post(pipesPath, { data: { ...body, destination: { ...body.destination, table } }, maxRetries: 2 });
  expect(response.status(), await response.text()).toBe(200);
  const id = ((await response.json()) as { result: { id: string } }).result.id;
  const base = await openService(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${base}/pipes/${id}`);
    await expect(header(page)).toContainText(table);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
});

test("at 390 px every step of the form fits the screen and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const base = await openService(page);
  await page.goto(`${base}/pipes/new?from=${SEED_PIPES.ordersCdc.id}`);
  for (const step of [1, 2, 3, 4, 5, 6]) {
    await expect(stepHeading(page, step)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `step ${step}`).toBeLessThanOrEqual(390);
    // The service sends neither the user nor the password back: a duplicate asks for both again.
    if (step === 2) {
      await page.getByRole("textbox", { name: "User name", exact: true }).fill("replicator");
      await page.getByLabel(/^Password/).fill("e2e-postgres-password");
    }
    if (step === 1 || step === 3 || step === 6) await expectNoSeriousA11yViolations(page);
    if (step < 6) await next(page);
  }
});

test("the step list shows every step without scrolling sideways, from a phone to a desktop, beside the side navigation too", async ({ page }) => {
  const base = await openService(page);
  await page.goto(`${base}/pipes/new`);
  await expect(stepHeading(page, 1)).toBeVisible();
  const steps = page.getByRole("navigation", { name: "Steps" });
  for (const width of [320, 390, 640, 700, 760, 780, 800, 900, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await steps.getByRole("list").evaluate((list) => ({
      hidden: list.scrollWidth - list.clientWidth,
      // Steps whose end is past the list's: cut off, or only reached by scrolling it.
      cut: [...list.querySelectorAll("li")].filter((step) => step.getBoundingClientRect().right > list.getBoundingClientRect().right + 1).length,
    }));
    expect(overflow, `${width} px`).toEqual({ hidden: 0, cut: 0 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
});
