import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/**
 * One line per request: method, path, status, milliseconds. Never the query string, headers
 * or body, so credentials and secrets cannot end up in a log.
 */
export function accessLog(write: (line: string) => void = console.log): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    write(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
