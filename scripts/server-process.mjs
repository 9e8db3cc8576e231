// Starts the built console server (dist/server/main.js) as a child process on a free port,
// for the scripts that measure or attack it from outside (write latency, kill -9, hostile input).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const buildDir = process.env.CONSOLE_BUILD_DIR ?? "dist";

export const DEMO_BASIC = `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}`;
export const DEMO_BEARER = "Bearer demo-dashboard-token";

export function freshDataDir(label) {
  return mkdtempSync(join(tmpdir(), `console-${label}-`));
}

export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The server with `env` on a free port; resolves once /healthz answers. */
export async function startServer(env, { timeoutMs = 30_000 } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(buildDir, "server", "main.js")], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_REQUESTS: "0", MANAGEMENT_API_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /healthz within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    output: () => output,
    startMs: Date.now() - started,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    },
  };
}

/** A pipe settings body the emulator accepts (every field, within bounds). */
export const VALID_PIPE_SETTINGS = {
  streaming_max_insert_wait_ms: 1000, object_storage_concurrency: 4, object_storage_polling_interval_ms: 1000,
  object_storage_max_insert_bytes: 1, object_storage_max_file_count: 1, engine_max_threads: 4,
  engine_max_insert_threads: 1, engine_min_insert_block_size_bytes: 1, engine_max_download_threads: 1,
  engine_parallel_distributed_insert_select: 0, object_storage_use_cluster_function: false,
  engine_parallel_view_processing: true,
};

/** A small valid tile. */
export const VALID_TILE = { name: "t", x: 0, y: 0, w: 6, h: 2, series: [{ type: "time", dataSource: "events", aggFn: "count", where: "" }] };

/** A management or dashboard API call with the demo credentials. */
export function call(url, method, path, body, headers = {}) {
  const authorization = path.startsWith("/api/") ? DEMO_BEARER : DEMO_BASIC;
  return fetch(`${url}${path}`, {
    method,
    headers: { Authorization: authorization, ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The first organization, its production service and one of its pipes, found through the API. */
export async function demoPaths(url) {
  const organizations = (await (await call(url, "GET", "/v1/organizations")).json()).result;
  const org = `/v1/organizations/${organizations[0].id}`;
  const services = (await (await call(url, "GET", `${org}/services`)).json()).result;
  const production = services.find((service) => service.tier === "production") ?? services[0];
  const service = `${org}/services/${production.id}`;
  const pipes = (await (await call(url, "GET", `${service}/pipes`)).json()).result;
  return { org, service, pipe: `${service}/pipes/${pipes[0].id}`, pipeCount: pipes.length };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
