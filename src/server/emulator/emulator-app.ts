import { Hono } from "hono";
import { DASHBOARD_API_ROOT, MANAGEMENT_API_BASE } from "../../shared/server-paths";
import type { AppEnv } from "../app-env";
import { basicAuth, bearerAuth } from "../auth";
import { dashboardApiRoutes } from "./dashboard-api-routes";
import { openDataStore, type DataStore } from "./data-store";
import { DEFAULT_CREDENTIALS, type EmulatorConfig, type EmulatorCredentials } from "./emulator-config";
import { managementRoutes } from "./management-routes";
import { pipeRoutes } from "./pipe-routes";
import { reverseEndpointRoutes } from "./reverse-endpoint-routes";
import { buildSeedData } from "./seed";
import { createDemoSources } from "./series/demo-sources";
import { seriesRoutes } from "./series-routes";
import { stackRoutes } from "./stack-routes";

export interface Emulator {
  routes: Hono<AppEnv>;
  store: DataStore;
  /** Start-up lines: where the data is, what was seeded, the demo credentials. */
  describe(): string[];
  close(): Promise<void>;
  /** Prepares the last week of demo series data in the background (the production entry calls it after listening). */
  warmUp(): void;
}

/** A week: the longest preset of the dashboards' range picker. */
const WARM_HOURS = 7 * 24;

const CREDENTIAL_LABELS: [keyof EmulatorCredentials, string, string][] = [
  ["keyId", "API key id:     ", "EMULATOR_KEY_ID"],
  ["keySecret", "API key secret: ", "EMULATOR_KEY_SECRET"],
  ["dashboardToken", "Dashboard token:", "EMULATOR_DASHBOARD_TOKEN"],
];

/** Only the built-in demo values are ever printed: a value someone chose may be a real secret. */
function credentialLines(credentials: EmulatorCredentials): string[] {
  return CREDENTIAL_LABELS.map(([key, label, variable]) =>
    credentials[key] === DEFAULT_CREDENTIALS[key] ? `${label} ${credentials[key]} (built-in demo)` : `${label} set by ${variable} (not shown)`,
  );
}

/** Both APIs, emulated over one data file, behind their own authentication. */
export async function createEmulator(config: EmulatorConfig): Promise<Emulator> {
  const { store, seeded, removedTempFiles } = await openDataStore({
    dir: config.dataDir,
    reset: config.reset,
    seed: () => buildSeedData({ pipeCount: config.pipeCount }),
  });
  const { credentials, durations } = config;

  const routes = new Hono<AppEnv>();
  routes.use(`${MANAGEMENT_API_BASE}/*`, basicAuth(credentials.keyId, credentials.keySecret));
  routes.use(`${DASHBOARD_API_ROOT}/*`, bearerAuth(credentials.dashboardToken));
  routes.route("/", managementRoutes(store));
  routes.route("/", pipeRoutes(store, durations));
  routes.route("/", reverseEndpointRoutes(store, durations));
  routes.route("/", stackRoutes(store));
  routes.route("/", dashboardApiRoutes(store));
  const series = createDemoSources();
  routes.route("/", seriesRoutes(series));

  const describe = () => {
    const stored = store.read().seededPipeCount;
    const lines = [`Mode: emulator (data in ${store.file}${seeded ? ", freshly seeded" : ""})`, ...credentialLines(credentials)];
    if (removedTempFiles.length > 0) {
      lines.push(`Removed ${removedTempFiles.length} temp file(s) of writes cut short before the last stop.`);
    }
    if (!seeded && config.pipeCount !== null && config.pipeCount !== stored) {
      lines.push(`Note: EMULATOR_PIPE_COUNT=${config.pipeCount} applies only when seeding; start with EMULATOR_RESET=1 to reseed.`);
    }
    return lines;
  };
  const warmUp = () => void series.warm(WARM_HOURS);
  return { routes, store, describe, close: () => store.close(), warmUp };
}
