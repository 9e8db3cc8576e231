import type { MiddlewareHandler } from "hono";
import { isUnsafeCharCode } from "../shared/schemas/text-rules";
import type { AppEnv } from "./app-env";

/**
 * Control characters (C0, DEL, C1), line separators, direction controls and lone surrogates as
 * `\xNN` or `\uNNNN` (and a backslash as two): a path holding `%0d%0a` must not start a forged line in the log, and
 * one holding U+202E must not reorder what a reader of the log sees.
 */
export function escapeForLog(text: string): string {
  let escaped = "";
  // By code point, so a surrogate pair stays one character and a lone surrogate is escaped.
  for (const char of text) {
    const code = char.charCodeAt(0);
    const lone = char.length === 1 && code >= 0xd800 && code <= 0xdfff;
    if (char === "\\") escaped += "\\\\";
    else if (lone || (char.length === 1 && isUnsafeCharCode(code))) {
      escaped += code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
    } else escaped += char;
  }
  return escaped;
}

/** A request id as long as a uuid and more; an upstream's own could be anything. */
const MAX_LOGGED_ID_LENGTH = 64;

/**
 * One line per request: method, path, status, milliseconds, the request id the answer carries (the
 * one a user quotes from the console's error) and, for the server's own errors in place of an
 * upstream's answer, why. Never the query string, headers or body, so credentials and secrets
 * cannot end up in a log.
 */
export function accessLog(write: (line: string) => void = console.log): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const id = c.res.headers.get("X-Request-Id");
    const failure = c.get("failure");
    write(
      `${escapeForLog(c.req.method)} ${escapeForLog(c.req.path)} ${c.res.status} ${ms}ms` +
        (id ? ` request ${escapeForLog(id.slice(0, MAX_LOGGED_ID_LENGTH))}` : "") +
        (failure ? `: ${escapeForLog(failure)}` : ""),
    );
  };
}
