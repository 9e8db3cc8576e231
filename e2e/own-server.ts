import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDir } from "../scripts/build-dir.ts";

/** A console server of its own (built, emulator mode, fresh data) for a spec that needs other settings. */
export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Runs `node <build>/server/main.js` with `env`; resolves with its exit code and output. */
export function runServer(env: Record<string, string>): { child: ChildProcess; exited: Promise<{ code: number | null; output: string }> } {
  const child = spawn(process.execPath, [join(buildDir, "server", "main.js")], {
    env: { ...process.env, LOG_REQUESTS: "0", MANAGEMENT_API_URL: "", DASHBOARD_API_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.on("exit", (code) => resolve({ code, output })));
  return { child, exited };
}

export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "console-e2e-own-"));
  const { child, exited } = runServer({ HOST: "127.0.0.1", PORT: String(port), CONSOLE_DATA_DIR: dataDir, EMULATOR_RESET: "1", ...env });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${(await exited).output}`);
    const healthy = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (attempt > 300) throw new Error("the server did not start within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
