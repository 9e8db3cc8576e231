import type { ServerEnv } from "../server-env";

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

export function emulatorConfig(env: ServerEnv): EmulatorConfig {
  const transitionMs = env.EMULATOR_TRANSITION_MS;
  return {
    dataDir: env.CONSOLE_DATA_DIR,
    reset: env.EMULATOR_RESET,
    pipeCount: env.EMULATOR_PIPE_COUNT,
    credentials: {
      keyId: env.EMULATOR_KEY_ID ?? DEFAULT_CREDENTIALS.keyId,
      keySecret: env.EMULATOR_KEY_SECRET ?? DEFAULT_CREDENTIALS.keySecret,
      dashboardToken: env.EMULATOR_DASHBOARD_TOKEN ?? DEFAULT_CREDENTIALS.dashboardToken,
    },
    durations: {
      endpointProvisionMs: env.EMULATOR_PROVISION_MS,
      pipeStartMs: transitionMs,
      pipeStopMs: transitionMs,
      // A resync copies the tables again, so it takes a third longer than a start (4 s by default).
      pipeResyncMs: Math.round((transitionMs * 4) / 3),
    },
  };
}
