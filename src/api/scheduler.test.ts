import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backgroundPlan,
  backgroundReserve,
  createRequestScheduler,
  RESERVE_RELEASE_MS,
  type RequestPriority,
} from './scheduler';

const T0 = 1_800_000_000_000;

describe('createRequestScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  const setUp = () => {
    const scheduler = createRequestScheduler();
    const sent: string[] = [];
    const send = (name: string, priority: RequestPriority, signal?: AbortSignal) =>
      scheduler.run(
        priority,
        () => {
          sent.push(name);
          return Promise.resolve(name);
        },
        signal,
      );
    return { scheduler, sent, send };
  };

  it('sends at once when the instance sends no rate-limit headers (unlimited plan)', async () => {
    const { scheduler, send, sent } = setUp();
    await Promise.all(Array.from({ length: 50 }, (_, i) => send(`r${i}`, 'background')));
    expect(sent).toHaveLength(50);
    expect(scheduler.waitFor('background')).toBe(0);
    expect(scheduler.queue.get()).toEqual({ queued: 0, nextAt: null, blockedUntil: null });
  });

  it('keeps the last 5 requests of a window for the user until its last 3 s', async () => {
    const { scheduler, send, sent } = setUp();
    scheduler.setBudget({ limit: 30, remaining: 5, resetAt: T0 + 12_000 });
    const background = send('bulk', 'background');
    const prefetch = send('hover', 'prefetch');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    expect(scheduler.queue.get()).toMatchObject({ queued: 2, nextAt: T0 + 12_000 });

    // The user's own click and the page they opened may spend what is left.
    await send('save', 'user');
    await send('page', 'page');
    expect(sent).toEqual(['save', 'page']);

    // Background work may spend the reserve in the window's last 3 s; a prefetch never does.
    await vi.advanceTimersByTimeAsync(12_000 - RESERVE_RELEASE_MS - 1);
    expect(sent).toEqual(['save', 'page']);
    await vi.advanceTimersByTimeAsync(1);
    await expect(background).resolves.toBe('bulk');
    expect(sent).toEqual(['save', 'page', 'bulk']);
    await vi.advanceTimersByTimeAsync(RESERVE_RELEASE_MS);
    await expect(prefetch).resolves.toBe('hover');
  });

  it('with a limit that is not 30, still leaves background work at least one request', async () => {
    const { scheduler, send, sent } = setUp();
    scheduler.setBudget({ limit: 3, remaining: 3, resetAt: T0 + 60_000 });
    await send('bulk', 'background');
    expect(sent).toEqual(['bulk']);
    // The other 2 (one still in flight) are the reserve: background waits for the last 3 s.
    expect(scheduler.waitFor('background')).toBe(60_000 - RESERVE_RELEASE_MS);
  });

  it('lets background work spend the reserve in the last 3 s of a window, never prefetch', async () => {
    const scheduler = createRequestScheduler();
    const resetAt = T0 + 20_000;
    scheduler.setBudget({ limit: 30, remaining: 5, resetAt });
    const sent: string[] = [];
    // Like the server: each answer says one request fewer is left in this window.
    const send = (name: string, priority: RequestPriority) =>
      scheduler.run(priority, async () => {
        sent.push(name);
        const budget = scheduler.budget.get();
        if (budget && Date.now() < budget.resetAt)
          scheduler.setBudget({ ...budget, remaining: budget.remaining - 1 });
        else scheduler.setBudget({ limit: 30, remaining: 29, resetAt: resetAt + 60_000 });
        return name;
      });
    const bulk = Array.from({ length: 6 }, (_, i) => send(`bulk${i}`, 'background'));
    const hover = send('hover', 'prefetch');
    await vi.advanceTimersByTimeAsync(20_000 - RESERVE_RELEASE_MS - 1);
    expect(sent).toEqual([]);
    // Until then a click finds the reserve untouched and leaves at once.
    expect(scheduler.waitFor('user')).toBe(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['bulk0', 'bulk1', 'bulk2', 'bulk3', 'bulk4']);
    // The window is spent: a click now waits for the reset, at most those 3 s.
    expect(scheduler.waitFor('user')).toBe(RESERVE_RELEASE_MS);

    await vi.advanceTimersByTimeAsync(RESERVE_RELEASE_MS);
    await Promise.all([...bulk, hover]);
    expect(sent.slice(5)).toEqual(['hover', 'bulk5']);
  });

  it('keeps the reserve in a window whose reset is not known yet (after the last one ended)', () => {
    const { scheduler } = setUp();
    scheduler.setBudget({ limit: 30, remaining: 0, resetAt: T0 - 1_000 });
    expect(scheduler.waitFor('background')).toBe(0);
    expect(backgroundReserve({ limit: 30, remaining: 30, resetAt: T0 - 1_000 }, T0)).toBe(5);
    expect(backgroundReserve({ limit: 30, remaining: 5, resetAt: T0 + 2_000 }, T0)).toBe(0);
  });

  it('sends nothing into a window a 429 said is spent, then the highest priority first', async () => {
    const { scheduler, send, sent } = setUp();
    scheduler.block(T0 + 20_000);
    const order = [
      send('prefetch', 'prefetch'),
      send('page', 'page'),
      send('bulk', 'background'),
      send('save', 'user'),
    ];
    await vi.advanceTimersByTimeAsync(19_999);
    expect(sent).toEqual([]);
    expect(scheduler.queue.get()).toEqual({
      queued: 4,
      nextAt: T0 + 20_000,
      blockedUntil: T0 + 20_000,
    });
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(order);
    expect(sent).toEqual(['save', 'page', 'prefetch', 'bulk']);
    expect(scheduler.queue.get().blockedUntil).toBeNull();
  });

  it('drops a waiting request whose caller gave up (a page the user left)', async () => {
    const { scheduler, send, sent } = setUp();
    scheduler.block(T0 + 5_000);
    const controller = new AbortController();
    const left = send('left page', 'page', controller.signal);
    const kept = send('current page', 'page');
    controller.abort();
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    expect(scheduler.queue.get().queued).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    await kept;
    expect(sent).toEqual(['current page']);
  });

  it('counts requests in flight against the budget', async () => {
    const scheduler = createRequestScheduler();
    scheduler.setBudget({ limit: 30, remaining: 2, resetAt: T0 + 30_000 });
    const sent: string[] = [];
    const never = (name: string) => () => {
      sent.push(name);
      return new Promise<string>(() => undefined);
    };
    void scheduler.run('page', never('a'));
    void scheduler.run('page', never('b'));
    void scheduler.run('page', never('c'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['a', 'b']);
    expect(scheduler.queue.get()).toMatchObject({ queued: 1, nextAt: T0 + 30_000 });
  });

  it('takes the stricter state another tab shares, and the newer window', () => {
    const { scheduler } = setUp();
    scheduler.setBudget({ limit: 30, remaining: 20, resetAt: T0 + 40_000 });
    scheduler.share({
      budget: { limit: 30, remaining: 12, resetAt: T0 + 40_300 },
      blockedUntil: null,
    });
    expect(scheduler.budget.get()?.remaining).toBe(12);
    scheduler.share({
      budget: { limit: 30, remaining: 25, resetAt: T0 + 40_000 },
      blockedUntil: null,
    });
    expect(scheduler.budget.get()?.remaining).toBe(12);
    scheduler.share({
      budget: { limit: 30, remaining: 29, resetAt: T0 + 100_000 },
      blockedUntil: null,
    });
    expect(scheduler.budget.get()).toEqual({ limit: 30, remaining: 29, resetAt: T0 + 100_000 });
    scheduler.share({ budget: null, blockedUntil: T0 + 9_000 });
    expect(scheduler.queue.get().blockedUntil).toBe(T0 + 9_000);
    expect(scheduler.waitFor('user')).toBe(9_000);
  });

  it('after the reset a new window is assumed until the next answer says otherwise', async () => {
    const { scheduler, send, sent } = setUp();
    scheduler.setBudget({ limit: 30, remaining: 0, resetAt: T0 + 1_000 });
    const waiting = send('later', 'background');
    await vi.advanceTimersByTimeAsync(1_000);
    await waiting;
    expect(sent).toEqual(['later']);
  });
});

describe('backgroundPlan', () => {
  const budget = (remaining: number, resetInMs: number) => ({
    limit: 30,
    remaining,
    resetAt: T0 + resetInMs,
  });
  it('runs at the full limit: 30 a window, the last 5 in its last 3 s', () => {
    // 90 requests from a fresh window: three windows, the last request at the third's end.
    expect(backgroundPlan(90, budget(30, 60_000), T0)).toEqual({
      at: T0 + 2 * 60_000 + 57_000,
      batch: 5,
    });
    expect(backgroundPlan(85, budget(30, 60_000), T0)).toEqual({ at: T0 + 120_000, batch: 25 });
  });
  it('counts from the end of a 429', () => {
    expect(backgroundPlan(2, budget(25, 10_000), T0, T0 + 30_000)).toEqual({
      at: T0 + 30_000,
      batch: 2,
    });
  });
});
