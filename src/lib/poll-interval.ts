/** How long an answer may stay the same before polling for it slows down. */
export const SETTLE_AFTER_MS = 60_000;

/** When each answer was first seen. Structural sharing keeps an unchanged answer the same object, so its age is how long nothing changed. */
const firstSeen = new WeakMap<object, number>();

/**
 * The interval for polling something that changes by itself (a pipe provisioning, an endpoint being
 * accepted): `fast` while its answer changed within the last minute, `slow` once it has not. A state
 * that takes minutes, or one the service keeps (a pipe left in Setup), is asked about less often;
 * any change, or an action that refreshes it, makes the answer new and polling fast again.
 */
export function pollInterval(answer: object, fast: number, slow: number, now = Date.now()): number {
  return pollSlowsIn(answer, now) > 0 ? fast : slow;
}

/** How long until polling for this answer slows down: 0 once it has. */
export function pollSlowsIn(answer: object, now = Date.now()): number {
  let seen = firstSeen.get(answer);
  if (seen === undefined) {
    seen = now;
    firstSeen.set(answer, seen);
  }
  return Math.max(0, seen + SETTLE_AFTER_MS - now);
}
