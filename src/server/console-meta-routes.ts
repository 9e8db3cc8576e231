import { Hono, type Context } from "hono";
import type { ConsoleConfig } from "../shared/schemas/console-config";
import { CONSOLE_CONFIG_PATH, HEALTH_PATH } from "../shared/server-paths";
import type { AppEnv } from "./app-env";

export type ServerMode = ConsoleConfig["mode"];

/** /healthz and /console-config.json: no credentials needed. `perRequest` adds what depends on the caller (its session). */
export function consoleMetaRoutes(config: ConsoleConfig, perRequest: (c: Context<AppEnv>) => object = () => ({})): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(HEALTH_PATH, (c) => c.json({ ok: true, mode: config.mode }));
  routes.get(CONSOLE_CONFIG_PATH, (c) => c.json({ ...config, ...perRequest(c) }));
  return routes;
}
