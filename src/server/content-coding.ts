import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

/** The content codings the server sends: built assets are precompressed in both, API answers compressed on the fly. */
export type ContentCoding = "br" | "gzip";

/** Where the build puts a file's precompressed twins: `index-abc.js.br`, `index-abc.js.gz`. */
export const PRECOMPRESSED_SUFFIX: Record<ContentCoding, string> = { br: ".br", gzip: ".gz" };

/** Below this, compressing saves less than it costs (and an answer of a few bytes may even grow). */
export const MIN_COMPRESSED_BYTES = 1024;

/** Text (JSON, JavaScript, CSS, HTML, SVG…) by Hono's list; images and fonts come compressed already. */
export const isCompressible = (contentType: string | null | undefined): boolean =>
  contentType != null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);

/**
 * How hard to try. At build time once per file, so the smallest: brotli 11, gzip 9. Per request
 * the levels Express's compression middleware uses, which the measurement on the 11.7 MB list of
 * 5,000 pipes bears out (`node scripts/compression-levels.mjs`): brotli 4 makes it 9x smaller in
 * about 50 ms, where 5 takes twice as long for 8% less, 9 ten times as long and 11 seconds;
 * gzip 6 (zlib's default) 8x in about 55 ms, for clients without brotli.
 */
const LEVELS = {
  build: { br: 11, gzip: 9 },
  request: { br: 4, gzip: 6 },
} as const;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `bytes` in `coding`, on libuv's thread pool so the event loop keeps answering meanwhile. */
export function compress(bytes: Uint8Array, coding: ContentCoding, when: keyof typeof LEVELS): Promise<Buffer> {
  const level = LEVELS[when][coding];
  if (coding === "gzip") return gzipAsync(bytes, { level });
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

/** The codings the server makes, in its order of preference when the client likes several equally: brotli is the smaller. */
export const CONTENT_CODINGS: readonly ContentCoding[] = ["br", "gzip"];

/** RFC 9110 §8.4.1.3: a recipient should treat x-gzip as gzip. */
const ALIASES: Record<string, string> = { "x-gzip": "gzip" };

/**
 * The best of `available` codings that the Accept-Encoding header accepts, or undefined for the
 * body as it is (identity), following RFC 9110 §12.5.3 as nginx and Express's compression do:
 * q-values are honoured (q=0 refuses), `*` stands for every coding not named, and no header or an
 * empty one means identity only. A client that accepts none of ours (even `identity;q=0, *;q=0`)
 * gets identity rather than a 406: a readable answer beats none. Identity wins over a coding only
 * when the client ranks it higher ("gzip;q=0.5, identity").
 */
export function chooseCoding(acceptEncoding: string | undefined, available: readonly ContentCoding[]): ContentCoding | undefined {
  const accepted = parseAccept(acceptEncoding ?? "").map(({ type, q }) => {
    const name = type.toLowerCase();
    return { name: ALIASES[name] ?? name, q };
  });
  const wildcard = accepted.find((entry) => entry.name === "*")?.q;
  const qualityOf = (name: string) => {
    const named = accepted.filter((entry) => entry.name === name);
    return named.length > 0 ? Math.max(...named.map((entry) => entry.q)) : wildcard;
  };

  let best: { coding: ContentCoding; q: number } | undefined;
  for (const coding of CONTENT_CODINGS) {
    const q = available.includes(coding) ? (qualityOf(coding) ?? 0) : 0;
    if (q > 0 && (best === undefined || q > best.q)) best = { coding, q };
  }
  if (best === undefined) return undefined;
  const identity = qualityOf("identity") ?? 0;
  return identity > best.q ? undefined : best.coding;
}
