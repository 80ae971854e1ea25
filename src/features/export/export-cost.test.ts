import { describe, expect, it } from 'vitest';
import { describeCost, estimateSeconds } from './export-cost';

const NOW = 1_000_000;
const window = (remaining: number, resetInMs: number) => ({
  budget: { limit: 30, remaining, resetAt: NOW + resetInMs },
  blockedUntil: null,
});

describe('estimateSeconds', () => {
  it('sends at once what is left above the reserve of 5', () => {
    expect(estimateSeconds(8, window(25, 40_000), NOW, 500)).toBe(4);
  });

  it('spends the reserve in the last 3 s of a window, then waits for the reset', () => {
    // 20 now, 5 in the last 3 s before the reset in 40 s, 25 after it.
    expect(estimateSeconds(25, window(25, 40_000), NOW, 500)).toBe(37 + 2.5);
    expect(estimateSeconds(50, window(25, 40_000), NOW, 500)).toBe(40 + 12.5);
  });

  it('counts from the end of a 429 when the window is known to be spent', () => {
    const view = { ...window(25, 10_000), blockedUntil: NOW + 30_000 };
    expect(estimateSeconds(2, view, NOW, 500)).toBe(31);
  });

  it('never waits on an instance without a limit', () => {
    expect(estimateSeconds(10, { budget: null, blockedUntil: null }, NOW, 300)).toBe(3);
  });
});

describe('describeCost', () => {
  it('says the share of the allowance and the time, not a count of requests', () => {
    expect(describeCost(8, window(25, 40_000), { now: NOW })).toBe(
      "Uses about a quarter of this minute's allowance · about 4 s",
    );
    expect(describeCost(8, { budget: null, blockedUntil: null }, { now: NOW })).toBe('about 4 s');
    expect(describeCost(0, window(25, 40_000), { now: NOW })).toMatch(/Costs nothing/);
  });
});
