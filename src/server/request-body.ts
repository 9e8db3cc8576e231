import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "../shared/zod";
import { HttpError, badRequest, describeZodError } from "./http-errors";

/** 1 MiB: a 500-tile dashboard is far below it; anything bigger is a mistake or an attack. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Far deeper than any body of the APIs (a dashboard body nests 5 levels). JSON.parse has no limit
 * of its own, and a value nested thousands deep breaks JSON.stringify later, on every read and write.
 */
export const MAX_JSON_DEPTH = 32;

const tooLarge = () => new HttpError(413, `request body must be at most ${MAX_BODY_BYTES} bytes`);

/** Whether arrays and objects nest deeper than `limit` in JSON text; brackets inside strings do not count. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i += 1; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Hono's body limit, for every request: a declared Content-Length over the limit is refused
 * before anything is read, and a chunked body is counted as it arrives. The 413 goes through the
 * app's error handler, which answers in the API's shape and closes the connection.
 */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

/** The body's bytes; limitBody, mounted ahead of every route, has made sure there are not too many. */
export async function readBody(c: Context): Promise<Uint8Array> {
  return new Uint8Array(await c.req.arrayBuffer());
}

/** `application/json`, `application/merge-patch+json`, with or without parameters. */
export function isJsonContentType(value: string | undefined): boolean {
  if (value === undefined) return false;
  const mediaType = value.split(";")[0]?.trim().toLowerCase() ?? "";
  return mediaType === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The JSON body: 415 when it is not declared JSON, 413 when too big, 400 when it does not parse or nests too deep. */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!isJsonContentType(c.req.header("Content-Type"))) {
    throw new HttpError(415, "request body must be JSON (Content-Type: application/json)");
  }
  const bytes = await readBody(c);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw badRequest("request body is not valid UTF-8");
  }
  if (text.trim() === "") throw badRequest("request body is empty; a JSON object is required");
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw badRequest(`request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("request body is not valid JSON");
  }
}

/**
 * The JSON body parsed by a shared schema; a problem becomes a 400 naming the field (the first
 * problem, unless `describe` names them all: see describeZodIssues).
 */
export async function parseJsonBody<T extends z.ZodMiniType>(
  c: Context, schema: T, describe: (error: z.core.$ZodError) => string = describeZodError,
): Promise<z.output<T>> {
  const body = await readJsonBody(c);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(describe(parsed.error));
  return parsed.data;
}
