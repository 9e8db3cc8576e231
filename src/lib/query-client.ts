import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";

const MAX_RETRIES = 2;

/** Queries retry only what may pass by itself (network, 5xx, 429); mutations never retry. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isApiError(error) && error.isTransient;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 15_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
