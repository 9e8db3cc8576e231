import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { requestId as honoRequestId } from "hono/request-id";
import type { AppEnv } from "./app-env";

/**
 * Hono's request id, as a fresh uuid v4 for every request (gaps.md). Its header handling is off
 * (headerName ""): it would take a client's own X-Request-Id as the id, and it sets the header
 * before the handler runs, which a proxied answer (a Response of its own) never carries.
 */
const newRequestId = honoRequestId({ headerName: "", generator: () => randomUUID() });

/**
 * The id in the body's `requestId` (c.var.requestId) and in the `X-Request-Id` header, so a user
 * can quote it. A proxied answer keeps the upstream's id when it sent one.
 */
export const requestId: MiddlewareHandler<AppEnv> = (c, next) =>
  newRequestId(c, async () => {
    await next();
    if (!c.res.headers.has("X-Request-Id")) c.res.headers.set("X-Request-Id", c.get("requestId"));
  });
