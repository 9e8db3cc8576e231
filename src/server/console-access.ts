import { createHash, randomBytes } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "../shared/zod";
import type { AccessConfig } from "./access-config";
import { hostName } from "./access-config";
import { CONSOLE_SESSION_PATH, isApiPath } from "../shared/server-paths";
import { errorResponse, managementDeleted, managementOk } from "./api-responses";
import type { AppEnv } from "./app-env";
import { badRequest, HttpError } from "./http-errors";
import { constantTimeEqual } from "./auth";
import { parseJsonBody } from "./request-body";

export const SESSION_COOKIE = "console_session";
/** A session ends after this long whatever happens; closing the browser ends it sooner (no Max-Age). */
const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Sessions kept at most; the oldest goes first. Only holders of the token can open one. */
const MAX_SESSIONS = 10_000;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const sessionBodySchema = z.strictObject({
  accessToken: z.string({ error: "accessToken is required" }).check(
    z.minLength(1, "accessToken is required"),
    z.maxLength(1024, "accessToken must be at most 1024 characters"),
  ),
});

/** Sessions by the SHA-256 of their id (the id itself lives only in the browser's HttpOnly cookie). */
class SessionStore {
  private readonly expiries = new Map<string, number>();

  open(): string {
    const now = Date.now();
    for (const [key, expiresAt] of this.expiries) {
      if (expiresAt > now && this.expiries.size < MAX_SESSIONS) break;
      this.expiries.delete(key);
    }
    const id = randomBytes(32).toString("base64url");
    this.expiries.set(digest(id), now + SESSION_LIFETIME_MS);
    return id;
  }

  isValid(id: string | undefined): boolean {
    if (id === undefined) return false;
    const expiresAt = this.expiries.get(digest(id));
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  end(id: string | undefined): void {
    if (id !== undefined) this.expiries.delete(digest(id));
  }
}

const digest = (id: string) => createHash("sha256").update(id).digest("base64url");

/** Over https (directly, or behind a proxy that says so) the cookie is Secure. */
function isHttps(c: Context<AppEnv>): boolean {
  const forwarded = c.req.header("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
  return new URL(c.req.url).protocol === "https:" || forwarded === "https";
}

export interface ConsoleAccess {
  /** Host and Origin checks, for every request (403). */
  checkHostAndOrigin: MiddlewareHandler<AppEnv>;
  /** Open and end sessions: POST and DELETE /console-session. */
  routes: Hono<AppEnv>;
  /** With a token set: /v1 and /api without a valid session are a 401 in that API's shape. */
  requireSession: MiddlewareHandler<AppEnv>;
  /** For /console-config.json: whether a token is needed and whether this request has a session. */
  describe(c: Context<AppEnv>): { accessTokenRequired?: true; sessionActive?: boolean };
}

export function consoleAccess(config: AccessConfig): ConsoleAccess {
  const sessions = new SessionStore();
  const sessionOf = (c: Context<AppEnv>) => getCookie(c, SESSION_COOKIE);

  // A page of another site may not change anything here, and a name this server does not
  // know (DNS rebinding: evil.example resolving to 127.0.0.1) gets nothing at all.
  const checkHostAndOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
    const host = c.req.header("Host");
    if (host === undefined || !config.hosts.has(hostName(host))) {
      return errorResponse(c, 403, "this server does not answer to the name in the Host header; its operator can add it to CONSOLE_HOSTS");
    }
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("Origin");
      let originHost: string | undefined;
      try {
        originHost = origin === undefined ? undefined : hostName(new URL(origin).host);
      } catch {
        originHost = "";
      }
      if ((originHost !== undefined && !config.hosts.has(originHost)) || c.req.header("Sec-Fetch-Site") === "cross-site") {
        return errorResponse(c, 403, "a page of another site may not send this request");
      }
    }
    await next();
  };

  const routes = new Hono<AppEnv>();
  routes.post(CONSOLE_SESSION_PATH, async (c) => {
    if (config.token === null) throw badRequest("this console server has no access token (CONSOLE_ACCESS_TOKEN is not set)");
    const { accessToken } = await parseJsonBody(c, sessionBodySchema);
    if (!constantTimeEqual(accessToken, config.token)) throw new HttpError(401, "the console access token is wrong");
    sessions.end(sessionOf(c));
    setCookie(c, SESSION_COOKIE, sessions.open(), { path: "/", httpOnly: true, sameSite: "Strict", secure: isHttps(c) });
    return managementOk(c, { sessionActive: true });
  });
  routes.delete(CONSOLE_SESSION_PATH, (c) => {
    sessions.end(sessionOf(c));
    deleteCookie(c, SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "Strict", secure: isHttps(c) });
    return managementDeleted(c);
  });

  const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (config.token !== null && isApiPath(c.req.path) && !sessions.isValid(sessionOf(c))) {
      return errorResponse(c, 401, "a console session is required: enter the console access token on the connect page");
    }
    await next();
  };

  return {
    checkHostAndOrigin,
    routes,
    requireSession,
    describe: (c) => (config.token === null ? {} : { accessTokenRequired: true, sessionActive: sessions.isValid(sessionOf(c)) }),
  };
}
