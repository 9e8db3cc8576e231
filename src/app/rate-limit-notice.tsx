import { lazy, Suspense, useSyncExternalStore } from "react";
import { rateLimitWaitUntil, subscribeToRateLimitWait } from "@/lib/query-client";

// Loaded with the first 429: most sessions never meet one, and the first page stays small.
const RateLimitCountdown = lazy(() => import("./rate-limit-countdown"));

/** Where the console says it is sitting out a wait the server asked for (HTTP 429). */
export function RateLimitNotice() {
  const until = useSyncExternalStore(subscribeToRateLimitWait, rateLimitWaitUntil);
  if (until === 0) return null;
  return (
    <Suspense fallback={null}>
      <RateLimitCountdown until={until} />
    </Suspense>
  );
}
