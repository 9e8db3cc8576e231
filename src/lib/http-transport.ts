import { ApiError, type ApiName } from "./api-error";
import { apiRequest, type ApiRequestInit } from "./api-request";
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
  /** Sends it instead of `fetch` (the queries: one that takes an answer asked for early, early-answers.ts). */
  fetch?: (url: string, init: ApiRequestInit) => Promise<Response>;
  /** A POST that changes nothing (the series query): one that failed is simply asked again. */
  reads?: boolean;
}

export interface RawResponse {
  body: unknown;
  requestId: string | undefined;
  status: number;
}

/**
 * How long one request may take, answer body included, before it is abandoned. Far longer than the
 * largest answer a page asks for (5,000 pipes, 11 MB: about 0.2 s from the emulator, `npm run bench`),
 * so a slow link still gets it; shorter than the upstream proxy's 30 s wait for a head; and short
 * enough that a person still waiting is told something. A caller's own signal (TanStack Query
 * cancelling) still ends it sooner.
 */
export const REQUEST_TIME_LIMIT_MS = 20_000;

/** The caller's signal combined with the time limit; `timedOut` tells the two apart. Timers, not AbortSignal.timeout, so fake clocks drive it. */
function timeLimited(caller: AbortSignal | undefined, limitMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    // The flag, not the abort's reason, makes it a timeout error (send).
    timedOut = true;
    controller.abort();
  }, limitMs);
  const onCallerAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) onCallerAbort();
  else caller?.addEventListener("abort", onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener("abort", onCallerAbort);
    },
  };
}

/** A write abandoned on its way may still have been made: the user is told to look before sending it again. */
const afterAFailure = (writes: boolean) => (writes ? "The change may or may not have been made: check before sending it again." : "Try again.");

/**
 * `Retry-After` (RFC 9110): a number of seconds or an HTTP date. Milliseconds from `now`, or
 * undefined when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month; anything else ("-3", "soon") is not one.
  const date = /[A-Za-z]{3}/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** What a request sent while the console holds no key says (the reconnect dialog, open then, says why). */
const NOT_CONNECTED_MESSAGE = "Not connected: reconnect to load or save anything.";

/** Sends one request and returns the parsed JSON body of a 2xx answer; throws ApiError otherwise. */
export async function send(api: ApiName, path: string, options: RequestOptions = {}): Promise<RawResponse> {
  const credentials = options.credentials ?? getCredentials();
  // Most often the key was just refused, and forgotten, by an earlier request (the reconnect dialog
  // is open): the message must not suggest that this request's key was the wrong one.
  if (!credentials) {
    throw reportUnauthorized(
      new ApiError({ kind: "http", api, status: 401, code: "UNAUTHORIZED", message: NOT_CONNECTED_MESSAGE }),
    );
  }
  const method = options.method ?? "GET";
  const writes = method !== "GET" && !options.reads;
  const limit = timeLimited(options.signal, REQUEST_TIME_LIMIT_MS);
  const { url, init } = apiRequest(api, path, credentials, { method, body: options.body, signal: limit.signal });

  let response: Response | undefined;
  let text: string;
  try {
    response = await (options.fetch ?? fetch)(url, init);
    // Inside the time limit too: a server may send its head and then fall silent.
    text = await response.text();
  } catch (cause) {
    const timedOut = limit.timedOut();
    // A caller's own cancel stays as it is (TanStack Query knows it).
    if (options.signal?.aborted && !timedOut) throw cause;
    throw new ApiError({
      kind: timedOut ? "timeout" : "network",
      api,
      // Once the head has come, the server was reached: its request id is there to quote. Not its
      // status: "HTTP 200" beside a failure would mislead.
      requestId: response?.headers.get("X-Request-Id") ?? undefined,
      message: timedOut
        ? `The server did not answer within ${REQUEST_TIME_LIMIT_MS / 1000} seconds. ${afterAFailure(writes)}`
        : response
          ? `The server's answer was cut off. ${afterAFailure(writes)}`
          : "The server could not be reached. Check your connection and try again.",
      cause,
    });
  } finally {
    limit.done();
  }

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

/** The request id a user can quote: the body's (management API), else the `X-Request-Id` header's. */
export function requestIdOf(body: unknown, headerRequestId: string | undefined): string | undefined {
  const bodyRequestId = field(body, "requestId");
  return typeof bodyRequestId === "string" ? bodyRequestId : headerRequestId;
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
  const base = {
    kind: "http" as const,
    api,
    status: response.status,
    retryAfterMs: response.status === 429 ? retryAfterMs(response.headers.get("Retry-After")) : undefined,
  };
  const requestId = requestIdOf(json, headerRequestId);
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
