import type { QueryClient } from '@tanstack/react-query';
import type { RequestScheduler } from '../api/scheduler';
import type { PrimePage } from './route-context';

export interface PagePriming {
  prime: PrimePage;
  /** A navigation starts: what it primes is what the user now wants. */
  navigationStarted(): void;
  /**
   * A page is on screen (after React committed it, so a page being left cannot ask again):
   * requests still waiting for pages the user left are dropped.
   */
  pageShown(): void;
}

/** Resolves once a request for the page opened would have to wait for the budget. */
const untilPagesWait = (scheduler: RequestScheduler) =>
  new Promise<void>((resolve) => {
    if (scheduler.waitFor('page') > 0) return resolve();
    const stop = scheduler.queue.subscribe(() => {
      if (scheduler.waitFor('page') === 0) return;
      stop();
      resolve();
    });
  });

export const createPagePriming = (
  queryClient: QueryClient,
  /** The shown account's queue (each account has its own). */
  scheduler: () => RequestScheduler | undefined,
): PagePriming => {
  let wanted = new Set<string>();

  return {
    async prime(options) {
      const query = queryClient.getQueryCache().build(queryClient, options);
      wanted.add(query.queryHash);
      if (query.state.data !== undefined) return;
      const loading = queryClient.ensureQueryData(options);
      // The page reads the same fetch through useSuspenseQuery; errors reach its boundary there.
      loading.catch(() => undefined);
      const queue = scheduler();
      await (queue ? Promise.race([loading, untilPagesWait(queue)]) : loading);
    },
    navigationStarted() {
      wanted = new Set();
    },
    pageShown() {
      void queryClient.cancelQueries({
        predicate: (query) =>
          query.state.fetchStatus === 'fetching' &&
          query.state.data === undefined &&
          query.getObserversCount() === 0 &&
          !wanted.has(query.queryHash),
      });
    },
  };
};
