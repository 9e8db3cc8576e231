import path from "node:path";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ConsoleConfig } from "../shared/schemas/console-config";
import { accessConfig } from "./access-config";
import { accessLog, escapeForLog } from "./access-log";
import { HttpError, ERROR_CODES, type ErrorStatus } from "./http-errors";
import { httpErrorResponse, errorResponse, notFoundResponse } from "./api-responses";
import type { AppEnv } from "./app-env";
import { compressAnswers } from "./compress-answers";
import { consoleAccess } from "./console-access";
import { consoleMetaRoutes, type ServerMode } from "./console-meta-routes";
import { createEmulator } from "./emulator/emulator-app";
import { emulatorConfig, usesDemoCredentials } from "./emulator/emulator-config";
import { limitBody } from "./request-body";
import { requestId } from "./request-id";
import { securityHeaders } from "./security-headers";
import { staticFiles } from "./static-files";
import { parseServerEnv, type ServerEnv } from "./server-env";
import { displayUrl, upstreamConfig, upstreamRoutes, type UpstreamConfig } from "./upstream-proxy";

export interface CreateServerOptions {
  /** Serve the built SPA (default true); the Vite dev server serves it itself. */
  serveClient?: boolean;
  /** Where the built SPA is; default CONSOLE_CLIENT_DIR, else ./dist/client. */
  clientDir?: string;
}

export interface ConsoleServer {
  app: Hono<AppEnv>;
  mode: ServerMode;
  /** Waits for data writes in flight. */
  close(): Promise<void>;
  /** Lines to print at start (main prints the URL itself). */
  describe(): string[];
  /** Work worth doing once listening, in the background (the emulator prepares its demo series data). */
  warmUp(): void;
}

/** Turns anything thrown into the API's error shape; bad input must never become a 500. */
function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof HttpError) {
    const response = httpErrorResponse(c, error);
    // The rest of a too-large body is never read, so the connection cannot carry another request.
    if (error.status === 413) response.headers.set("Connection", "close");
    return response;
  }
  if (error instanceof HTTPException && error.status in ERROR_CODES) {
    return errorResponse(c, error.status as ErrorStatus, error.message || ERROR_CODES[error.status as ErrorStatus]);
  }
  // Only the stack: request bodies and headers may hold secrets.
  console.error(`Unexpected error on ${c.req.method} ${escapeForLog(c.req.path)}:`, error.stack ?? error.message);
  return errorResponse(c, 500, `unexpected server error; quote request id ${c.get("requestId")}`);
}

function upstreamLines(config: UpstreamConfig): string[] {
  return [
    "Mode: upstream",
    `Management API: ${displayUrl(config.managementUrl)}`,
    `Dashboard API:  ${config.dashboardUrl === null ? "not configured (set DASHBOARD_API_URL)" : displayUrl(config.dashboardUrl)}`,
    config.keyId !== null && config.keySecret !== null
      ? "Credentials: the server adds the key from UPSTREAM_KEY_ID/UPSTREAM_KEY_SECRET"
      : "Credentials: each browser sends its own key",
  ];
}

/** The whole app (emulator or upstream proxy, plus the SPA) from environment variables; a ConfigError names what is wrong. */
export function createServerFromEnv(env: NodeJS.ProcessEnv, options: CreateServerOptions = {}): Promise<ConsoleServer> {
  return createServer(parseServerEnv(env), options);
}

/** The whole app from settings parsed by parseServerEnv. */
export async function createServer(env: ServerEnv, options: CreateServerOptions = {}): Promise<ConsoleServer> {
  const access = consoleAccess(accessConfig(env));
  const upstream = upstreamConfig(env);
  const app = new Hono<AppEnv>();
  if (env.LOG_REQUESTS) app.use(accessLog());
  app.use(requestId);
  app.use(securityHeaders);
  app.use(compressAnswers);
  app.use(access.checkHostAndOrigin);
  app.use(limitBody);
  app.route("/", access.routes);
  app.use(access.requireSession);

  let server: Omit<ConsoleServer, "app">;
  if (upstream === null) {
    const config = emulatorConfig(env);
    const emulator = await createEmulator(config);
    const { credentials } = config;
    // Custom EMULATOR_* values are never handed out: only the built-in demo key is offered.
    const consoleConfig: ConsoleConfig = usesDemoCredentials(credentials)
      ? { mode: "emulator", demoCredentials: { ...credentials } }
      : { mode: "emulator" };
    app.route("/", consoleMetaRoutes(consoleConfig, access.describe));
    app.route("/", emulator.routes);
    server = { mode: "emulator", close: emulator.close, describe: emulator.describe, warmUp: emulator.warmUp };
  } else {
    const config: ConsoleConfig = {
      mode: "upstream",
      credentialsProvided: upstream.keyId !== null && upstream.keySecret !== null,
      dashboardCredentialsProvided: upstream.dashboardToken !== null,
      dashboardApiConfigured: upstream.dashboardUrl !== null,
    };
    app.route("/", consoleMetaRoutes(config, access.describe));
    app.route("/", upstreamRoutes(upstream));
    server = { mode: "upstream", close: async () => undefined, describe: () => upstreamLines(upstream), warmUp: () => undefined };
  }

  if (options.serveClient !== false) {
    const clientDir = options.clientDir ?? env.CONSOLE_CLIENT_DIR ?? path.resolve("dist/client");
    app.route("/", staticFiles(clientDir));
  }
  app.notFound(notFoundResponse);
  app.onError(handleError);
  return { app, ...server };
}
