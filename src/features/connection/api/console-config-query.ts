import { queryOptions } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-error";
import type { ConsoleConfig } from "@/shared/schemas/console-config";

export type { ConsoleConfig };

/**
 * Checks the server's answer by hand rather than with the zod schema: the connect page is the
 * first page and stays small (zod is ~28 KB gzip). The type comes from the shared schema, the one
 * definition, and property tests hold this reader to it (every answer it accepts, read the same).
 */
export function parseConsoleConfig(value: unknown): ConsoleConfig | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  // CONSOLE_ACCESS_TOKEN: whether the page must ask for it (no session cookie came with this request).
  const access = { accessTokenRequired: record.accessTokenRequired === true, sessionActive: record.sessionActive === true };
  if (record.mode === "upstream") {
    return {
      ...access,
      mode: "upstream",
      credentialsProvided: record.credentialsProvided === true,
      dashboardCredentialsProvided: record.dashboardCredentialsProvided === true,
      dashboardApiConfigured: record.dashboardApiConfigured !== false,
    };
  }
  if (record.mode !== "emulator") return undefined;
  // Without demo credentials (the emulator was given its own), the page asks for a key as upstream.
  if (record.demoCredentials === undefined) return { ...access, mode: "emulator" };
  if (typeof record.demoCredentials !== "object" || record.demoCredentials === null) return undefined;
  const { keyId, keySecret, dashboardToken } = record.demoCredentials as Record<string, unknown>;
  if (typeof keyId !== "string" || typeof keySecret !== "string" || typeof dashboardToken !== "string") return undefined;
  return { ...access, mode: "emulator", demoCredentials: { keyId, keySecret, dashboardToken } };
}

async function fetchConsoleConfig(): Promise<ConsoleConfig> {
  let response: Response;
  try {
    // With the session cookie, so the server can say whether this browser has a session.
    // Bounded: the connect page waits for this answer before it shows.
    response = await fetch("/console-config.json", { cache: "no-store", credentials: "same-origin", signal: AbortSignal.timeout(5000) });
  } catch (cause) {
    throw new ApiError({ kind: "network", api: "management", message: "The console's server could not be reached.", cause });
  }
  if (!response.ok) {
    throw new ApiError({ kind: "http", api: "management", status: response.status, message: `The console's server answered ${response.status}.` });
  }
  const config = parseConsoleConfig(await response.json().catch(() => undefined));
  if (!config) throw new ApiError({ kind: "shape", api: "management", message: "The console's server sent a configuration this console does not understand." });
  return config;
}

export const consoleConfigQuery = queryOptions({
  queryKey: ["console-config"],
  queryFn: fetchConsoleConfig,
  staleTime: Infinity,
});
