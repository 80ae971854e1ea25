import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_DATA_MAX_AGE_MS } from '../lib/account-scope';
import { campaignClicks, knownLinkCampaigns } from './link-campaigns';
import {
  readReportedCampaigns,
  rememberReportedCampaign,
  wantReportedCampaigns,
} from './link-campaigns-read';
import { linkKeys } from './link-keys';
import { rememberSentLinkOptions } from './link-options-sent';

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

describe('knownLinkCampaigns', () => {
  const scope = 'test-scope';
  const link = (id: number) => ({
    id,
    alias: `a${id}`,
    shorturl: `https://go.example.com/a${id}`,
    longurl: 'https://example.com',
    clicks: 1,
    uniqueclicks: 1,
    title: '',
    description: '',
    date: '2026-01-01 00:00:00',
  });
  const stats = {
    clicks: 1,
    uniqueClicks: 1,
    topCountries: {},
    topReferrers: {},
    topBrowsers: {},
    topOs: {},
    socialCount: {},
  };
  beforeEach(() => localStorage.clear());

  it('knows what a read reported, kept on the device, and what this device sent since', () => {
    const queryClient = new QueryClient();
    rememberReportedCampaign(scope, 1, 7);
    rememberReportedCampaign(scope, 2, null);
    expect(knownLinkCampaigns(queryClient, scope)).toEqual(
      new Map([
        [1, 7],
        [2, null],
      ]),
    );
    expect(readReportedCampaigns(scope).reports).toBe(true);
    // Assigned here afterwards: what was sent is newer than the read.
    rememberSentLinkOptions(scope, 1, { campaign: 9 });
    expect(knownLinkCampaigns(queryClient, scope).get(1)).toBe(9);
    // Another account keeps its own.
    expect(knownLinkCampaigns(queryClient, 'other').size).toBe(0);
  });

  it('counts a link read in memory (a statistics page, the editor) without a request', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData([...linkKeys.details(), 3], { link: link(3), stats, campaign: 4 });
    queryClient.setQueryData([...linkKeys.details(), 5, 'options'], {
      link: link(5),
      stats,
      options: { campaign: 6 },
    });
    // A real instance's read: the campaign is not reported, so the link stays unknown.
    queryClient.setQueryData([...linkKeys.details(), 8], { link: link(8), stats });
    expect(knownLinkCampaigns(queryClient, scope)).toEqual(
      new Map([
        [3, 4],
        [5, 6],
      ]),
    );
  });

  it('forgets reads older than a day, as other device data', () => {
    rememberReportedCampaign(scope, 1, 7, 1_000);
    expect(readReportedCampaigns(scope, 1_000 + DEVICE_DATA_MAX_AGE_MS - 1).links.get(1)).toBe(7);
    expect(readReportedCampaigns(scope, 1_000 + DEVICE_DATA_MAX_AGE_MS).links.has(1)).toBe(false);
  });

  it('learns from one read that the service does not report campaigns, and stops reading', () => {
    wantReportedCampaigns(scope, [1, 2, 3]);
    expect(readReportedCampaigns(scope).wanted).toEqual([1, 2, 3]);
    rememberReportedCampaign(scope, 1, undefined);
    expect(readReportedCampaigns(scope)).toMatchObject({ reports: false, wanted: [] });
    expect(readReportedCampaigns(scope).links.size).toBe(0);
  });

  it('takes a read link off the links asked for', () => {
    wantReportedCampaigns(scope, [1, 2]);
    rememberReportedCampaign(scope, 2, 7);
    expect(readReportedCampaigns(scope).wanted).toEqual([1]);
  });
});
