import { z } from "../zod";

/** Management API success: `{status, requestId, result}`. */
export function managementEnvelope<T extends z.ZodMiniType>(result: T) {
  return z.looseObject({ status: z.number(), requestId: z.string(), result });
}

/** Management API error: `error` is "<CODE>: <message>" (gaps.md). */
export const managementErrorBody = z.looseObject({
  status: z.number(),
  requestId: z.optional(z.string()),
  error: z.string(),
});

/** Dashboard API success: `{data}`. */
export function dashboardEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.looseObject({ data });
}

/** Dashboard API error: `{message}`. */
export const dashboardErrorBody = z.looseObject({ message: z.string() });
