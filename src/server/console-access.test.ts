import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleConfigSchema } from "../shared/schemas/console-config";
import { accessConfig, isLoopback } from "./access-config";
import { ConfigError } from "./config-error";
import { parseServerEnv } from "./server-env";
import { ALL_ENDPOINTS } from "./test-support/endpoints";
import { rawRequest } from "./test-support/raw-http";
import { BASIC, BEARER, startTestServer, type TestServer } from "./test-support/test-server";

const TOKEN = "a-console-access-token-0123456789";
const accessConfigFromEnv = (env: NodeJS.ProcessEnv) => accessConfig(parseServerEnv(env));

describe("binding beyond loopback needs CONSOLE_ACCESS_TOKEN (finding 3)", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost", "::ffff:127.0.0.1"])("%s is loopback", (host) => {
    expect(isLoopback(host)).toBe(true);
    expect(() => accessConfigFromEnv({ HOST: host })).not.toThrow();
  });

  it.each(["0.0.0.0", "::", "10.0.0.5", "192.168.1.20", "example.com", "128.0.0.1"])("%s without a token refuses to start, saying why", (host) => {
    expect(() => accessConfigFromEnv({ HOST: host })).toThrow(ConfigError);
    expect(() => accessConfigFromEnv({ HOST: host })).toThrow(/CONSOLE_ACCESS_TOKEN must be set/);
    expect(() => accessConfigFromEnv({ HOST: host, CONSOLE_ACCESS_TOKEN: TOKEN })).not.toThrow();
  });

  it("a short token is refused", () => {
    expect(() => accessConfigFromEnv({ CONSOLE_ACCESS_TOKEN: "short" })).toThrow(/at least 16 characters/);
  });

  it("answers to loopback names, the bind address and CONSOLE_HOSTS", () => {
    const { hosts } = accessConfigFromEnv({ HOST: "10.0.0.5", CONSOLE_ACCESS_TOKEN: TOKEN, CONSOLE_HOSTS: "Console.Example.com:8443, other.example" });
    expect([...hosts]).toEqual(expect.arrayContaining(["localhost", "127.0.0.1", "[::1]", "10.0.0.5", "console.example.com", "other.example"]));
    expect(hosts.has("evil.example")).toBe(false);
  });
});

/** A fake upstream that counts what reaches it. */
async function countingUpstream(): Promise<{ url: string; server: Server; count: () => number }> {
  let count = 0;
  const server = createServer((req, res) => {
    count += 1;
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ status: 200, requestId: "r", result: [{ id: "secret-org" }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, count: () => count };
}

describe("with a server-held key and no token (loopback)", () => {
  let upstream: Awaited<ReturnType<typeof countingUpstream>>;
  let server: TestServer;
  beforeAll(async () => {
    upstream = await countingUpstream();
    server = await startTestServer({ MANAGEMENT_API_URL: upstream.url, UPSTREAM_KEY_ID: "k", UPSTREAM_KEY_SECRET: "s" });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => upstream.server.close(() => resolve()));
  });

  it("a foreign Host (DNS rebinding) is a 403 and nothing is forwarded", async () => {
    const before = upstream.count();
    const answer = await rawRequest(`${server.url}/v1/organizations`, { headers: { Host: "evil.example:4173" } });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text).error).toMatch(/^FORBIDDEN: this server does not answer to the name in the Host header/);
    expect((await rawRequest(`${server.url}/`, { headers: { Host: "evil.example" } })).status).toBe(403);
    expect(upstream.count()).toBe(before);
  });

  it("its own names are fine", async () => {
    const port = new URL(server.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, "localhost"]) {
      expect((await rawRequest(`${server.url}/v1/organizations`, { headers: { Host: host } })).status, host).toBe(200);
    }
  });

  it("a cross-site POST (Origin of another site, or Sec-Fetch-Site: cross-site) is a 403 and nothing is forwarded", async () => {
    const before = upstream.count();
    const cases: Record<string, string>[] = [
      { Origin: "https://evil.example", "Content-Type": "text/plain" },
      { Origin: "https://evil.example", "Content-Type": "application/json" },
      { Origin: "null", "Content-Type": "application/json" },
      { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" },
    ];
    for (const headers of cases) {
      const answer = await rawRequest(`${server.url}/v1/organizations/o/services/s`, { method: "PATCH", headers, body: '{"name":"x"}' });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.text).error).toBe("FORBIDDEN: a page of another site may not send this request");
    }
    expect(upstream.count()).toBe(before);
  });

  it("a same-origin POST goes through", async () => {
    const answer = await rawRequest(`${server.url}/v1/organizations/o/services/s`, {
      method: "PATCH",
      headers: { Origin: server.url, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: '{"name":"x"}',
    });
    expect(answer.status).toBe(200);
  });
});

