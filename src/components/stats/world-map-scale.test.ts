import { describe, expect, it } from 'vitest';
import { mapClassOf, mapRanges } from './world-map-scale';

describe('map colour classes', () => {
  it('splits skewed counts on a log scale, the last class ending at the largest count', () => {
    expect(mapRanges(10)).toEqual([
      { low: 1, high: 1 },
      { low: 2, high: 2 },
      { low: 3, high: 3 },
      { low: 4, high: 6 },
      { low: 7, high: 10 },
    ]);
    const ranges = mapRanges(10_000);
    expect(ranges).toHaveLength(5);
    expect(ranges[0]).toEqual({ low: 1, high: 5 });
    expect(ranges[4]!.high).toBe(10_000);
    for (const [i, range] of ranges.entries()) {
      expect(range.low).toBeLessThanOrEqual(range.high);
      if (i > 0) expect(range.low).toBe(ranges[i - 1]!.high + 1);
    }
  });

  it('uses fewer classes when there are fewer counts to tell apart', () => {
    expect(mapRanges(1)).toEqual([{ low: 1, high: 1 }]);
    expect(mapRanges(3)).toEqual([
      { low: 1, high: 1 },
      { low: 2, high: 2 },
      { low: 3, high: 3 },
    ]);
    expect(mapRanges(0)).toEqual([]);
  });

  it('puts each count in its class', () => {
    const ranges = mapRanges(10);
    expect(mapClassOf(1, ranges)).toBe(0);
    expect(mapClassOf(5, ranges)).toBe(3);
    expect(mapClassOf(10, ranges)).toBe(4);
  });
});
