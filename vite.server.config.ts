import { defineConfig } from "vite";
import { buildDir } from "./scripts/build-dir.ts";

/** Bundles the Node server (emulator, proxy, static files) into one ES module. */
export default defineConfig({
  build: {
    ssr: "src/server/main.ts",
    outDir: `${buildDir}/server`,
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
