import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultOf, startTestServer, type TestServer } from "../test-support/test-server";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE } from "./seed";

const PIPES = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}/pipes`;

let server: TestServer;
let startMs: number;
beforeAll(async () => {
  const started = performance.now();
  server = await startTestServer({ EMULATOR_PIPE_COUNT: "5000" });
  startMs = performance.now() - started;
});
afterAll(() => server.close());

// Generous bounds for a loaded 2-core CI box; they catch an accidental quadratic, not noise.
describe("EMULATOR_PIPE_COUNT=5000", () => {
  it("seeds and writes the data file quickly", () => {
    expect(startMs).toBeLessThan(3000);
  });

  it("lists all 5000 pipes quickly", async () => {
    await resultOf(await server.call("GET", PIPES));
    const started = performance.now();
    const pipes = await resultOf<unknown[]>(await server.call("GET", PIPES));
    const elapsed = performance.now() - started;
    expect(pipes).toHaveLength(5000);
    expect(elapsed).toBeLessThan(1500);
  });

  it("a write stays fast with the big file", async () => {
    const started = performance.now();
    const response = await server.call("PATCH", `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}`, { name: "Big" });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("describe() tells when a later start asks for another pipe count", async () => {
    const again = await startTestServer({ EMULATOR_PIPE_COUNT: "10" }, { dataDir: server.dataDir });
    expect(again.console.describe().join("\n")).toMatch(/EMULATOR_PIPE_COUNT=10 applies only when seeding/);
    expect(await resultOf<unknown[]>(await again.call("GET", PIPES))).toHaveLength(5000);
    await again.stop();
  });
});
