import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_COMPRESSED_BYTES } from "./content-coding";
import { PATHS } from "./test-support/endpoints";
import { rawRequest, type RawAnswer } from "./test-support/raw-http";
import { BASIC, startTestServer, type TestServer } from "./test-support/test-server";

const SCRIPT = `console.log(${JSON.stringify("a console script ".repeat(200))});`;
const INDEX = "<!doctype html><title>console</title>";

let clientDir: string;
let server: TestServer;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), "console-delivery-"));
  await mkdir(path.join(clientDir, "assets"));
  await writeFile(path.join(clientDir, "index.html"), INDEX);
  // What the build writes: the file and its precompressed twins.
  const script = path.join(clientDir, "assets", "index-abc123.js");
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  await writeFile(path.join(clientDir, "assets", "only-gzip-abc123.css"), "body{}".repeat(300));
  await writeFile(path.join(clientDir, "assets", "only-gzip-abc123.css.gz"), gzipSync("body{}".repeat(300)));
  await writeFile(path.join(clientDir, "favicon.svg"), "<svg/>");
  await writeFile(path.join(clientDir, "robots.txt"), await readFile("public/robots.txt"));
  // The build's manifest, which the server reads to name a page's chunks.
  await mkdir(path.join(clientDir, ".vite"));
  await writeFile(path.join(clientDir, ".vite", "manifest.json"), "{}");
  // Enough pipes that the list is well over the compression threshold.
  server = await startTestServer({ EMULATOR_PIPE_COUNT: "200", EMULATOR_RESET: "1" }, { serveClient: true, clientDir });
});
afterAll(async () => {
  await server.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => rawRequest(`${server.url}${p}`, { headers });
const header = (answer: RawAnswer, name: string) => answer.headers[name.toLowerCase()];

function decoded(answer: RawAnswer): string {
  const coding = header(answer, "Content-Encoding");
  if (coding === "br") return brotliDecompressSync(answer.bytes).toString();
  if (coding === "gzip") return gunzipSync(answer.bytes).toString();
  expect(coding).toBeUndefined();
  return answer.text;
}

describe("built assets: the precompressed twin the browser accepts best", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["gzip;q=0.2, br;q=0.3", "br"],
    ["*", "br"],
    ["br;q=0, *;q=0.5", "gzip"],
  ])("Accept-Encoding %j gets %s", async (accept, coding) => {
    const answer = await get("/assets/index-abc123.js", { "Accept-Encoding": accept });
    expect(answer.status).toBe(200);
    expect(header(answer, "Content-Encoding")).toBe(coding);
    expect(header(answer, "Content-Type")).toMatch(/javascript/);
    expect(header(answer, "Vary")).toBe("Accept-Encoding");
    expect(header(answer, "Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Number(header(answer, "Content-Length"))).toBe(answer.bytes.byteLength);
    expect(answer.bytes.byteLength).toBeLessThan(SCRIPT.length);
    expect(decoded(answer)).toBe(SCRIPT);
  });

  it.each([
    [undefined, "no Accept-Encoding"],
    ["identity", "identity only"],
    ["zstd", "only a coding there is no twin for"],
    ["br;q=0, gzip;q=0", "every coding refused"],
    ["identity;q=0, *;q=0", "nothing at all (the plain file rather than a 406)"],
  ])("%j (%s) gets the plain file, still with Vary", async (accept, _why) => {
    const answer = await get("/assets/index-abc123.js", accept === undefined ? {} : { "Accept-Encoding": accept });
    expect(answer.status).toBe(200);
    expect(header(answer, "Content-Encoding")).toBeUndefined();
    expect(header(answer, "Vary")).toBe("Accept-Encoding");
    expect(Number(header(answer, "Content-Length"))).toBe(SCRIPT.length);
    expect(answer.text).toBe(SCRIPT);
  });

  it("falls back to the twin that exists", async () => {
    const answer = await get("/assets/only-gzip-abc123.css", { "Accept-Encoding": "br, gzip" });
    expect(header(answer, "Content-Encoding")).toBe("gzip");
    expect(header(answer, "Content-Type")).toMatch(/text\/css/);
    expect(decoded(answer)).toBe("body{}".repeat(300));
  });

  it("a HEAD says what a GET would send, without the body", async () => {
    const answer = await rawRequest(`${server.url}/assets/index-abc123.js`, { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    expect(header(answer, "Content-Encoding")).toBe("br");
    expect(Number(header(answer, "Content-Length"))).toBe(brotliCompressSync(SCRIPT).byteLength);
    expect(answer.bytes.byteLength).toBe(0);
  });

  it("small files without twins go as they are", async () => {
    for (const p of ["/favicon.svg", "/", "/o/x/s/y/pipes"]) {
      const answer = await get(p, { "Accept-Encoding": "br, gzip" });
      expect(header(answer, "Content-Encoding"), p).toBeUndefined();
      expect(header(answer, "Vary"), p).toBeUndefined();
    }
  });
});

describe("robots.txt, favicon and missing files", () => {
  it("robots.txt tells every crawler to stay out", async () => {
    const answer = await get("/robots.txt");
    expect(answer.status).toBe(200);
    expect(header(answer, "Content-Type")).toMatch(/^text\/plain/);
    expect(answer.text).toMatch(/^User-agent: \*\nDisallow: \/\n$/);
  });

  it("a file that is not there is a plain 404, never the app's HTML", async () => {
    for (const p of ["/favicon.ico", "/apple-touch-icon.png", "/sitemap.xml", "/assets/missing-123.js", "/assets/missing-123.css", "/assets/new-route"]) {
      const answer = await get(p);
      expect(answer.status, p).toBe(404);
      expect(answer.text, p).not.toContain("<!doctype html>");
    }
  });

  it("a dot file or a file in a dot folder is never served: the build's manifest stays the server's", async () => {
    for (const p of ["/.vite/manifest.json", "/%2evite/manifest.json", "/assets/.hidden.js"]) {
      const answer = await get(p);
      expect(answer.status, p).toBe(404);
      expect(answer.text, p).not.toContain("<!doctype html>");
    }
    // A page's address with a dot in it is still a page.
    expect((await get("/o/v1.2")).status).toBe(200);
  });
});

describe("API answers: compressed when worth it", () => {
  const list = (accept?: string) =>
    get(`${PATHS.service}/pipes`, { Authorization: BASIC, ...(accept === undefined ? {} : { "Accept-Encoding": accept }) });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0.1, gzip", "gzip"],
  ])("the pipes list with Accept-Encoding %j comes as %s, the same JSON", async (accept, coding) => {
    const plain = await list();
    const answer = await list(accept);
    expect(answer.status).toBe(200);
    expect(header(answer, "Content-Encoding")).toBe(coding);
    expect(header(answer, "Vary")).toBe("Accept-Encoding");
    expect(Number(header(answer, "Content-Length"))).toBe(answer.bytes.byteLength);
    expect(answer.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 4);
    const body = JSON.parse(decoded(answer)) as { result: unknown[]; requestId: string };
    expect(body.result).toEqual((JSON.parse(plain.text) as { result: unknown[] }).result);
    expect(body.requestId).toBe(header(answer, "X-Request-Id"));
  });

  it.each([undefined, "identity", "br;q=0, gzip;q=0"])("with %j it goes plain", async (accept) => {
    const answer = await list(accept);
    expect(answer.status).toBe(200);
    expect(header(answer, "Content-Encoding")).toBeUndefined();
    expect(header(answer, "Vary")).toBe("Accept-Encoding");
    expect(Number(header(answer, "Content-Length"))).toBe(answer.bytes.byteLength);
    expect((JSON.parse(answer.text) as { result: unknown[] }).result.length).toBeGreaterThan(100);
  });

  it("tiny answers and errors are never compressed", async () => {
    for (const p of ["/healthz", "/console-config.json", "/v1/organizations", "/v1/nothing"]) {
      const answer = await get(p, { Authorization: BASIC, "Accept-Encoding": "br, gzip" });
      expect(answer.bytes.byteLength, p).toBeLessThan(MIN_COMPRESSED_BYTES);
      expect(header(answer, "Content-Encoding"), p).toBeUndefined();
      expect(() => JSON.parse(answer.text) as unknown, p).not.toThrow();
    }
  });

  it("a HEAD is never compressed", async () => {
    const answer = await rawRequest(`${server.url}${PATHS.service}/pipes`, { method: "HEAD", headers: { Authorization: BASIC, "Accept-Encoding": "br" } });
    expect(answer.status).toBe(200);
    expect(header(answer, "Content-Encoding")).toBeUndefined();
  });
});
