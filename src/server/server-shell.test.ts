import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { consoleConfigSchema } from "../shared/schemas/console-config";
import { PATHS } from "./test-support/endpoints";
import { startTestServer, type TestServer } from "./test-support/test-server";

let clientDir: string;
let server: TestServer;
const INDEX = "<!doctype html><title>console</title>";
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), "console-client-"));
  await mkdir(path.join(clientDir, "assets"));
  await writeFile(path.join(clientDir, "index.html"), INDEX);
  await writeFile(path.join(clientDir, "assets", "app-abc123.js"), "console.log(1)");
  await writeFile(path.join(clientDir, "assets", "app-abc123.js.map"), '{"sourcesContent":["secret source"]}');
  await writeFile(path.join(clientDir, "favicon.svg"), "<svg/>");
  await writeFile(path.join(path.dirname(clientDir), "secret-outside.txt"), "secret");
  server = await startTestServer({}, { serveClient: true, clientDir });
});
afterAll(async () => {
  await server.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${server.url}${p}`, { headers });

describe("health and console config", () => {
  it("/healthz answers without credentials", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, mode: "emulator" });
  });

  it("/console-config.json offers the demo credentials in emulator mode", async () => {
    const config = consoleConfigSchema.parse(await (await get("/console-config.json")).json());
    expect(config).toEqual({
      mode: "emulator",
      demoCredentials: { keyId: "demo-key-id", keySecret: "demo-key-secret", dashboardToken: "demo-dashboard-token" },
    });
  });

  it("describe() names the data file and the demo credentials", () => {
    const lines = server.console.describe().join("\n");
    expect(lines).toContain(server.dataDir);
    expect(lines).toContain("demo-key-secret");
    expect(lines).toContain("demo-dashboard-token");
  });

  it("custom EMULATOR_* credentials are neither published nor printed, only said to be set (finding 4)", async () => {
    const custom = await startTestServer({
      EMULATOR_KEY_ID: "acme-key-id",
      EMULATOR_KEY_SECRET: "acme-very-secret",
      EMULATOR_DASHBOARD_TOKEN: "acme-token-123",
    });
    try {
      const text = await (await fetch(`${custom.url}/console-config.json`)).text();
      expect(consoleConfigSchema.parse(JSON.parse(text))).toEqual({ mode: "emulator" });
      const banner = custom.console.describe().join("\n");
      for (const secret of ["acme-key-id", "acme-very-secret", "acme-token-123"]) {
        expect(text).not.toContain(secret);
        expect(banner).not.toContain(secret);
      }
      expect(banner).toContain("set by EMULATOR_KEY_SECRET (not shown)");
      expect(banner).toContain("set by EMULATOR_DASHBOARD_TOKEN (not shown)");
    } finally {
      await custom.close();
    }
  });

  it("with one custom value the demo key is not offered at all", async () => {
    const custom = await startTestServer({ EMULATOR_KEY_SECRET: "only-this-one" });
    try {
      const config = consoleConfigSchema.parse(await (await fetch(`${custom.url}/console-config.json`)).json());
      expect(config).toEqual({ mode: "emulator" });
      expect(custom.console.describe().join("\n")).toContain("demo-key-id (built-in demo)");
    } finally {
      await custom.close();
    }
  });
});

describe("security headers", () => {
  it("pages get the CSP and friends", async () => {
    const response = await get("/pipes");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    for (const directive of [
      "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
      "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
        "font-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    const permissions = response.headers.get("Permissions-Policy") ?? "";
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "usb=()", "payment=()", "clipboard-write=(self)"]) {
      expect(permissions).toContain(feature);
    }
    expect(permissions).toBe(
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), " +
        "gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), " +
        "publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), clipboard-read=(self), clipboard-write=(self)",
    );
    for (const absent of ["Strict-Transport-Security", "Cross-Origin-Resource-Policy", "X-XSS-Protection", "X-Powered-By"]) {
      expect(response.headers.get(absent), absent).toBeNull();
    }
  });

  it("API answers, errors included, get nosniff and no-store", async () => {
    for (const [p, headers] of [
      ["/v1/organizations", {}],
      [PATHS.pipe, { Authorization: "Basic eDp5" }],
      ["/api/v2/dashboards/x", {}],
      ["/healthz", {}],
      ["/console-config.json", {}],
    ] as const) {
      const response = await get(p, headers);
      expect(response.headers.get("Cache-Control"), p).toBe("no-store");
      expect(response.headers.get("X-Content-Type-Options"), p).toBe("nosniff");
    }
  });
});

describe("static files", () => {
  it("serves hashed assets with a long cache and the right type", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/javascript/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe("console.log(1)");
  });

  it("answers index.html (no-cache) for deep links, and for /", async () => {
    for (const p of ["/", "/orgs/x/services/y/pipes", "/index.html", "/some.page"]) {
      const response = await get(p);
      expect(response.status, p).toBe(200);
      expect(response.headers.get("Content-Type"), p).toMatch(/text\/html/);
      expect(response.headers.get("Cache-Control"), p).toBe("no-cache");
      expect(await response.text(), p).toBe(INDEX);
    }
  });

  it("serves the other real files (public/, names that do not change) with an hour's cache", async () => {
    const response = await get("/favicon.svg");
    expect(response.headers.get("Content-Type")).toMatch(/svg/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
  });

  it("never serves a source map, even one left in the client dir (finding 6)", async () => {
    for (const p of ["/assets/app-abc123.js.map", "/assets/APP-abc123.JS.MAP", "/assets/app-abc123.js%2emap"]) {
      const response = await get(p);
      expect(response.status, p).toBe(404);
      expect(await response.text(), p).not.toContain("secret source");
    }
  });

  it("a missing asset is a 404, not index.html", async () => {
    expect((await get("/assets/missing-123.js")).status).toBe(404);
  });

  it("never serves files outside the client dir", async () => {
    for (const p of ["/../secret-outside.txt", "/%2e%2e/secret-outside.txt", "/assets/..%2f..%2fsecret-outside.txt", "/..%5csecret-outside.txt"]) {
      const text = await (await get(p)).text();
      expect(text, p).not.toBe("secret");
    }
  });

  it("unknown API paths are API 404s, never index.html", async () => {
    const v1 = await get("/v1/nothing", { Authorization: `Basic ${Buffer.from("demo-key-id:demo-key-secret").toString("base64")}` });
    expect(v1.status).toBe(404);
    expect(((await v1.json()) as { error: string }).error).toMatch(/^NOT_FOUND/);
    const api = await get("/api/v3/x", { Authorization: "Bearer demo-dashboard-token" });
    expect(api.status).toBe(404);
    expect(await api.text()).not.toBe(INDEX);
  });
});

describe("without a built client", () => {
  it("says the client is not built instead of a blank page", async () => {
    const bare = await startTestServer({}, { serveClient: true, clientDir: path.join(clientDir, "nope") });
    const response = await fetch(`${bare.url}/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/not built/);
    await bare.close();
  });
});

