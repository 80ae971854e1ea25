import { describe, expect, it, vi } from 'vitest';
import { json, fakeClient } from '../api/testing';
import { getDomains } from '../api/domains';
import { createQueryClient } from './query-client';

const page = {
  error: 0,
  data: { result: 0, perpage: 25, currentpage: 1, nextpage: null, maxpage: 0, domains: [] },
};

describe('createQueryClient', () => {
  const setUp = (...replies: Parameters<typeof fakeClient>) => {
    const { client, calls } = fakeClient(...replies);
    const onAuthError = vi.fn();
    const onDataChange = vi.fn();
    const queryClient = createQueryClient({ onAuthError, onDataChange });
    const fetchDomains = () =>
      queryClient.fetchQuery({
        queryKey: ['domains'],
        queryFn: () => getDomains(client, { page: 1, limit: 25 }),
      });
    const blockedUntil = () => client.scheduler.queue.get().blockedUntil;
    return { client, calls, queryClient, blockedUntil, onAuthError, onDataChange, fetchDomains };
  };

  it('waits for the rate-limit reset, says until when, then retries by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls, blockedUntil, fetchDomains } = setUp(
        json({ error: 429, message: 'Too Many API Requests.', 'Retry-After': 2 }),
        json(page),
      );
      const result = fetchDomains();
      await vi.waitFor(() => expect(blockedUntil()).not.toBeNull());
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2500);
      await expect(result).resolves.toMatchObject({ items: [], total: 0 });
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never retries a refused request, and reports an auth failure once', async () => {
    const { calls, onAuthError, fetchDomains } = setUp(
      json({ error: 1, message: 'Invalid API key.' }, { status: 403 }),
    );
    await expect(fetchDomains()).rejects.toThrow();
    expect(calls).toHaveLength(1);
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it('retries a network failure of a query once', async () => {
    const { calls, fetchDomains } = setUp(
      () => Promise.reject(new TypeError('Failed to fetch')),
      json(page),
    );
    await expect(fetchDomains()).resolves.toMatchObject({ items: [] });
    expect(calls).toHaveLength(2);
  });

  it('serves fresh data from the cache without a second request', async () => {
    const { calls, fetchDomains, queryClient } = setUp(json(page));
    await fetchDomains();
    await queryClient.ensureQueryData({
      queryKey: ['domains'],
      queryFn: () => Promise.reject(new Error('no')),
    });
    expect(calls).toHaveLength(1);
  });

  it('applies what a mutation declares it changes, once, through one handler', async () => {
    const { queryClient, onDataChange, calls, client } = setUp(json(page), json(page));
    const list = {
      queryKey: ['domains', 'list'],
      queryFn: () => getDomains(client, { page: 1, limit: 25 }),
    };
    const detail = { queryKey: ['domains', 'detail', 1], queryFn: () => Promise.resolve('kept') };
    await queryClient.fetchQuery(list);
    await queryClient.fetchQuery(detail);
    await queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: () => Promise.resolve('saved'),
        meta: { invalidates: [['domains', 'list']], marksStale: [['domains', 'detail']] },
      })
      .execute(undefined);
    expect(onDataChange).toHaveBeenCalledTimes(1);
    expect(onDataChange).toHaveBeenCalledWith({
      invalidates: [['domains', 'list']],
      marksStale: [['domains', 'detail']],
    });
    expect(queryClient.getQueryState(['domains', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['domains', 'detail', 1])?.isInvalidated).toBe(true);
    // Nothing is on screen here, so nothing refetched.
    expect(calls).toHaveLength(1);
  });
});
