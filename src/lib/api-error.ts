/** Which API answered: they differ in auth, envelope and error body (gaps.md). */
export type ApiName = "management" | "dashboard";

export type ApiErrorKind =
  /** The server answered with a non-2xx status. */
  | "http"
  /** No answer: offline, DNS, connection refused, aborted by the network. */
  | "network"
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

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = "ApiError";
    this.kind = init.kind;
    this.api = init.api;
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.path = init.path;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** Worth retrying on its own: the network, the server's own failures, rate limiting. */
  get isTransient(): boolean {
    return this.kind === "network" || this.status === 429 || (this.status !== undefined && this.status >= 500);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A sentence for any thrown value, for places that show errors to people. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "Something went wrong.";
}
