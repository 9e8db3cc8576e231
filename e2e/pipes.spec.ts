import { expect, test, type Locator, type Page } from "@playwright/test";
import { SEED_PIPES, SEED_REVERSE_ENDPOINTS } from "../src/server/emulator/seed-ids";
import { expectNoSeriousA11yViolations, openService } from "./support";

const productionPipes = Object.values(SEED_PIPES).filter((pipe) => pipe.serviceId === SEED_PIPES.ordersCdc.serviceId);

/** Opens the production service, which lands on its pipes. */
async function openPipes(page: Page): Promise<string> {
  const base = await openService(page);
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
  await expect(pipeRows(page).first()).toBeVisible();
  return base;
}

/** The data rows of the pipes table (the first row is the column headers). */
function pipeRows(page: Page): Locator {
  return page.getByRole("table", { name: "Pipes" }).getByRole("row").filter({ has: page.getByRole("cell") });
}

function pipeRow(page: Page, name: string): Locator {
  return pipeRows(page).filter({ has: page.getByRole("link", { name, exact: true }) });
}

async function openPipe(page: Page, name: string): Promise<void> {
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** The value shown next to a label in a section's description list. */
/** Writes with `method` to `url` answered with the management API's error body `refusal`; reads go through. */
async function refuseWrites(page: Page, url: string, method: string, refusal: { status: number; requestId: string; error: string }): Promise<void> {
  await page.route(url, (route) =>
    route.request().method() === method ? route.fulfill({ status: refusal.status, contentType: "application/json", json: refusal }) : route.continue(),
  );
}

function valueOf(section: Locator, label: string): Locator {
  return section.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
}

test("the list shows every seeded pipe of the service, all four source kinds, with their facts", async ({ page }) => {
  await openPipes(page);
  await expect(pipeRows(page)).toHaveCount(productionPipes.length);
  await expect(page.getByRole("status").filter({ hasText: "pipes" })).toHaveText(`${productionPipes.length} pipes`);

  const orders = pipeRow(page, SEED_PIPES.ordersCdc.name);
  await expect(orders).toContainText("Postgres");
  await expect(orders).toContainText("orders-cdc.db.acme.internal:5432/");
  await expect(orders).toContainText(/\d tables/);
  await expect(orders).toContainText("Running");
  await expect(orders).toContainText(/\d+ × [\d.]+ vCPU \/ [\d.]+ GB/);

  const clicks = pipeRow(page, SEED_PIPES.clickstream.name);
  await expect(clicks).toContainText("Kafka");
  await expect(clicks).toContainText("Topics: clickstream.events");
  await expect(clicks).toContainText("Brokers: b-1.events.kafka.acme.internal:9098 +2 more");
  await expect(clicks).toContainText("raw.clickstream_events");

  const archive = pipeRow(page, SEED_PIPES.auditArchive.name);
  await expect(archive).toContainText("Object storage");
  await expect(archive).toContainText("one-off");
  await expect(archive).toContainText("Completed");

  const iot = pipeRow(page, SEED_PIPES.iotTelemetry.name);
  await expect(iot).toContainText("Kinesis");
  await expect(iot).toContainText("Stream: acme-iot-telemetry");

  // Relative time, with the exact time on hover.
  const updated = orders.locator("time");
  await expect(updated).toHaveText(/ago|just now/);
  await expect(updated).toHaveAttribute("title", /\d{4}/);

  // Counts per state, and the list refreshes itself while some pipes are in transition.
  const stateFilter = page.getByRole("group", { name: "Filter by state" });
  await expect(stateFilter.getByRole("button", { name: /^Running \d+$/ })).toHaveText(/Running\s*5/);
  await expect(stateFilter.getByRole("button", { name: /^Failed/ })).toHaveText(/Failed\s*2/);
  await expect(page.getByText(/Refreshing every \d+ s while pipes change state/)).toBeVisible();

  await expectNoSeriousA11yViolations(page);
});

test("filtering by state and kind narrows the list, lives in the URL and survives a reload", async ({ page }) => {
  await openPipes(page);
  const stateFilter = page.getByRole("group", { name: "Filter by state" });
  await stateFilter.getByRole("button", { name: /^Running/ }).click();
  await expect(stateFilter.getByRole("button", { name: /^Running/ })).toHaveAttribute("aria-pressed", "true");
  await expect(pipeRows(page)).toHaveCount(5);
  await page.getByLabel("Source kind").selectOption({ label: "Kinesis" });
  await expect(pipeRows(page)).toHaveCount(2);
  await expect(pipeRow(page, SEED_PIPES.iotTelemetry.name)).toBeVisible();
  await expect(pipeRow(page, SEED_PIPES.adImpressions.name)).toBeVisible();
  await expect(page).toHaveURL(/state=Running/);
  await expect(page).toHaveURL(/kind=kinesis/);

  await page.getByRole("button", { name: /^Last update/ }).click();
  await expect(page.getByRole("columnheader", { name: /Last update/ })).toHaveAttribute("aria-sort", "descending");
  // Seeded update times grow older down the seed order, so iot-telemetry (earlier) is the newer one.
  await expect(pipeRows(page).first()).toContainText(SEED_PIPES.iotTelemetry.name);

  await page.reload();
  await expect(page.getByLabel("Source kind")).toHaveValue("kinesis");
  await expect(page.getByRole("group", { name: "Filter by state" }).getByRole("button", { name: /^Running/ })).toHaveAttribute("aria-pressed", "true");
  await expect(pipeRows(page)).toHaveCount(2);
  await expect(pipeRows(page).first()).toContainText(SEED_PIPES.iotTelemetry.name);
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(`Showing 2 of ${productionPipes.length} pipes`);

  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(pipeRows(page)).toHaveCount(productionPipes.length);
  await expect(page).not.toHaveURL(/kind=/);
  // The button went with the filters: the focus is on the search field, not dropped on the page.
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeFocused();
});

test("searching by name, topic, table or host narrows the list and is kept in the URL", async ({ page }) => {
  await openPipes(page);
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("payments.stream");
  await expect(pipeRows(page)).toHaveCount(1);
  await expect(pipeRow(page, SEED_PIPES.paymentsKafka.name)).toBeVisible();
  await search.fill("crm-sync.db.acme");
  await expect(pipeRows(page)).toHaveCount(1);
  await expect(pipeRow(page, SEED_PIPES.crmSync.name)).toBeVisible();
  await expect(page).toHaveURL(/q=crm-sync.db.acme/);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("crm-sync.db.acme");
  await expect(pipeRows(page)).toHaveCount(1);

  await page.getByRole("searchbox", { name: "Search" }).fill("no-such-pipe-anywhere");
  await expect(page.getByText("No pipe matches")).toBeVisible();
  // One way to clear, next to the message, not a second button of the same name above it.
  const clear = page.getByRole("button", { name: "Clear filters" });
  await expect(clear).toHaveCount(1);
  await clear.press("Enter");
  await expect(pipeRows(page)).toHaveCount(productionPipes.length);
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeFocused();
});

test("a postgres pipe shows its source, table mappings, destination and settings", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.ordersCdc.name);

  const source = page.getByRole("region", { name: /^Source/ });
  await expect(source).toContainText("Postgres");
  await expect(valueOf(source, "Host")).toContainText("orders-cdc.db.acme.internal");
  await expect(valueOf(source, "Port")).toHaveText("5432");
  await expect(valueOf(source, "Replication slot")).toHaveText("orders_cdc_slot");

  const mappings = page.getByRole("table", { name: "Postgres tables copied by this pipe" });
  const orders = mappings.getByRole("row", { name: /public\.orders\b/ });
  await expect(orders).toContainText("orders_cdc_orders");
  await expect(orders).toContainText("internal_notes");
  await expect(orders).toContainText("customer_id");
  await expect(mappings.getByRole("row", { name: /public\.customers/ })).toContainText("password_hash");

  const destination = page.getByRole("region", { name: "Destination" });
  await expect(valueOf(destination, "Primary key")).toHaveText("id");
  await expect(destination.getByRole("table", { name: /Columns/ }).getByRole("row", { name: /_peerdb_version/ })).toContainText("Int64");

  // The engine's settings, in their units; not the streaming or object storage ones, which a Postgres pipe does not act on.
  const settings = page.getByRole("region", { name: "Settings" });
  await expect(valueOf(settings, "Engine: smallest insert block")).toHaveText(/\d+ (MB|GB)/);
  await expect(valueOf(settings, "Engine: process attached views in parallel")).toHaveText(/^(Yes|No)$/);
  await expect(settings.locator("dt")).toHaveCount(6);
  await expect(settings.getByText(/^(Streaming|Object storage):/)).toHaveCount(0);
  await settings.getByRole("button", { name: "Edit settings" }).click();
  await expect(settings.getByRole("textbox")).toHaveCount(5);
  await expect(settings.getByLabel(/^(Streaming|Object storage):/)).toHaveCount(0);

  // Postgres pipes can be resynced; the way back keeps the list.
  await expect(page.getByRole("button", { name: "Resync" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Pipes" }).last().click();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(SEED_PIPES.ordersCdc.name);
});

test("a kafka pipe's certificates are masked until revealed, and its endpoints link to their pages", async ({ page }) => {
  const base = await openPipes(page);
  await openPipe(page, SEED_PIPES.clickstream.name);
  const source = page.getByRole("region", { name: /^Source/ });
  await expect(source).not.toContainText("BEGIN CERTIFICATE");
  await expect(source.getByLabel("CA certificate hidden", { exact: true })).toBeVisible();

  const reveal = source.getByRole("button", { name: "Reveal CA certificate", exact: true });
  await reveal.click();
  await expect(source.getByRole("button", { name: "Hide CA certificate", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(source.getByText(/-----BEGIN CERTIFICATE-----/)).toHaveCount(1);
  await source.getByRole("button", { name: "Hide CA certificate", exact: true }).click();
  await expect(source).not.toContainText("BEGIN CERTIFICATE");
  await expect(source.getByRole("button", { name: "Copy CA certificate", exact: true })).toBeVisible();

  // Named as the endpoints' own pages name it (its description), not by its id.
  const endpoint = source.getByRole("link", { name: SEED_REVERSE_ENDPOINTS.mskReady.description, exact: true });
  await expect(endpoint).toHaveAttribute("href", `${base}/reverse-endpoints/${SEED_REVERSE_ENDPOINTS.mskReady.id}`);
});

test("an object storage connection string is masked, revealed and hidden again", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.azureInvoices.name);
  const source = page.getByRole("region", { name: /^Source/ });
  await expect(source).not.toContainText("AccountKey=");
  await source.getByRole("button", { name: "Reveal connection string" }).click();
  await expect(source).toContainText("AccountKey=");
  await source.getByRole("button", { name: "Hide connection string" }).click();
  await expect(source).not.toContainText("AccountKey=");
  await expect(page).not.toHaveURL(/AccountKey/);
});

test("stopping a running pipe and starting it again, each behind a confirmation, shows each state as it comes", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.iotTelemetry.name);
  const header = page.locator(".page-header");
  await expect(header.getByText("Running", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start" })).toHaveCount(0);

  await page.getByRole("button", { name: "Stop", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Stop pipe ${SEED_PIPES.iotTelemetry.name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByText("Running", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await dialog.getByRole("button", { name: "Stop pipe" }).click();
  await expect(header.getByText("Stopping", { exact: true })).toBeVisible();
  await expect(header.getByText("Stopped", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop", exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Start" }).click();
  await page.getByRole("dialog", { name: /^Start pipe/ }).getByRole("button", { name: "Start pipe" }).click();
  await expect(header.getByText("Provisioning", { exact: true })).toBeVisible();
  await expect(header.getByText("Running", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop", exact: true })).toBeVisible();

  await page.reload();
  await expect(page.locator(".page-header").getByText("Running", { exact: true })).toBeVisible();
});

test("stop, start and the settings form work from the keyboard alone, and focus is never dropped", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.iotTelemetry.name);
  const header = page.locator(".page-header");
  const actions = page.getByRole("group", { name: "Pipe actions" });

  await actions.getByRole("button", { name: "Stop", exact: true }).focus();
  await page.keyboard.press("Enter");
  const stopDialog = page.getByRole("dialog", { name: /^Stop pipe/ });
  await expect(stopDialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(stopDialog.getByRole("button", { name: "Stop pipe" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(stopDialog).toBeHidden();
  // Stop went away with the new state: focus stays with the actions, not on the page body.
  await expect(actions).toBeFocused();
  await expect(header.getByText("Stopped", { exact: true })).toBeVisible();

  await page.keyboard.press("Tab");
  await expect(actions.getByRole("button", { name: "Start", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  const startDialog = page.getByRole("dialog", { name: /^Start pipe/ });
  // Starting is not destructive: its confirmation starts on the action itself (Stop started on Cancel).
  await expect(startDialog.getByRole("button", { name: "Start pipe" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(startDialog).toBeHidden();
  await expect(actions.getByRole("button", { name: "Stop", exact: true })).toBeFocused();
  await expect(header.getByText("Running", { exact: true })).toBeVisible();

  const edit = page.getByRole("button", { name: "Edit settings" });
  await edit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel(/longest wait before an insert/)).toBeFocused();
  await page.getByRole("button", { name: "Cancel", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(edit).toBeFocused();
});

test("Escape closes a pipe's scaling and settings forms, back on the button that opened them, and keeps what was typed until Cancel", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.rawEventsS3.name);
  const scaling = page.getByRole("region", { name: "Scaling" });
  const replicas = valueOf(scaling, "Replicas");
  const shownReplicas = await replicas.textContent();
  await scaling.getByRole("button", { name: "Edit scaling" }).click();
  await scaling.getByRole("textbox", { name: "Replicas", exact: true }).fill("7");
  await page.keyboard.press("Escape");
  await expect(scaling.getByRole("button", { name: "Edit scaling" })).toBeFocused();
  await expect(replicas).toHaveText(shownReplicas ?? "");

  const settings = page.getByRole("region", { name: "Settings" });
  await settings.getByRole("button", { name: "Edit settings" }).click();
  await settings.getByLabel("Engine: max threads").fill("99");
  await page.keyboard.press("Escape");
  await expect(settings.getByRole("button", { name: "Edit settings" })).toBeFocused();
  // One key does not throw away what was typed: the form opens with it again, and says so.
  await settings.getByRole("button", { name: "Edit settings" }).click();
  await expect(settings.getByLabel("Engine: max threads")).toHaveValue("99");
  await expect(settings.getByText("Restored what you typed earlier in this tab. It is not saved yet.")).toBeVisible();
  // Cancel is what throws it away.
  await settings.getByRole("button", { name: "Cancel" }).click();
  await settings.getByRole("button", { name: "Edit settings" }).click();
  await expect(settings.getByLabel("Engine: max threads")).not.toHaveValue("99");
  await expect(settings.getByText("No changes yet")).toBeVisible();

  await scaling.getByRole("button", { name: "Edit scaling" }).click();
  await expect(scaling.getByRole("textbox", { name: "Replicas", exact: true })).toHaveValue("7");
});

test("Escape closes a stopped pipe's field mappings and table mappings forms as it does scaling and settings: back on their button, what was typed kept until Cancel", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.mobileEvents.name);
  const fields = page.getByRole("region", { name: /^Field mappings/ });
  const payload = fields.getByRole("textbox", { name: "Source field for payload", exact: true });
  await fields.getByRole("button", { name: "Edit field mappings" }).click();
  await payload.fill("message");
  await page.keyboard.press("Escape");
  await expect(fields.getByRole("button", { name: "Edit field mappings" })).toBeFocused();
  await expect(fields.getByRole("row", { name: /message payload/ })).toHaveCount(0);
  await fields.getByRole("button", { name: "Edit field mappings" }).click();
  await expect(payload).toHaveValue("message");
  await expect(fields.getByText("Restored what you typed earlier in this tab. It is not saved yet.")).toBeVisible();
  await fields.getByRole("button", { name: "Cancel" }).click();
  await fields.getByRole("button", { name: "Edit field mappings" }).click();
  await expect(payload).toHaveValue("body");

  await page.getByRole("navigation", { name: "Pipe breadcrumb" }).getByRole("link", { name: "Pipes" }).click();
  await openPipe(page, SEED_PIPES.crmSync.name);
  const tables = page.getByRole("region", { name: /^Table mappings/ });
  const form = tables.getByRole("form", { name: "Add a table" });
  await tables.getByRole("button", { name: "Add a table" }).click();
  await form.getByRole("textbox", { name: "Table", exact: true }).fill("refunds");
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(tables.getByRole("button", { name: "Add a table" })).toBeFocused();
  await tables.getByRole("button", { name: "Add a table" }).click();
  await expect(form.getByRole("textbox", { name: "Table", exact: true })).toHaveValue("refunds");
  await expect(form.getByText("Restored what you typed earlier in this tab. It is not saved yet.")).toBeVisible();
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(tables.getByRole("button", { name: "Add a table" })).toBeFocused();
  await tables.getByRole("button", { name: "Add a table" }).click();
  await expect(form.getByRole("textbox", { name: "Table", exact: true })).toHaveValue("");
});

test("Escape closes a stopped pipe's credentials form as its Cancel does: back on Change credentials, nothing typed kept", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.gcsLogs.name);
  const source = page.getByRole("region", { name: /^Source/ });
  const form = source.getByRole("form", { name: "Change credentials" });
  await source.getByRole("button", { name: "Change credentials" }).click();
  await expect(form).toBeVisible();
  const first = form.getByRole("textbox").first();
  await first.fill("typed-then-left");
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(source.getByRole("button", { name: "Change credentials" })).toBeFocused();
  await source.getByRole("button", { name: "Change credentials" }).click();
  await expect(form.getByRole("textbox").first()).not.toHaveValue("typed-then-left");
});

test("a refused command shows the server's message and request id", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.adImpressions.name);
  await page.route("**/state", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      headers: { "X-Request-Id": "5b0f3a56-2d7e-4d7e-9d51-0f3a1c2b4d6e" },
      json: { status: 409, requestId: "5b0f3a56-2d7e-4d7e-9d51-0f3a1c2b4d6e", error: "CONFLICT: pipe is being modified; try again shortly" },
    }),
  );
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Stop pipe" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "pipe is being modified" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("5b0f3a56-2d7e-4d7e-9d51-0f3a1c2b4d6e");
  await expect(page.locator(".page-header").getByText("Running", { exact: true })).toBeVisible();
});

test("a changed setting is saved with the whole object and kept after a reload", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.rawEventsS3.name);
  const settings = page.getByRole("region", { name: "Settings" });
  await settings.getByRole("button", { name: "Edit settings" }).click();
  const concurrency = settings.getByLabel("Object storage: files read at once");
  const next = (await concurrency.inputValue()) === "7" ? "8" : "7";
  await concurrency.fill(next);
  await settings.getByLabel("Engine: process attached views in parallel").check();

  const put = page.waitForRequest((request) => request.method() === "PUT" && request.url().endsWith("/settings"));
  await settings.getByRole("button", { name: "Save settings" }).click();
  const body = (await put).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body)).toHaveLength(12);
  expect(body.object_storage_concurrency).toBe(Number(next));
  expect(body.engine_parallel_view_processing).toBe(true);
  await expect(settings.getByText("Settings saved.")).toBeVisible();
  await expect(valueOf(settings, "Object storage: files read at once")).toHaveText(next);

  await page.reload();
  const reloaded = page.getByRole("region", { name: "Settings" });
  await expect(valueOf(reloaded, "Object storage: files read at once")).toHaveText(next);
  await expect(valueOf(reloaded, "Engine: process attached views in parallel")).toHaveText("Yes");
});

test("a setting out of bounds is refused in the form, naming it, before anything is sent", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.paymentsKafka.name);
  let puts = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT") puts += 1;
  });
  const settings = page.getByRole("region", { name: "Settings" });
  await settings.getByRole("button", { name: "Edit settings" }).click();
  const wait = settings.getByLabel("Streaming: longest wait before an insert (ms)");
  await wait.fill("70000");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings.getByText("Streaming: longest wait before an insert must be at most 60000")).toBeVisible();
  await expect(wait).toHaveAttribute("aria-invalid", "true");
  await expect(wait).toBeFocused();
  await expect(settings.getByRole("alert")).toHaveText("One setting needs a fix before saving.");
  expect(puts).toBe(0);

  // Fixing it clears the message; the draft was never lost.
  await wait.fill("60000");
  await expect(settings.getByText(/must be at most 60000/)).toHaveCount(0);
  await expect(wait).toHaveValue("60000");
  await expectNoSeriousA11yViolations(page);
});

