import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { HttpError } from "./http-errors";
import type { AppEnv } from "./app-env";

/**
 * Compares digests so that neither the content nor the length of the secret leaks
 * through how long the comparison takes.
 */
export function constantTimeEqual(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The credentials part of `Authorization: <scheme> <credentials>`, scheme case-insensitive. */
function credentialsFor(header: string | undefined, scheme: string): string | undefined {
  if (header === undefined) return undefined;
  const match = /^(\S+)\s+(\S+)\s*$/.exec(header);
  if (match === null || match[1]?.toLowerCase() !== scheme.toLowerCase()) return undefined;
  return match[2];
}

// No WWW-Authenticate header on purpose: with it, a browser's fetch would pop up its own
// login dialog over the console instead of letting the connect page handle the 401.

/** HTTP Basic with key id and key secret (management API). */
export function basicAuth(keyId: string, keySecret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const encoded = credentialsFor(c.req.header("Authorization"), "Basic");
    if (encoded === undefined) {
      throw new HttpError(401, "an Authorization header with HTTP Basic key id and key secret is required");
    }
    const decoded = Buffer.from(encoded, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    const givenId = colon < 0 ? decoded : decoded.slice(0, colon);
    const givenSecret = colon < 0 ? "" : decoded.slice(colon + 1);
    // Both halves are always compared so a wrong id takes as long as a wrong secret.
    const idMatches = constantTimeEqual(givenId, keyId);
    const secretMatches = constantTimeEqual(givenSecret, keySecret);
    if (!(idMatches && secretMatches)) {
      throw new HttpError(401, "the key id or key secret is wrong");
    }
    await next();
  };
}

/** Bearer token (dashboard API). */
export function bearerAuth(token: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = credentialsFor(c.req.header("Authorization"), "Bearer");
    if (given === undefined) {
      throw new HttpError(401, "Unauthorized: a Bearer token is required");
    }
    if (!constantTimeEqual(given, token)) {
      throw new HttpError(401, "Unauthorized: the token is wrong");
    }
    await next();
  };
}