describe("with CONSOLE_ACCESS_TOKEN in upstream mode", () => {
  it("an API call without a session is a 401 and never reaches the upstream with the server's key", async () => {
    const upstream = await countingUpstream();
    const proxy = await startTestServer({ MANAGEMENT_API_URL: upstream.url, UPSTREAM_KEY_ID: "k", UPSTREAM_KEY_SECRET: "s", CONSOLE_ACCESS_TOKEN: TOKEN });
    try {
      const response = await fetch(`${proxy.url}/v1/organizations`);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: string }).error).toMatch(/^UNAUTHORIZED: a console session is required/);
      expect(upstream.count()).toBe(0);
      const config = consoleConfigSchema.parse(await (await fetch(`${proxy.url}/console-config.json`)).json());
      expect(config).toMatchObject({ mode: "upstream", credentialsProvided: true, accessTokenRequired: true, sessionActive: false });
    } finally {
      await proxy.close();
      await new Promise<void>((resolve) => upstream.server.close(() => resolve()));
    }
  });
});

describe("with CONSOLE_ACCESS_TOKEN", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CONSOLE_ACCESS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  const openSession = async (accessToken: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/console-session`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify({ accessToken }) });
  const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? "";

  it("every API call without a session is a 401 in its API's shape, even with the right API key", async () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const isDashboard = endpoint.path.startsWith("/api/");
      const response = await server.call(endpoint.method, endpoint.path, endpoint.body);
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      if (isDashboard) {
        expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
        expect(await response.text()).toMatch(/console session is required/);
      } else {
        expect(((await response.json()) as { error: string }).error).toBe(
          "UNAUTHORIZED: a console session is required: enter the console access token on the connect page",
        );
      }
    }
  });

  it("console-config says a token is needed, and whether this browser has a session", async () => {
    const config = consoleConfigSchema.parse(await (await fetch(`${server.url}/console-config.json`)).json());
    expect(config).toMatchObject({ mode: "emulator", accessTokenRequired: true, sessionActive: false });
    const cookie = cookieOf(await openSession(TOKEN));
    const after = consoleConfigSchema.parse(await (await fetch(`${server.url}/console-config.json`, { headers: { Cookie: cookie } })).json());
    expect(after.sessionActive).toBe(true);
  });

  it("a wrong token is a 401 with a clear message and no cookie", async () => {
    const response = await openSession("not-the-token-at-all");
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe("UNAUTHORIZED: the console access token is wrong");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const empty = await openSession("");
    expect(((await empty.json()) as { error: string }).error).toBe("BAD_REQUEST: accessToken is required");
  });

  it("the right token sets an HttpOnly, SameSite=Strict session cookie that lets API calls through", async () => {
    const response = await openSession(TOKEN);
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^console_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain("Secure");
    expect(setCookie).not.toMatch(/Max-Age|Expires/);
    const cookie = cookieOf(response);
    expect((await server.call("GET", "/v1/organizations", undefined, { Cookie: cookie })).status).toBe(200);
    expect((await server.call("GET", ALL_ENDPOINTS.find((e) => e.path.startsWith("/api/"))!.path, undefined, { Cookie: cookie, Authorization: BEARER })).status).toBe(200);
    // The session does not replace the API key: the emulator still asks for one.
    expect((await server.call("GET", "/v1/organizations", undefined, { Cookie: cookie, Authorization: "Basic eDp5" })).status).toBe(401);
  });

  it("behind an https proxy the cookie is Secure", async () => {
    const response = await openSession(TOKEN, { "X-Forwarded-Proto": "https" });
    expect(response.headers.get("Set-Cookie")).toContain("Secure");
  });

  it("ending the session (Disconnect) makes the cookie worthless", async () => {
    const cookie = cookieOf(await openSession(TOKEN));
    const ended = await fetch(`${server.url}/console-session`, { method: "DELETE", headers: { Cookie: cookie } });
    expect(ended.status).toBe(200);
    expect(ended.headers.get("Set-Cookie")).toMatch(/console_session=;.*Max-Age=0/);
    expect((await server.call("GET", "/v1/organizations", undefined, { Cookie: cookie, Authorization: BASIC })).status).toBe(401);
  });

  it("a forged or foreign cookie is no session", async () => {
    for (const cookie of ["console_session=forged", "console_session=", "other=1"]) {
      expect((await server.call("GET", "/v1/organizations", undefined, { Cookie: cookie })).status, cookie).toBe(401);
    }
  });

  it("the SPA and health check still load without a session, so the connect page can ask", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/console-config.json`)).status).toBe(200);
  });
});
