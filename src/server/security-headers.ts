import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/**
 * Only the console's own origin may load or receive anything. `style-src 'unsafe-inline'` is
 * there because React writes inline style attributes for react-grid-layout's tile positions.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const API_PREFIXES = ["/v1", "/api", "/healthz", "/console-config.json"];

function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Set after the handler so every answer gets them, errors and proxied answers included. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "no-referrer");
  headers.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  // API answers carry tenant data and secrets: no browser or proxy may keep them.
  if (isApiPath(c.req.path)) headers.set("Cache-Control", "no-store");
};
