// `npm run size`: the gzip size of every built JS chunk, and of what the first page loads
// (the entry, its static imports, and the connect page a newcomer lands on, with its imports).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 115;
const clientDir = join(process.env.CONSOLE_BUILD_DIR ?? "dist", "client");
const manifestPath = join(clientDir, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No build at ${clientDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const gzipKb = (file) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length / 1024;

const chunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith(".js"))
  .map((chunk) => ({ name: chunk.src ?? chunk.name ?? chunk.file, file: chunk.file, kb: gzipKb(chunk.file) }))
  .sort((a, b) => b.kb - a.kb);

console.log("JS chunks (gzip):");
for (const chunk of chunks) console.log(`  ${chunk.kb.toFixed(1).padStart(7)} KB  ${chunk.name}`);

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

// The console's entry (index.html's script), not the first-requests script: the connect page does not load that.
const entryKey = "index.html";
const landingKey = "src/app/routes/connect-route.tsx";
const firstPage = new Set([...closure(entryKey), ...closure(landingKey)]);
// What a service's page loads before the entry, to send its first API requests (src/first-requests.ts).
const firstRequests = [...closure("src/first-requests.ts")];
const firstPageKb = [...firstPage].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
const totalKb = chunks.reduce((sum, chunk) => sum + chunk.kb, 0);

console.log(`\nAll JS: ${totalKb.toFixed(1)} KB gzip in ${chunks.length} chunks`);
console.log(`First page (entry + connect page): ${firstPageKb.toFixed(2)} KB gzip of JS, budget ${BUDGET_KB} KB`);
const firstRequestsOwnKb = firstRequests.filter((key) => !firstPage.has(key)).reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
console.log(
  `First-requests script (a service page, before the entry): ${firstRequests.reduce((sum, key) => sum + gzipKb(manifest[key].file), 0).toFixed(1)} KB gzip in ${firstRequests.length} chunks, ${firstRequestsOwnKb.toFixed(1)} KB of it not in the first page`,
);
// What the server sends a browser that accepts brotli: the build's precompressed twins.
const servedKb = [...firstPage].reduce((sum, key) => {
  const file = join(clientDir, manifest[key].file);
  return sum + (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size) / 1024;
}, 0);
console.log(`First page as served (brotli twins from the build): ${servedKb.toFixed(1)} KB of JS`);
if (firstPageKb > BUDGET_KB) {
  console.error(`Over budget by ${(firstPageKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
