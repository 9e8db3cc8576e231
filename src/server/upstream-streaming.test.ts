import { createServer, get, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { managementErrorBody } from "../shared/schemas/envelope";
import { startTestServer, type TestServer } from "./test-support/test-server";

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);
const BIG_BODY_BYTES = 64 * MB;
/** 16 MB of zeros, gzipped to a few kilobytes: a small bomb. */
const BOMB = gzipSync(Buffer.alloc(16 * MB));
/** Well over the size from which the server compresses its own answers. */
const PLAIN_JSON = JSON.stringify({ status: 200, requestId: "r", result: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `pipe-${i}` })) });

interface Upstream {
  url: string;
  server: Server;
  /** Bytes of the big answer the upstream has managed to hand to its socket so far. */
  pushed: () => number;
  requests: { url: string; headers: IncomingMessage["headers"] }[];
  /** The paths of the requests to a silent path whose connection the proxy has closed. */
  silentClosed: string[];
}

/** Writes `total` bytes as fast as the reader takes them: the writes wait on 'drain'. */
function writeBig(res: ServerResponse, total: number, onPush: (bytes: number) => void): void {
  let sent = 0;
  const pump = () => {
    while (sent < total) {
      sent += CHUNK.byteLength;
      onPush(CHUNK.byteLength);
      if (!res.write(CHUNK)) {
        res.once("drain", pump);
        return;
      }
    }
    res.end();
  };
  pump();
}

async function fakeUpstream(): Promise<Upstream> {
  let pushed = 0;
  const silentClosed: string[] = [];
  const requests: Upstream["requests"] = [];
  const server = createServer((req, res) => {
    requests.push({ url: req.url ?? "", headers: req.headers });
    const path = req.url ?? "";
    if (path.includes("/big")) {
      // JSON, as a big list would be: the kind of answer the server compresses when it is its own.
      // On a connection of its own: a kept-alive socket that carried 64 MB has grown its buffers
      // (Linux lets a loopback receive buffer grow to 32 MB), and the next big answer would fill them.
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(BIG_BODY_BYTES), Connection: "close" });
      writeBig(res, BIG_BODY_BYTES, (bytes) => (pushed += bytes));
    } else if (path.includes("/bomb")) {
      const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
      res.writeHead(200, { "Content-Type": "application/json", ...(gzip ? { "Content-Encoding": "gzip" } : {}) });
      res.end(gzip ? BOMB : "{}");
    } else if (path.includes("/plain-json")) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(PLAIN_JSON);
    } else if (path.includes("/silent")) {
      // Accepts the request and never answers.
      req.socket.once("close", () => silentClosed.push(path));
    } else if (path.includes("/stalls")) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write('{"partial":');
    } else if (path.includes("/hangs-up")) {
      req.socket.destroy();
    } else {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end('{"status":200,"requestId":"r","result":[]}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, pushed: () => pushed, requests, silentClosed };
}

/**
 * A GET through the proxy with node:http, which (unlike fetch) leaves the encoding alone. Each on a
 * new connection, for the reason the big answer closes its own.
 */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) =>
    get(url, { agent: false, headers: { Authorization: "Basic eDp5", ...headers } }, resolve).on("error", reject),
  );
}

