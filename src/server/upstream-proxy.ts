import { Hono, type Context } from "hono";
import { DASHBOARD_API_BASE, MANAGEMENT_API_BASE } from "../shared/server-paths";
import { escapeForLog } from "./access-log";
import { HttpError } from "./http-errors";
import { errorResponse } from "./api-responses";
import type { AppEnv } from "./app-env";
import { isJsonContentType, readBody } from "./request-body";
import type { ServerEnv } from "./server-env";
import { UpstreamUnavailable, callUpstream, streamBody } from "./upstream-call";

export interface UpstreamConfig {
  managementUrl: URL;
  dashboardUrl: URL | null;
  /** Basic credentials the server adds to /v1 requests in place of the browser's. */
  keyId: string | null;
  keySecret: string | null;
  /** Bearer token the server adds to /api/v2 requests in place of the browser's. */
  dashboardToken: string | null;
  /** Until the upstream's status and headers arrive (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  /** Longest silence between two chunks of an answer being streamed (UPSTREAM_IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number;
}

/** Upstream mode is on when MANAGEMENT_API_URL is set. */
export function upstreamConfig(env: ServerEnv): UpstreamConfig | null {
  if (env.MANAGEMENT_API_URL === null) return null;
  return {
    managementUrl: env.MANAGEMENT_API_URL,
    dashboardUrl: env.DASHBOARD_API_URL,
    keyId: env.UPSTREAM_KEY_ID ?? null,
    keySecret: env.UPSTREAM_KEY_SECRET ?? null,
    dashboardToken: env.UPSTREAM_DASHBOARD_TOKEN ?? null,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    idleTimeoutMs: env.UPSTREAM_IDLE_TIMEOUT_MS,
  };
}

/** A base URL without user info, for start-up lines and error messages. */
export function displayUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, "")}`;
}

type Api = "management" | "dashboard";

/** The credentials the server adds, if any; otherwise the browser's header goes through. */
function authorizationFor(config: UpstreamConfig, api: Api, given: string | undefined) {
  if (api === "management" && config.keyId !== null && config.keySecret !== null) {
    return `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
  }
  if (api === "dashboard" && config.dashboardToken !== null) return `Bearer ${config.dashboardToken}`;
  return given;
}

/**
 * Headers that go upstream: nothing else, so no cookie or client detail leaks to the service.
 * Accept-Encoding too: the answer comes back in an encoding the browser itself asked for.
 */
const FORWARDED_REQUEST_HEADERS = ["Content-Type", "Accept", "Accept-Encoding"] as const;
/**
 * Headers that come back. Retry-After too, so a 429 still tells the console when to retry; the
 * encoding and length as the upstream sent them, since the bytes pass through untouched.
 */
const RETURNED_RESPONSE_HEADERS = ["Content-Type", "Content-Encoding", "Content-Length", "X-Request-Id", "Retry-After"] as const;

/**
 * The body to forward. One that is not JSON is refused: the APIs take only JSON, and a cross-site
 * form can send text/plain without asking, which must never go out with a server-held key.
 */
async function forwardedBody(c: Context<AppEnv>): Promise<Uint8Array | undefined> {
  if (c.req.method === "GET" || c.req.method === "HEAD") return undefined;
  const body = await readBody(c);
  if (body.byteLength > 0 && !isJsonContentType(c.req.header("Content-Type"))) {
    throw new HttpError(415, "request body must be JSON (Content-Type: application/json)");
  }
  return body;
}

async function forward(c: Context<AppEnv>, config: UpstreamConfig, base: URL, api: Api): Promise<Response> {
  // What comes back passes through as it is: never decoded, never (re)compressed.
  c.set("proxied", true);
  const incoming = new URL(c.req.url);
  const target = new URL(`${base.origin}${base.pathname.replace(/\/$/, "")}${incoming.pathname}${incoming.search}`);
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  const authorization = authorizationFor(config, api, c.req.header("Authorization"));
  if (authorization !== undefined) headers.Authorization = authorization;
  const method = c.req.method;
  const body = await forwardedBody(c);

  let upstream;
  try {
    // node:http follows no redirect, so one cannot carry the credentials to another address.
    upstream = await callUpstream(target, { method, headers, body, firstByteTimeoutMs: config.timeoutMs, signal: c.req.raw.signal });
  } catch (error) {
    const reason = error instanceof UpstreamUnavailable ? error.reason : "could not be reached";
    return failed(c, `the upstream ${api} API at ${displayUrl(base)} ${reason}`);
  }
  const status = upstream.statusCode ?? 0;
  if (status < 200 || status > 599) {
    upstream.destroy();
    return failed(c, `the upstream ${api} API at ${displayUrl(base)} answered with status ${status}`);
  }
  const responseHeaders = new Headers();
  for (const name of RETURNED_RESPONSE_HEADERS) {
    const value = upstream.headers[name.toLowerCase()];
    if (typeof value === "string") responseHeaders.set(name, value);
  }
  if (status === 204 || status === 304 || method === "HEAD") {
    upstream.resume();
    return new Response(null, { status, headers: responseHeaders });
  }
  const what = `the upstream ${api} API's answer to ${method} ${escapeForLog(c.req.path)}`;
  return new Response(streamBody(upstream, config.idleTimeoutMs, what), { status, headers: responseHeaders });
}

/** A 502 of the proxy's own, its reason also kept for the access log (which has the request id to match). */
function failed(c: Context<AppEnv>, message: string): Response {
  c.set("failure", message);
  return errorResponse(c, 502, message);
}

/** Upstream mode: /v1 to MANAGEMENT_API_URL, /api/v2 to DASHBOARD_API_URL, the full path kept. */
export function upstreamRoutes(config: UpstreamConfig): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.all(`${MANAGEMENT_API_BASE}/*`, (c) => forward(c, config, config.managementUrl, "management"));
  routes.all(`${DASHBOARD_API_BASE}/*`, (c) => {
    if (config.dashboardUrl === null) {
      return errorResponse(c, 503, "the dashboard API is not configured on this console server (set DASHBOARD_API_URL)");
    }
    return forward(c, config, config.dashboardUrl, "dashboard");
  });
  return routes;
}
