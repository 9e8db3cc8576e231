import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { buildDir } from "./scripts/build-dir.ts";

// Workers re-read this file: what must be the same for all of them goes through the environment.
process.env.E2E_PORT ??= String(20000 + (process.pid % 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "console-e2e-"));
const port = Number(process.env.E2E_PORT);

/** Debian's Chromium where it is (CI, this machine), else Playwright's own browser (a laptop). */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // One worker: some flows change the shared demo service (and put it back), which a parallel test could see.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `node ${buildDir}/server/main.js`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        HOST: "127.0.0.1",
        PORT: String(port),
        CONSOLE_DATA_DIR: process.env.E2E_DATA_DIR,
        EMULATOR_RESET: "1",
        EMULATOR_PROVISION_MS: process.env.EMULATOR_PROVISION_MS ?? "4000",
        EMULATOR_TRANSITION_MS: process.env.EMULATOR_TRANSITION_MS ?? "1500",
        MANAGEMENT_API_URL: "",
        DASHBOARD_API_URL: "",
        LOG_REQUESTS: "0",
      },
    },
    {
      // The same console in upstream mode, proxying to the emulator above as if it were the real service.
      command: `node ${buildDir}/server/main.js`,
      url: `http://127.0.0.1:${port + 1}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        HOST: "127.0.0.1",
        PORT: String(port + 1),
        MANAGEMENT_API_URL: `http://127.0.0.1:${port}`,
        DASHBOARD_API_URL: `http://127.0.0.1:${port}`,
        LOG_REQUESTS: "0",
      },
    },
  ],
});
