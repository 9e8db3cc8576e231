import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import type { createServerFromEnv } from "./src/server/create-server";
import { defineConfig } from "vitest/config";
import { buildDir } from "./scripts/build-dir.ts";
import { chunkGroups, chunkGroupsHeld, type ChunkGroupSpec } from "./scripts/chunk-groups.ts";
import { compileHint } from "./scripts/compile-hint.ts";
import { entryStylesheetNotPreloaded } from "./scripts/entry-stylesheet.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";
import { uplotLazyIntl } from "./scripts/uplot-lazy-intl.ts";
import { isServerPath } from "./src/shared/server-paths.ts";

/** `npm run dev`: mounts the same API server (emulator or proxy) in front of Vite's own middleware. */
function consoleApi(): Plugin {
  return {
    name: "console-api",
    // Vitest starts a Vite server per test project too: those must not open an emulator on the real data
    // directory (two at once in one process raced over its first write on a fresh clone).
    apply: (_config, env) => env.command === "serve" && process.env.VITEST === undefined,
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

/**
 * One react-draggable. react-grid-layout imports its ES module build, react-resizable (the resize
 * handles) `require`s its CommonJS build: left to the package's exports, the dashboard editor's chunk
 * carried both copies (1.1 KB of gzip for nothing). Both get the CommonJS build, whose interop React
 * already brings; the ES module build would add a helper to the runtime chunk of the first page.
 */
const oneReactDraggable = {
  find: /^react-draggable$/,
  replacement: fileURLToPath(new URL("./node_modules/react-draggable/build/cjs/cjs.js", import.meta.url)),
};

const QUERY_CORE = "@tanstack/query-core/build/modern/";
const REACT_QUERY = "@tanstack/react-query/build/modern/";
/** Modules of one folder, by their names in it. */
const under = (folder: string, names: readonly string[]) => names.map((name) => folder + name);

/** The project's directory: where the chunk groups' `src/…` modules are. */
const PROJECT_ROOT = fileURLToPath(new URL(".", import.meta.url));

/**
 * Modules grouped into one chunk each (by path without extension; scripts/chunk-groups.ts). The build
 * fails when a group names a module its chunk does not hold (a rename, a package update).
 * - "error-panel": what the entry imports that the first-requests script (src/first-requests.ts)
 *   needs too: the stored key, how a request is sent, and with them the error panel, React (which the
 *   panel renders with) and the query-core pieces they share. One chunk for both entries: left to
 *   itself the build splits these into four or five small chunks, which cost the first page 0.4 KB of
 *   gzip. (The bundler's own helpers for CommonJS packages then go in a chunk of 0.4 KB of their own.)
 * - "frame": what every page of a service needs and the connect page does not (zod/mini and its
 *   English messages, src/shared/zod.ts; the shared schemas, the HTTP client and useQuery, the top
 *   bar and the route parameters, the service and organization queries, the skeleton, the brand
 *   mark, the panel for an address that names nothing, small lib helpers), with the service pages'
 *   layout route and the page headings. The first page does not load it (npm run size).
 * - "editing": the form and dialog helpers of the editing pages, with the URL's search writer that
 *   the lists (which load this chunk too) use. "pipes": what the pipes pages share.
 *   "reverse-endpoints": the endpoints' labels and status badge (and so their stylesheet).
 *   Each was several chunks of a few hundred bytes to a few KB: a dashboard opened from its address
 *   loaded 16 scripts before these last groups, 11 with them (the pipes list 13, then 10).
 */
const CHUNK_GROUPS: ChunkGroupSpec[] = [
  {
    name: "error-panel",
    modules: [
      ...under("src/lib/", ["credentials-store", "api-request", "http-transport", "api-error", "unauthorized"]),
      ...under("src/shared/", ["key-stored-cookie", "server-paths"]),
      ...under("src/ui/", ["error-panel", "copy-button"]),
      ...under(QUERY_CORE, ["utils", "retryer", "focusManager", "onlineManager", "timeoutManager", "notifyManager", "removable", "subscribable", "environmentManager"]),
      `${REACT_QUERY}queryOptions`,
      "react/",
    ],
  },
  {
    name: "frame",
    modules: [
      "zod/",
      "src/shared/zod",
      ...under(REACT_QUERY, ["useQuery", "useBaseQuery", "IsRestoringProvider", "QueryErrorResetBoundary", "errorBoundaryUtils", "suspense"]),
      `${QUERY_CORE}queryObserver`,
      ...under("src/lib/", ["route-paths", "query-keys", "format-time", "format-number", "natural-compare", "kept-value", "http-client", "item-list", "one-task-each", "made-on-first-use", "try-again", "poll-interval"]),
      ...under("src/shared/schemas/", ["open-enum", "text-rules", "organization", "service", "envelope", "issue-path"]),
      ...under("src/ui/", ["skeleton", "status-badge", "relative-time", "brand-mark", "bad-address-panel"]),
      "src/shared/brand-mark",
      "src/shared/uuid",
      ...under("src/app/", ["route-params", "routes/top-bar", "routes/service-layout-route", "routes/use-focus-on-missing"]),
      "src/shared/page-headings",
      ...under("src/features/", ["connection/api/discovery-queries", "connection/components/service-picker", "service/api/service-queries"]),
    ],
  },
  {
    name: "pipes",
    modules: [
      ...under("src/features/pipes/", ["api/pipe-queries", "model/pipe-format", "model/pipe-list-model", "components/pipe-state-badge", "components/pipe-breadcrumb", "components/with-breaks"]),
      "src/shared/schemas/pipe",
    ],
  },
  {
    name: "reverse-endpoints",
    modules: under("src/features/reverse-endpoints/", ["model/reverse-endpoint-labels", "components/reverse-endpoint-status-badge"]),
  },
  {
    name: "editing",
    modules: [
      ...under("src/ui/", ["confirm-dialog", "modal-dialog", "restored-draft-note", "use-resend-offer", "focus-when-settled", "unsaved-changes", "text-field", "unreadable-items", "form-draft", "focus-safe-button", "form-error-notes"]),
      ...under("src/lib/", ["use-search-writer", "search-params"]),
      `${QUERY_CORE}mutationObserver`,
      `${REACT_QUERY}useMutation`,
    ],
  },
];

const HASH_LENGTH = 6;

export default defineConfig(({ command }) => ({
  plugins: [react(), consoleApi(), uplotLazyIntl(), sourceMapsOutsideClient(), precompressAssets(), chunkGroupsHeld(CHUNK_GROUPS, PROJECT_ROOT), entryStylesheetNotPreloaded()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      oneReactDraggable,
      ...(command === "build" ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: `${buildDir}/client`,
    emptyOutDir: true,
    sourcemap: "hidden",
    manifest: true,
    target: "es2022",
    // Every browser this console supports follows <link rel="modulepreload"> (Chrome 66, Firefox 115,
    // Safari 17); one that does not still loads the same modules through their imports, only later.
    // The polyfill would cost the first page 0.3 KB of gzip for nothing in all of them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The console (index.html, src/main.tsx), and the small script that sends a page's first API
      // requests before the console's code has run (src/first-requests.ts; the server names it in a page).
      input: { index: "index.html", "first-requests": "src/first-requests.ts" },
      output: {
        postBanner: compileHint,
        // Six characters of hash (36 bits; webpack's usual [contenthash:8] in hex has 32), not eight:
        // the entry names every lazy chunk in its preload lists, and random characters do not compress.
        // That is 120 bytes of the first page's gzip, which stays within its 115 KB.
        entryFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
        chunkFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
        assetFileNames: `assets/[name]-[hash:${HASH_LENGTH}][extname]`,
        codeSplitting: {
          // Few chunks per page: a cold load over HTTP/1.1 gets six connections, so twenty small chunks
          // cost rounds of requests one after another (Lighthouse's "critical request chains").
          includeDependenciesRecursively: false,
          groups: chunkGroups(CHUNK_GROUPS, PROJECT_ROOT),
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
          // Stylesheets stay empty in tests, but for those read as text (src/ui/type-scale.test.ts).
          css: { include: [/\.css\?raw$/] },
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
    ],
  },
}));
