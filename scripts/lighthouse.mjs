// `npm run lighthouse`: Lighthouse (mobile, cold cache) on three pages of a fresh emulator: the
// connect page, the pipes list and the Service Health dashboard. The last two are signed in the
// way a user is after "Remember on this device": the credentials sit in localStorage, and the cookie
// that tells the server a key is stored is set. Prints the
// four category scores of each page, its metrics, the top opportunities and the failed audits.
// Figures, not a gate: it exits 0 whatever the scores (non-zero only when it cannot measure: no run
// of a page measured).
//
// Options: `--runs N` (or LIGHTHOUSE_RUNS) runs each page N times and reports the run with the
// median performance score (each run's score is printed too: they vary); `--page <word>` audits only
// the pages whose name holds that word ("connect", "pipes", "dashboard"); LIGHTHOUSE_OUT=<dir> keeps
// the JSON and HTML reports there; `--cpu-slowdown N` replaces Lighthouse's 4x CPU slowdown, for a
// host whose CPU is not the fast desktop that 4x assumes. The default stays Lighthouse's own; each
// page's line says the host's BenchmarkIndex and the class Lighthouse's throttling guide gives it
// (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md), to read the figures by.
// `--lantern-17163` prints, instead of Lighthouse's own scores, those of its simulation corrected for
// its open issue #17163 (module scripts counted as blocking the first paint: scripts/lantern-module-scripts.mjs),
// to show what that issue costs each page. Its first line says so; the scores to quote are those without it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import lighthouse, { generateReport } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { correctModuleScriptPaths } from "./lantern-module-scripts.mjs";
import { call, demoPaths, freePort, freshDataDir, startServer } from "./server-process.mjs";

const { values: options } = parseArgs({
  options: { runs: { type: "string" }, page: { type: "string" }, "cpu-slowdown": { type: "string" }, "lantern-17163": { type: "boolean" } },
});
const runs = Number(options.runs ?? process.env.LIGHTHOUSE_RUNS ?? 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number of 1 or more");
const cpuSlowdown = options["cpu-slowdown"] === undefined ? undefined : Number(options["cpu-slowdown"]);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1 && cpuSlowdown <= 20)) throw new Error("--cpu-slowdown must be a number from 1 to 20");
const outDir = process.env.LIGHTHOUSE_OUT;
const lanternCorrected = options["lantern-17163"] === true;
if (lanternCorrected) correctModuleScriptPaths(Lantern);

const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];

/** A string constant of the console's own source (`const NAME = "value"`), so this script and the console cannot drift. */
function constantFromSource(file, name) {
  const source = readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
  const value = new RegExp(`${name} = "([^"]+)"`).exec(source)?.[1];
  if (value === undefined) throw new Error(`could not find ${name} in ${file}`);
  return value;
}

/**
 * One Lighthouse run in a browser of its own (a fresh profile each time). Lighthouse clears the
 * HTTP cache before it navigates but, by default, not localStorage: a signed-in cold load.
 */
async function audit(url, credentials) {
  const profile = mkdtempSync(join(tmpdir(), "console-lighthouse-profile-"));
  const port = await freePort();
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (credentials !== undefined) {
      const page = browser.pages()[0] ?? (await browser.newPage());
      // A plain file of the console's origin, so only localStorage is touched, not the app.
      await page.goto(new URL("/robots.txt", url).href);
      await page.evaluate(
        ([key, value, cookie]) => {
          localStorage.setItem(key, value);
          // As "Remember on this device" leaves it: the server then draws signed-in pages' shells.
          document.cookie = `${cookie}=1; Path=/; SameSite=Strict; Max-Age=31536000`;
        },
        [constantFromSource("src/lib/credentials-store.ts", "STORAGE_KEY"), JSON.stringify(credentials), constantFromSource("src/shared/key-stored-cookie.ts", "KEY_STORED_COOKIE")],
      );
      await page.close();
    }
    // Only the CPU multiplier changes: the rest of Lighthouse's mobile throttling stays as it is.
    const throttling = cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } };
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, ...throttling });
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Audits that fail by design: shown, and the category's score without them beside the real one. */
const INTENDED_FAILURES = {
  "is-crawlable": "robots.txt says Disallow: / on purpose (an admin console, as Grafana's does)",
};

