import { z } from "@/shared/zod";
import { dashboardEnvelope, managementEnvelope } from "@/shared/schemas/envelope";
import { formatIssuePath } from "@/shared/schemas/issue-path";
import { ApiError, type ApiName } from "./api-error";
import { fetchOrTakeEarly } from "./early-answers";
import { requestIdOf, send, type RequestOptions } from "./http-transport";
import { parseItems, type ItemList } from "./item-list";

export type { RequestOptions } from "./http-transport";

/** A page's first reads may have been sent before its code ran: those take the answer on its way (early-answers.ts). */
const sendManagement = (path: string, options: RequestOptions) => send("management", path, { fetch: fetchOrTakeEarly, ...options });

/** `GET|POST|… /v1{path}`: unwraps `{status, requestId, result}` and parses `result` with `schema`. */
export async function managementRequest<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await sendManagement(path, options);
  return parse("management", managementEnvelope(schema), response.body, response.requestId).result as z.output<S>;
}

/**
 * A management list: the envelope and `result` being an array are parsed as a whole, then each item
 * on its own with `itemSchema`, so an item the console cannot read is noted instead of hiding the rest;
 * in slices, so a list of thousands does not hold the main thread (item-list.ts).
 */
export async function managementListRequest<S extends z.ZodMiniType>(
  path: string,
  itemSchema: S,
  options: RequestOptions = {},
): Promise<ItemList<z.output<S>>> {
  const response = await sendManagement(path, options);
  const { result } = parse("management", managementEnvelope(z.array(z.unknown())), response.body, response.requestId);
  return parseItems(result, itemSchema, "result", requestIdOf(response.body, response.requestId), { signal: options.signal });
}

/** A management call whose answer carries no `result` (a DELETE answers `{status, requestId}`). */
export async function managementCommand(path: string, options: RequestOptions = {}): Promise<void> {
  await sendManagement(path, options);
}

/** `… /api/v2{path}` with the bearer token: unwraps `{data}` and parses it with `schema`. */
export async function dashboardRequest<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await send("dashboard", path, options);
  return parse("dashboard", dashboardEnvelope(schema), response.body, response.requestId).data as z.output<S>;
}

/** A dashboard API answer that carries more than `data` (the series query's `meta`): the whole body, parsed with `schema`. */
export async function dashboardRequestBody<S extends z.ZodMiniType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  const response = await send("dashboard", path, options);
  return parse("dashboard", schema, response.body, response.requestId);
}

/** The trust boundary: a body the console does not understand becomes a named error here, not deep in a component. */
function parse<S extends z.ZodMiniType>(api: ApiName, schema: S, body: unknown, headerRequestId: string | undefined): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = formatIssuePath(issue?.path ?? []);
  throw new ApiError({
    kind: "shape",
    api,
    status: 200,
    requestId: requestIdOf(body, headerRequestId),
    path,
    message: `The server's answer has a shape this console does not understand at ${path || "the top level"}: ${issue?.message ?? "invalid"}.`,
    cause: result.error,
  });
}
