import { DASHBOARD_API_BASE, MANAGEMENT_API_BASE } from "@/shared/server-paths";
import { ApiError, type ApiName } from "./api-error";
import { getCredentials, type Credentials } from "./credentials-store";
import { reportUnauthorized } from "./unauthorized";

/**
 * The wire: auth header per API, fetch, and every failure turned into an ApiError.
 * Deliberately free of zod so the connect page can check a key without loading the schemas.
 */

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Use these instead of the stored ones (the connect page checks credentials before keeping them). */
  credentials?: Credentials;
}

export interface RawResponse {
  body: unknown;
  requestId: string | undefined;
  status: number;
}

function authorization(api: ApiName, credentials: Credentials): string {
  if (api === "dashboard") return `Bearer ${credentials.dashboardToken}`;
  const bytes = new TextEncoder().encode(`${credentials.keyId}:${credentials.keySecret}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** Sends one request and returns the parsed JSON body of a 2xx answer; throws ApiError otherwise. */
export async function send(api: ApiName, path: string, options: RequestOptions = {}): Promise<RawResponse> {
  const credentials = options.credentials ?? getCredentials();
  if (!credentials) {
    throw reportUnauthorized(
      new ApiError({ kind: "http", api, status: 401, code: "UNAUTHORIZED", message: "Not connected: enter your API key first." }),
    );
  }
  const headers: Record<string, string> = { Accept: "application/json", Authorization: authorization(api, credentials) };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(`${api === "management" ? MANAGEMENT_API_BASE : DASHBOARD_API_BASE}${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      // The console's session cookie (CONSOLE_ACCESS_TOKEN) goes along; the proxy never forwards it.
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ kind: "network", api, message: "The server could not be reached. Check your connection and try again.", cause });
  }

  const text = await response.text();
  const requestId = response.headers.get("X-Request-Id") ?? undefined;
  if (!response.ok) {
    const error = errorFromResponse(api, response, text, requestId);
    // A key being tried on the connect page is not the session's key: its 401 is just an answer.
    throw error.isUnauthorized && !options.credentials ? reportUnauthorized(error) : error;
  }
  if (text === "") return { body: {}, requestId, status: response.status };
  try {
    return { body: JSON.parse(text), requestId, status: response.status };
  } catch (cause) {
    throw new ApiError({ kind: "shape", api, status: response.status, requestId, message: "The server answered with something that is not JSON.", cause });
  }
}

function field(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** Management errors: `{status, requestId, error: "CODE: message"}`; dashboard: `{message}` or plain text (gaps.md). */
export function errorFromResponse(api: ApiName, response: Response, text: string, headerRequestId: string | undefined): ApiError {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the real dashboard API answers 401 and 404 as plain text.
  }
  const base = { kind: "http" as const, api, status: response.status };
  const bodyRequestId = field(json, "requestId");
  const requestId = typeof bodyRequestId === "string" ? bodyRequestId : headerRequestId;
  const error = field(json, "error");
  if (typeof error === "string") {
    const match = /^([A-Z][A-Z_]*):\s*(.*)$/s.exec(error);
    return new ApiError({ ...base, code: match?.[1], message: match?.[2] || error, requestId });
  }
  const message = field(json, "message");
  if (typeof message === "string") return new ApiError({ ...base, message, requestId });
  const plain = text.trim().slice(0, 300);
  return new ApiError({
    ...base,
    message: plain && !plain.startsWith("<") ? plain : `The server answered ${response.status} ${response.statusText}`.trim(),
    requestId,
  });
}