function scoreOf(lhr, id) {
  const category = lhr.categories[id];
  if (category?.score === null || category?.score === undefined) return "n/a";
  const real = String(Math.round(category.score * 100));
  const intended = category.auditRefs.filter((ref) => ref.weight > 0 && ref.id in INTENDED_FAILURES && lhr.audits[ref.id].score === 0);
  if (intended.length === 0) return real;
  // Lighthouse's own formula (the weighted mean of the audits' scores), without the intended failures.
  const counted = category.auditRefs.filter((ref) => ref.weight > 0 && !intended.includes(ref) && lhr.audits[ref.id].score !== null);
  const weight = counted.reduce((sum, ref) => sum + ref.weight, 0);
  const without = counted.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / weight;
  return `${real} (${Math.round(without * 100)} apart from ${intended.map((ref) => ref.id).join(", ")})`;
}

/** The device class of a BenchmarkIndex, as Lighthouse's throttling guide tables them (Chrome m86 onwards). */
function deviceClass(benchmarkIndex) {
  if (benchmarkIndex >= 1500) return "high-end desktop";
  if (benchmarkIndex >= 1000) return "low-end desktop";
  if (benchmarkIndex >= 800) return "high-end mobile";
  if (benchmarkIndex >= 125) return "mid-tier mobile";
  return "low-end mobile";
}

/**
 * What the simulated First Contentful Paint waits for. Lighthouse's simulation (Lantern) estimates
 * it from this unthrottled load, as the mean of two estimates. Both put on the paint's path the
 * requests of render-blocking priority (a script of High priority, anything of VeryHigh) that
 * finished before the page's first contentful paint; the optimistic one leaves out those a script
 * asked for. A script leaves the path only when its evaluation is seen to start after the paint,
 * which Chromium records for classic scripts only (an EvaluateScript event with the script's URL),
 * not for module scripts. So every module script and modulepreload that arrived before the paint
 * here counts as blocking it, although the browser paints without them: Lighthouse's open issue
 * https://github.com/GoogleChrome/lighthouse/issues/17163. `--lantern-17163` corrects that check
 * (the pipes list's simulated paint: 2.3 s to 0.8 s).
 * (Request times and the paint as the report gives them; the document's request starts a few ms after navigation.)
 */
function firstPaintPath(lhr) {
  const observed = lhr.audits.metrics?.details?.items?.[0];
  const requests = lhr.audits["network-requests"]?.details?.items;
  if (observed?.observedFirstContentfulPaint === undefined || requests === undefined) return undefined;
  const paint = observed.observedFirstContentfulPaint;
  const blocking = requests.filter(
    (request) => request.resourceType !== "Document" && request.networkEndTime <= paint && (request.priority === "VeryHigh" || (request.priority === "High" && request.resourceType === "Script")),
  );
  const scripts = blocking.filter((request) => request.resourceType === "Script");
  const kib = (items) => (items.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024).toFixed(1);
  return (
    `unthrottled load here: First Contentful Paint ${(paint / 1000).toFixed(2)} s, Largest ${(observed.observedLargestContentfulPaint / 1000).toFixed(2)} s; ` +
    `arrived before that paint and so on the simulated paint's path${lanternCorrected ? " in Lighthouse's own simulation (not here: --lantern-17163)" : ""}: ${scripts.length} scripts (${kib(scripts)} KiB), ${blocking.length - scripts.length} other (${kib(blocking.filter((request) => request.resourceType !== "Script"))} KiB)`
  );
}

