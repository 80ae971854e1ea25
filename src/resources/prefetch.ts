import {
  useQueryClient,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiClient } from '../api/http';
import { useApiClient } from './session';

/** Prefetches one query's data (the shell hands it to a navigation entry). */
export type Prefetch = <TQueryFnData, TError, TData, TKey extends QueryKey>(
  query: FetchQueryOptions<TQueryFnData, TError, TData, TKey>,
) => void;

/** Prefetching spends budget on a guess, so it happens only while half the window is left. */
const PREFETCH_SHARE = 0.5;

/**
 * Fetches a page's data before the user opens it, at prefetch priority, and only while at
 * least half of the window's budget is left. Fresh data in the cache costs nothing.
 */
export const prefetchPage =
  (queryClient: QueryClient, client: ApiClient): Prefetch =>
  (query) => {
    const { scheduler } = client;
    // A guess never waits in the queue: a page opened later would wait behind it.
    if (scheduler.shareLeft() < PREFETCH_SHARE || scheduler.waitFor('prefetch') > 0) return;
    void queryClient.prefetchQuery({ ...query, meta: { ...query.meta, priority: 'prefetch' } });
  };

/**
 * Props for links and row actions: hovering or focusing one prefetches the page it opens.
 * `const intent = usePrefetchOnIntent();` then `<Link {...intent((client, prefetch) => …)}>`.
 */
export const usePrefetchOnIntent = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (select: (client: ApiClient, prefetch: Prefetch) => void) => {
    const onIntent = () => select(client, prefetchPage(queryClient, client));
    return { onPointerEnter: onIntent, onFocus: onIntent };
  };
};
