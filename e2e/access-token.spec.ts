import { expect, test } from "@playwright/test";
import { runServer, startOwnServer, type OwnServer } from "./own-server";
import { expectNoSeriousA11yViolations } from "./support";

const TOKEN = "e2e-console-access-token-2f9c1a";
const BASIC = `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}`;

test.describe("a console behind CONSOLE_ACCESS_TOKEN", () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer({ CONSOLE_ACCESS_TOKEN: TOKEN });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("asks for the token, refuses a wrong one clearly, lets the right one in; API calls without the session cookie get 401", async ({ page, playwright }) => {
    await page.goto(`${server.url}/connect`);
    const tokenField = page.getByLabel("Console access token");
    await expect(tokenField).toBeVisible();
    await expect(tokenField).toHaveAttribute("type", "password");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Use demo credentials" }).click();
    await expect(page.getByText("Enter the console access token.")).toBeVisible();

    await tokenField.fill("not-the-console-access-token");
    await page.getByRole("button", { name: "Use demo credentials" }).click();
    await expect(page.getByText("The console access token was not accepted.")).toBeVisible();
    await expect(tokenField).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/connect$/);

    await tokenField.fill(TOKEN);
    await page.getByRole("button", { name: "Use demo credentials" }).click();
    await expect(page.getByRole("heading", { name: "Choose an organization" })).toBeVisible();

    const session = (await page.context().cookies(server.url)).find((cookie) => cookie.name === "console_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: false, path: "/" });
    // The page keeps the token nowhere: only the HttpOnly cookie stands for it.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }) + document.cookie);
    expect(stored).not.toContain(TOKEN);
    expect(stored).not.toContain(session!.value);

    const withoutCookie = await playwright.request.newContext();
    const refused = await withoutCookie.get(`${server.url}/v1/organizations`, { headers: { Authorization: BASIC } });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^UNAUTHORIZED: a console session is required/);
    const dashboardApi = await withoutCookie.get(`${server.url}/api/v2/dashboards/x`, { headers: { Authorization: "Bearer demo-dashboard-token" } });
    expect(dashboardApi.status()).toBe(401);
    await withoutCookie.dispose();
    expect((await page.request.get(`${server.url}/v1/organizations`, { headers: { Authorization: BASIC } })).status()).toBe(200);

    // Disconnect ends the session: the connect page asks for the token again.
    await page.getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByLabel("Console access token")).toBeVisible();
    expect((await page.request.get(`${server.url}/v1/organizations`, { headers: { Authorization: BASIC } })).status()).toBe(401);
  });
});

test("the server refuses to start on a non-loopback address without CONSOLE_ACCESS_TOKEN, saying why", async () => {
  const { exited } = runServer({ HOST: "0.0.0.0", PORT: "0", CONSOLE_ACCESS_TOKEN: "" });
  const { code, output } = await exited;
  expect(code).toBe(1);
  expect(output).toContain("HOST=0.0.0.0 lets other machines reach this server, so CONSOLE_ACCESS_TOKEN must be set");
});
