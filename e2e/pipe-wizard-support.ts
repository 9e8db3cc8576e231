import { expect, type Page } from "@playwright/test";

/** Every pipe the lifecycle spec makes starts with this, so its clean-up finds them all. */
export const PREFIX = "e2e-lifecycle-";

export const stepHeading = (page: Page, step: number) => page.getByRole("heading", { level: 2, name: new RegExp(`^Step ${step} of 6`) });

export async function next(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Next" }).click();
}

async function sourceStep(page: Page, name: string, kind: RegExp): Promise<void> {
  await page.getByRole("textbox", { name: "Pipe name", exact: true }).fill(name);
  await page.getByRole("radio", { name: kind }).check();
}

/** Two columns fed by `id` and `ts`, sorted by `ts`; returns nothing, the step is left on Next. */
async function tableDestination(page: Page, table: string): Promise<void> {
  await page.getByRole("textbox", { name: "Table", exact: true }).first().fill(table);
  const first = page.getByRole("group", { name: "Column 1" });
  await first.getByRole("textbox", { name: "Name", exact: true }).fill("id");
  await first.getByRole("combobox", { name: "Type" }).fill("UUID");
  await page.getByRole("button", { name: "Add a column" }).click();
  const second = page.getByRole("group", { name: "Column 2" });
  // The keyboard goes on to the new column's first field.
  await expect(second.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  await second.getByRole("textbox", { name: "Name", exact: true }).fill("ts");
  await second.getByRole("combobox", { name: "Type" }).fill("DateTime64(3)");
  await second.getByRole("textbox", { name: "Source field", exact: true }).fill("timestamp");
  await page.getByRole("checkbox", { name: "ts" }).check();
}

/** Fills every step of a Kafka pipe up to the review; returns the secret typed. */
export async function fillKafka(page: Page, name: string): Promise<string> {
  const secret = "e2e-kafka-password";
  await sourceStep(page, name, /^Kafka/);
  await page.getByRole("combobox", { name: "Kafka service" }).selectOption({ label: "Confluent Cloud" });
  await next(page);
  await expect(stepHeading(page, 2)).toBeVisible();
  await page.getByRole("textbox", { name: "Brokers", exact: true }).fill("pkc-1.eu-west-1.aws.confluent.cloud:9092");
  await page.getByRole("textbox", { name: "Topic", exact: true }).fill("orders");
  await page.getByRole("textbox", { name: "User name", exact: true }).fill("api-key");
  await page.getByLabel(/^Password/).fill(secret);
  await page.getByRole("checkbox", { name: /Events MSK cluster/ }).check();
  await next(page);
  await expect(stepHeading(page, 3)).toBeVisible();
  await page.getByRole("radio", { name: /^From the beginning/ }).check();
  await next(page);
  await expect(stepHeading(page, 4)).toBeVisible();
  await tableDestination(page, "e2e_orders");
  await next(page);
  await expect(stepHeading(page, 5)).toBeVisible();
  await page.getByRole("textbox", { name: "Replicas", exact: true }).fill("2");
  await next(page);
  return secret;
}

export async function fillObjectStorage(page: Page, name: string): Promise<string> {
  const secret = "e2e-s3-secret-key";
  await sourceStep(page, name, /^Object storage/);
  await next(page);
  await expect(stepHeading(page, 2)).toBeVisible();
  await page.getByRole("textbox", { name: "URL of the files", exact: true }).fill("https://e2e-bucket.s3.eu-west-1.amazonaws.com/events/*.json.gz");
  await page.getByRole("radio", { name: /^Access key/ }).check();
  await page.getByRole("textbox", { name: "Access key ID", exact: true }).fill("AKIAE2EEXAMPLE");
  await page.getByLabel(/^Secret access key/).fill(secret);
  await page.getByRole("checkbox", { name: "Keep watching for new files" }).check();
  await next(page);
  await expect(stepHeading(page, 3)).toBeVisible();
  await page.getByRole("combobox", { name: "Compression" }).selectOption("gzip");
  await next(page);
  await expect(stepHeading(page, 4)).toBeVisible();
  await tableDestination(page, "e2e_events");
  await next(page);
  await expect(stepHeading(page, 5)).toBeVisible();
  await next(page);
  return secret;
}

export async function fillKinesis(page: Page, name: string): Promise<string> {
  const secret = "e2e-kinesis-secret-key";
  await sourceStep(page, name, /^Kinesis/);
  await next(page);
  await expect(stepHeading(page, 2)).toBeVisible();
  await page.getByRole("textbox", { name: "Stream name", exact: true }).fill("e2e-clicks");
  await page.getByRole("combobox", { name: "Region" }).fill("eu-west-1");
  await page.getByRole("radio", { name: /^IAM user access key/ }).check();
  await page.getByRole("textbox", { name: "Access key ID", exact: true }).fill("AKIAE2EEXAMPLE");
  await page.getByLabel(/^Secret access key/).fill(secret);
  await next(page);
  await expect(stepHeading(page, 3)).toBeVisible();
  await page.getByRole("radio", { name: /^From a time/ }).check();
  await page.getByLabel(/^Start time \(UTC\)/).fill("2025-01-31T13:45");
  await next(page);
  await expect(stepHeading(page, 4)).toBeVisible();
  await tableDestination(page, "e2e_clicks");
  await next(page);
  await expect(stepHeading(page, 5)).toBeVisible();
  await next(page);
  return secret;
}

export async function fillPostgres(page: Page, name: string): Promise<string> {
  const secret = "e2e-postgres-password";
  await sourceStep(page, name, /^Postgres/);
  await page.getByRole("combobox", { name: "Where the database runs" }).selectOption({ label: "Amazon RDS" });
  await next(page);
  await expect(stepHeading(page, 2)).toBeVisible();
  await page.getByRole("textbox", { name: "Host", exact: true }).fill("shop.abc123.eu-west-1.rds.amazonaws.com");
  await page.getByRole("textbox", { name: "Database", exact: true }).fill("shop");
  await page.getByRole("textbox", { name: "User name", exact: true }).fill("replicator");
  await page.getByLabel(/^Password/).fill(secret);
  await next(page);
  await expect(stepHeading(page, 3)).toBeVisible();
  const first = page.getByRole("group", { name: "Table 1" });
  await first.getByRole("textbox", { name: "Table", exact: true }).fill("orders");
  await first.getByRole("textbox", { name: "Excluded columns", exact: true }).fill("internal_notes");
  await page.getByRole("button", { name: "Add a table" }).click();
  await expect(page.getByRole("group", { name: "Table 2" }).getByRole("textbox", { name: "Schema", exact: true })).toBeFocused();
  await page.getByRole("group", { name: "Table 2" }).getByRole("textbox", { name: "Table", exact: true }).fill("customers");
  await next(page);
  await expect(stepHeading(page, 4)).toBeVisible();
  await page.getByRole("textbox", { name: "Database", exact: true }).fill("shop_replica");
  await next(page);
  await expect(stepHeading(page, 5)).toBeVisible();
  await next(page);
  return secret;
}
