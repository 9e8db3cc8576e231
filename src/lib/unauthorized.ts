import type { ApiError } from "./api-error";

let handler: ((error: ApiError) => void) | undefined;

/** The app decides what a 401 means for navigation; the HTTP client only reports it. */
export function setUnauthorizedHandler(next: ((error: ApiError) => void) | undefined): void {
  handler = next;
}

export function reportUnauthorized(error: ApiError): ApiError {
  handler?.(error);
  return error;
}
