import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { getMimeType } from "hono/utils/mime";
import type { Plugin } from "vite";
import { CONTENT_CODINGS, MIN_COMPRESSED_BYTES, PRECOMPRESSED_SUFFIX, compress, isCompressible } from "../src/server/content-coding.ts";


/**
 * Writes a brotli and a gzip twin beside every built text file of 1 KiB or more (`x.js.br`,
 * `x.js.gz`), at the highest levels since it happens once; the server sends the one the browser
 * accepts best. Runs after every file is written, public ones and moved source maps included.
 */
export function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && isCompressible(getMimeType(entry.name)))
        .map((entry) => path.join(entry.parentPath, entry.name))
        // .vite/manifest.json is for the size report, not for browsers.
        .filter((file) => !path.relative(outDir, file).startsWith("."));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.byteLength < MIN_COMPRESSED_BYTES) return;
          for (const coding of CONTENT_CODINGS) {
            const packed = await compress(bytes, coding, "build");
            if (packed.byteLength < bytes.byteLength) await writeFile(file + PRECOMPRESSED_SUFFIX[coding], packed);
          }
        }),
      );
    },
  };
}
