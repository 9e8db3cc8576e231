import path from "node:path";
import { ConfigError } from "../config-error";

export interface EmulatorCredentials {
  keyId: string;
  keySecret: string;
  dashboardToken: string;
}

/** How long each state change the emulator makes by itself takes, in milliseconds. */
export interface TransitionDurations {
  /** New reverse private endpoint: Provisioning → Ready. */
  endpointProvisionMs: number;
  /** start: Provisioning → Running. */
  pipeStartMs: number;
  /** stop: Stopping → Stopped. */
  pipeStopMs: number;
  /** resync: Resync → Running. */
  pipeResyncMs: number;
}

export interface EmulatorConfig {
  dataDir: string;
  reset: boolean;
  /** EMULATOR_PIPE_COUNT: seed this many pipes on the production service instead of the demo set. */
  pipeCount: number | null;
  credentials: EmulatorCredentials;
  durations: TransitionDurations;
}

export const DEFAULT_CREDENTIALS: EmulatorCredentials = {
  keyId: "demo-key-id",
  keySecret: "demo-key-secret",
  dashboardToken: "demo-dashboard-token",
};

/** Whether the emulator accepts the built-in demo credentials, which may be offered and printed. */
export function usesDemoCredentials(credentials: EmulatorCredentials): boolean {
  return (Object.keys(DEFAULT_CREDENTIALS) as (keyof EmulatorCredentials)[]).every((key) => credentials[key] === DEFAULT_CREDENTIALS[key]);
}

function nonNegativeInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number of 0 or more (got "${raw}")`);
  }
  return value;
}

function nonEmpty(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw === "" ? fallback : raw;
}

export function emulatorConfigFromEnv(env: NodeJS.ProcessEnv): EmulatorConfig {
  const transitionMs = nonNegativeInt(env, "EMULATOR_TRANSITION_MS", 3000);
  const pipeCount = env.EMULATOR_PIPE_COUNT === undefined || env.EMULATOR_PIPE_COUNT === ""
    ? null
    : nonNegativeInt(env, "EMULATOR_PIPE_COUNT", 0);
  return {
    dataDir: path.resolve(nonEmpty(env, "CONSOLE_DATA_DIR", ".console-data")),
    reset: env.EMULATOR_RESET === "1" || env.EMULATOR_RESET === "true",
    pipeCount,
    credentials: {
      keyId: nonEmpty(env, "EMULATOR_KEY_ID", DEFAULT_CREDENTIALS.keyId),
      keySecret: nonEmpty(env, "EMULATOR_KEY_SECRET", DEFAULT_CREDENTIALS.keySecret),
      dashboardToken: nonEmpty(env, "EMULATOR_DASHBOARD_TOKEN", DEFAULT_CREDENTIALS.dashboardToken),
    },
    durations: {
      endpointProvisionMs: nonNegativeInt(env, "EMULATOR_PROVISION_MS", 6000),
      pipeStartMs: transitionMs,
      pipeStopMs: transitionMs,
      // A resync copies the tables again, so it takes a third longer than a start (4 s by default).
      pipeResyncMs: Math.round((transitionMs * 4) / 3),
    },
  };
}
