// `node scripts/compression-levels.mjs`: after a build, why the server compresses its answers with
// brotli 4 and gzip 6 (src/server/content-coding.ts). On the list of EMULATOR_PIPE_COUNT (default
// 5000) pipes of a fresh emulator it prints the size and time of each gzip level and brotli
// quality, and first the whole GET as a browser gets it: plain, gzip and brotli.
import { rmSync } from "node:fs";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";
import { DEMO_BASIC, demoPaths, freshDataDir, percentile, startServer } from "./server-process.mjs";

const pipeCount = process.env.EMULATOR_PIPE_COUNT ?? "5000";
const rounds = Number(process.env.ROUNDS ?? 5);
const dataDir = freshDataDir("compression-levels");
const server = await startServer({ CONSOLE_DATA_DIR: dataDir, EMULATOR_RESET: "1", EMULATOR_PIPE_COUNT: pipeCount });

function median(run) {
  const times = [];
  let result;
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    result = run();
    times.push(performance.now() - started);
  }
  return { result, ms: percentile(times, 50) };
}

try {
  const { service } = await demoPaths(server.url);
  const url = `${server.url}${service}/pipes`;
  const plain = Buffer.from(await (await fetch(url, { headers: { Authorization: DEMO_BASIC, "Accept-Encoding": "identity" } })).arrayBuffer());
  const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
  console.log(`The pipes list of ${pipeCount} pipes: ${mb(plain.byteLength)} of JSON; median of ${rounds} rounds each\n`);

  console.log("GET of the list through the server (loopback, body read whole):");
  for (const accept of ["identity", "gzip", "br"]) {
    const times = [];
    let sent = 0;
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      // fetch decodes the body; Content-Length is what went over the wire.
      const response = await fetch(url, { headers: { Authorization: DEMO_BASIC, "Accept-Encoding": accept } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      sent = Number(response.headers.get("Content-Length"));
    }
    console.log(`${accept.padEnd(10)} ${mb(sent).padStart(9)} sent  ${percentile(times, 50).toFixed(0).padStart(5)} ms`);
  }

  // Synchronous from here on: the server is no longer asked anything.
  console.log("\nEach coding on its own (brotli 11, for the built assets, takes seconds: left out):");
  const codings = [
    ...[1, 4, 6, 9].map((level) => [`gzip ${level}`, () => gzipSync(plain, { level })]),
    ...[1, 3, 4, 5, 6, 9].map((quality) => [
      `brotli ${quality}`,
      () => brotliCompressSync(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
        },
      }),
    ]),
  ];
  for (const [name, run] of codings) {
    const { result, ms } = median(run);
    console.log(`${name.padEnd(10)} ${mb(result.byteLength).padStart(9)}  ${(plain.byteLength / result.byteLength).toFixed(1).padStart(5)}x smaller  ${ms.toFixed(0).padStart(5)} ms`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
