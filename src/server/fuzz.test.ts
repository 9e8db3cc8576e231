import { readFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardErrorBody, managementErrorBody } from "../shared/schemas/envelope";
import { DATA_FILE_NAME } from "./emulator/data-store";
import { ALL_ENDPOINTS, PATHS, type EndpointCase } from "./test-support/endpoints";
import { BASIC, BEARER, startTestServer, type TestServer } from "./test-support/test-server";

/** FUZZ_RUNS and FUZZ_SEED widen or replay a run; the defaults keep `npm test` quick and repeatable. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? 1313);

/** Every UTF-16 unit, lone surrogates and controls included. */
const anyText = (maxLength: number) => fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength });

/** Stands for arrays nested `depth` deep, spliced into the text: this side's JSON.stringify could not write them. */
const DEEP_MARK = "\u0001deep:";
const withDeepValues = (text: string) => text.replace(/"\\u0001deep:(\d+)"/g, (_, depth: string) => "[".repeat(Number(depth)) + "]".repeat(Number(depth)));

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  anyText(40),
  fc.constantFrom("\u202e", "\u0000", "a\r\nb", "\ud800", "x".repeat(70_000), "__proto__", "constructor", "1e309", ""),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, -1, 0, 2 ** 53, -0, 1e308),
  fc.jsonValue({ maxDepth: 3 }),
  // Around the nesting limit, and far past it (6,000 deep once broke every later write).
  fc.oneof(fc.integer({ min: 25, max: 40 }), fc.integer({ min: 1000, max: 8000 })).map((depth) => `${DEEP_MARK}${depth}`),
);

/** Every object and array in `value`, the value itself first. */
function containers(value: unknown): (Record<string, unknown> | unknown[])[] {
  if (typeof value !== "object" || value === null) return [];
  return [value as Record<string, unknown>, ...Object.values(value).flatMap(containers)];
}

/**
 * A copy of `body` with one key of one of its objects or arrays set to `value`: half the time a
 * new key, which loose objects (tiles, series) keep, so the value reaches the store.
 */
function mutate(body: unknown, which: number, keyChoice: number, value: unknown): unknown {
  const copy: unknown = structuredClone(body ?? {});
  const all = containers(copy);
  const target = all[which % all.length];
  if (target === undefined) return value;
  const keys = Object.keys(target);
  const key = keyChoice % 2 === 0 ? undefined : keys[Math.floor(keyChoice / 2) % keys.length];
  const newKey = Array.isArray(target) ? String(keys.length) : "extra";
  (target as Record<string, unknown>)[key ?? newKey] = value;
  return copy;
}

/** Raw body text: broken JSON, hostile JSON, or (most often) a valid body with one hostile value in it. */
function bodyFor(endpoint: EndpointCase): fc.Arbitrary<string> {
  return fc.oneof(
    anyText(200),
    fc.constantFrom("{", "[", '{"a":', "{}", "[]", "null", "\u0000", "\ufeff{}", '{"__proto__":{"x":1}}', "[".repeat(5000) + "]".repeat(5000)),
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.nat(), fc.nat(), hostileValue)
        .map(([which, key, value]) => withDeepValues(JSON.stringify(mutate(endpoint.body, which, key, value)) ?? "null")),
    },
  );
}

/** The endpoint's path, or one with a segment replaced, or with something appended. */
function pathFor(endpoint: EndpointCase): fc.Arbitrary<string> {
  const segments = endpoint.path.split("/");
  const hostileSegment = fc.oneof(
    anyText(30).map((text) => Array.from(new TextEncoder().encode(text), (byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")),
    fc.constantFrom("%zz", "%00", "%E0%A4%A", "..", "%2e%2e", "%0d%0aX-Injected:%201", "9".repeat(3000), "%ud800", "%F0%9F%98"),
  );
  return fc.oneof(
    fc.constant(endpoint.path),
    fc.tuple(fc.nat({ max: segments.length - 1 }), hostileSegment).map(([index, segment]) =>
      segments.map((part, i) => (i === index && i > 0 ? segment : part)).join("/"),
    ),
    fc.tuple(hostileSegment, fc.constantFrom("/", "?", "?q=", "#", "")).map(([segment, joint]) => `${endpoint.path}${joint}${segment}`),
  );
}

/** Mostly the endpoint as it is with one thing wrong, so the hostile part reaches the handler. */
const usually = <T>(value: T, others: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: others });

const request = fc.constantFrom(...ALL_ENDPOINTS).chain((endpoint) =>
  fc.record({
    method: usually(endpoint.method as string, fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE")),
    path: usually(endpoint.path, pathFor(endpoint)),
    body: fc.option(bodyFor(endpoint), { nil: undefined, freq: 8 }),
    contentType: usually<string | undefined>("application/json", fc.constantFrom("application/json; charset=utf-8", "text/plain", "application/merge-patch+json", undefined)),
  }),
);

let server: TestServer;
/** What the API shows and what the file holds; a refused request must change neither. */
async function snapshot(): Promise<string> {
  const lists = [
    "/v1/organizations", `${PATHS.org}/services`, `${PATHS.service}/pipes`, `${PATHS.service}/pipesReversePrivateEndpoints`,
    `${PATHS.service}/stack/dashboards`, `${PATHS.service}/stack/alerts`,
  ];
  const shown = await Promise.all(lists.map(async (list) => ((await (await server.call("GET", list)).json()) as { result: unknown }).result));
  return JSON.stringify(shown) + (await readFile(path.join(server.dataDir, DATA_FILE_NAME), "utf8"));
}

beforeAll(async () => {
  // Long transitions: nothing changes by itself while the property runs.
  server = await startTestServer({ EMULATOR_TRANSITION_MS: "600000", EMULATOR_PROVISION_MS: "600000" });
});
afterAll(() => server.close());

describe("fuzz: malformed bodies and paths at every route", () => {
  it(`never a 5xx, always the API's error shape, and refused requests change nothing (${RUNS} runs, seed ${SEED})`, async () => {
    let before = await snapshot();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path: urlPath, body, contentType }) => {
        const headers: Record<string, string> = { Authorization: urlPath.startsWith("/api/") ? BEARER : BASIC };
        if (contentType !== undefined) headers["Content-Type"] = contentType;
        const response = await fetch(`${server.url}${urlPath}`, { method, headers, body: method === "GET" ? undefined : body });
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `${method} ${urlPath}: ${text.slice(0, 200)}`).toBeLessThan(500);
        if (response.status >= 400) {
          const requestId = response.headers.get("X-Request-Id");
          // As the server saw it: fetch resolves dot segments first.
          const served = new URL(response.url).pathname;
          if (served === "/api" || served.startsWith("/api/")) {
            if (response.headers.get("Content-Type")?.startsWith("application/json")) dashboardErrorBody.parse(JSON.parse(text));
            else expect([401, 404]).toContain(response.status);
          } else if (served === "/v1" || served.startsWith("/v1/")) {
            const error = managementErrorBody.parse(JSON.parse(text));
            expect(error.status).toBe(response.status);
            expect(error.requestId).toBe(requestId);
            expect(error.error).toMatch(/^[A-Z_]+: \S/);
          }
          const after = await snapshot();
          expect(after, `${method} ${urlPath} answered ${response.status} but changed the data`).toBe(before);
        } else if (method !== "GET") {
          before = await snapshot();
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The property is only worth something if it reached both sides: refusals and accepted writes.
    const refused = [...statuses].filter(([status]) => status >= 400).reduce((sum, [, count]) => sum + count, 0);
    expect(refused).toBeGreaterThan(RUNS / 2);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
