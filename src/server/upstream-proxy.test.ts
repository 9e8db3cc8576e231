import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { consoleConfigSchema } from "../shared/schemas/console-config";
import { managementErrorBody } from "../shared/schemas/envelope";
import { startTestServer, type TestServer } from "./test-support/test-server";

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A fake upstream on loopback that records what reaches it and answers with a request id. */
async function fakeUpstream(): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString() });
      if (req.url?.includes("/limited")) {
        res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "7", "X-Request-Id": "up-429" });
        res.end(JSON.stringify({ status: 429, requestId: "up-429", error: "TOO_MANY_REQUESTS: slow down" }));
        return;
      }
      if (req.url?.includes("/missing")) {
        res.writeHead(404, { "Content-Type": "text/plain" });
        res.end("Not Found");
        return;
      }
      res.writeHead(200, {
        "Content-Type": "application/json",
        "X-Request-Id": "upstream-request-id",
        "Set-Cookie": "session=upstream",
        "X-Upstream-Internal": "yes",
      });
      res.end(JSON.stringify({ status: 200, requestId: "upstream-request-id", result: { echoed: req.url } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
beforeAll(async () => {
  upstream = await fakeUpstream();
});
afterAll(() => new Promise<void>((resolve) => upstream.server.close(() => resolve())));

const lastSeen = () => upstream.seen.at(-1)!;

describe("upstream mode, the browser's credentials", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      MANAGEMENT_API_URL: `${upstream.url}/prefix/`,
      DASHBOARD_API_URL: `${upstream.url}/dash`,
    });
  });
  afterAll(() => server.close());

  it("forwards method, path under the base, query, body and only the allowed headers", async () => {
    const response = await fetch(`${server.url}/v1/organizations/o/services/s?x=1&y=%20`, {
      method: "PATCH",
      headers: {
        Authorization: "Basic YnJvd3NlcjprZXk=",
        "Content-Type": "application/json",
        Accept: "application/json",
        Cookie: "console-session=secret",
        "X-Forwarded-For": "10.0.0.1",
        "X-Custom": "nope",
      },
      body: JSON.stringify({ name: "x" }),
    });
    expect(response.status).toBe(200);
    const seen = lastSeen();
    expect(seen.method).toBe("PATCH");
    expect(seen.url).toBe("/prefix/v1/organizations/o/services/s?x=1&y=%20");
    expect(seen.body).toBe(JSON.stringify({ name: "x" }));
    expect(seen.headers.authorization).toBe("Basic YnJvd3NlcjprZXk=");
    expect(seen.headers["content-type"]).toBe("application/json");
    expect(seen.headers.accept).toBe("application/json");
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers["x-forwarded-for"]).toBeUndefined();
    expect(seen.headers["x-custom"]).toBeUndefined();
  });

  it("passes back status, body, content type and request id, nothing else of the upstream's", async () => {
    const response = await fetch(`${server.url}/v1/organizations`, { headers: { Authorization: "Basic eDp5" } });
    expect(response.headers.get("X-Request-Id")).toBe("upstream-request-id");
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.headers.get("X-Upstream-Internal")).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: 200, requestId: "upstream-request-id", result: { echoed: "/prefix/v1/organizations" } });
  });

  it("passes errors through as they are, with Retry-After on a 429", async () => {
    const limited = await fetch(`${server.url}/v1/limited`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("7");
    expect(managementErrorBody.parse(await limited.json()).error).toMatch(/^TOO_MANY_REQUESTS/);
    const missing = await fetch(`${server.url}/api/v2/dashboards/missing`, { headers: { Authorization: "Bearer browser-token" } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not Found");
    expect(lastSeen().url).toBe("/dash/api/v2/dashboards/missing");
    expect(lastSeen().headers.authorization).toBe("Bearer browser-token");
  });

  it("does not answer /v1 itself: no local auth, no emulator data", async () => {
    await fetch(`${server.url}/v1/organizations`);
    expect(lastSeen().headers.authorization).toBeUndefined();
  });

  it("console-config says upstream and that credentials come from the browser", async () => {
    const config = consoleConfigSchema.parse(await (await fetch(`${server.url}/console-config.json`)).json());
    expect(config).toEqual({ mode: "upstream", credentialsProvided: false, dashboardCredentialsProvided: false, dashboardApiConfigured: true });
    expect(JSON.stringify(config)).not.toMatch(/demo/);
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true, mode: "upstream" });
  });
});

