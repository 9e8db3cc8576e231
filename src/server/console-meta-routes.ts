import { Hono } from "hono";
import type { ConsoleConfig } from "../shared/schemas/console-config";
import type { AppEnv } from "./app-env";

export type ServerMode = ConsoleConfig["mode"];

/** /healthz and /console-config.json: no credentials needed. */
export function consoleMetaRoutes(config: ConsoleConfig): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/healthz", (c) => c.json({ ok: true, mode: config.mode }));
  routes.get("/console-config.json", (c) => c.json(config));
  return routes;
}
