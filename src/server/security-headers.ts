import type { MiddlewareHandler } from "hono";
import { isServerPath } from "../shared/server-paths";
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

/**
 * Browser features the console never uses are off for it and anything it could embed. The
 * clipboard stays for the console's own origin: copy buttons write to it, and reading it back
 * (as the end-to-end tests do to check a copy) still needs the user's permission.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()", "autoplay=()", "camera=()", "display-capture=()", "encrypted-media=()", "fullscreen=()",
  "geolocation=()", "gyroscope=()", "hid=()", "idle-detection=()", "magnetometer=()", "microphone=()", "midi=()",
  "payment=()", "picture-in-picture=()", "publickey-credentials-get=()", "screen-wake-lock=()", "serial=()", "usb=()",
  "xr-spatial-tracking=()", "clipboard-read=(self)", "clipboard-write=(self)",
].join(", ");

/** Set after the handler so every answer gets them, errors and proxied answers included. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "no-referrer");
  headers.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  // No other window keeps a handle on the console's (window.opener), nor it on theirs.
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  // API answers carry tenant data and secrets: no browser or proxy may keep them.
  if (isServerPath(c.req.path)) headers.set("Cache-Control", "no-store");
};