describe("upstream mode, credentials added by the server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      MANAGEMENT_API_URL: upstream.url,
      DASHBOARD_API_URL: upstream.url,
      UPSTREAM_KEY_ID: "server-key",
      UPSTREAM_KEY_SECRET: "server-secret",
      UPSTREAM_DASHBOARD_TOKEN: "server-token",
    });
  });
  afterAll(() => server.close());

  it("replaces the browser's Authorization on both APIs", async () => {
    await fetch(`${server.url}/v1/organizations`, { headers: { Authorization: "Basic YnJvd3NlcjprZXk=" } });
    expect(lastSeen().headers.authorization).toBe(`Basic ${Buffer.from("server-key:server-secret").toString("base64")}`);
    await fetch(`${server.url}/api/v2/dashboards/d`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(lastSeen().headers.authorization).toBe("Bearer server-token");
    expect(lastSeen().url).toBe("/api/v2/dashboards/d");
  });

  it("console-config says the server provides credentials, and never shows them", async () => {
    const text = await (await fetch(`${server.url}/console-config.json`)).text();
    expect(consoleConfigSchema.parse(JSON.parse(text))).toMatchObject({ mode: "upstream", credentialsProvided: true, dashboardCredentialsProvided: true });
    expect(text).not.toMatch(/server-secret|server-token|server-key/);
    expect(server.console.describe().join("\n")).not.toMatch(/server-secret|server-token/);
  });

  it("refuses bodies over 1 MiB before contacting the upstream", async () => {
    const before = upstream.seen.length;
    const response = await fetch(`${server.url}/v1/organizations`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "x".repeat(1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(upstream.seen.length).toBe(before);
  });
});

describe("upstream unreachable or not configured", () => {
  let server: TestServer;
  let unreachablePort: number;
  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    unreachablePort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    server = await startTestServer({ MANAGEMENT_API_URL: `http://user:pw@127.0.0.1:${unreachablePort}/base` });
  });
  afterAll(() => server.close());

  it("answers 502 in the management error shape, without the URL's user info", async () => {
    const response = await fetch(`${server.url}/v1/organizations`);
    expect(response.status).toBe(502);
    const body = managementErrorBody.parse(await response.json());
    expect(body.error).toMatch(/^BAD_GATEWAY: the upstream management API at http:\/\/127\.0\.0\.1:\d+\/base could not be reached/);
    expect(body.error).not.toContain("pw");
    expect(response.headers.get("X-Request-Id")).toBe(body.requestId);
    expect(server.console.describe().join("\n")).not.toContain("pw");
  });

  it("logs its 502's reason with the request id the user sees, still without the user info", async () => {
    const lines: string[] = [];
    // Spied on first: the server takes console.log as its log when it starts.
    const log = vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
    const logging = await startTestServer({ MANAGEMENT_API_URL: `http://user:pw@127.0.0.1:${unreachablePort}/base`, LOG_REQUESTS: "1" });
    try {
      const response = await fetch(`${logging.url}/v1/organizations`);
      const { requestId } = managementErrorBody.parse(await response.json());
      expect(lines).toEqual([
        expect.stringMatching(new RegExp(`^GET /v1/organizations 502 \\d+ms request ${requestId}: the upstream management API at http://127\\.0\\.0\\.1:\\d+/base could not be reached$`)),
      ]);
    } finally {
      log.mockRestore();
      await logging.close();
    }
  });

  it("answers 503 with a clear message on /api/v2 when DASHBOARD_API_URL is not set", async () => {
    const response = await fetch(`${server.url}/api/v2/dashboards/x`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toMatch(/DASHBOARD_API_URL/);
  });

  it("a bad MANAGEMENT_API_URL stops the start with a message naming it", async () => {
    await expect(startTestServer({ MANAGEMENT_API_URL: "ftp://x" })).rejects.toThrow(/MANAGEMENT_API_URL/);
  });
});
