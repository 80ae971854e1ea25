import { describe, expect, it } from 'vitest';
import { PASSWORD_ATTEMPTS, passwordGuard } from './password-guard';

describe('passwordGuard', () => {
  it("refuses a visitor over their limit but only slows a link's crowd, never refusing it", () => {
    let at = 1_000_000;
    const guard = passwordGuard(() => at);
    const { limit, linkCeiling, delayStepMs, maxDelayMs } = PASSWORD_ATTEMPTS;
    for (let i = 0; i < limit; i++)
      expect(guard.attempt(1, 'a')).toEqual({ retryAfter: 0, delayMs: 0 });
    expect(guard.attempt(1, 'a').retryAfter).toBe(PASSWORD_ATTEMPTS.windowSeconds);

    const delays: number[] = [];
    for (let i = 0; i < linkCeiling + 100; i++) {
      const result = guard.attempt(1, `visitor ${i}`);
      expect(result.retryAfter).toBe(0);
      delays.push(result.delayMs);
    }
    // The ceiling counts every visitor's allowed attempts, the first visitor's five included.
    const free = linkCeiling - limit;
    expect(delays.slice(0, free).every((d) => d === 0)).toBe(true);
    expect(delays[free]).toBe(delayStepMs);
    expect(delays[free + 1]).toBe(2 * delayStepMs);
    expect(Math.max(...delays)).toBe(maxDelayMs);
    // Another link is not slowed; the next window starts afresh.
    expect(guard.attempt(2, 'visitor 1')).toEqual({ retryAfter: 0, delayMs: 0 });
    at += PASSWORD_ATTEMPTS.windowSeconds * 1000;
    expect(guard.attempt(1, 'a')).toEqual({ retryAfter: 0, delayMs: 0 });
  });
});
