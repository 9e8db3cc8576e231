/**
 * The paths the console's own server answers (emulator or proxy), as opposed to the SPA's routes.
 * The server, the dev server's API middleware (vite.config.ts) and the browser's HTTP client read them here.
 */

/** The management API (api.md): proxied to MANAGEMENT_API_URL or emulated. */
export const MANAGEMENT_API_BASE = "/v1";
/** Everything under /api belongs to the dashboard API: its error shape, its 404s. */
export const DASHBOARD_API_ROOT = "/api";
/** The dashboard API's version the console speaks: proxied to DASHBOARD_API_URL or emulated. */
export const DASHBOARD_API_BASE = `${DASHBOARD_API_ROOT}/v2`;
export const HEALTH_PATH = "/healthz";
export const CONSOLE_CONFIG_PATH = "/console-config.json";
/** POST opens a console session with CONSOLE_ACCESS_TOKEN, DELETE ends it. */
export const CONSOLE_SESSION_PATH = "/console-session";

/** `path` is `prefix` itself or below it: `/v1` and `/v1/x`, never `/v1x`. */
function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export const isManagementApiPath = (path: string): boolean => isUnder(path, MANAGEMENT_API_BASE);
export const isDashboardApiPath = (path: string): boolean => isUnder(path, DASHBOARD_API_ROOT);
/** The two APIs: credentials (and a console session, with an access token) needed. */
export const isApiPath = (path: string): boolean => isManagementApiPath(path) || isDashboardApiPath(path);

const OWN_PATHS = [HEALTH_PATH, CONSOLE_CONFIG_PATH, CONSOLE_SESSION_PATH];

/** Whatever the server answers itself: never the SPA's index.html, never cached by a browser. */
export function isServerPath(path: string): boolean {
  return isApiPath(path) || OWN_PATHS.some((own) => isUnder(path, own));
}
