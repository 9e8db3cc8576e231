import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/**
 * A fresh uuid v4 for every answer, in the body's `requestId` and the `X-Request-Id` header
 * (gaps.md), so a user can quote it. A proxied answer keeps the upstream's id when it sent one.
 */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = randomUUID();
  c.set("requestId", id);
  await next();
  if (!c.res.headers.has("X-Request-Id")) {
    c.res.headers.set("X-Request-Id", id);
  }
};