test("a required setting's asterisk stays beside the end of its label, never on a line of its own", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.rawEventsS3.name);
  const settings = page.getByRole("region", { name: "Settings" });
  await settings.getByRole("button", { name: "Edit settings" }).click();
  await expect(settings.getByLabel("Object storage: largest insert (bytes)")).toBeVisible();
  // Each label whose "*" is drawn on a lower line than the last character of its words.
  const stranded = await settings.locator("label").evaluateAll((labels) =>
    labels.flatMap((label) => {
      const texts: Text[] = [];
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) texts.push(walker.currentNode as Text);
      const mark = texts.at(-1);
      const words = texts.at(-2);
      if (!mark?.data.endsWith("*") || !words) return [];
      const topOf = (text: Text, at: number) => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect().top;
      };
      return topOf(mark, mark.data.length - 1) > topOf(words, words.data.trimEnd().length - 1) + 2 ? [label.textContent] : [];
    }),
  );
  expect(stranded).toEqual([]);
});

test("a failed save keeps the edits and shows the server's message and request id", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.gcsLogs.name);
  await refuseWrites(page, "**/settings", "PUT", { status: 400, requestId: "0e8c7d8a-4f4b-4c39-9d0a-3b5e1f2a6c77", error: "BAD_REQUEST: engine_max_threads must be at most 64" });
  const settings = page.getByRole("region", { name: "Settings" });
  await settings.getByRole("button", { name: "Edit settings" }).click();
  await settings.getByLabel("Engine: max threads").fill("12");
  await settings.getByRole("button", { name: "Save settings" }).click();
  const alert = settings.getByRole("alert").filter({ hasText: "must be at most 64" });
  await expect(alert).toContainText("0e8c7d8a-4f4b-4c39-9d0a-3b5e1f2a6c77");
  await expect(settings.getByLabel("Engine: max threads")).toHaveValue("12");
  // The refusal was of what was sent: once the values change it no longer describes them, and goes,
  // rather than standing beside the form's own message about the new value.
  await settings.getByLabel("Engine: max threads").fill("99");
  await expect(alert).toHaveCount(0);
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings.getByRole("alert")).toHaveCount(1);
  await expect(settings.getByRole("alert")).not.toContainText("0e8c7d8a");
});

