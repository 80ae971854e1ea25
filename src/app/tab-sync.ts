import type { QueryClient, QueryKey, QueryState } from '@tanstack/react-query';
import type { Budget, RequestScheduler } from '../api/scheduler';
import type { DeviceCache } from './device-cache';
import { accountChannelName } from '../lib/account-presence';
import { applyDataChange, type DataChange } from './query-client';

/**
 * Tabs of one account on this device act as one (see
 * docs/decisions/0008-budget-aware-data-engine.md): they share the request budget and a running 429
 * countdown, fetched data (a page another tab loaded opens here without a request), each other's
 * changes, and Sign out.
 */

type Message =
  | { type: 'hello' }
  | { type: 'data'; queryKey: QueryKey; queryHash: string; state: QueryState }
  | { type: 'budget'; budget: Budget | null; blockedUntil: number | null }
  | { type: 'changed'; change: DataChange }
  | { type: 'signed-out' };

export interface TabSync {
  announceChange(change: DataChange): void;
  announceSignOut(): void;
  close(): void;
}

export const connectTabs = ({
  scope,
  scheduler,
  queryClient,
  cache,
  onSignedOutElsewhere,
}: {
  scope: string;
  scheduler: RequestScheduler;
  queryClient: QueryClient;
  cache: DeviceCache | null;
  onSignedOutElsewhere: () => void;
}): TabSync => {
  if (typeof BroadcastChannel === 'undefined')
    return { announceChange() {}, announceSignOut() {}, close() {} };

  const channel = new BroadcastChannel(accountChannelName(scope));
  const post = (message: Message) => {
    try {
      channel.postMessage(message);
    } catch {
      // Data that cannot be copied to another tab (DataCloneError) is simply not shared.
    }
  };
  let isApplying = false;

  const shareBudget = () => {
    if (isApplying) return;
    post({
      type: 'budget',
      budget: scheduler.budget.get(),
      blockedUntil: scheduler.queue.get().blockedUntil,
    });
  };
  /** What this tab learnt from the server, if anything: a tab may connect after its requests. */
  const shareKnown = () => {
    if (scheduler.budget.get() || scheduler.queue.get().blockedUntil) shareBudget();
  };
  let lastBlockedUntil = scheduler.queue.get().blockedUntil;
  const stopBudget = scheduler.budget.subscribe(shareBudget);
  const stopQueue = scheduler.queue.subscribe(() => {
    const { blockedUntil } = scheduler.queue.get();
    if (blockedUntil === lastBlockedUntil) return;
    lastBlockedUntil = blockedUntil;
    if (blockedUntil !== null) shareBudget();
  });

  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    switch (data.type) {
      case 'hello':
        shareKnown();
        break;
      case 'budget':
        isApplying = true;
        try {
          scheduler.share(data);
        } finally {
          isApplying = false;
        }
        break;
      case 'data': {
        // As TanStack's broadcast client does, on the channel we already have (see
        // docs/decisions/0008-budget-aware-data-engine.md).
        isApplying = true;
        try {
          const queryCache = queryClient.getQueryCache();
          const query = queryCache.get(data.queryHash);
          if (query) query.setState(data.state);
          else
            queryCache.build(
              queryClient,
              { queryKey: data.queryKey, queryHash: data.queryHash },
              data.state,
            );
        } finally {
          isApplying = false;
        }
        break;
      }
      case 'changed':
        // The tab that made the change already dropped it from the device cache.
        cache?.markOutdated(queryClient, [...data.change.invalidates, ...data.change.marksStale]);
        void applyDataChange(queryClient, data.change);
        break;
      case 'signed-out':
        onSignedOutElsewhere();
        break;
    }
  };

  const stopCacheSync = queryClient.getQueryCache().subscribe((event) => {
    if (isApplying || event.type !== 'updated' || event.action.type !== 'success') return;
    // Another account's totals (the all-accounts page) are not this account's to share: a tab
    // of this account may not hold that one (see docs/decisions/0034-accounts-in-one-tab.md).
    if (event.query.meta?.otherAccount) return;
    const { queryKey, queryHash, state } = event.query;
    // A late answer for a query cleared when another account was shown is no one's data.
    if (queryClient.getQueryCache().get(queryHash) !== event.query) return;
    post({ type: 'data', queryKey, queryHash, state });
  });
  // Both ways: the others answer with what they know, and learn what this tab's requests
  // before it connected told it (the stricter state wins on both sides).
  post({ type: 'hello' });
  shareKnown();

  return {
    announceChange: (change) => post({ type: 'changed', change }),
    announceSignOut: () => post({ type: 'signed-out' }),
    close() {
      stopBudget();
      stopQueue();
      stopCacheSync();
      channel.close();
    },
  };
};