function describe(name, lhr, runScores) {
  const lines = [`\n${name}: ${lhr.finalDisplayedUrl}`];
  lines.push(`  scores: ${CATEGORIES.map((id) => `${id} ${scoreOf(lhr, id)}`).join(", ")}`);
  const { benchmarkIndex } = lhr.environment;
  lines.push(
    `  host: BenchmarkIndex ${Math.round(benchmarkIndex)} (${deviceClass(benchmarkIndex)}), CPU slowdown ${lhr.configSettings.throttling.cpuSlowdownMultiplier}x` +
      (runScores.length > 1 ? `; performance of each run: ${runScores.join(", ")}` : ""),
  );
  lines.push(`  metrics: ${METRICS.map((id) => `${lhr.audits[id]?.title ?? id} ${lhr.audits[id]?.displayValue ?? "n/a"}`).join(", ")}`);
  const paintPath = firstPaintPath(lhr);
  if (paintPath !== undefined) lines.push(`  ${paintPath}`);
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === "opportunity" && a.score !== null && a.score < 1)
    .map((a) => ({ a, savings: a.metricSavings?.LCP ?? a.metricSavings?.FCP ?? a.details.overallSavingsMs ?? 0, bytes: a.details.overallSavingsBytes ?? 0 }))
    .sort((x, y) => y.savings - x.savings || y.bytes - x.bytes)
    .slice(0, 5);
  lines.push("  top opportunities:");
  if (opportunities.length === 0) lines.push("    none");
  for (const { a, savings, bytes } of opportunities) {
    lines.push(`    ${a.title}: ${Math.round(savings)} ms${bytes > 0 ? `, ${Math.round(bytes / 1024)} KiB` : ""}`);
  }
  const failed = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.scoreDisplayMode === "binary" && a.score !== null && a.score < 1) {
        const why = INTENDED_FAILURES[ref.id] === undefined ? "" : ` (intended: ${INTENDED_FAILURES[ref.id]})`;
        failed.push(`    [${id}] ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}${why}`);
      }
    }
  }
  lines.push("  failed audits:", ...(failed.length === 0 ? ["    none"] : failed));
  for (const warning of lhr.runWarnings) lines.push(`  warning: ${warning}`);
  return lines.join("\n");
}

const dataDir = freshDataDir("lighthouse");
const server = await startServer({ CONSOLE_DATA_DIR: dataDir, EMULATOR_RESET: "1" });
try {
  const config = await (await fetch(`${server.url}/console-config.json`)).json();
  if (config.demoCredentials === undefined) throw new Error("the emulator offers no demo credentials");
  const paths = await demoPaths(server.url);
  const dashboards = (await (await call(server.url, "GET", `${paths.service}/stack/dashboards`)).json()).result;
  const health = dashboards.find((dashboard) => dashboard.name === "Service Health") ?? dashboards[0];
  const servicePage = paths.service.replace(/^\/v1\/organizations\/([^/]+)\/services\/([^/]+)$/, "/o/$1/s/$2");
  const pages = [
    { name: "connect page", path: "/", credentials: undefined },
    { name: "pipes list", path: `${servicePage}/pipes`, credentials: config.demoCredentials },
    { name: "dashboard (Service Health)", path: `${servicePage}/dashboards/${health.id}`, credentials: config.demoCredentials },
  ];
  const chosen = pages.filter((page) => options.page === undefined || page.name.includes(options.page));
  if (chosen.length === 0) throw new Error(`no page is named like "${options.page}": ${pages.map((page) => page.name).join(", ")}`);
  console.log(`Lighthouse ${runs === 1 ? "" : `(median of ${runs} runs) `}against ${server.url}, mobile, cold cache, Chromium at ${chromePath}`);
  if (lanternCorrected) {
    console.log("NOT Lighthouse's own scores: its simulation corrected for its open issue #17163 (module scripts taken off the first paint's path; --lantern-17163)");
  }
  if (outDir !== undefined) mkdirSync(outDir, { recursive: true });
  for (const page of chosen) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await audit(`${server.url}${page.path}`, page.credentials);
      // A run Lighthouse could not measure (e.g. NO_FCP when the machine is busy) is reported and left
      // out of the median, instead of failing the median of all of them.
      const metricsMissing = run.audits["first-contentful-paint"]?.numericValue === undefined;
      if (run.runtimeError !== undefined || metricsMissing) {
        console.log(`${page.name}: run ${i + 1} not measured: ${run.runtimeError?.message ?? "no First Contentful Paint"}`);
      } else {
        results.push(run);
      }
    }
    if (results.length === 0) throw new Error(`no run of the ${page.name} could be measured`);
    const lhr = results.length === 1 ? results[0] : computeMedianRun(results);
    console.log(describe(page.name, lhr, results.map((run) => Math.round(run.categories.performance.score * 100))));
    if (outDir !== undefined) {
      // A corrected report is named so: inside, it reads like Lighthouse's own.
      const base = join(outDir, page.name.replace(/\W+/g, "-").replace(/-$/, "") + (lanternCorrected ? "-lantern-17163" : ""));
      writeFileSync(`${base}.json`, JSON.stringify(lhr));
      writeFileSync(`${base}.html`, generateReport(lhr, "html"));
    }
  }
  if (outDir !== undefined) console.log(`\nReports in ${outDir}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