test("a refused save of a form not edited yet shows the refusal too", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.clickstream.name);
  await refuseWrites(page, "**/scaling", "PATCH", { status: 409, requestId: "5c2d9e1a-7b4f-4e0a-9a61-2f8b3c4d5e6f", error: "CONFLICT: pipe is being modified" });
  const scaling = page.getByRole("region", { name: "Scaling" });
  await scaling.getByRole("button", { name: "Edit scaling" }).click();
  await scaling.getByRole("button", { name: "Save scaling" }).click();
  await expect(scaling.getByRole("alert").filter({ hasText: "pipe is being modified" })).toContainText("5c2d9e1a-7b4f-4e0a-9a61-2f8b3c4d5e6f");
});

test("a pipe's scaling shows concurrency only for object storage, the one kind it scales", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.rawEventsS3.name);
  const scaling = page.getByRole("region", { name: "Scaling" });
  await expect(scaling.getByText("Replicas", { exact: true })).toBeVisible();
  await expect(scaling.getByText("Concurrency", { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Pipes" })).toBeVisible();
  await openPipe(page, SEED_PIPES.iotTelemetry.name);
  await expect(scaling.getByText("Replicas", { exact: true })).toBeVisible();
  await expect(scaling.getByText("Concurrency", { exact: true })).toHaveCount(0);
});

test("a failing list shows the server's message and request id, and a retry loads it", async ({ page }) => {
  const base = await openService(page);
  await page.getByRole("navigation", { name: "Service areas" }).getByRole("link", { name: "Service" }).click();
  let fail = true;
  await page.route("**/v1/organizations/*/services/*/pipes", (route) =>
    fail
      ? route.fulfill({
          status: 403,
          contentType: "application/json",
          json: { status: 403, requestId: "7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6", error: "FORBIDDEN: key not of this organization" },
        })
      : route.continue(),
  );
  await page.goto(`${base}/pipes`);
  const panel = page.getByRole("alert").filter({ hasText: "The pipes could not be loaded" });
  await expect(panel).toContainText("key not of this organization");
  await expect(panel).toContainText("7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6");
  fail = false;
  await panel.getByRole("button", { name: "Try again" }).click();
  await expect(pipeRows(page)).toHaveCount(productionPipes.length);
});

test("a service without pipes says so", async ({ page }) => {
  await openService(page);
  await page.route("**/v1/organizations/*/services/*/pipes", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", json: { status: 200, requestId: "1f1e1d1c-1b1a-4918-8716-151413121110", result: [] } }),
  );
  await page.reload();
  await expect(page.getByText("No pipes yet")).toBeVisible();
  await expect(page.getByRole("table", { name: "Pipes" })).toHaveCount(0);
});

test("at 390 px the list and a pipe stay usable", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPipes(page);
  // A short list is all in the page, though most of it is below the fold: find in page reaches
  // every pipe, and scrolling shows the later ones.
  await expect(page.getByText("15 pipes", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Pipes" }).locator("[data-row]")).toHaveCount(15);
  const row = pipeRow(page, SEED_PIPES.ordersCdc.name);
  await expect(row).not.toBeInViewport();
  expect(await page.evaluate((name) => (window as unknown as { find: (text: string) => boolean }).find(name), SEED_PIPES.ordersCdc.name)).toBe(true);
  await page.mouse.wheel(0, 1400);
  await expect(row).toBeVisible();
  const box = await row.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  // A source line too long for the row ends in an ellipsis, and its badge stays in sight even when
  // something scrolls the line sideways (find in page does, to show a match).
  const archive = pipeRow(page, SEED_PIPES.auditArchive.name);
  await archive.scrollIntoViewIfNeeded();
  const sourceLine = archive.locator(".pipe-cell--source .pipe-row__line").first();
  await sourceLine.evaluate((line) => (line.scrollLeft = 200));
  expect(await sourceLine.evaluate((line) => line.scrollLeft)).toBe(0);
  const badge = (await archive.getByText("Object storage", { exact: true }).boundingBox())!;
  expect(badge.x).toBeGreaterThanOrEqual(box!.x);
  await page.getByRole("button", { name: /^State/ }).click();
  await expect(page).toHaveURL(/sort=state/);
  await expect(page.getByRole("columnheader", { name: /State/ })).toHaveAttribute("aria-sort", "ascending");
  await page.getByRole("searchbox", { name: "Search" }).fill(SEED_PIPES.ordersCdc.name);
  await row.getByRole("link", { name: SEED_PIPES.ordersCdc.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: SEED_PIPES.ordersCdc.name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});

/** How many lines the text of `element` is laid out on, and whether it is cut short (an ellipsis). */
function textLayout(element: Locator): Promise<{ lines: number; cut: boolean; text: string }> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    return { lines: tops.size, cut: node.scrollWidth > node.clientWidth, text: node.textContent ?? "" };
  });
}

test("a pipe's IDs read on one line, never broken inside; where the line has no room they end in an ellipsis, whole in their tooltip", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPipes(page);
  await openPipe(page, SEED_PIPES.clickstream.name);
  const header = page.locator("header.page-header");
  const overview = page.getByRole("region", { name: "Overview" });
  const ids = [header.locator("code"), valueOf(overview, "Pipe ID").locator("code"), valueOf(overview, "Service ID").locator("code")];
  for (const id of ids) expect(await textLayout(id)).toEqual({ lines: 1, cut: false, text: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  // Just wide enough for the cards side by side: an overview card has no room for a whole id.
  await page.setViewportSize({ width: 1110, height: 800 });
  const pipeId = valueOf(overview, "Pipe ID");
  await expect.poll(async () => (await textLayout(pipeId.locator("code"))).cut).toBe(true);
  expect(await textLayout(pipeId.locator("code"))).toEqual({ lines: 1, cut: true, text: SEED_PIPES.clickstream.id });
  await expect(pipeId.locator("[title]")).toHaveAttribute("title", SEED_PIPES.clickstream.id);
  await expect(pipeId.getByRole("button", { name: "Copy pipe ID" })).toBeVisible();
});

test("a pipe's IDs have their tooltip on the text only: over an ID's copy button, the button's own name is what shows", async ({ page }) => {
  await openPipes(page);
  await openPipe(page, SEED_PIPES.clickstream.name);
  const overview = page.getByRole("region", { name: "Overview" });
  const ids = [
    { where: page.locator("header.page-header"), id: SEED_PIPES.clickstream.id, button: "Copy pipe ID" },
    { where: valueOf(overview, "Pipe ID"), id: SEED_PIPES.clickstream.id, button: "Copy pipe ID" },
    { where: valueOf(overview, "Service ID"), id: SEED_PIPES.clickstream.serviceId, button: "Copy service ID" },
  ];
  for (const { where, id, button } of ids) {
    await expect(where.locator("code")).toHaveAttribute("title", id);
    // The browser shows the title of the element under the pointer or of its nearest ancestor with one.
    expect(await where.getByRole("button", { name: button }).evaluate((element) => element.closest("[title]")?.getAttribute("title") ?? null)).toBeNull();
  }
});

test("at 390 px a pipe's header reads as the other pages' do: the state beside the id, its actions in one row, Rename, Duplicate and Delete behind More actions", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPipes(page);
  // Running Postgres: Stop and Resync, then Rename, Duplicate and Delete; five actions.
  await openPipe(page, SEED_PIPES.ordersCdc.name);
  const header = page.locator("header.page-header");
  const middle = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return Math.round(box.y + box.height / 2);
  };
  /** The header's actions on screen, each row's names in order, and whether they all fit the screen's width. */
  const actionRows = async () => {
    const rows = new Map<number, string[]>();
    let fit = true;
    for (const action of await header.locator(".page-header__actions").locator("button:visible, a:visible").all()) {
      const box = (await action.boundingBox())!;
      fit &&= box.x >= 0 && box.x + box.width <= 390;
      const row = await middle(action);
      rows.set(row, [...(rows.get(row) ?? []), (await action.textContent())!.trim()]);
    }
    return { rows: [...rows.values()], fit };
  };
  const state = await middle(header.getByText("Running", { exact: true }));
  expect(Math.abs((await middle(header.locator("code"))) - state)).toBeLessThanOrEqual(2);
  expect(await actionRows()).toEqual({ rows: [["Stop", "Resync", "More actions"]], fit: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // From the keyboard: More actions opens them in a row of their own, next in the tab order.
  const more = header.getByRole("button", { name: "More actions" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(more).toHaveAttribute("aria-expanded", "true");
  expect(await actionRows()).toEqual({ rows: [["Stop", "Resync", "More actions"], ["Rename", "Duplicate", "Delete"]], fit: true });
  await expectNoSeriousA11yViolations(page);
  const manage = page.getByRole("group", { name: "Manage pipe" });
  await page.keyboard.press("Tab");
  await expect(manage.getByRole("button", { name: "Rename" })).toBeFocused();

  // Rename's form and Delete's confirmation close back on their buttons, still open to the keyboard.
  await page.keyboard.press("Enter");
  const name = page.getByRole("form", { name: "Rename pipe" }).getByRole("textbox", { name: "New name" });
  await expect(name).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(name).toHaveCount(0);
  await expect(manage.getByRole("button", { name: "Rename" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(manage.getByRole("link", { name: "Duplicate" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete pipe?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(manage.getByRole("button", { name: "Delete" })).toBeFocused();

  // An open rename keeps them in view, though More actions is pressed: its Cancel has Rename to go back to.
  await manage.getByRole("button", { name: "Rename" }).click();
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await name.press("Escape");
  await expect(manage.getByRole("button", { name: "Rename" })).toBeFocused();

  // Closed again, they are out of the page's reading and tab order; a desktop's header shows them, without the button.
  await more.click();
  await expect(manage).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(manage.getByRole("button", { name: "Rename" })).toBeVisible();
  await expect(more).toBeHidden();
  // Delete's question, asked where they are always shown, stays up when the window narrows to a phone's.
  await manage.getByRole("button", { name: "Delete" }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
});

/** Whether the first pipe row is wholly on the first screen of a window 844 px high. */
async function firstRowOnFirstScreen(page: Page): Promise<boolean> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await pipeRows(page).first().boundingBox())!;
  return box.y + box.height <= 844;
}

test("at 390 px the first screen shows a pipe: the state and kind filters wait behind a Filters button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPipes(page);
  expect(await firstRowOnFirstScreen(page)).toBe(true);

  const search = page.getByRole("searchbox", { name: "Search" });
  const filters = page.getByRole("button", { name: /^Filters/ });
  const stateFilter = page.getByRole("group", { name: "Filter by state" });
  const running = stateFilter.getByRole("button", { name: /^Running/ });
  await expect(search).toBeVisible();
  await expect(filters).toHaveAccessibleName("Filters");
  await expect(filters).toHaveAttribute("aria-expanded", "false");
  await expect(running).toBeHidden();
  await expect(page.getByLabel("Source kind")).toBeHidden();

  // By keyboard: from the search field to the button, which opens the filters.
  await search.focus();
  await page.keyboard.press("Tab");
  await expect(filters).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(filters).toHaveAttribute("aria-expanded", "true");
  await running.click();
  await expect(running).toHaveAttribute("aria-pressed", "true");
  await expect(pipeRows(page)).toHaveCount(5);
  await page.getByLabel("Source kind").selectOption({ label: "Kinesis" });
  await expect(pipeRows(page)).toHaveCount(2);
  await expect(filters).toHaveAccessibleName("Filters (2)");
  await expect(page).toHaveURL(/state=Running/);
  await expect(page).toHaveURL(/kind=kinesis/);

  // Closed again, the filters in force stay in sight as pressed chips, and the list stays filtered.
  await filters.press("Enter");
  await expect(filters).toHaveAttribute("aria-expanded", "false");
  await expect(running).toBeVisible();
  await expect(stateFilter.getByRole("button", { name: /^Failed/ })).toBeHidden();
  await expect(page.getByLabel("Source kind")).toBeHidden();
  await expect(page.getByRole("button", { name: "Source kind: Kinesis" })).toHaveAttribute("aria-pressed", "true");
  await expect(pipeRows(page)).toHaveCount(2);
  expect(await firstRowOnFirstScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test("at 390 px the filters in force show, closed, as chips that undo them by keyboard; a wide window keeps its filters as they were", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const base = await openPipes(page);
  await page.goto(`${base}/pipes?state=Failed&kind=postgres`);
  const filters = page.getByRole("button", { name: /^Filters/ });
  const failed = page.getByRole("group", { name: "Filter by state" }).getByRole("button", { name: /^Failed/ });
  const kindChip = page.getByRole("button", { name: "Source kind: Postgres" });
  await expect(filters).toHaveAccessibleName("Filters (2)");
  await expect(failed).toHaveAttribute("aria-pressed", "true");
  await expect(kindChip).toBeVisible();
  await expect(pipeRows(page)).toHaveCount(1);

  // An undone chip goes: the focus moves to the next one in sight, then to the button.
  await failed.focus();
  await page.keyboard.press("Space");
  await expect(failed).toBeHidden();
  await expect(kindChip).toBeFocused();
  await expect(filters).toHaveAccessibleName("Filters (1)");
  await expect(page).not.toHaveURL(/state=/);
  await page.keyboard.press("Enter");
  await expect(kindChip).toHaveCount(0);
  await expect(filters).toBeFocused();
  await expect(filters).toHaveAccessibleName("Filters");
  await expect(page).not.toHaveURL(/kind=/);
  await expect(pipeRows(page)).toHaveCount(productionPipes.length);

  await page.goto(`${base}/pipes?state=Failed`);
  await expect(pipeRows(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(filters).toHaveAccessibleName("Filters");
  await expect(failed).toBeHidden();
  await expect(pipeRows(page)).toHaveCount(productionPipes.length);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(filters).toHaveCount(0);
  await expect(failed).toBeVisible();
  await expect(page.getByLabel("Source kind")).toBeVisible();
});

test("scrolled down a long list, the rows in view follow a change of layout above and of row height", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // 300 pipes, so most rows are windowed out; each a copy of a real one under its own id and name.
  await page.route("**/v1/organizations/*/services/*/pipes", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: Record<string, unknown>[] };
    const [model] = body.result;
    const result = Array.from({ length: 300 }, (_, index) => ({
      ...model,
      id: `00000000-0000-4000-8000-${index.toString(16).padStart(12, "0")}`,
      name: `bulk-pipe-${String(index).padStart(3, "0")}`,
    }));
    await route.fulfill({ response, json: { ...body, result } });
  });
  await openPipes(page);
  await expect(page.getByText("300 pipes")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 12_000));

  /** Whether the rendered rows cover the table's part of the viewport, each row where its index puts it. */
  const rowsInPlace = () =>
    page.evaluate(() => {
      const body = document.querySelector<HTMLElement>('[role="table"][aria-label="Pipes"] [role="rowgroup"]:last-child')!;
      const rows = [...body.querySelectorAll<HTMLElement>("[data-row]")];
      const bodyBox = body.getBoundingClientRect();
      const first = rows[0]!.getBoundingClientRect();
      const last = rows.at(-1)!.getBoundingClientRect();
      const covered = first.top <= Math.max(0, bodyBox.top) && last.bottom >= Math.min(window.innerHeight, bodyBox.bottom);
      const placed = rows.every((row) => {
        const expectedTop = (Number(row.getAttribute("aria-rowindex")) - 2) * first.height;
        return Math.abs(row.getBoundingClientRect().top - bodyBox.top - expectedTop) < 1;
      });
      return { covered, placed, scrolled: window.scrollY > 0 };
    });
  await expect.poll(rowsInPlace).toEqual({ covered: true, placed: true, scrolled: true });

  // Wider than the phone breakpoint: rows are half as tall and the filters above them lay out anew.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(rowsInPlace).toEqual({ covered: true, placed: true, scrolled: true });

  // Something above the table changes height: a search narrows the list and the status line with it.
  await page.getByRole("searchbox", { name: "Search" }).fill("bulk-pipe-1");
  await expect(page.getByText("Showing 100 of 300 pipes")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 3_000));
  await expect.poll(rowsInPlace).toEqual({ covered: true, placed: true, scrolled: true });
});

test("the list refreshes itself while a pipe is in transition and stops once none is; an unknown state shows as sent", async ({ page }) => {
  let served = 0;
  let settled = false;
  await page.route("**/v1/organizations/*/services/*/pipes", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { name: string; state: string }[] };
    served += 1;
    for (const pipe of body.result) {
      // One pipe is moving until `settled`; every other seeded transitional pipe is shown settled.
      if (pipe.name === SEED_PIPES.clickstream.name) pipe.state = settled ? "Running" : "Stopping";
      else if (["Provisioning", "Setup", "Snapshot"].includes(pipe.state)) pipe.state = "Running";
      if (pipe.name === SEED_PIPES.crmSync.name) pipe.state = "Hibernating";
    }
    await route.fulfill({ response, json: body });
  });
  await openService(page);
  const clicks = pipeRow(page, SEED_PIPES.clickstream.name);
  await expect(clicks).toContainText("Stopping");
  await expect(page.getByText(/Refreshing every \d+ s/)).toBeVisible();
  await expect(pipeRow(page, SEED_PIPES.crmSync.name).getByText("Hibernating", { exact: true })).toBeVisible();

  // It asks again by itself...
  const before = served;
  await expect.poll(() => served, { timeout: 10_000 }).toBeGreaterThan(before);
  // ...and once nothing moves, it shows so and stops asking.
  settled = true;
  await expect(clicks).toContainText("Running", { timeout: 10_000 });
  await expect(page.getByText(/Refreshing every \d+ s/)).toHaveCount(0);
  const after = served;
  await page.waitForTimeout(7000);
  expect(served).toBe(after);
});

test("a list whose moving pipes have not changed for a minute asks again every 15 s instead of every 3 s, and says so", async ({ page }) => {
  // The page's clock is fake, so a minute passes at once; the answers are the emulator's own. Each
  // read of the list is noted at the page's time.
  await page.clock.install();
  await page.addInitScript(() => {
    const reads: number[] = [];
    Object.assign(window, { __listReads: reads });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (/\/services\/[^/]+\/pipes$/.test(url.pathname)) reads.push(Date.now());
      return fetch(input, init);
    };
  });
  const reads = () => page.evaluate(() => (window as unknown as { __listReads: number[] }).__listReads);
  await openPipes(page);
  // The demo keeps some pipes in Setup and Provisioning for good: the list never settles by itself.
  await expect(page.getByText("Refreshing every 3 s while pipes change state", { exact: true })).toBeVisible();
  const first = (await reads()).length;
  await page.clock.runFor(3_100);
  await expect.poll(async () => (await reads()).length).toBeGreaterThan(first);

  await page.clock.fastForward("01:01");
  await expect(page.getByText("Refreshing every 15 s while pipes change state: none has changed for a minute")).toBeVisible();
  const jumped = (await reads()).length;
  await page.clock.runFor(16_000);
  await expect.poll(async () => (await reads()).length).toBeGreaterThan(jumped);
  const times = await reads();
  const last = times.length - 1;
  // The read after the jump came a full 15 s after the one before it, with none between.
  expect((times[last] ?? 0) - (times[last - 1] ?? 0)).toBeGreaterThanOrEqual(15_000);
});

test("beside the side navigation, at window widths where it leaves little room, the lists fit and show every column they lay out", async ({ page }) => {
  const base = await openService(page);
  for (const width of [780, 850, 1024, 1150]) {
    await page.setViewportSize({ width, height: 800 });
    for (const area of ["pipes", "dashboards"]) {
      await page.goto(`${base}/${area}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: area === "pipes" ? SEED_PIPES.clickstream.name : "Service Health" })).toBeVisible();
      // Nothing runs off the side: the page does not scroll sideways, and no cell ends past its row.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${area} at ${width}`).toBeLessThanOrEqual(width);
      const cut = await page.evaluate(() => {
        // Rows on screen: a card layout keeps its table head for screen readers only, 1 px wide.
        const shown = (row: Element) => (row.closest("thead")?.getBoundingClientRect().width ?? 2) > 1;
        const rows = [...document.querySelectorAll('[role="row"], tr')].filter(shown);
        return rows.flatMap((row) => {
          const edge = row.getBoundingClientRect().right;
          return [...row.children].filter((cell) => cell.getBoundingClientRect().width > 0 && cell.getBoundingClientRect().right > edge + 1).map((cell) => cell.textContent?.trim().slice(0, 30));
        });
      });
      expect(cut, `${area} at ${width}`).toEqual([]);
    }
  }
});
