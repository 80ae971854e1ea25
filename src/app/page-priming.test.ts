import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDomains } from '../api/domains';
import { fakeClient, json } from '../api/testing';
import { createPagePriming } from './page-priming';
import { createQueryClient } from './query-client';

const page = {
  error: 0,
  data: { result: 0, perpage: 25, currentpage: 1, nextpage: null, maxpage: 0, domains: [] },
};

describe('createPagePriming', () => {
  afterEach(() => vi.useRealTimers());

  const setUp = () => {
    const { client, calls } = fakeClient(json(page));
    const queryClient = createQueryClient({ onAuthError: () => undefined });
    const priming = createPagePriming(queryClient, () => client.scheduler);
    const domains = (key: string) => ({
      queryKey: ['domains', key],
      queryFn: (context: { signal: AbortSignal }) =>
        getDomains(client, { page: 1, limit: 25 }, context),
    });
    return { client, calls, queryClient, priming, domains };
  };

  it('waits for the data while the budget allows the request', async () => {
    const { priming, queryClient, domains, calls } = setUp();
    await priming.prime(domains('a'));
    expect(queryClient.getQueryData(['domains', 'a'])).toMatchObject({ total: 0 });
    expect(calls).toHaveLength(1);
  });

  it('opens the page at once when the request has to wait for the budget', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { priming, queryClient, domains, client, calls } = setUp();
    client.scheduler.block(Date.now() + 30_000);
    await priming.prime(domains('a'));
    expect(queryClient.getQueryData(['domains', 'a'])).toBeUndefined();
    expect(queryClient.getQueryState(['domains', 'a'])?.fetchStatus).toBe('fetching');
    expect(client.scheduler.queue.get().queued).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(queryClient.getQueryData(['domains', 'a'])).toBeDefined());
    expect(calls).toHaveLength(1);
  });

  it('drops a waiting request of a page the user left once the next page is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { priming, queryClient, domains, client, calls } = setUp();
    client.scheduler.block(Date.now() + 30_000);
    await priming.prime(domains('left'));
    priming.navigationStarted();
    await priming.prime(domains('opened'));
    priming.pageShown();
    await vi.waitFor(() => expect(client.scheduler.queue.get().queued).toBe(1));
    expect(queryClient.getQueryState(['domains', 'left'])?.fetchStatus).toBe('idle');
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(queryClient.getQueryData(['domains', 'opened'])).toBeDefined());
    expect(calls).toHaveLength(1);
  });
});
