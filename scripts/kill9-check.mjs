// `node scripts/kill9-check.mjs`: KILL9_ROUNDS (default 20) rounds of write load against the
// built server, each ended by kill -9 at a random moment, then a restart on the same data. Checks
// that every acknowledged write is there after the restart (and every acknowledged delete gone),
// that the file always loads, and that temp files of cut writes are cleaned at start.
// EMULATOR_PIPE_COUNT (default 2000) makes the file big enough for kills to land mid-write.
import { readdirSync, rmSync } from "node:fs";
import { VALID_PIPE_SETTINGS, VALID_TILE, call, demoPaths, freshDataDir, startServer } from "./server-process.mjs";

const rounds = Number(process.env.KILL9_ROUNDS ?? 20);
const workers = Number(process.env.KILL9_WORKERS ?? 6);
const pipeCount = process.env.EMULATOR_PIPE_COUNT ?? "2000";
const dataDir = freshDataDir("kill9");
const env = { CONSOLE_DATA_DIR: dataDir, EMULATOR_PIPE_COUNT: pipeCount, EMULATOR_TRANSITION_MS: "600000" };

/** What the clients were told: acknowledged creates, deletes, and per pipe the last value set. */
const acknowledged = { created: new Set(), deleted: new Set(), settings: new Map(), inFlightSettings: new Map() };
const totals = { acknowledged: 0, lost: 0, tempFilesFound: 0, tempFilesRemoved: 0, startFailures: 0, killedWithWritesInFlight: 0 };

let server = await startServer({ ...env, EMULATOR_RESET: "1" });
const paths = await demoPaths(server.url);
const pipes = (await (await call(server.url, "GET", `${paths.service}/pipes`)).json()).result.slice(0, workers).map((p) => `${paths.service}/pipes/${p.id}`);
let step = 0;

/** One client: creates a dashboard, deletes the one before, sets its own pipe's setting to the next value. */
async function worker(index, url, stopAt, inFlight) {
  const mine = [];
  while (Date.now() < stopAt) {
    step += 1;
    const value = step % 65;
    const pipe = pipes[index];
    inFlight.add(pipe);
    acknowledged.inFlightSettings.set(pipe, value);
    const set = await call(url, "PUT", `${pipe}/settings`, { ...VALID_PIPE_SETTINGS, engine_max_threads: value }).catch(() => undefined);
    if (set?.ok) {
      acknowledged.settings.set(pipe, value);
      totals.acknowledged += 1;
    }
    inFlight.delete(pipe);
    if (!set) return;
    const created = await call(url, "POST", `${paths.service}/stack/dashboards`, { name: `w${index}-${step}`, tiles: [VALID_TILE] }).catch(() => undefined);
    if (!created) return;
    if (created.ok) {
      const id = (await created.json()).result.id;
      acknowledged.created.add(id);
      mine.push(id);
      totals.acknowledged += 1;
    }
    if (mine.length > 2) {
      const old = mine.shift();
      const deleted = await call(url, "DELETE", `${paths.service}/stack/dashboards/${old}`).catch(() => undefined);
      if (!deleted) return;
      if (deleted.ok) {
        acknowledged.deleted.add(old);
        totals.acknowledged += 1;
      }
    }
  }
}

async function verify(url) {
  const dashboards = new Set((await (await call(url, "GET", `${paths.service}/stack/dashboards`)).json()).result.map((d) => d.id));
  let lost = 0;
  for (const id of acknowledged.created) if (!acknowledged.deleted.has(id) && !dashboards.has(id)) lost += 1;
  for (const id of acknowledged.deleted) if (dashboards.has(id)) lost += 1;
  for (const [pipe, value] of acknowledged.settings) {
    const now = (await (await call(url, "GET", `${pipe}/settings`)).json()).result.engine_max_threads;
    // The write in flight at the kill may or may not have landed; an older value means a lost write.
    if (now !== value && now !== acknowledged.inFlightSettings.get(pipe)) lost += 1;
  }
  return lost;
}

const started = performance.now();
for (let round = 1; round <= rounds; round += 1) {
  const loadMs = 300 + Math.floor(Math.random() * 1500);
  const inFlight = new Set();
  const load = Promise.all(pipes.map((_, i) => worker(i, server.url, Date.now() + 60_000, inFlight)));
  await new Promise((resolve) => setTimeout(resolve, loadMs));
  if (inFlight.size > 0) totals.killedWithWritesInFlight += 1;
  server.child.kill("SIGKILL");
  await load;
  totals.tempFilesFound += readdirSync(dataDir).filter((name) => name.endsWith(".tmp")).length;
  try {
    server = await startServer(env);
  } catch (error) {
    totals.startFailures += 1;
    console.error(`round ${round}: the server did not start on the data left by kill -9: ${error.message}`);
    break;
  }
  const removed = /Removed (\d+) temp file/.exec(server.output());
  totals.tempFilesRemoved += removed ? Number(removed[1]) : 0;
  const lost = await verify(server.url);
  totals.lost += lost;
  console.log(`round ${round}: killed after ${loadMs} ms of load; ${lost} acknowledged writes lost; temp files left now: ${readdirSync(dataDir).filter((n) => n.endsWith(".tmp")).length}`);
}
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `${rounds} kill -9 rounds with ${workers} writers on ${pipeCount} pipes in ${((performance.now() - started) / 1000).toFixed(0)} s: ` +
    `${totals.acknowledged} acknowledged writes, ${totals.lost} lost, ${totals.startFailures} failed restarts, ` +
    `${totals.killedWithWritesInFlight} kills with a write in flight, ${totals.tempFilesFound} temp files left by kills, ${totals.tempFilesRemoved} removed at start`,
);
if (totals.lost > 0 || totals.startFailures > 0 || totals.tempFilesFound !== totals.tempFilesRemoved) process.exitCode = 1;
