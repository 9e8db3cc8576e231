import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import type { createServerFromEnv } from "./src/server/create-server";
import { defineConfig } from "vitest/config";
import { buildDir } from "./scripts/build-dir.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";
import { isServerPath } from "./src/shared/server-paths.ts";

/** `npm run dev`: mounts the same API server (emulator or proxy) in front of Vite's own middleware. */
function consoleApi(): Plugin {
  return {
    name: "console-api",
    apply: "serve",
    async configureServer(server) {
      const { getRequestListener } = await import("@hono/node-server");
      // Loaded through Vite's module runner so the server's TypeScript needs no separate build in dev.
      const serverModule = (await server.ssrLoadModule("/src/server/create-server.ts")) as { createServerFromEnv: typeof createServerFromEnv };
      const { app } = await serverModule.createServerFromEnv(process.env, { serveClient: false });
      const listener = getRequestListener(app.fetch);
      // What the console's own server answers goes to it; everything else is Vite's (the app, with hot reload).
      server.middlewares.use((req, res, next) => {
        if (isServerPath((req.url ?? "/").split("?")[0] ?? "/")) {
          void listener(req, res);
        } else {
          next();
        }
      });
    },
  };
}

/**
 * Source maps hold the whole source: they are built (hidden: no URL in the scripts) for whoever
 * debugs a build, but moved out of the client directory, so the server never hands them out.
 */
function sourceMapsOutsideClient(): Plugin {
  const mapsDir = join(buildDir, "client-sourcemaps");
  return {
    name: "source-maps-outside-client",
    apply: "build",
    buildStart() {
      rmSync(mapsDir, { recursive: true, force: true });
    },
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith(".map"))) {
        const target = join(mapsDir, fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(options.dir ?? join(buildDir, "client"), fileName), target);
      }
    },
  };
}

/**
 * React Router publishes only its development build through its package exports; its production
 * build is the same code without the development warnings, which minification then drops.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), consoleApi(), sourceMapsOutsideClient(), precompressAssets()],
  resolve: {
    alias: [{ find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) }, ...(command === "build" ? reactRouterProduction : [])],
  },
  build: {
    outDir: `${buildDir}/client`,
    emptyOutDir: true,
    sourcemap: "hidden",
    manifest: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small modules of src/lib that many areas share, one chunk instead of one each: every chunk
          // file name is listed again in the entry's preload map. None is used by the first page (npm run size).
          groups: [{ name: "lib", test: /[\\/]src[\\/]lib[\\/](api-paths|route-paths|query-keys|format-time|kept-value)\.ts$/ }],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "browser-code",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/server/**", "src/shared/**"],
          setupFiles: ["./src/test-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts"],
        },
      },
    ],
  },
}));
