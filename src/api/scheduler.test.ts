import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestScheduler, type RequestPriority } from './scheduler';

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

  it('keeps the last 5 requests of a window for the user: background waits for the reset', async () => {
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

    await vi.advanceTimersByTimeAsync(12_000);
    await expect(background).resolves.toBe('bulk');
    await expect(prefetch).resolves.toBe('hover');
    expect(sent).toEqual(['save', 'page', 'hover', 'bulk']);
  });

  it('with a limit that is not 30, still leaves background work at least one request', async () => {
    const { scheduler, send, sent } = setUp();
    scheduler.setBudget({ limit: 3, remaining: 3, resetAt: T0 + 60_000 });
    await send('bulk', 'background');
    expect(sent).toEqual(['bulk']);
    expect(scheduler.waitFor('background')).toBe(60_000);
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
