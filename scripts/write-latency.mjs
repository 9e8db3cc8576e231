// `node scripts/write-latency.mjs`: how long an acknowledged emulator write takes with a large
// data file (EMULATOR_PIPE_COUNT, default 5000: about 11 MB of JSON). Needs a build (npm run build).
// Prints median, p95 and max per kind of write; each write is on disk before its answer.
import { rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { VALID_PIPE_SETTINGS, VALID_TILE, call, demoPaths, freshDataDir, percentile, startServer } from "./server-process.mjs";

const pipeCount = process.env.EMULATOR_PIPE_COUNT ?? "5000";
const rounds = Number(process.env.ROUNDS ?? 30);
const dataDir = freshDataDir("write-latency");
const server = await startServer({ CONSOLE_DATA_DIR: dataDir, EMULATOR_RESET: "1", EMULATOR_PIPE_COUNT: pipeCount });

const DASHBOARD = { name: "Latency", tiles: [VALID_TILE] };

try {
  const paths = await demoPaths(server.url);
  const kinds = {
    "PUT pipe settings": (i) => call(server.url, "PUT", `${paths.pipe}/settings`, { ...VALID_PIPE_SETTINGS, engine_max_threads: i % 64 }),
    "PATCH service name": (i) => call(server.url, "PATCH", paths.service, { name: `Production ${i}` }),
    "POST dashboard": () => call(server.url, "POST", `${paths.service}/stack/dashboards`, DASHBOARD),
  };
  const file = join(dataDir, "emulator-data.json");
  console.log(`pipes: ${paths.pipeCount}, data file: ${(statSync(file).size / 1e6).toFixed(1)} MB, start: ${server.startMs} ms, rounds: ${rounds}`);
  for (const [name, write] of Object.entries(kinds)) {
    const times = [];
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      const response = await write(i);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name} answered ${response.status}`);
      times.push(performance.now() - started);
    }
    const fmt = (ms) => `${ms.toFixed(1)} ms`;
    console.log(`${name.padEnd(20)} median ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))}  max ${fmt(Math.max(...times))}`);
  }
  const readStarted = performance.now();
  await (await call(server.url, "GET", `${paths.service}/pipes`)).arrayBuffer();
  console.log(`GET pipes list       ${(performance.now() - readStarted).toFixed(1)} ms`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
