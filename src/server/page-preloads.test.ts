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
};
const INDEX = `<!doctype html>\n<html>\n  <head>\n    <title>Console</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;

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
  it("names nothing for a path no page has, or a module the build does not list", () => {
    expect(pagePreloadLinks(MANIFEST, "/nowhere")).toEqual([]);
    expect(pagePreloadLinks(MANIFEST, "/o")).toEqual([]);
  });
});

describe("withPagePreloads", () => {
  it("puts the links at the end of the head", () => {
    const html = withPagePreloads(INDEX, MANIFEST, "/connect");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/connect-route-1.js">\n  </head>');
    expect(html.replace(/\s*<link[^>]*>/g, "")).toBe(INDEX.replace(/\s*<link[^>]*>/g, ""));
  });
  it("leaves index.html as it is without a manifest or without a page", () => {
    expect(withPagePreloads(INDEX, undefined, "/connect")).toBe(INDEX);
    expect(withPagePreloads(INDEX, MANIFEST, "/some.page")).toBe(INDEX);
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
  });
});
