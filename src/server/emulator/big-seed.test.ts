import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultOf, startTestServer, type TestServer } from "../test-support/test-server";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE } from "./seed";

const PIPES = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}/pipes`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ EMULATOR_PIPE_COUNT: "5000" });
});
afterAll(() => server.close());

// What it does with a big seed. How long it takes is bench/emulator.bench.ts's to print, not a test's
// to bound: a time limit here would fail on a loaded machine, or be too loose to mean anything.
describe("EMULATOR_PIPE_COUNT=5000", () => {
  it("lists all 5000 pipes", async () => {
    const pipes = await resultOf<unknown[]>(await server.call("GET", PIPES));
    expect(pipes).toHaveLength(5000);
  });

  it("takes a write beside the 5000 pipes", async () => {
    const service = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}`;
    expect((await server.call("PATCH", service, { name: "Big" })).status).toBe(200);
    expect(await resultOf<{ name: string }>(await server.call("GET", service))).toMatchObject({ name: "Big" });
  });

  it("describe() tells when a later start asks for another pipe count", async () => {
    const again = await startTestServer({ EMULATOR_PIPE_COUNT: "10" }, { dataDir: server.dataDir });
    expect(again.console.describe().join("\n")).toMatch(/EMULATOR_PIPE_COUNT=10 applies only when seeding/);
    expect(await resultOf<unknown[]>(await again.call("GET", PIPES))).toHaveLength(5000);
    await again.stop();
  });
});
