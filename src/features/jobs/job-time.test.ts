import { describe, expect, it } from 'vitest';
import { estimateMs } from './job-time';

describe('estimateMs', () => {
  const now = 1_000_000;
  it('is unknown without a limit', () => {
    expect(estimateMs(10, null, now)).toBeNull();
  });
  it('spends what is left above the reserve now, then limit − reserve a minute', () => {
    // 30 a minute, 5 kept for the user: 25 a window. 15 now (20 − 5), then 135 more.
    const budget = { limit: 30, remaining: 20, resetAt: now + 40_000 };
    expect(estimateMs(15, budget, now)).toBe(0);
    expect(estimateMs(150, budget, now)).toBe(40_000 + (135 / 25) * 60_000);
  });
  it('starts from a full window once the last one is over', () => {
    const budget = { limit: 30, remaining: 0, resetAt: now - 1 };
    expect(estimateMs(50, budget, now)).toBe((25 / 25) * 60_000);
  });
});
