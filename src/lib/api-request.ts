import { DASHBOARD_API_BASE, MANAGEMENT_API_BASE } from "@/shared/server-paths";
import type { ApiName } from "./api-error";
import type { Credentials } from "./credentials-store";

/** A type, not an interface, so it is also a `Record<string, string>` (what fetch takes). */
export type ApiRequestHeaders = { Accept: string; Authorization: string; "Content-Type"?: string };
/** fetch's options, with headers the early answers can compare (early-answers.ts). */
export type ApiRequestInit = Omit<RequestInit, "headers"> & { headers: ApiRequestHeaders };

/**
 * One API request as the browser sends it: its URL and fetch options, the key as its header. The
 * transport (http-transport.ts) and the requests a page sends before its code has loaded
 * (early-answers.ts) build theirs here, so an early answer is one the transport would have asked for.
 */
export function apiRequest(
  api: ApiName,
  path: string,
  credentials: Credentials,
  options: { method: string; body?: unknown; signal?: AbortSignal },
): { url: string; init: ApiRequestInit } {
  const headers: ApiRequestHeaders = { Accept: "application/json", Authorization: authorization(api, credentials) };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  return {
    url: `${api === "management" ? MANAGEMENT_API_BASE : DASHBOARD_API_BASE}${path}`,
    init: {
      method: options.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      // The console's session cookie (CONSOLE_ACCESS_TOKEN) goes along; the proxy never forwards it.
      credentials: "same-origin",
      cache: "no-store",
    },
  };
}

function authorization(api: ApiName, credentials: Credentials): string {
  if (api === "dashboard") return `Bearer ${credentials.dashboardToken}`;
  const bytes = new TextEncoder().encode(`${credentials.keyId}:${credentials.keySecret}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}
