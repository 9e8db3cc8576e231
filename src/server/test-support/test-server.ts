import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createServerFromEnv, type ConsoleServer, type CreateServerOptions } from "../create-server";
import { DEFAULT_CREDENTIALS } from "../emulator/emulator-config";

export const BASIC = `Basic ${Buffer.from(`${DEFAULT_CREDENTIALS.keyId}:${DEFAULT_CREDENTIALS.keySecret}`).toString("base64")}`;
export const BEARER = `Bearer ${DEFAULT_CREDENTIALS.dashboardToken}`;

export interface TestServer {
  url: string;
  dataDir: string;
  console: ConsoleServer;
  /** Fetch with the demo credentials of the path's API unless `headers.Authorization` is given. */
  call(method: string, urlPath: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Stops listening and waits for writes; keeps the data dir. */
  stop(): Promise<void>;
  /** stop() and remove the data dir. */
  close(): Promise<void>;
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "console-server-test-"));
}

/** The real server on a free loopback port, with its own data dir unless one is given. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: CreateServerOptions & { dataDir?: string } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await makeDataDir());
  const consoleServer = await createServerFromEnv(
    { CONSOLE_DATA_DIR: dataDir, ...env },
    { serveClient: options.serveClient ?? false, ...(options.clientDir === undefined ? {} : { clientDir: options.clientDir }) },
  );
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const s = serve({ fetch: consoleServer.app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
      resolve({ server: s, port: info.port }),
    );
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeAllConnections" in server) server.closeAllConnections();
    });
    await consoleServer.close();
  };
  return {
    url,
    dataDir,
    console: consoleServer,
    call: (method, urlPath, body, headers = {}) => {
      const auth = urlPath.startsWith("/api/") ? BEARER : BASIC;
      const init: RequestInit = { method, headers: { Authorization: auth, ...headers } };
      if (body !== undefined) {
        init.body = typeof body === "string" ? body : JSON.stringify(body);
        init.headers = { "Content-Type": "application/json", ...init.headers };
      }
      return fetch(`${url}${urlPath}`, init);
    },
    stop,
    close: async () => {
      await stop();
      if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The body of a management API answer, asserting the envelope's shape on the way. */
export async function resultOf<T = unknown>(response: Response): Promise<T> {
  const body = (await response.json()) as { status: number; requestId: string; result: T; error?: string };
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}: ${JSON.stringify(body)}`);
  return body.result;
}

/** `{status, requestId, error}` of a management API error. */
export async function errorOf(response: Response): Promise<{ status: number; requestId: string; error: string }> {
  return (await response.json()) as { status: number; requestId: string; error: string };
}
