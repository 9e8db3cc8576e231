import type { z } from "zod";
import { formatIssuePath } from "../shared/schemas/issue-path";

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

/**
 * The first issue of a ZodError as "path: message", so a client can point at the field.
 * Messages in the shared schemas often start with the field name already ("name is required");
 * those get the full path in place of the bare name instead of saying the name twice.
 */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return "request body is invalid";
  const path = formatIssuePath(issue.path);
  const message = issue.message;
  if (path === "" || message.startsWith(path)) return message;
  const last = issue.path.at(-1);
  if (typeof last === "string" && message.startsWith(`${last} `)) {
    const parent = formatIssuePath(issue.path.slice(0, -1));
    return parent === "" ? message : `${parent}.${message}`;
  }
  return `${path}: ${message}`;
}
