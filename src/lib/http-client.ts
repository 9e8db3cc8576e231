import type { z } from "zod";
import { dashboardEnvelope, managementEnvelope } from "@/shared/schemas/envelope";
import { formatIssuePath } from "@/shared/schemas/issue-path";
import { ApiError, type ApiName } from "./api-error";
import { send, type RequestOptions } from "./http-transport";

export type { RequestOptions } from "./http-transport";

/** `GET|POST|… /v1{path}`: unwraps `{status, requestId, result}` and parses `result` with `schema`. */
export async function managementRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await send("management", path, options);
  return parse("management", managementEnvelope(schema), response.body, response.requestId).result as z.output<S>;
}

/** A management call whose answer carries no `result` (a DELETE answers `{status, requestId}`). */
export async function managementCommand(path: string, options: RequestOptions = {}): Promise<void> {
  await send("management", path, options);
}

/** `… /api/v2{path}` with the bearer token: unwraps `{data}` and parses it with `schema`. */
export async function dashboardRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await send("dashboard", path, options);
  return parse("dashboard", dashboardEnvelope(schema), response.body, response.requestId).data as z.output<S>;
}

/** A dashboard API answer that carries more than `data` (the series query's `meta`): the whole body, parsed with `schema`. */
export async function dashboardRequestBody<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  const response = await send("dashboard", path, options);
  return parse("dashboard", schema, response.body, response.requestId);
}

/** The trust boundary: a body the console does not understand becomes a named error here, not deep in a component. */
function parse<S extends z.ZodType>(api: ApiName, schema: S, body: unknown, headerRequestId: string | undefined): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = formatIssuePath(issue?.path ?? []);
  const bodyRequestId = typeof body === "object" && body !== null && "requestId" in body ? body.requestId : undefined;
  throw new ApiError({
    kind: "shape",
    api,
    status: 200,
    requestId: typeof bodyRequestId === "string" ? bodyRequestId : headerRequestId,
    path,
    message: `The server's answer has a shape this console does not understand at ${path || "the top level"}: ${issue?.message ?? "invalid"}.`,
    cause: result.error,
  });
}
