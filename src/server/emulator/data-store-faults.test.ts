import type { FileHandle } from "node:fs/promises";
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { HttpError } from "../http-errors";
import { makeDataDir } from "../test-support/test-server";
import { NODE_FILE_OPS, type FileOps } from "./data-file";
import { DATA_FILE_NAME, openDataStore } from "./data-store";
import type { EmulatorData } from "./emulator-data";
import { buildSeedData } from "./seed";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The steps of one write, in order, as the file operations see them. */
const WRITE_STEPS = [
  "open temp", "write temp", "sync temp", "close temp", "rename over the file", "open dir", "sync dir", "close dir",
] as const;
/** From this step on the new version is in the file, so memory must hold it too. */
const FIRST_STEP_AFTER_RENAME = WRITE_STEPS.indexOf("open dir");

/** File operations that throw at step `failAt` (0-based) of the next write, counting from `armed()`. */
function faultyOps(failAt: number) {
  let step = -1;
  let armed = false;
  const tick = () => {
    if (!armed) return;
    step += 1;
    if (step === failAt) throw new Error(`injected fault at "${WRITE_STEPS[failAt]}"`);
  };
  const ops: FileOps = {
    ...NODE_FILE_OPS,
    open: (async (...args: Parameters<FileOps["open"]>) => {
      tick();
      const handle = await NODE_FILE_OPS.open(...args);
      const wrapped = {
        writeFile: async (...a: Parameters<FileHandle["writeFile"]>) => (tick(), handle.writeFile(...a)),
        sync: async () => (tick(), handle.sync()),
        close: async () => {
          await handle.close();
          tick();
        },
      };
      return wrapped as unknown as FileHandle;
    }) as FileOps["open"],
    rename: async (...args) => (tick(), NODE_FILE_OPS.rename(...args)),
  };
  return { ops, arm: () => (armed = true), disarm: () => (armed = false) };
}

async function openStore(fileOps?: FileOps) {
  const dir = await makeDataDir();
  dirs.push(dir);
  const { store } = await openDataStore({ dir, reset: false, seed: () => buildSeedData({ pipeCount: null }), fileOps });
  const onDisk = async () => JSON.parse(await readFile(path.join(dir, DATA_FILE_NAME), "utf8")) as EmulatorData;
  const temps = async () => (await readdir(dir)).filter((name) => name.endsWith(".tmp"));
  return { store, dir, onDisk, temps };
}

/** A change that touches several collections, as a dashboard PUT or a service PATCH does. */
function bigChange(data: EmulatorData) {
  data.organizations[0]!.name = "Renamed Org";
  data.services[0]!.record.ipAccessList.push({ source: "192.0.2.9", description: "x" });
  data.dashboards.splice(0, 1);
  data.alerts = [];
  return "done";
}

describe("a write that fails at any step leaves memory and disk agreeing", () => {
  WRITE_STEPS.forEach((stepName, failAt) => {
    it(`fault at "${stepName}"`, async () => {
      const faults = faultyOps(failAt);
      const { store, onDisk, temps } = await openStore(faults.ops);
      const before = JSON.parse(JSON.stringify(store.read())) as EmulatorData;
      faults.arm();
      await expect(store.mutate(bigChange)).rejects.toThrow(/injected fault/);
      faults.disarm();

      const memory = JSON.parse(JSON.stringify(store.read())) as EmulatorData;
      expect(memory).toEqual(await onDisk());
      if (failAt < FIRST_STEP_AFTER_RENAME) {
        expect(memory).toEqual(before);
      } else {
        expect(memory.organizations[0]!.name).toBe("Renamed Org");
      }
      expect(await temps()).toEqual([]);

      // The store is not wedged: the next write goes through.
      await store.mutate((data) => {
        data.organizations[0]!.name = "Next";
      });
      expect((await onDisk()).organizations[0]!.name).toBe("Next");
    });
  });

  it.each([
    ["an HttpError after a partial change", () => new HttpError(409, "refused halfway")],
    ["a plain Error after a partial change", () => new Error("bug halfway")],
  ])("%s leaves nothing behind", async (_label, makeError) => {
    const { store, onDisk } = await openStore();
    const before = JSON.stringify(store.read());
    await expect(
      store.mutate((data) => {
        bigChange(data);
        throw makeError();
      }),
    ).rejects.toThrow(/halfway/);
    expect(JSON.stringify(store.read())).toBe(before);
    expect(await onDisk()).toEqual(JSON.parse(before));
  });

  it("a change that cannot be written (not JSON) leaves nothing behind", async () => {
    const { store, onDisk } = await openStore();
    const before = JSON.stringify(store.read());
    await expect(
      store.mutate((data) => {
        data.organizations[0]!.name = "Would be lost";
        (data.organizations[0] as Record<string, unknown>).count = 10n;
      }),
    ).rejects.toThrow(TypeError);
    expect(JSON.stringify(store.read())).toBe(before);
    expect(await onDisk()).toEqual(JSON.parse(before));
  });
});

describe("nothing is committed in memory before it is on disk", () => {
  it("while a write is in flight, readers see the old data; after it, the new", async () => {
    let release!: () => void;
    let gate = Promise.resolve();
    const ops: FileOps = { ...NODE_FILE_OPS, rename: async (...args) => (await gate, NODE_FILE_OPS.rename(...args)) };
    const { store, onDisk } = await openStore(ops);
    gate = new Promise<void>((resolve) => (release = resolve));
    const write = store.mutate((data) => {
      data.organizations[0]!.name = "In flight";
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.read().organizations[0]!.name).not.toBe("In flight");
    expect((await onDisk()).organizations[0]!.name).not.toBe("In flight");
    release();
    await write;
    expect(store.read().organizations[0]!.name).toBe("In flight");
  });

  it("committed data is frozen: changing it outside mutate throws instead of going unsaved", async () => {
    const { store } = await openStore();
    expect(() => {
      store.read().organizations[0]!.name = "sneaky";
    }).toThrow(TypeError);
  });

  it("the file is the same JSON as a plain JSON.stringify of the data", async () => {
    const { store, dir } = await openStore();
    await store.mutate((data) => {
      data.pipes[0]!.record = { ...data.pipes[0]!.record, name: "changed" };
    });
    expect(await readFile(path.join(dir, DATA_FILE_NAME), "utf8")).toBe(JSON.stringify(store.read()));
  });
});

describe("temp files of cut-short writes", () => {
  it("are removed at start, unless their process still runs", async () => {
    const dir = await makeDataDir();
    dirs.push(dir);
    const dead = `.${DATA_FILE_NAME}.999999999.abcdef012345.tmp`;
    const alive = `.${DATA_FILE_NAME}.1.abcdef012345.tmp`;
    await writeFile(path.join(dir, dead), "{partial");
    await writeFile(path.join(dir, alive), "{partial");
    await writeFile(path.join(dir, "unrelated.tmp"), "keep");
    const { removedTempFiles } = await openDataStore({ dir, reset: false, seed: () => buildSeedData({ pipeCount: null }) });
    expect(removedTempFiles).toEqual([dead]);
    expect((await readdir(dir)).sort()).toEqual([alive, DATA_FILE_NAME, "unrelated.tmp"].sort());
  });
});
