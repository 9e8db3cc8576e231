import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";

const MAX_RETRIES = 2;
/** A 429 is retried this often, each time after the wait the server asked for. */
const MAX_RATE_LIMIT_RETRIES = 3;
/** The longest `Retry-After` the console waits out by itself; a longer one is shown to the user instead. */
const RETRY_AFTER_CAP_MS = 30_000;

let waitingUntil = 0;
const waitListeners = new Set<() => void>();

/** Until when (epoch ms) the console sits out a wait a 429 asked for; 0 or past when it does not. */
export const rateLimitWaitUntil = () => waitingUntil;

export function subscribeToRateLimitWait(listener: () => void): () => void {
  waitListeners.add(listener);
  return () => waitListeners.delete(listener);
}

/**
 * As long as `Retry-After` asked; otherwise TanStack Query's own backoff (1 s, 2 s, 4 s … at most
 * 30 s). TanStack Query asks for the delay before it asks whether to retry at all, so nothing is
 * announced here: a wait the console will not sit out must not be shown as one.
 */
export function retryDelay(failureCount: number, error: unknown): number {
  return isApiError(error) && error.retryAfterMs !== undefined ? error.retryAfterMs : Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * A 429 whose wait the console will sit out: the server said it did nothing, so sending again is
 * safe. TanStack Query asks this once per failure, just before it waits, so this is where the wait
 * is told to whoever shows it (RateLimitNotice): only a wait that a retry follows.
 */
function waitsOut(failureCount: number, error: unknown): boolean {
  if (!isApiError(error) || !error.isRateLimited || failureCount >= MAX_RATE_LIMIT_RETRIES || (error.retryAfterMs ?? 0) > RETRY_AFTER_CAP_MS) return false;
  waitingUntil = Math.max(waitingUntil, error.at + retryDelay(failureCount, error));
  waitListeners.forEach((listener) => listener());
  return true;
}

/** Queries retry only what may pass by itself (network, 5xx, 429 within its asked wait); never a timeout. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isRateLimited) return waitsOut(failureCount, error);
  return failureCount < MAX_RETRIES && isApiError(error) && error.isTransient;
}

/**
 * Mutations are not retried, with one exception: a 429, which the server refused before doing
 * anything, goes again once its `Retry-After` is over. Anything else may have been applied.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return waitsOut(failureCount, error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        staleTime: 15_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: shouldRetryMutation, retryDelay },
    },
  });
}
