import { describe, expect, it, vi } from 'vitest';
import { json, fakeClient } from '../api/testing';
import { getDomains } from '../api/domains';
import { createQueryClient } from './query-client';
import { createRateLimitWait } from './rate-limit-wait';

const page = {
  error: 0,
  data: { result: 0, perpage: 25, currentpage: 1, nextpage: null, maxpage: 0, domains: [] },
};

describe('createQueryClient', () => {
  const setUp = (...replies: Parameters<typeof fakeClient>) => {
    const { client, calls } = fakeClient(...replies);
    const rateLimitWait = createRateLimitWait();
    const onAuthError = vi.fn();
    const queryClient = createQueryClient({ rateLimitWait, onAuthError });
    const fetchDomains = () =>
      queryClient.fetchQuery({
        queryKey: ['domains'],
        queryFn: () => getDomains(client, { page: 1, limit: 25 }),
      });
    return { calls, queryClient, rateLimitWait, onAuthError, fetchDomains };
  };

  it('waits for the rate-limit reset, says until when, then retries by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls, rateLimitWait, fetchDomains } = setUp(
        json({ error: 429, message: 'Too Many API Requests.', 'Retry-After': 2 }),
        json(page),
      );
      const result = fetchDomains();
      await vi.waitFor(() => expect(rateLimitWait.get()).not.toBeNull());
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
});
