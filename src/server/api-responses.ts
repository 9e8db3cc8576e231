import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { HttpError } from "./http-errors";
import { ERROR_CODES, type ErrorStatus } from "./http-errors";
import { isApiPath, isDashboardApiPath } from "../shared/server-paths";
import type { AppEnv } from "./app-env";

function requestIdOf(c: Context<AppEnv>): string {
  return c.get("requestId") ?? randomUUID();
}

/** `{status: 200, requestId, result}` (api.md). */
export function managementOk(c: Context<AppEnv>, result: unknown) {
  return c.json({ status: 200, requestId: requestIdOf(c), result }, 200);
}

/** A DELETE answers without `result` (gaps.md). */
export function managementDeleted(c: Context<AppEnv>) {
  return c.json({ status: 200, requestId: requestIdOf(c) }, 200);
}

/** `{data}` (api.md, dashboard API). */
export function dashboardOk(c: Context<AppEnv>, data: unknown) {
  return c.json({ data }, 200);
}

/**
 * The error in the shape of the API the path belongs to. The real dashboard API answers
 * 401 and 404 as plain text, so the emulator does too: the console must cope with both.
 */
export function errorResponse(c: Context<AppEnv>, status: ErrorStatus, message: string): Response {
  if (isDashboardApiPath(c.req.path)) {
    if (status === 401 || status === 404) {
      return c.text(message, status);
    }
    return c.json({ message }, status);
  }
  return c.json({ status, requestId: requestIdOf(c), error: `${ERROR_CODES[status]}: ${message}` }, status);
}

export function httpErrorResponse(c: Context<AppEnv>, error: HttpError): Response {
  return errorResponse(c, error.status, error.message);
}

/** Unknown paths under the APIs answer in the API's own error shape, never with the SPA. */
export function notFoundResponse(c: Context<AppEnv>): Response {
  const path = c.req.path;
  if (isApiPath(path)) {
    return errorResponse(c, 404, `no such endpoint: ${c.req.method} ${path}`);
  }
  return c.text("Not Found", 404);
}
