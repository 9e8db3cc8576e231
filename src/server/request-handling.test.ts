import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { managementErrorBody } from "../shared/schemas/envelope";
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, nestsDeeperThan } from "./request-body";
import { ALL_ENDPOINTS, PATHS } from "./test-support/endpoints";
import { BASIC, errorOf, startTestServer, type TestServer } from "./test-support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const bodyEndpoints = ALL_ENDPOINTS.filter((e) => e.body !== undefined);

describe("request bodies", () => {
  for (const endpoint of bodyEndpoints) {
    it(`${endpoint.method} ${endpoint.path}: 415 for a body that is not JSON`, async () => {
      const response = await server.call(endpoint.method, endpoint.path, undefined, { "Content-Type": "text/plain" });
      expect(response.status).toBe(415);
    });
  }

  it("415 carries the management error shape", async () => {
    const response = await fetch(`${server.url}${PATHS.service}`, {
      method: "PATCH",
      headers: { Authorization: BASIC, "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(response.status).toBe(415);
    const body = managementErrorBody.parse(await response.json());
    expect(body.error).toMatch(/^UNSUPPORTED_MEDIA_TYPE: /);
  });

  it("accepts application/json with a charset", async () => {
    const response = await server.call("PATCH", PATHS.service, { name: "Production Warehouse" }, { "Content-Type": "application/json; charset=utf-8" });
    expect(response.status).toBe(200);
  });

  it.each(["{", '{"name": }', "not json", "", "\u0000"])("400 for broken JSON %j", async (text) => {
    const response = await server.call("PATCH", PATHS.service, text, { "Content-Type": "application/json" });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toMatch(/^BAD_REQUEST: request body/);
  });

  it("413 when Content-Length says the body is over 1 MiB", async () => {
    const big = JSON.stringify({ name: "x".repeat(MAX_BODY_BYTES) });
    const response = await server.call("PATCH", PATHS.service, big);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).error).toMatch(/^PAYLOAD_TOO_LARGE: /);
  });

  it("413 when a chunked body without Content-Length grows over 1 MiB", async () => {
    const chunk = new TextEncoder().encode(`"${"x".repeat(64 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES + chunk.byteLength) controller.close();
        else {
          controller.enqueue(chunk);
          sent += chunk.byteLength;
        }
      },
    });
    const response = await fetch(`${server.url}${PATHS.service}`, {
      method: "PATCH",
      headers: { Authorization: BASIC, "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("a 413 says Connection: close and closes, rather than promising keep-alive (finding 9)", async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.write(
      `PATCH ${PATHS.service} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${BASIC}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${MAX_BODY_BYTES * 2}\r\n\r\n{"name":"`,
    );
    await closed;
    const head = answer.slice(0, answer.indexOf("\r\n\r\n")).toLowerCase();
    expect(head).toMatch(/^http\/1\.1 413/);
    expect(head).toContain("connection: close");
    expect(head).not.toContain("keep-alive");
  });

  it("a body just under the limit is read (and then judged on its content)", async () => {
    const response = await server.call("PATCH", PATHS.service, { name: "x".repeat(MAX_BODY_BYTES - 100) });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toMatch(/name/);
  });
});

describe("deep nesting (finding 1)", () => {
  const deep = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
  const dashboards = `${PATHS.service}/stack/dashboards`;

  it("a tile value nested 6,000 arrays deep is a 400 naming the limit, and the emulator keeps working", async () => {
    const body = `{"name":"deep","tiles":[{"name":"t","x":0,"y":0,"w":1,"h":1,"extra":${deep(6000)}}]}`;
    const response = await server.call("POST", dashboards, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toBe(`BAD_REQUEST: request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`);
    const list = await server.call("GET", dashboards);
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).not.toContain('"deep"');
    expect((await server.call("PATCH", PATHS.service, { name: "Production Warehouse" })).status).toBe(200);
  });

  it("nesting up to the limit is accepted", async () => {
    const body = `{"name":"nested","tiles":[{"name":"t","x":0,"y":0,"w":1,"h":1,"extra":${deep(MAX_JSON_DEPTH - 3)}}]}`;
    const response = await server.call("POST", dashboards, body);
    expect(response.status).toBe(200);
  });

  it("counts brackets outside strings only", () => {
    expect(nestsDeeperThan(`{"a":"${"[".repeat(100)}"}`, 2)).toBe(false);
    // An escaped backslash, then an escaped quote: the string goes on, and so do its brackets.
    expect(nestsDeeperThan(String.raw`{"a":"\\\"[[[["}`, 2)).toBe(false);
    expect(nestsDeeperThan(String.raw`{"a":"\\"}[[[`, 2)).toBe(true);
    expect(nestsDeeperThan(`{"a":[[]]}`, 2)).toBe(true);
    expect(nestsDeeperThan(`{"a":[[]]}`, 3)).toBe(false);
  });
});

describe("envelopes", () => {
  it("a fresh uuid v4 request id on every answer, in the body and the header", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await server.call("GET", "/v1/organizations");
      const body = (await response.json()) as { status: number; requestId: string };
      expect(body.status).toBe(200);
      expect(body.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(response.headers.get("X-Request-Id")).toBe(body.requestId);
      ids.add(body.requestId);
    }
    expect(ids.size).toBe(3);
    const dashboard = await server.call("GET", ALL_ENDPOINTS.find((e) => e.path.startsWith("/api/"))!.path);
    expect(dashboard.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never takes the client's own X-Request-Id: the id is the server's", async () => {
    const response = await server.call("GET", "/v1/organizations", undefined, { "X-Request-Id": "chosen-by-the-client" });
    const body = (await response.json()) as { requestId: string };
    expect(body.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(response.headers.get("X-Request-Id")).toBe(body.requestId);
  });

  it("unknown /v1 paths are JSON 404s, unknown /api paths plain-text 404s", async () => {
    const v1 = await server.call("GET", "/v1/nothing-here");
    expect(v1.status).toBe(404);
    expect((await errorOf(v1)).error).toMatch(/^NOT_FOUND: /);
    const wrongMethod = await server.call("POST", "/v1/organizations", {});
    expect(wrongMethod.status).toBe(404);
    const api = await server.call("GET", "/api/v2/nothing");
    expect(api.status).toBe(404);
    expect(api.headers.get("Content-Type")).toMatch(/^text\/plain/);
  });

  it("path ids that are not uuids are 400s naming the parameter", async () => {
    const cases: [string, string][] = [
      ["/v1/organizations/not-a-uuid/services", "organizationId"],
      [`${PATHS.org}/services/123`, "serviceId"],
      [`${PATHS.service}/pipes/abc`, "pipeId"],
      [`${PATHS.service}/pipesReversePrivateEndpoints/abc`, "reversePrivateEndpointId"],
    ];
    for (const [path, name] of cases) {
      const response = await server.call("GET", path);
      expect(response.status, path).toBe(400);
      expect((await errorOf(response)).error).toBe(`BAD_REQUEST: ${name} must be a uuid`);
    }
  });
});

/** Values that break careless code: wrong types, deep nesting, huge numbers, prototype keys. */
const GARBAGE: unknown[] = [
  null, 0, -1, 1e308, "string", true, [], [null], {}, { __proto__: { x: 1 } }, { constructor: { prototype: {} } },
  { name: null, tiles: "x", tags: {}, type: 7, command: [], threshold: "NaN", channel: "x" },
  { name: "a".repeat(5000), tiles: [{}], tags: ["x".repeat(40)] },
  { tiles: [{ x: -1, y: 1.5, w: 100, h: 0, id: {} }], name: "n" },
  { ipAccessList: { add: [{ source: 5 }] }, endpoints: [{}], privateEndpointIds: "x" },
  { type: "MSK_MULTI_VPC", description: "", mskAuthentication: "nope" },
  { streaming_max_insert_wait_ms: "1" },
  JSON.parse('{"a":'.repeat(200) + "1" + "}".repeat(200)) as unknown,
];

describe("garbage never yields a 500", () => {
  for (const endpoint of ALL_ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      // Every body-bearing method on every path, whether or not the path takes it.
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        for (const garbage of GARBAGE) {
          const response = await server.call(method, endpoint.path, JSON.stringify(garbage), { "Content-Type": "application/json" });
          expect(response.status, `${method} ${JSON.stringify(garbage).slice(0, 80)}`).toBeLessThan(500);
        }
      }
      // Broken paths and queries: bad percent-encoding, odd ids, traversal attempts.
      for (const suffix of ["/%E0%A4%A", "/..%2F..%2Fetc", "/%00", `/${"9".repeat(3000)}`, "?%zz=%", "%20"]) {
        const response = await server.call(endpoint.method, `${endpoint.path}${suffix}`, endpoint.body);
        expect(response.status, suffix).toBeLessThan(500);
      }
    });
  }
});
