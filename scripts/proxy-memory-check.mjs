// `node scripts/proxy-memory-check.mjs`: the built server in upstream mode, in front of a fake
// upstream that answers with PROXY_CHECK_MB (default 400) MB and with a 1 MB gzip bomb (1 GiB of
// zeros). Prints the server process's peak memory (VmHWM, Linux) after each, and what the client got.
import { readFileSync } from "node:fs";
import { createServer, get } from "node:http";
import { gzipSync } from "node:zlib";
import { startServer } from "./server-process.mjs";

const MB = 1024 * 1024;
const bigBytes = Number(process.env.PROXY_CHECK_MB ?? 400) * MB;
const chunk = Buffer.alloc(256 * 1024, 0x61);
console.log("Building the gzip bomb (1 GiB of zeros)…");
const bomb = gzipSync(Buffer.alloc(1024 * MB), { level: 9 });

const upstream = createServer((req, res) => {
  if (req.url.includes("/bomb")) {
    res.writeHead(200, { "Content-Type": "application/json", "Content-Encoding": "gzip", "Content-Length": String(bomb.byteLength) });
    res.end(bomb);
    return;
  }
  res.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(bigBytes) });
  let sent = 0;
  const pump = () => {
    while (sent < bigBytes) {
      sent += chunk.byteLength;
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
    res.end();
  };
  pump();
});
await new Promise((resolve) => upstream.listen(0, "127.0.0.1", resolve));
const upstreamUrl = `http://127.0.0.1:${upstream.address().port}`;

const peakMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmHWM:"));
  return Number(line.match(/\d+/)[0]) / 1024;
};

function download(url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    get(url, { headers: { Authorization: "Basic eDp5", ...headers } }, (res) => {
      let bytes = 0;
      res.on("data", (data) => (bytes += data.length));
      res.on("end", () => resolve({ status: res.statusCode, bytes, encoding: res.headers["content-encoding"], ms: performance.now() - started }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

const server = await startServer({ MANAGEMENT_API_URL: upstreamUrl, DASHBOARD_API_URL: upstreamUrl });
try {
  const pid = server.child.pid;
  console.log(`server peak RSS at start: ${peakMb(pid).toFixed(0)} MB`);
  const big = await download(`${server.url}/v1/big`, {});
  console.log(
    `${(bigBytes / MB).toFixed(0)} MB answer: got ${(big.bytes / MB).toFixed(0)} MB (status ${big.status}) in ${(big.ms / 1000).toFixed(1)} s; ` +
      `server peak RSS ${peakMb(pid).toFixed(0)} MB`,
  );
  const gz = await download(`${server.url}/v1/bomb`, { "Accept-Encoding": "gzip" });
  console.log(
    `gzip bomb (${(bomb.byteLength / MB).toFixed(2)} MB, 1024 MB unpacked): client got ${(gz.bytes / MB).toFixed(2)} MB, ` +
      `Content-Encoding ${gz.encoding ?? "none"}; server peak RSS ${peakMb(pid).toFixed(0)} MB`,
  );
} finally {
  await server.stop();
  upstream.close();
}
