import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { ConfigError } from "./config-error";
import { createServer, type ConsoleServer } from "./create-server";
import { DataFileError } from "./emulator/data-store";
import { parseServerEnv } from "./server-env";

/** How long an idle connection stays open for the next request: longer than a 60 s load balancer's. */
const KEEP_ALIVE_MS = 65_000;

/** The production entry: `node dist/server/main.js`. */
async function main(): Promise<void> {
  // The production entry logs requests unless told not to.
  const env = parseServerEnv({ ...process.env, LOG_REQUESTS: process.env.LOG_REQUESTS ?? "1" });
  const { HOST: host, PORT: port } = env;
  // The build puts this file at dist/server/main.js and the client at dist/client.
  const clientDir = env.CONSOLE_CLIENT_DIR ?? fileURLToPath(new URL("../client", import.meta.url));

  const consoleServer: ConsoleServer = await createServer(env, { serveClient: true, clientDir });
  const server = serve({ fetch: consoleServer.app.fetch, hostname: host, port }, (info) => {
    const shownHost = host.includes(":") ? `[${host}]` : host;
    console.log(`Console ready at http://${shownHost}:${info.port}`);
    for (const line of consoleServer.describe()) console.log(line);
    consoleServer.warmUp();
  });
  // Node closes an idle kept-alive connection after 5 s, sooner than clients and proxies stop reusing
  // one (a load balancer's 60 s, an HTTP client's pool): a request sent as the server closes it fails
  // with ECONNRESET. Longer than those, the server is not the side that closes first.
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.on("error", (error) => {
    console.error(`Cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    // Writes in flight finish first: an acknowledged change must be on disk.
    const force = setTimeout(() => process.exit(0), 5000);
    force.unref();
    server.close(() => {
      void consoleServer.close().finally(() => process.exit(0));
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataFileError) {
    console.error(error.message);
  } else {
    console.error("The console server could not start:", error);
  }
  process.exit(1);
});
