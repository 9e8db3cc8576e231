import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePreloadLinks, withPagePreloads, type BuildManifest } from "./page-preloads";
import { startTestServer, type TestServer } from "./test-support/test-server";

// The shape Vite writes: the entry with what it imports, route modules as dynamic entries.
const MANIFEST: BuildManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_jsx-runtime-1.js"], css: ["assets/index-1.css"] },
  "_jsx-runtime-1.js": { file: "assets/jsx-runtime-1.js" },
  "_skeleton-1.js": { file: "assets/skeleton-1.js", imports: ["index.html"] },
  "_pipe-queries-1.js": { file: "assets/pipe-queries-1.js", imports: ["_jsx-runtime-1.js", "_open-enum-1.js"] },
  "_open-enum-1.js": { file: "assets/open-enum-1.js" },
  "src/app/routes/service-layout-route.tsx": { file: "assets/service-layout-route-1.js", imports: ["index.html", "_skeleton-1.js"] },
  "src/app/routes/pipes/pipes-list-route.tsx": {
    file: "assets/pipes-list-route-1.js",
    imports: ["index.html", "_pipe-queries-1.js", "_skeleton-1.js"],
    css: ["assets/pipes-1.css"],
  },
  "src/app/routes/connect-route.tsx": { file: "assets/connect-route-1.js", imports: ["index.html"] },
  "src/app/routes/dashboards/dashboard-editor-route.tsx": { file: "assets/dashboard-editor-route-1.js", imports: ["index.html", "_skeleton-1.js"] },
  // Loaded with import() by the dashboard's loader: a dynamic entry.
  "src/features/dashboards/charts/components/time-chart.tsx": { file: "assets/time-chart-1.js", imports: ["index.html", "_uplot-1.js"], css: ["assets/time-chart-1.css"] },
  "_uplot-1.js": { file: "assets/uplot-1.js" },
  // The first-requests script: an entry of its own, sharing a chunk with the entry and one with a route.
  "src/first-requests.ts": { file: "assets/first-requests-1.js", isEntry: true, imports: ["_jsx-runtime-1.js", "_open-enum-1.js"] },
};
const ENTRY_SCRIPT = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const INDEX = `<!doctype html>\n<html>\n  <head>\n    <title>Console</title>\n    ${ENTRY_SCRIPT}\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
const FIRST_REQUESTS_TAGS = '<script type="module" crossorigin src="/assets/first-requests-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/open-enum-1.js">';

describe("pagePreloadLinks", () => {
  it("names a deep link's route chunks, what they import and their CSS, once each, and nothing the entry brings", () => {
    expect(pagePreloadLinks(MANIFEST, "/o/org-1/s/svc-1/pipes")).toEqual([
      '<link rel="preload" as="style" crossorigin href="/assets/pipes-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/service-layout-route-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/skeleton-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/pipes-list-route-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/pipe-queries-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/open-enum-1.js">',
    ]);
  });
  it("names the chunks a page's loader asks for at once (PAGE_LOADS) with the route's", () => {
    expect(pagePreloadLinks(MANIFEST, "/o/org-1/s/svc-1/dashboards/d-1")).toEqual([
      '<link rel="preload" as="style" crossorigin href="/assets/time-chart-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/service-layout-route-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/skeleton-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-editor-route-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/time-chart-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/uplot-1.js">',
    ]);
  });
  it("names nothing for a path no page has, or a module the build does not list", () => {
    expect(pagePreloadLinks(MANIFEST, "/nowhere")).toEqual([]);
    expect(pagePreloadLinks(MANIFEST, "/o")).toEqual([]);
  });
});

describe("withPagePreloads", () => {
  it("puts the links at the end of the head", () => {
    const html = withPagePreloads(INDEX, MANIFEST, "/connect", { keyStored: false });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/connect-route-1.js">\n  </head>');
    expect(html.replace(/\s*<link[^>]*>/g, "")).toBe(INDEX.replace(/\s*<link[^>]*>/g, ""));
  });
  it("leaves index.html as it is without a manifest or without a page", () => {
    expect(withPagePreloads(INDEX, undefined, "/o/org-1/s/svc-1/pipes", { keyStored: true })).toBe(INDEX);
    expect(withPagePreloads(INDEX, MANIFEST, "/some.page", { keyStored: true })).toBe(INDEX);
  });
  it("names the first-requests script and what it imports before the entry on a page that reads first, with a key stored", () => {
    const html = withPagePreloads(INDEX, MANIFEST, "/o/org-1/s/svc-1/pipes", { keyStored: true });
    expect(html).toContain(`${FIRST_REQUESTS_TAGS}\n    ${ENTRY_SCRIPT}`);
    // What the script brings is not named again among the page's links, nor what the entry brings (index.html names that).
    expect(html.match(/open-enum-1\.js/g)).toHaveLength(1);
    expect(html).not.toContain("jsx-runtime-1.js");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/pipes-list-route-1.js">');
  });
  it("leaves the first-requests script out of an index.html without the entry's script to put it before", () => {
    const withoutEntry = INDEX.replace(`    ${ENTRY_SCRIPT}\n`, "");
    const html = withPagePreloads(withoutEntry, MANIFEST, "/o/org-1/s/svc-1/pipes", { keyStored: true });
    expect(html).not.toContain("first-requests");
    expect(html).toContain('href="/assets/open-enum-1.js"');
  });
  it("leaves the first-requests script out without a stored key, on the start and connect pages, and on a path no page has", () => {
    expect(withPagePreloads(INDEX, MANIFEST, "/o/org-1/s/svc-1/pipes", { keyStored: false })).not.toContain("first-requests");
    for (const pathname of ["/", "/connect", "/o/org-1/s/svc-1/pipes/x/y/z"]) {
      expect(withPagePreloads(INDEX, MANIFEST, pathname, { keyStored: true }), pathname).not.toContain("first-requests");
    }
    // Without it, a chunk it would have brought is the page's to name.
    expect(withPagePreloads(INDEX, MANIFEST, "/o/org-1/s/svc-1/pipes", { keyStored: false })).toContain('href="/assets/open-enum-1.js"');
  });
});

describe("the server's answer to a deep link", () => {
  let clientDir: string;
  let server: TestServer;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "console-preloads-"));
    await mkdir(path.join(clientDir, ".vite"));
    await writeFile(path.join(clientDir, "index.html"), INDEX);
    await writeFile(path.join(clientDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    server = await startTestServer({ EMULATOR_RESET: "1" }, { serveClient: true, clientDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it("is index.html naming that page's chunks", async () => {
    const response = await fetch(`${server.url}/o/org-1/s/svc-1/pipes?q=clicks`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    const html = await response.text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/pipes-list-route-1.js">');
    expect(html).not.toContain("connect-route");
    // No key stored (KEY_STORED_COOKIE): nothing for the first-requests script to send.
    expect(html).not.toContain("first-requests");
  });
  it("names the first-requests script when the browser says it holds a key", async () => {
    const response = await fetch(`${server.url}/o/org-1/s/svc-1/pipes`, { headers: { Cookie: "console_key_stored=1" } });
    expect(await response.text()).toContain(FIRST_REQUESTS_TAGS);
  });
});
