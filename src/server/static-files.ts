import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Hono, type Context } from "hono";
import { getMimeType } from "hono/utils/mime";
import { notFoundResponse } from "./api-responses";
import { isServerPath } from "../shared/server-paths";
import type { AppEnv } from "./app-env";

/** Vite puts content hashes in the names under /assets/, so they may be cached for good. */
const HASHED_CACHE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** The file under `root` a URL path names, or undefined when it would leave `root`. */
function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
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

async function sendFile(c: Context<AppEnv>, file: string, cacheControl: string): Promise<Response> {
  const body = await readFile(file);
  return c.body(body, 200, {
    "Content-Type": getMimeType(file) ?? "application/octet-stream",
    "Cache-Control": cacheControl,
  });
}

/**
 * The built console: real files from `clientDir`, and index.html for every other GET so the
 * SPA's router can handle deep links. A missing hashed asset is a 404: index.html in its place
 * would only turn into a confusing script error.
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
      return sendFile(c, file, urlPath.startsWith("/assets/") ? HASHED_CACHE : REVALIDATE);
    }
    if (urlPath.startsWith("/assets/")) return c.text("Not Found", 404);
    if (!(await isFile(indexFile))) {
      return c.text("The console is not built yet: run the client build (vite build) first.", 503);
    }
    return sendFile(c, indexFile, REVALIDATE);
  });

  return routes;
}
