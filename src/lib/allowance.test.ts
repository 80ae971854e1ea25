import { describe, expect, it } from 'vitest';
import { costWords, shareOfAllowance } from './allowance';

describe('shareOfAllowance', () => {
  it('says a cost as a share of the minute’s allowance, not a count', () => {
    expect(shareOfAllowance(9, 30)).toBe("about a third of this minute's allowance");
    expect(shareOfAllowance(15, 30)).toBe("about half of this minute's allowance");
    expect(shareOfAllowance(1, 30)).toBe("a little of this minute's allowance");
    expect(shareOfAllowance(30, 30)).toBe("all of this minute's allowance");
    expect(shareOfAllowance(160, 30)).toBe("about 6 minutes' allowance");
    expect(shareOfAllowance(0, 30)).toBe('nothing of your allowance');
  });

  it('says nothing of a limit the service does not state', () => {
    expect(shareOfAllowance(9, null)).toBeNull();
  });
});

describe('costWords', () => {
  it('says what a cost uses, or the plain count without a stated limit', () => {
    expect(costWords(9, 30)).toBe("uses about a third of this minute's allowance");
    expect(costWords(160, 30)).toBe("uses about 6 minutes' allowance");
    expect(costWords(1, null)).toBe('1 request');
    expect(costWords(3, undefined)).toBe('3 requests');
  });
});
