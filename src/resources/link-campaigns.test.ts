import { describe, expect, it } from 'vitest';
import { campaignClicks } from './link-campaigns';

describe('campaignClicks', () => {
  const members = new Map<number, number | null>([
    [1, 7],
    [2, 7],
    [3, 8],
    [4, null],
    [5, 7],
  ]);
  const clicks = new Map([
    [1, { clicks: 3, readAt: 2_000 }],
    [2, { clicks: 2, readAt: 1_000 }],
    [3, { clicks: 5, readAt: 500 }],
  ]);

  it('adds up the clicks of the links known in the campaign, as of the oldest read', () => {
    expect(campaignClicks(7, members, clicks)).toEqual({
      clicks: 5,
      known: 3,
      counted: 2,
      asOf: 1_000,
    });
  });

  it('counts nothing for a campaign with no link known here', () => {
    expect(campaignClicks(9, members, clicks)).toEqual({
      clicks: 0,
      known: 0,
      counted: 0,
      asOf: null,
    });
  });
});
