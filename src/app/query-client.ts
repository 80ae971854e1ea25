import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isAuthError, isNetworkError, isRateLimitError } from '../api/errors';
import type { RateLimitWait } from './rate-limit-wait';

export interface QueryClientOptions {
  rateLimitWait: RateLimitWait;
  /** Called once per request that fails because the key is no longer accepted. */
  onAuthError: (error: unknown) => void;
}

/** Rate-limited requests retry after the reset, up to this many times (each waits a window). */
const MAX_RATE_LIMIT_RETRIES = 5;
/** A little after the reset, so the new window has surely started on the server. */
const RESET_MARGIN_MS = 300;

/**
 * Caching that respects a 30-requests-per-minute budget (docs/decisions/0003): data stays
 * fresh for 5 minutes, nothing refetches on focus or reconnect, 4xx answers never retry,
 * a rate limit waits for its reset and retries, a network failure retries a query once.
 */
export const createQueryClient = ({
  rateLimitWait,
  onAuthError,
}: QueryClientOptions): QueryClient => {
  const delayFor = (error: unknown) => {
    if (isRateLimitError(error)) {
      rateLimitWait.waitUntil(error.resetAt);
      return Math.max(500, error.resetAt - Date.now() + RESET_MARGIN_MS);
    }
    return 1000;
  };
  const onError = (error: unknown) => {
    if (isAuthError(error)) onAuthError(error);
  };

  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: (failureCount, error) => {
          if (isRateLimitError(error)) return failureCount < MAX_RATE_LIMIT_RETRIES;
          if (isNetworkError(error)) return failureCount < 1;
          return false;
        },
        retryDelay: (_failureCount, error) => delayFor(error),
      },
      mutations: {
        // A rate-limited write was refused before it ran, so sending it again is safe.
        retry: (failureCount, error) =>
          isRateLimitError(error) && failureCount < MAX_RATE_LIMIT_RETRIES,
        retryDelay: (_failureCount, error) => delayFor(error),
      },
    },
  });
};