describe("access log", () => {
  it("is off unless LOG_REQUESTS=1, and then logs method, path, status, ms and the answer's request id only", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await fetch(`${server.url}/healthz`);
      expect(log).not.toHaveBeenCalled();
      const logging = await startTestServer({ LOG_REQUESTS: "1" });
      const answer = await fetch(`${logging.url}/v1/organizations?token=abc`, { headers: { Authorization: "Basic c2VjcmV0OnNlY3JldA==" } });
      await logging.close();
      const lines = log.mock.calls.map((call) => String(call[0]));
      expect(lines).toHaveLength(1);
      // The id a user quotes from the console's error finds its line.
      expect(lines[0]).toBe(`GET /v1/organizations 401 ${/ (\d+ms) /.exec(lines[0]!)?.[1]} request ${answer.headers.get("X-Request-Id")}`);
      expect(lines[0]).toMatch(/^GET \/v1\/organizations 401 \d+ms request [0-9a-f-]{36}$/);
    } finally {
      log.mockRestore();
    }
  });

  it("escapes control characters, so a path cannot forge a line (finding 5)", async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const logging = await startTestServer({ LOG_REQUESTS: "1" });
      await fetch(`${logging.url}/x%0d%0aGET%20/v1/forged%20200%200ms%1b[31m%e2%80%ae%c2%85`);
      await logging.close();
    } finally {
      log.mockRestore();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/x\\x0d\\x0aGET \/v1\/forged 200 0ms\\x1b\[31m\\u202e\\x85 404 \d+ms request [0-9a-f-]{36}$/);
    for (const raw of ["\r", "\n", "\u001b", "\u202e", "\u0085"]) expect(lines[0]).not.toContain(raw);
  });
});
