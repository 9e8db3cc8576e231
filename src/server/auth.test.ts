import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ENDPOINTS } from "./test-support/endpoints";
import { startTestServer, type TestServer } from "./test-support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

const WRONG = {
  none: undefined,
  "wrong secret": basic("demo-key-id", "nope"),
  "wrong key id": basic("someone-else", "demo-key-secret"),
  "bearer on management / basic on dashboard": "swap",
  "wrong token": "Bearer not-the-token",
  garbage: "Basic !!!not-base64",
} as const;

describe("authentication", () => {
  for (const endpoint of ALL_ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path} answers 401 without or with wrong credentials`, async () => {
      const isDashboardApi = endpoint.path.startsWith("/api/");
      for (const [label, value] of Object.entries(WRONG)) {
        const headers: Record<string, string> = { "Content-Type": "application/json" };
        if (value === "swap") headers.Authorization = isDashboardApi ? basic("demo-key-id", "demo-key-secret") : "Bearer demo-dashboard-token";
        else if (value !== undefined) headers.Authorization = value;
        const response = await fetch(`${server.url}${endpoint.path}`, {
          method: endpoint.method,
          headers,
          ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
        });
        expect(response.status, label).toBe(401);
        expect(response.headers.get("WWW-Authenticate"), label).toBeNull();
        expect(response.headers.get("X-Request-Id"), label).toMatch(/^[0-9a-f-]{36}$/);
        if (isDashboardApi) {
          expect(response.headers.get("Content-Type"), label).toMatch(/^text\/plain/);
        } else {
          const body = (await response.json()) as { status: number; error: string; requestId: string };
          expect(body.status).toBe(401);
          expect(body.error).toMatch(/^UNAUTHORIZED: /);
          expect(body.requestId).toBe(response.headers.get("X-Request-Id"));
        }
      }
    });
  }

  it("accepts the scheme name in any case", async () => {
    const response = await fetch(`${server.url}/v1/organizations`, { headers: { Authorization: basic("demo-key-id", "demo-key-secret").replace("Basic", "basic") } });
    expect(response.status).toBe(200);
  });

  it("leaves nothing changed when a write is refused for credentials", async () => {
    const before = await (await server.call("GET", ALL_ENDPOINTS[3]!.path)).json() as { result: { name: string } };
    await fetch(`${server.url}${ALL_ENDPOINTS[3]!.path}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Authorization: basic("demo-key-id", "x") },
      body: JSON.stringify({ name: "Hacked" }),
    });
    const after = await (await server.call("GET", ALL_ENDPOINTS[3]!.path)).json() as { result: { name: string } };
    expect(after.result.name).toBe(before.result.name);
  });
});
