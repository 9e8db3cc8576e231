import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { CONTENT_CODINGS, MIN_COMPRESSED_BYTES, chooseCoding, compress, isCompressible } from "./content-coding";

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Caches must keep one copy per Accept-Encoding. */
function addVary(res: Response): void {
  if (!/accept-encoding|\*/i.test(res.headers.get("Vary") ?? "")) res.headers.append("Vary", "Accept-Encoding");
}

/**
 * Compresses the server's own answers (the emulator's JSON: the list of 5,000 pipes is 11.7 MB)
 * in the best coding the client accepts. Left as they are: proxied answers (they keep the
 * upstream's encoding and keep streaming), anything already encoded, bodies under 1 KiB, HEAD,
 * and what is not text. Hono's compress cannot do this: it knows no brotli, and it compresses
 * any answer without a Content-Length (every c.json), however small.
 */
export const compressAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const { res } = c;
  if (c.get("proxied") || c.req.method === "HEAD" || res.body === null || res.status === 204 || res.status === 206 || res.status === 304) return;
  if (res.headers.has("Content-Encoding") || !isCompressible(res.headers.get("Content-Type"))) return;
  if (NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")) return;
  const declared = res.headers.get("Content-Length");
  if (declared !== null && Number(declared) < MIN_COMPRESSED_BYTES) return;
  const coding = chooseCoding(c.req.header("Accept-Encoding"), CONTENT_CODINGS);
  if (coding === undefined) {
    addVary(res);
    return;
  }
  // The server's own answers are whole in memory already: reading them costs a copy, not a wait.
  const bytes = new Uint8Array(await res.arrayBuffer());
  c.res = new Response(bytes, res);
  if (bytes.byteLength < MIN_COMPRESSED_BYTES) return;
  const body = await compress(bytes, coding, "request");
  c.res = new Response(body, c.res);
  addVary(c.res);
  c.res.headers.set("Content-Length", String(body.byteLength));
  c.res.headers.set("Content-Encoding", coding);
};
