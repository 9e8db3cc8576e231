// `node scripts/hostile-input.mjs`: throws HOSTILE_REQUESTS (default 12,000) hostile requests,
// 50 at a time, at the built server (emulator mode, access log on), and checks: no 5xx, the
// server still answers, the data file is byte for byte what it was (every request here must be
// refused), and every access-log line is one well-formed line. Needs a build (npm run build).
import { readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { DEMO_BASIC, DEMO_BEARER, VALID_TILE, demoPaths, freshDataDir, startServer } from "./server-process.mjs";

const total = Number(process.env.HOSTILE_REQUESTS ?? 12_000);
let seed = Number(process.env.HOSTILE_SEED ?? 13);
/** mulberry32: the same run again for the same seed. */
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (items) => items[Math.floor(random() * items.length)];
const deep = (n) => "[".repeat(n) + "]".repeat(n);
const NASTY = ["\u0000", "\u202e", "\u2066", "\r\n", "\u0085", "\u001b[31m", "\ud800", "\udfff", "\u2028", "\u007f"];
const nasty = () => `x${pick(NASTY)}y`;

function raw(url, { method = "GET", path, headers = {}, body }) {
  return new Promise((resolve) => {
    const req = request(`${url}${path}`, { method, headers, timeout: 15_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
      res.on("error", () => resolve("reset"));
    });
    req.on("error", () => resolve("reset"));
    req.on("timeout", () => req.destroy());
    req.end(body);
  });
}

const dataDir = freshDataDir("hostile");
const server = await startServer({ CONSOLE_DATA_DIR: dataDir, EMULATOR_RESET: "1", LOG_REQUESTS: "1", EMULATOR_TRANSITION_MS: "600000" });
const file = join(dataDir, "emulator-data.json");
try {
  const paths = await demoPaths(server.url);
  const dashboards = `${paths.service}/stack/dashboards`;
  const tile = (extra) => ({ ...VALID_TILE, ...extra });
  const json = (method, path, value, extraHeaders = {}) => ({
    method, path, body: typeof value === "string" ? value : JSON.stringify(value),
    headers: { Authorization: path.startsWith("/api/") ? DEMO_BEARER : DEMO_BASIC, "Content-Type": "application/json", ...extraHeaders },
  });
  const kinds = {
    "deep nesting": () => json("POST", dashboards, `{"name":"d","tiles":[${JSON.stringify(tile({})).slice(0, -1)},"x":${deep(33 + Math.floor(random() * 9000))}}]}`),
    "control chars in names": () => pick([
      () => json("POST", dashboards, { name: nasty(), tiles: [] }),
      () => json("POST", dashboards, { name: "ok", tags: [nasty()] }),
      () => json("POST", dashboards, { name: "ok", tiles: [tile({ name: nasty() })] }),
      () => json("PATCH", paths.service, { ipAccessList: { add: [{ source: "192.0.2.1", description: nasty() }] } }),
      () => json("POST", `${paths.service}/pipesReversePrivateEndpoints`, { type: "VPC_ENDPOINT_SERVICE", description: nasty(), vpcEndpointServiceName: "s" }),
      () => json("PUT", "/api/v2/dashboards/x", { name: nasty() }),
    ])(),
    "huge strings": () => json("POST", dashboards, { name: "ok", tiles: [tile({ note: "x".repeat(20_000 + Math.floor(random() * 900_000)) })] }),
    "broken JSON": () => json(pick(["POST", "PUT", "PATCH"]), pick([dashboards, paths.service, `${paths.pipe}/settings`]), pick(["{", '{"a":', "nul", "\u0000", "[1,]", '{"name":"\ud800'])),
    "wrong content type": () => ({ ...json("PATCH", paths.service, { name: "Hacked" }), headers: { Authorization: DEMO_BASIC, "Content-Type": pick(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) } }),
    "bad paths": () => ({ method: pick(["GET", "DELETE", "PUT"]), path: `${paths.service}/${pick(["%zz", "%00", "%0d%0aSet-Cookie:%20x=1", "..%2f..%2fetc%2fpasswd", "%E0%A4%A", "9".repeat(4000), "%u202e"])}`, headers: { Authorization: DEMO_BASIC } }),
    "foreign Host": () => ({ method: "GET", path: "/v1/organizations", headers: { Authorization: DEMO_BASIC, Host: pick(["evil.example", "evil.example:4173", "127.0.0.1.evil.example"]) } }),
    "cross-site writes": () => json("PATCH", paths.service, { name: "Hacked" }, pick([{ Origin: "https://evil.example" }, { Origin: "null" }, { "Sec-Fetch-Site": "cross-site" }])),
    "oversized bodies": () => json("PATCH", paths.service, `{"name":"${"x".repeat(1024 * 1024 + 10)}"}`),
    "wrong credentials": () => json("PATCH", paths.service, { name: "Hacked" }, { Authorization: pick(["Basic eDp5", "Bearer x", "Basic !!!", ""]) }),
    "values out of range": () => json("PUT", `${paths.pipe}/settings`, `{"streaming_max_insert_wait_ms":${pick(["-1", "1e309", '"1"', "null", "18446744073709551616", "1.5"])}}`),
  };
  const names = Object.keys(kinds);
  const before = readFileSync(file);
  const counts = new Map();
  const byKind = Object.fromEntries(names.map((name) => [name, 0]));
  const started = performance.now();
  for (let sent = 0; sent < total; sent += 50) {
    const batch = Array.from({ length: Math.min(50, total - sent) }, () => {
      const kind = pick(names);
      byKind[kind] += 1;
      return raw(server.url, kinds[kind]());
    });
    for (const status of await Promise.all(batch)) counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  const fiveHundreds = [...counts].filter(([status]) => typeof status === "number" && status >= 500).reduce((n, [, c]) => n + c, 0);
  const healthy = (await fetch(`${server.url}/v1/organizations`, { headers: { Authorization: DEMO_BASIC } })).status === 200;
  const unchanged = before.equals(readFileSync(file));
  await server.stop();
  // One line per request and nothing else: a path that forged a line would add one, or a line of another shape.
  const lines = server.output().split("\n").filter((line) => line !== "");
  const requestLines = lines.filter((line) => /^[A-Z]+ \/.* \d{3} \d+ms$/.test(line) && !line.startsWith("GET /healthz "));
  const expected = total + 4; // and the three discovery calls of demoPaths, and the last check
  const other = lines.filter((line) => !/^[A-Z]+ \/.* \d{3} \d+ms$/.test(line) && !/^(Console ready|Mode:|API key|Dashboard token|SIGTERM)/.test(line));

  console.log(`${total} hostile requests in ${seconds.toFixed(1)} s (seed ${process.env.HOSTILE_SEED ?? 13})`);
  console.log(`by kind: ${names.map((name) => `${name} ${byKind[name]}`).join(", ")}`);
  console.log(`statuses: ${[...counts].sort().map(([status, count]) => `${status}: ${count}`).join(", ")}`);
  console.log(`5xx: ${fiveHundreds}; still answering: ${healthy}; data file unchanged: ${unchanged}`);
  console.log(`access log: ${requestLines.length} request lines for ${expected} requests, ${other.length} other lines${other.length ? `: ${JSON.stringify(other.slice(0, 3))}` : ""}`);
  if (fiveHundreds > 0 || !healthy || !unchanged || other.length > 0 || requestLines.length !== expected) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