async function readAll(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let upstream: Upstream;
/** Quick to give up, for the broken upstreams. */
let server: TestServer;
/**
 * The default timeouts, for the big streams: on a loaded machine a pause of the whole process can
 * outlast 300 ms of idle timeout while a chunk is wanted, and cut a healthy stream off.
 */
let patient: TestServer;
beforeAll(async () => {
  upstream = await fakeUpstream();
  server = await startTestServer({
    MANAGEMENT_API_URL: upstream.url,
    DASHBOARD_API_URL: upstream.url,
    UPSTREAM_TIMEOUT_MS: "300",
    UPSTREAM_IDLE_TIMEOUT_MS: "300",
  });
  patient = await startTestServer({ MANAGEMENT_API_URL: upstream.url, DASHBOARD_API_URL: upstream.url });
});
afterAll(async () => {
  await server.close();
  await patient.close();
  upstream.server.closeAllConnections();
  await new Promise<void>((resolve) => upstream.server.close(() => resolve()));
});

describe("the proxy streams answers (finding 2)", () => {
  it("with back-pressure: while the client reads nothing, the upstream cannot push the whole answer", async () => {
    const response = await rawGet(`${patient.url}/v1/big`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe(String(BIG_BODY_BYTES));
    response.pause();
    await wait(400);
    // Socket buffers on both legs and a chunk or two in the streams: a few MB, never 64.
    expect(upstream.pushed()).toBeLessThan(16 * MB);
    const body = await readAll(response);
    expect(body.byteLength).toBe(BIG_BODY_BYTES);
  });

  it("is never compressed by the console server: a browser accepting br still gets the stream as it comes", async () => {
    const response = await rawGet(`${patient.url}/v1/big`, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-length"]).toBe(String(BIG_BODY_BYTES));
    const before = upstream.pushed();
    response.pause();
    await wait(400);
    // Socket buffers on both legs hold some megabytes; compressing would have read all 64 first.
    expect(upstream.pushed() - before).toBeLessThan(BIG_BODY_BYTES / 2);
    expect((await readAll(response)).byteLength).toBe(BIG_BODY_BYTES);
  });

  it("an upstream's plain JSON answer stays plain, however big", async () => {
    const response = await rawGet(`${server.url}/v1/plain-json`, { "Accept-Encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect((await readAll(response)).toString()).toBe(PLAIN_JSON);
  });

  it("passes a gzip answer through as gzip, neither decoded nor re-encoded", async () => {
    const response = await rawGet(`${server.url}/v1/bomb`, { "Accept-Encoding": "gzip" });
    expect(upstream.requests.at(-1)?.headers["accept-encoding"]).toBe("gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    const body = await readAll(response);
    expect(body.equals(BOMB)).toBe(true);
  });

  it("asks the upstream for no encoding the browser did not accept", async () => {
    const response = await rawGet(`${server.url}/v1/bomb`);
    expect(upstream.requests.at(-1)?.headers["accept-encoding"]).toBeUndefined();
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect((await readAll(response)).toString()).toBe("{}");
  });
});

describe("a broken upstream", () => {
  it("that never answers is a 502 envelope after UPSTREAM_TIMEOUT_MS", async () => {
    const response = await fetch(`${server.url}/v1/silent`);
    expect(response.status).toBe(502);
    const body = managementErrorBody.parse(await response.json());
    expect(body.error).toMatch(/^BAD_GATEWAY: the upstream management API at http:\/\/127\.0\.0\.1:\d+ did not answer within 300 ms$/);
    expect(response.headers.get("X-Request-Id")).toBe(body.requestId);
  });

  it("that never answers is let go as soon as the client goes away, not held for the whole wait", async () => {
    const reached = upstream.requests.length;
    // The patient server would wait 30 s for the head.
    const client = get(`${patient.url}/v1/silent-abandoned`, { headers: { Authorization: "Basic eDp5" } }).on("error", () => undefined);
    for (let tries = 0; upstream.requests.length === reached && tries < 100; tries += 1) await wait(20);
    expect(upstream.requests.at(-1)?.url).toBe("/v1/silent-abandoned");
    client.destroy();
    // Well before the 30 s the proxy would otherwise wait (on a loaded machine, within 1.5 s).
    for (let tries = 0; !upstream.silentClosed.includes("/v1/silent-abandoned") && tries < 75; tries += 1) await wait(20);
    expect(upstream.silentClosed).toContain("/v1/silent-abandoned");
  });

  it("that hangs up before answering is a 502 envelope", async () => {
    const response = await fetch(`${server.url}/v1/hangs-up`);
    expect(response.status).toBe(502);
    expect(managementErrorBody.parse(await response.json()).error).toMatch(/could not be reached$/);
  });

  it("that falls silent mid-answer is cut off after UPSTREAM_IDLE_TIMEOUT_MS, not waited on for ever", async () => {
    const response = await rawGet(`${server.url}/v1/stalls`);
    expect(response.statusCode).toBe(200);
    await expect(readAll(response)).rejects.toThrow(/aborted|ECONNRESET|terminated/i);
  });

  it("a dashboard API call gets the 502 in the dashboard API's shape", async () => {
    const response = await fetch(`${server.url}/api/v2/silent`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/^the upstream dashboard API at .* did not answer within 300 ms$/) });
  });
});

describe("what is forwarded (finding 3)", () => {
  it("a body that is not JSON is refused with a 415 and never reaches the upstream", async () => {
    const before = upstream.requests.length;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/v1/organizations`, { method: "POST", headers: { "Content-Type": "text/plain" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end('{"name":"from a form"}');
    });
    expect(status).toBe(415);
    expect(upstream.requests.length).toBe(before);
  });
});
