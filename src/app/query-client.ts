import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type QueryPersister,
} from '@tanstack/react-query';
import { isAuthError, isNetworkError, isRateLimitError } from '../api/errors';
import {
  changeOf,
  isNoChange,
  type ApplyDataChange,
  type DataChange,
} from '../resources/data-change';

export type { DataChange } from '../resources/data-change';

export interface QueryClientOptions {
  /** Called once per request that fails because the key is no longer accepted. */
  onAuthError: (error: unknown) => void;
  /** Told before a change is applied here (the device cache forgets it, other tabs hear of it). */
  onDataChange?: (change: DataChange) => void;
  /**
   * Wraps every query's fetch: the device cache (see
   * docs/decisions/0008-budget-aware-data-engine.md).
   */
  persister?: QueryPersister;
}

/** Rate-limited requests retry after the reset, up to this many times (each waits a window). */
const MAX_RATE_LIMIT_RETRIES = 5;
/** A little after the reset, so the new window has surely started on the server. */
const RESET_MARGIN_MS = 300;

/** Applies a change to a query client: refetches what is on screen, marks the rest stale. */
export const applyDataChange = (queryClient: QueryClient, change: DataChange) =>
  Promise.all([
    ...change.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ...change.marksStale.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
    ),
  ]);

/**
 * A change applied everywhere: told first (the device cache forgets it, other tabs hear of it),
 * then applied to this tab's queries. The MutationCache handler and bulk jobs both use it.
 */
export const dataChanges =
  (queryClient: QueryClient, onDataChange?: (change: DataChange) => void): ApplyDataChange =>
  (change) => {
    onDataChange?.(change);
    return applyDataChange(queryClient, change);
  };

/**
 * Caching that respects a 30-requests-per-minute budget (docs/decisions/0003): data stays
 * fresh for 5 minutes, nothing refetches on focus or reconnect, 4xx answers never retry,
 * a rate limit waits for its reset (the request queue holds everything until then) and
 * retries, a network failure retries a query once (not while offline). Offline, a query still
 * runs: its page opens with what this device kept (see
 * docs/decisions/0029-installed-app-and-offline.md), or fails at once; a change made offline waits
 * for the connection. Mutations declare what they change.
 */
export const createQueryClient = ({
  onAuthError,
  onDataChange,
  persister,
}: QueryClientOptions): QueryClient => {
  const delayFor = (error: unknown) =>
    isRateLimitError(error) ? Math.max(500, error.resetAt - Date.now() + RESET_MARGIN_MS) : 1000;
  const onError = (error: unknown) => {
    if (isAuthError(error)) onAuthError(error);
  };

  // The browser reports changes only: a tab opened offline starts offline.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);

  const queryClient: QueryClient = new QueryClient({
    // Another account's query (the all-accounts page) says so: its key is not the shown one's.
    queryCache: new QueryCache({
      onError: (error, query) => query.meta?.otherAccount || onError(error),
    }),
    mutationCache: new MutationCache({
      onError,
      onSuccess: (_data, _variables, _context, mutation) => {
        const change = changeOf(mutation.meta);
        // Returned, so the mutation stays pending until what is on screen is fresh again.
        return isNoChange(change) ? undefined : dataChanges(queryClient, onDataChange)(change);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: (failureCount, error) => {
          if (isRateLimitError(error)) return failureCount < MAX_RATE_LIMIT_RETRIES;
          if (isNetworkError(error)) return failureCount < 1 && onlineManager.isOnline();
          return false;
        },
        retryDelay: (_failureCount, error) => delayFor(error),
        networkMode: 'always',
        persister,
      },
      mutations: {
        // A rate-limited write was refused before it ran, so sending it again is safe.
        retry: (failureCount, error) =>
          isRateLimitError(error) && failureCount < MAX_RATE_LIMIT_RETRIES,
        retryDelay: (_failureCount, error) => delayFor(error),
      },
    },
  });
  return queryClient;
};
