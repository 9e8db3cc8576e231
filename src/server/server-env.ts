import path from "node:path";
import { z } from "../shared/zod";
import { isLoopback } from "./access-config";
import { ConfigError } from "./config-error";

/** Long enough that guessing it over the network is hopeless; `openssl rand -hex 32` gives 64. */
const MIN_ACCESS_TOKEN_LENGTH = 16;

/** Unset and empty mean the same: the default. Messages never repeat a value that may be a secret. */
const text = z.pipe(z.optional(z.string()), z.transform((value) => (value === undefined || value === "" ? undefined : value)));
const textOr = (fallback: string) => z.pipe(text, z.transform((value) => value ?? fallback));

/** A whole number within bounds, `fallback` when unset. The variable's name is put in front by parseServerEnv. */
function wholeNumber<T extends number | null>(fallback: T, { min, max = Number.MAX_SAFE_INTEGER, rule }: { min: number; max?: number; rule: string }) {
  return z.pipe(z.optional(z.string()), z.transform((raw, ctx): number | T => {
    if (raw === undefined || raw.trim() === "") return fallback;
    const value = Number(raw);
    if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
    ctx.issues.push({ code: "custom", message: `must be ${rule} (got "${raw}")`, input: raw });
    return z.NEVER;
  }));
}
const milliseconds = (fallback: number) => wholeNumber(fallback, { min: 1, rule: "a positive whole number of milliseconds" });
const count = <T extends number | null>(fallback: T) => wholeNumber(fallback, { min: 0, rule: "a whole number of 0 or more" });

const flag = z.pipe(z.optional(z.string()), z.transform((raw, ctx) => {
  if (raw === undefined || raw === "" || raw === "0" || raw === "false") return false;
  if (raw === "1" || raw === "true") return true;
  ctx.issues.push({ code: "custom", message: `must be 1 or 0 (got "${raw}")`, input: raw });
  return z.NEVER;
}));

/** An upstream's base URL: http(s), nothing after the path. */
const baseUrl = z.pipe(text, z.transform((raw, ctx) => {
  if (raw === undefined || raw.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    ctx.issues.push({ code: "custom", message: "must be an http(s) URL", input: raw });
    return z.NEVER;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") ctx.issues.push({ code: "custom", message: "must be an http(s) URL", input: raw });
  else if (url.search !== "" || url.hash !== "") ctx.issues.push({ code: "custom", message: "must not have a query or fragment", input: raw });
  return url;
}));

/** Every environment variable the server reads, in one place (README: "Environment variables"). */
const serverEnvSchema = z.object({
  HOST: textOr("127.0.0.1"),
  PORT: wholeNumber(4173, { min: 0, max: 65535, rule: "a port number (0-65535)" }),
  CONSOLE_ACCESS_TOKEN: text.check(z.refine((token) => token === undefined || token.length >= MIN_ACCESS_TOKEN_LENGTH, {
    message: `must be at least ${MIN_ACCESS_TOKEN_LENGTH} characters (try: openssl rand -hex 32)`,
  })),
  CONSOLE_HOSTS: z.pipe(textOr(""), z.transform((list) => list.split(",").map((name) => name.trim()).filter((name) => name !== ""))),
  LOG_REQUESTS: flag,
  CONSOLE_CLIENT_DIR: text,
  MANAGEMENT_API_URL: baseUrl,
  DASHBOARD_API_URL: baseUrl,
  UPSTREAM_KEY_ID: text,
  UPSTREAM_KEY_SECRET: text,
  UPSTREAM_DASHBOARD_TOKEN: text,
  UPSTREAM_TIMEOUT_MS: milliseconds(30_000),
  UPSTREAM_IDLE_TIMEOUT_MS: milliseconds(30_000),
  CONSOLE_DATA_DIR: z.pipe(textOr(".console-data"), z.transform((dir) => path.resolve(dir))),
  EMULATOR_RESET: flag,
  EMULATOR_PIPE_COUNT: count(null),
  EMULATOR_KEY_ID: text,
  EMULATOR_KEY_SECRET: text,
  EMULATOR_DASHBOARD_TOKEN: text,
  EMULATOR_PROVISION_MS: count(6000),
  EMULATOR_TRANSITION_MS: count(3000),
}).check(
  // The server may hold an upstream key (or offers demo data): whoever reaches the port would be in.
  z.superRefine((env, ctx) => {
    if (env.CONSOLE_ACCESS_TOKEN === undefined && !isLoopback(env.HOST)) {
      // No path: the message names both variables itself.
      ctx.addIssue({
        code: "custom",
        path: [],
        message:
          `HOST=${env.HOST} lets other machines reach this server, so CONSOLE_ACCESS_TOKEN must be set: ` +
          "without it anyone who reaches the port could use the console (and any key the server holds). " +
          "Set CONSOLE_ACCESS_TOKEN (openssl rand -hex 32 makes one), or listen on 127.0.0.1.",
      });
    }
  }),
);

export type ServerEnv = z.output<typeof serverEnvSchema>;

/** The settings from `env`, or a ConfigError naming every variable that is wrong, one a line. */
export function parseServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const parsed = serverEnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(parsed.error.issues.map((issue) => [...issue.path, issue.message].join(" ")).join("\n"));
}
