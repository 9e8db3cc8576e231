import { defineConfig } from "vite";
import { buildDir } from "./scripts/build-dir.ts";

/**
 * Bundles the Node server (emulator, proxy, static files) into one self-contained ES module:
 * its dependencies are bundled too, so a build directory outside the project still runs.
 */
export default defineConfig({
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: "src/server/main.ts",
    outDir: `${buildDir}/server`,
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
