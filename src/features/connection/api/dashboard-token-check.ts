import { isApiError } from "@/lib/api-error";
import { SERIES_QUERY_PATH } from "@/lib/api-paths";
import type { Credentials } from "@/lib/credentials-store";
import { send } from "@/lib/http-transport";

/**
 * Whether the dashboard API refuses `credentials`' token (401), asked with its smallest read: a count
 * of the last minute's events. Any other answer (a dashboard API without the series query, a network
 * failure) does not say the token is wrong: the console connects, and the dashboards say what they find.
 */
export async function isDashboardTokenRefused(credentials: Credentials, now: number = Date.now()): Promise<boolean> {
  const body = { startTime: now - 60_000, endTime: now, granularity: "auto", series: [{ type: "number", dataSource: "events", aggFn: "count" }] };
  try {
    await send("dashboard", SERIES_QUERY_PATH, { method: "POST", body, credentials });
    return false;
  } catch (error) {
    return isApiError(error) && error.isUnauthorized;
  }
}
