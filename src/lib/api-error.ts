/** Which API answered: they differ in auth, envelope and error body (gaps.md). */
export type ApiName = "management" | "dashboard";

export type ApiErrorKind =
  /** The server answered with a non-2xx status. */
  | "http"
  /** No answer: offline, DNS, connection refused, aborted by the network. */
  | "network"
  /** No answer within the console's time limit: the request was abandoned. */
  | "timeout"
  /** A 2xx answer whose body the console does not understand. */
  | "shape";

interface ApiErrorInit {
  kind: ApiErrorKind;
  api: ApiName;
  message: string;
  status?: number;
  code?: string;
  requestId?: string;
  /** For "shape" errors: the path in the body that failed to parse, e.g. `result[3].state`. */
  path?: string;
  /** For a 429: how long the server asked to wait before the next request (`Retry-After`), in ms. */
  retryAfterMs?: number;
  cause?: unknown;
}

/** The one error type the console's data layer throws: every failure a user may need to quote. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly api: ApiName;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly requestId: string | undefined;
  readonly path: string | undefined;
  readonly retryAfterMs: number | undefined;
  /** When the failure was seen (epoch ms), so a wait the server asked for can be counted down. */
  readonly at: number;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = "ApiError";
    this.kind = init.kind;
    this.api = init.api;
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.path = init.path;
    this.retryAfterMs = init.retryAfterMs;
    this.at = Date.now();
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }

  /**
   * Worth retrying on its own: the network, the server's own failures, rate limiting. Not a
   * timeout: the user has already waited the whole time limit, and decides whether to wait again.
   */
  get isTransient(): boolean {
    return this.kind === "network" || this.isRateLimited || (this.status !== undefined && this.status >= 500);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message that is only a class name ("CancelledError", "AbortError") tells a person nothing. */
const CLASS_NAME = /^[A-Z][A-Za-z]*(Error|Exception)$/;

/** A sentence for any thrown value, for places that show errors to people: never a programmer's class name. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // Any error-like value (a DOMException is not always an Error).
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") {
    const name = "name" in error && typeof error.name === "string" ? error.name : "";
    // TanStack Query's CancelledError and the browser's AbortError: a request stopped before its answer.
    if (name === "AbortError" || name === "CancelledError" || error.message === "CancelledError") {
      return "The request was stopped before the server answered. Try again.";
    }
    const message = error.message.trim();
    return message === "" || CLASS_NAME.test(message) || message === name ? "Something went wrong in the console. Try again." : message;
  }
  return typeof error === "string" && error !== "" ? error : "Something went wrong.";
}
