import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestScheduler, type RequestScheduler } from '../api/scheduler';
import { createQueryClient } from './query-client';
import { connectTabs, type TabSync } from './tab-sync';

/** Two tabs of one account in one process: Node's BroadcastChannel links them as a browser does. */
const openTab = (
  scope: string,
  onSignedOutElsewhere = vi.fn(),
  scheduler = createRequestScheduler(),
) => {
  const queryClient = createQueryClient({ onAuthError: () => undefined });
  const tabs = connectTabs({ scope, scheduler, queryClient, cache: null, onSignedOutElsewhere });
  return { scheduler, queryClient, tabs, onSignedOutElsewhere };
};

describe('connectTabs', () => {
  const open: TabSync[] = [];
  const tab = (scope: string, scheduler?: RequestScheduler) => {
    const opened = openTab(scope, undefined, scheduler);
    open.push(opened.tabs);
    return opened;
  };
  afterEach(() => {
    open.splice(0).forEach((tabs) => tabs.close());
  });

  it('shares the budget and a running 429 countdown with the account’s other tabs only', async () => {
    const a = tab('account-1');
    const b = tab('account-1');
    const stranger = tab('account-2');
    const resetAt = Date.now() + 40_000;
    a.scheduler.setBudget({ limit: 30, remaining: 12, resetAt });
    await vi.waitFor(() =>
      expect(b.scheduler.budget.get()).toEqual({ limit: 30, remaining: 12, resetAt }),
    );
    a.scheduler.block(resetAt);
    await vi.waitFor(() => expect(b.scheduler.queue.get().blockedUntil).toBe(resetAt));
    expect(b.scheduler.waitFor('user')).toBeGreaterThan(0);
    expect(stranger.scheduler.budget.get()).toBeNull();
  });

  it('a tab opened later learns the budget from the others without a request', async () => {
    const a = tab('account-1');
    const resetAt = Date.now() + 40_000;
    a.scheduler.setBudget({ limit: 30, remaining: 7, resetAt });
    const late = tab('account-1');
    await vi.waitFor(() => expect(late.scheduler.budget.get()?.remaining).toBe(7));
  });

  it('a tab that connects after its own requests tells the others what they told it', async () => {
    const a = tab('account-1');
    const resetAt = Date.now() + 40_000;
    a.scheduler.setBudget({ limit: 30, remaining: 20, resetAt });
    // The second tab's first page was fetched before its link to the other tabs opened.
    const early = createRequestScheduler();
    early.setBudget({ limit: 30, remaining: 12, resetAt });
    tab('account-1', early);
    await vi.waitFor(() => expect(a.scheduler.budget.get()?.remaining).toBe(12));
    expect(early.budget.get()?.remaining).toBe(12);
  });

  it('another account’s totals fetched in one tab never reach the shown account’s other tabs', async () => {
    const a = tab('account-1');
    const b = tab('account-1');
    await a.queryClient.fetchQuery({
      queryKey: ['other-account', 'account-2', 'totals'],
      queryFn: () => Promise.resolve({ clicks: 9 }),
      meta: { otherAccount: 'account-2' },
    });
    // A later query of the shown account arrives: the other account's was not sent before it.
    await a.queryClient.fetchQuery({
      queryKey: ['links', 'list', { page: 1 }],
      queryFn: () => Promise.resolve({ items: [] }),
    });
    await vi.waitFor(() =>
      expect(b.queryClient.getQueryData(['links', 'list', { page: 1 }])).toEqual({ items: [] }),
    );
    expect(b.queryClient.getQueryData(['other-account', 'account-2', 'totals'])).toBeUndefined();
  });

  it('data one tab fetched is in the other tabs without a request', async () => {
    const a = tab('account-1');
    const b = tab('account-1');
    await a.queryClient.fetchQuery({
      queryKey: ['links', 'list', { page: 1 }],
      queryFn: () => Promise.resolve({ items: ['from tab a'] }),
    });
    await vi.waitFor(() =>
      expect(b.queryClient.getQueryData(['links', 'list', { page: 1 }])).toEqual({
        items: ['from tab a'],
      }),
    );
    const { dataUpdatedAt } = a.queryClient.getQueryState(['links', 'list', { page: 1 }]) ?? {};
    expect(b.queryClient.getQueryState(['links', 'list', { page: 1 }])?.dataUpdatedAt).toBe(
      dataUpdatedAt,
    );
  });

  it('a change saved in one tab marks the same data outdated in the others', async () => {
    const a = tab('account-1');
    const b = tab('account-1');
    b.queryClient.setQueryData(['links', 'list', { page: 1 }], { items: [] });
    b.queryClient.setQueryData(['campaigns', 'list', { page: 1 }], { items: [] });
    a.tabs.announceChange({ invalidates: [['links', 'list']], marksStale: [] });
    await vi.waitFor(() =>
      expect(b.queryClient.getQueryState(['links', 'list', { page: 1 }])?.isInvalidated).toBe(true),
    );
    expect(b.queryClient.getQueryState(['campaigns', 'list', { page: 1 }])?.isInvalidated).toBe(
      false,
    );
  });

  it('signing out in one tab signs the account out in the others', async () => {
    const a = tab('account-1');
    const b = openTab('account-1');
    open.push(b.tabs);
    a.tabs.announceSignOut();
    await vi.waitFor(() => expect(b.onSignedOutElsewhere).toHaveBeenCalledTimes(1));
  });
});
