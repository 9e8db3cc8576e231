import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serviceSchema } from "../../shared/schemas/service";
import { createServerFromEnv } from "../create-server";
import { makeDataDir, resultOf, startTestServer } from "../test-support/test-server";
import { DATA_FILE_NAME, DataFileError, openDataStore } from "./data-store";
import { DEMO_ORGANIZATION, DEVELOPMENT_SERVICE, PRODUCTION_SERVICE, SEED_PIPES } from "./seed";
import { buildSeedData } from "./seed";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function tempDir(): Promise<string> {
  const dir = await makeDataDir();
  dirs.push(dir);
  return dir;
}

const devPath = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${DEVELOPMENT_SERVICE.id}`;
const pipePath = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}/pipes/${SEED_PIPES.mobileEvents.id}`;

describe("persistence", () => {
  it("an acknowledged write is in the file before the answer, and survives a restart", async () => {
    const dataDir = await tempDir();
    const first = await startTestServer({}, { dataDir });
    await resultOf(await first.call("PATCH", devPath, { name: "Renamed Sandbox" }));
    // Read the file right after the answer, before any shutdown: the write is already there.
    const onDisk = JSON.parse(await readFile(path.join(dataDir, DATA_FILE_NAME), "utf8")) as { version: number; services: { record: { name: string } }[] };
    expect(onDisk.version).toBe(1);
    expect(onDisk.services.map((s) => s.record.name)).toContain("Renamed Sandbox");
    await first.stop();

    const second = await startTestServer({}, { dataDir });
    expect(serviceSchema.parse(await resultOf(await second.call("GET", devPath))).name).toBe("Renamed Sandbox");
    await second.stop();
    expect((await readdir(dataDir)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("a transition in flight continues across a restart", async () => {
    const dataDir = await tempDir();
    const env = { EMULATOR_TRANSITION_MS: "300" };
    const first = await startTestServer(env, { dataDir });
    expect((await resultOf<{ state: string }>(await first.call("PATCH", `${pipePath}/state`, { command: "start" }))).state).toBe("Provisioning");
    await first.stop();
    await new Promise((resolve) => setTimeout(resolve, 350));
    const second = await startTestServer(env, { dataDir });
    expect((await resultOf<{ state: string }>(await second.call("GET", pipePath))).state).toBe("Running");
    await second.stop();
  });

  it("concurrent writes are serialised: none is lost", async () => {
    const dataDir = await tempDir();
    const server = await startTestServer({}, { dataDir });
    const sources = Array.from({ length: 20 }, (_, i) => `192.0.2.${i + 1}`);
    await Promise.all(sources.map((source) => server.call("PATCH", devPath, { ipAccessList: { add: [{ source, description: "c" }] } })));
    await server.stop();
    const again = await startTestServer({}, { dataDir });
    const service = serviceSchema.parse(await resultOf(await again.call("GET", devPath)));
    expect(service.ipAccessList.map((e) => e.source)).toEqual(expect.arrayContaining(sources));
    await again.stop();
  });

  it("a missing dir or an empty file is seeded", async () => {
    const parent = await tempDir();
    const missing = path.join(parent, "nested", "data");
    const server = await startTestServer({}, { dataDir: missing });
    expect(await readdir(missing)).toEqual([DATA_FILE_NAME]);
    await server.stop();

    const emptyDir = await tempDir();
    await writeFile(path.join(emptyDir, DATA_FILE_NAME), "  \n");
    const seeded = await startTestServer({}, { dataDir: emptyDir });
    expect((await resultOf<unknown[]>(await seeded.call("GET", "/v1/organizations"))).length).toBe(1);
    await seeded.stop();
  });

  it.each([
    ["bad JSON", "{ not json"],
    ["wrong shape", JSON.stringify({ version: 1, organizations: "nope" })],
    ["another version", JSON.stringify({ ...buildSeedData({ pipeCount: null }), version: 99 })],
  ])("refuses to start on a damaged file (%s), naming it, and leaves it untouched", async (_label, content) => {
    const dataDir = await tempDir();
    const file = path.join(dataDir, DATA_FILE_NAME);
    await writeFile(file, content);
    const start = createServerFromEnv({ CONSOLE_DATA_DIR: dataDir }, { serveClient: false });
    await expect(start).rejects.toBeInstanceOf(DataFileError);
    await expect(start).rejects.toThrow(file);
    await expect(start).rejects.toThrow(/EMULATOR_RESET=1/);
    expect(await readFile(file, "utf8")).toBe(content);
  });

  it("EMULATOR_RESET=1 reseeds, over changes and over a damaged file", async () => {
    const dataDir = await tempDir();
    const first = await startTestServer({}, { dataDir });
    await resultOf(await first.call("PATCH", devPath, { name: "Changed" }));
    await first.stop();
    const reset = await startTestServer({ EMULATOR_RESET: "1" }, { dataDir });
    expect(serviceSchema.parse(await resultOf(await reset.call("GET", devPath))).name).toBe(DEVELOPMENT_SERVICE.name);
    await reset.stop();

    await writeFile(path.join(dataDir, DATA_FILE_NAME), "garbage");
    const again = await startTestServer({ EMULATOR_RESET: "1" }, { dataDir });
    expect(serviceSchema.parse(await resultOf(await again.call("GET", devPath))).name).toBe(DEVELOPMENT_SERVICE.name);
    await again.stop();
  });

  it("a failed write is not acknowledged and leaves memory as on disk", async () => {
    const dataDir = await tempDir();
    const { store } = await openDataStore({ dir: dataDir, reset: false, seed: () => buildSeedData({ pipeCount: null }) });
    // With its directory gone, the temp file cannot be created and the write fails.
    await rm(dataDir, { recursive: true });
    await expect(
      store.mutate((data) => {
        data.organizations[0]!.name = "Never saved";
      }),
    ).rejects.toThrow();
    expect(store.read().organizations[0]!.name).toBe(DEMO_ORGANIZATION.name);
    await mkdir(dataDir);
  });
});
