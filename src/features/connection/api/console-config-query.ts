import { queryOptions } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-error";

/**
 * What the console's own server says about itself: its mode and, only in emulator mode, the demo key.
 * Checked by hand rather than with zod: the connect page is the first page and stays small.
 */
export interface ConsoleConfig {
  mode: "emulator" | "upstream";
  demoCredentials?: { keyId: string; keySecret: string; dashboardToken: string };
  credentialsProvided?: boolean;
}

export function parseConsoleConfig(value: unknown): ConsoleConfig | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { mode, demoCredentials, credentialsProvided } = value as Record<string, unknown>;
  if (mode !== "emulator" && mode !== "upstream") return undefined;
  const config: ConsoleConfig = { mode, credentialsProvided: credentialsProvided === true };
  if (mode === "emulator" && typeof demoCredentials === "object" && demoCredentials !== null) {
    const { keyId, keySecret, dashboardToken } = demoCredentials as Record<string, unknown>;
    if (typeof keyId === "string" && typeof keySecret === "string" && typeof dashboardToken === "string") {
      config.demoCredentials = { keyId, keySecret, dashboardToken };
    }
  }
  return config;
}

async function fetchConsoleConfig(): Promise<ConsoleConfig> {
  let response: Response;
  try {
    response = await fetch("/console-config.json", { cache: "no-store", credentials: "omit" });
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
