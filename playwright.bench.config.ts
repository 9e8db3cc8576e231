import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { buildDir } from "./scripts/build-dir.ts";

// Benchmarks: the same browser and server as the end-to-end tests, seeded big (5,000 pipes).
// Each bench file prints its figures; none asserts a time.
process.env.BENCH_PORT ??= String(40000 + (process.pid % 20000));
process.env.BENCH_DATA_DIR ??= mkdtempSync(join(tmpdir(), "console-bench-"));
const port = Number(process.env.BENCH_PORT);

export default defineConfig({
  ...base,
  testDir: "bench",
  testMatch: "**/*.bench.ts",
  workers: 1,
  retries: 0,
  timeout: 180_000,
  reporter: [["list"]],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}`, trace: "off", screenshot: "off" },
  webServer: {
    command: `node ${buildDir}/server/main.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      HOST: "127.0.0.1",
      PORT: String(port),
      CONSOLE_DATA_DIR: process.env.BENCH_DATA_DIR,
      EMULATOR_RESET: "1",
      EMULATOR_PIPE_COUNT: "5000",
      MANAGEMENT_API_URL: "",
      DASHBOARD_API_URL: "",
    },
  },
});
