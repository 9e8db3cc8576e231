import { Hono, type Context } from "hono";
import { errorResponse } from "./api-responses";
import type { AppEnv } from "./app-env";
import { ConfigError } from "./config-error";
import { readLimitedBody } from "./request-body";

export interface UpstreamConfig {
  managementUrl: URL;
  dashboardUrl: URL | null;
  /** Basic credentials the server adds to /v1 requests in place of the browser's. */
  keyId: string | null;
  keySecret: string | null;
  /** Bearer token the server adds to /api/v2 requests in place of the browser's. */
  dashboardToken: string | null;
  timeoutMs: number;
}

function baseUrl(env: NodeJS.ProcessEnv, name: string): URL | null {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new ConfigError(`${name} must be an http(s) URL`);
  if (url.search !== "" || url.hash !== "") throw new ConfigError(`${name} must not have a query or fragment`);
  return url;
}

const setting = (env: NodeJS.ProcessEnv, name: string) => (env[name] === undefined || env[name] === "" ? null : env[name]);

/** Upstream mode is on when MANAGEMENT_API_URL is set. */
export function upstreamConfigFromEnv(env: NodeJS.ProcessEnv): UpstreamConfig | null {
  const managementUrl = baseUrl(env, "MANAGEMENT_API_URL");
  if (managementUrl === null) return null;
  const timeout = Number(env.UPSTREAM_TIMEOUT_MS ?? 30000);
  if (!Number.isSafeInteger(timeout) || timeout <= 0) throw new ConfigError("UPSTREAM_TIMEOUT_MS must be a positive whole number");
  return {
    managementUrl,
    dashboardUrl: baseUrl(env, "DASHBOARD_API_URL"),
    keyId: setting(env, "UPSTREAM_KEY_ID"),
    keySecret: setting(env, "UPSTREAM_KEY_SECRET"),
    dashboardToken: setting(env, "UPSTREAM_DASHBOARD_TOKEN"),
    timeoutMs: timeout,
  };
}

/** A base URL without user info, for start-up lines and error messages. */
export function displayUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, "")}`;
}

/** The credentials the server adds, if any; otherwise the browser's header goes through. */
function authorizationFor(config: UpstreamConfig, api: "management" | "dashboard", given: string | undefined) {
  if (api === "management" && config.keyId !== null && config.keySecret !== null) {
    return `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
  }
  if (api === "dashboard" && config.dashboardToken !== null) return `Bearer ${config.dashboardToken}`;
  return given;
}

/** Headers that go upstream: nothing else, so no cookie or client detail leaks to the service. */
const FORWARDED_REQUEST_HEADERS = ["Content-Type", "Accept"] as const;
/** Headers that come back. Retry-After too, so a 429 still tells the console when to retry. */
const RETURNED_RESPONSE_HEADERS = ["Content-Type", "X-Request-Id", "Retry-After"] as const;

async function forward(c: Context<AppEnv>, config: UpstreamConfig, base: URL, api: "management" | "dashboard") {
  const incoming = new URL(c.req.url);
  const target = `${base.origin}${base.pathname.replace(/\/$/, "")}${incoming.pathname}${incoming.search}`;
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  const authorization = authorizationFor(config, api, c.req.header("Authorization"));
  if (authorization !== undefined) headers.set("Authorization", authorization);
  const method = c.req.method;
  const body = method === "GET" || method === "HEAD" ? undefined : await readLimitedBody(c.req.raw);

  let upstream: Response;
  let payload: ArrayBuffer;
  try {
    // redirect "manual": a redirect must not carry the credentials to another address.
    upstream = await fetch(target, { method, headers, body, redirect: "manual", signal: AbortSignal.timeout(config.timeoutMs) });
    payload = await upstream.arrayBuffer();
  } catch (error) {
    const reason = (error as Error).name === "TimeoutError" ? `did not answer within ${config.timeoutMs} ms` : "could not be reached";
    return errorResponse(c, 502, `the upstream ${api} API at ${displayUrl(base)} ${reason}`);
  }
  const responseHeaders = new Headers();
  for (const name of RETURNED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) responseHeaders.set(name, value);
  }
  const noBody = upstream.status === 204 || upstream.status === 304 || method === "HEAD";
  return new Response(noBody ? null : payload, { status: upstream.status, headers: responseHeaders });
}

/** Upstream mode: /v1 to MANAGEMENT_API_URL, /api/v2 to DASHBOARD_API_URL, the full path kept. */
export function upstreamRoutes(config: UpstreamConfig): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.all("/v1/*", (c) => forward(c, config, config.managementUrl, "management"));
  routes.all("/api/v2/*", (c) => {
    if (config.dashboardUrl === null) {
      return errorResponse(c, 503, "the dashboard API is not configured on this console server (set DASHBOARD_API_URL)");
    }
    return forward(c, config, config.dashboardUrl, "dashboard");
  });
  return routes;
}
