import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { getMimeType } from "hono/utils/mime";
import { KEY_STORED_COOKIE } from "../shared/key-stored-cookie";
import { isServerPath } from "../shared/server-paths";
import { notFoundResponse } from "./api-responses";
import type { AppEnv } from "./app-env";
import { CONTENT_CODINGS, PRECOMPRESSED_SUFFIX, chooseCoding } from "./content-coding";
import { withInlineStyles } from "./inline-styles";
import { withPagePreloads, type BuildManifest } from "./page-preloads";
import { withPageShell } from "./page-shell";

/** Vite puts content hashes in the names under /assets/, so they may be cached for good. */
const HASHED_CACHE = "public, max-age=31536000, immutable";
/**
 * The files of public/ keep their names from build to build (favicon.svg, robots.txt). An hour: a page
 * that shows the icon twice (the tab and the connect card, whose first paint and React's render each
 * ask for it) and the pages after it take it from the cache, and a new icon still shows the same day.
 */
const PUBLIC_CACHE = "public, max-age=3600";
/** The pages' HTML: asked for again each time, so a new build is served at once. */
const REVALIDATE = "no-cache";

/**
 * The file under `root` a URL path names, or undefined when it would leave `root` or names a dot
 * file or folder: those are the build's own (`.vite/manifest.json`, which the server reads to name a
 * page's chunks), not the console's.
 */
function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.split("/").some((segment) => segment.startsWith("."))) return undefined;
  const resolved = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return resolved.startsWith(`${root}${path.sep}`) ? resolved : undefined;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file, or the twin the build precompressed in the best coding the client accepts
 * (content-coding.ts), with the length of what is sent. `Vary` tells caches the answer depends on
 * Accept-Encoding whenever a twin exists, also when the client got the plain file.
 */
async function sendFile(c: Context<AppEnv>, file: string, cacheControl: string): Promise<Response> {
  const exists = await Promise.all(CONTENT_CODINGS.map((coding) => isFile(file + PRECOMPRESSED_SUFFIX[coding])));
  const available = CONTENT_CODINGS.filter((_, i) => exists[i]);
  const coding = chooseCoding(c.req.header("Accept-Encoding"), available);
  const body = await readFile(coding === undefined ? file : file + PRECOMPRESSED_SUFFIX[coding]);
  const headers: Record<string, string> = {
    "Content-Type": getMimeType(file) ?? "application/octet-stream",
    "Content-Length": String(body.byteLength),
    "Cache-Control": cacheControl,
  };
  if (available.length > 0) headers.Vary = "Accept-Encoding";
  if (coding !== undefined) headers["Content-Encoding"] = coding;
  return c.body(body, 200, headers);
}

/** The build's manifest, when there is one (a build without it still serves, without page preloads). */
async function readManifest(root: string): Promise<BuildManifest | undefined> {
  try {
    return JSON.parse(await readFile(path.join(root, ".vite", "manifest.json"), "utf8")) as BuildManifest;
  } catch {
    return undefined;
  }
}

/**
 * index.html for the page at `urlPath`, naming the chunks that page needs and the script that sends
 * its first API requests (page-preloads.ts), showing its frame until the console's code has run
 * (page-shell.ts), its CSS written in (inline-styles.ts). Read afresh each time like any file here
 * (a new build is served at once); compressAnswers compresses it.
 */
async function sendPage(c: Context<AppEnv>, root: string, indexFile: string, urlPath: string): Promise<Response> {
  const [html, manifest] = await Promise.all([readFile(indexFile, "utf8"), readManifest(root)]);
  const keyStored = getCookie(c, KEY_STORED_COOKIE) === "1";
  const page = await withInlineStyles(withPageShell(withPagePreloads(html, manifest, urlPath, { keyStored }), urlPath, { keyStored }), root);
  return c.body(page, 200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": REVALIDATE });
}

/** A path that names a file of a known kind (`/favicon.ico`, `/assets/x.js`), which the SPA's HTML must never stand in for. */
function namesAFile(urlPath: string): boolean {
  if (urlPath.startsWith("/assets/")) return true;
  const type = getMimeType(urlPath);
  return type !== undefined && !type.startsWith("text/html");
}

/**
 * The built console: real files from `clientDir`, and index.html for every other GET so the
 * SPA's router can handle deep links. A missing file (a hashed asset, /favicon.ico) is a 404:
 * index.html in its place would only turn into a confusing script error or a broken icon.
 */
export function staticFiles(clientDir: string): Hono<AppEnv> {
  const root = path.resolve(clientDir);
  const indexFile = path.join(root, "index.html");
  const routes = new Hono<AppEnv>();

  routes.get("*", async (c) => {
    const urlPath = new URL(c.req.url).pathname;
    if (isServerPath(c.req.path)) return notFoundResponse(c);
    // A source map holds the whole source; the build keeps them elsewhere, and none is ever served.
    if (/\.map$/i.test(c.req.path)) return c.text("Not Found", 404);
    const file = fileFor(root, urlPath);
    if (file !== undefined && file !== indexFile && (await isFile(file))) {
      return sendFile(c, file, urlPath.startsWith("/assets/") ? HASHED_CACHE : PUBLIC_CACHE);
    }
    if (namesAFile(urlPath)) return c.text("Not Found", 404);
    if (!(await isFile(indexFile))) {
      return c.text("The console is not built yet: run the client build (vite build) first.", 503);
    }
    return sendPage(c, root, indexFile, urlPath);
  });

  return routes;
}
