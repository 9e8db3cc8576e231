import type { z } from "../shared/zod";
import { describeIssue } from "../shared/schemas/issue-path";

/** Status codes the APIs answer with, and the code word gaps.md puts in front of the message. */
export const ERROR_CODES = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_ERROR",
  502: "BAD_GATEWAY",
  503: "SERVICE_UNAVAILABLE",
} as const;
export type ErrorStatus = keyof typeof ERROR_CODES;

/** An error a handler throws on purpose; the app's onError turns it into the API's error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The first issue of a ZodError as "path: message" (the shared rule), so a client can point at the field. */
export function describeZodError(error: z.core.$ZodError): string {
  return describeIssue(error.issues[0]);
}

/** Every issue of a ZodError, each "path: message" as above, in one line: a client fixes them all at once. */
export function describeZodIssues(error: z.core.$ZodError): string {
  return error.issues.length === 0 ? describeIssue(undefined) : error.issues.map(describeIssue).join("; ");
}
