import { test } from "@playwright/test";
import { buildSeedData } from "../src/server/emulator/seed";
import { DEMO_ORGANIZATION, PRODUCTION_SERVICE } from "../src/server/emulator/seed-ids";
import { resultOf, startTestServer } from "../src/server/test-support/test-server";
import { median, report } from "./bench-support";

// The emulator with 5,000 pipes, in this process (no browser): seeding, a first start that writes the
// data file, a list read and a write beside the big file. The unit tests check what these do; the
// times are printed here, not bounded there.
const PIPE_COUNT = 5000;
const RUNS = 5;
const SERVICE = `/v1/organizations/${DEMO_ORGANIZATION.id}/services/${PRODUCTION_SERVICE.id}`;

async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

test("emulator: 5000 pipes", async () => {
  const seeds: number[] = [];
  for (let run = 0; run < RUNS; run += 1) seeds.push(await timed(() => buildSeedData({ pipeCount: PIPE_COUNT })));

  const starts: number[] = [];
  const reads: number[] = [];
  const writes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
    starts.push(await timed(async () => (server = await startTestServer({ EMULATOR_PIPE_COUNT: String(PIPE_COUNT) }))));
    reads.push(await timed(async () => resultOf(await server!.call("GET", `${SERVICE}/pipes`))));
    writes.push(await timed(async () => resultOf(await server!.call("PATCH", SERVICE, { name: `Big ${run}` }))));
    await server!.close();
  }
  report(`emulator, ${PIPE_COUNT} pipes (in process)`, {
    "seed-ms(median)": median(seeds),
    "first-start-ms(median)": median(starts),
    "list-read-ms(median)": median(reads),
    "list-read-ms(worst)": Math.max(...reads),
    "write-ms(median)": median(writes),
    "write-ms(worst)": Math.max(...writes),
    runs: RUNS,
  });
});
