import { describe, expect, it } from 'vitest';
import { estimateMs } from './job-time';

describe('estimateMs', () => {
  const now = 1_000_000;
  it('is unknown without a limit', () => {
    expect(estimateMs(10, null, now)).toBeNull();
  });
  it('spends what is above the reserve now, the reserve in the last 3 s, then 30 a window', () => {
    // 30 a minute, 5 kept for the user until the window's last 3 s.
    const budget = { limit: 30, remaining: 20, resetAt: now + 40_000 };
    expect(estimateMs(15, budget, now)).toBe(0);
    expect(estimateMs(20, budget, now)).toBe(37_000);
    // 20 in this window, then 25 at each reset and 5 before the next: 130 more is 4 windows and 10; 118 more ends in the 4th window's last seconds.
    expect(estimateMs(150, budget, now)).toBe(40_000 + 4 * 60_000);
    expect(estimateMs(138, budget, now)).toBe(40_000 + 3 * 60_000 + 57_000);
  });
  it('starts from the fixed window the last reset began once it is over', () => {
    const budget = { limit: 30, remaining: 0, resetAt: now - 1 };
    // This window (it ends 59.999 s from now): 25 at once, 5 in its last 3 s, 20 after it.
    expect(estimateMs(50, budget, now)).toBe(59_999);
  });
  it('matches the rate of the limit over many windows (no reserve lost)', () => {
    const budget = { limit: 30, remaining: 30, resetAt: now + 60_000 };
    expect(estimateMs(300, budget, now)).toBe(9 * 60_000 + 57_000);
  });
});
