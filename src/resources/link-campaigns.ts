import type { QueryClient } from '@tanstack/react-query';
import type { Campaign } from '../api/campaigns';
import type { Page } from '../api/envelope';
import type { LinkWithReportedOptions } from '../api/link-options';
import type { Link } from '../api/links';
import { campaignName, campaigns } from './campaigns';
import { linkKeys } from './link-keys';
import { campaignOfRead, readReportedCampaigns } from './link-campaigns-read';
import { readSentLinkOptions } from './link-options-sent';

/**
 * Campaign membership and performance (docs/decisions/0037-campaign-numbers.md): no list of the
 * API says which campaign a link is in, so membership is what this device sent (create, edit,
 * assign) or what a read of the link (`GET /api/url/:id`: the editor, a statistics page, the
 * membership read) reported on an instance that reports it.
 */

/** Each link's campaign (null: none) as far as this device knows; links not known are absent. */
export const knownLinkCampaigns = (
  queryClient: QueryClient,
  scope: string | null,
): ReadonlyMap<number, number | null> => {
  const known = new Map<number, number | null>();
  for (const [id, sent] of readSentLinkOptions(scope))
    if (sent.campaign !== undefined)
      known.set(id, sent.campaign === null ? null : Number(sent.campaign));
  // A sent campaign drops the reads before it: what is kept is newer.
  for (const [id, campaign] of readReportedCampaigns(scope).links) known.set(id, campaign);
  // Reads in memory, unless a change made here since marked them out of date.
  for (const query of queryClient.getQueryCache().findAll({ queryKey: linkKeys.details() })) {
    const campaign = campaignOfRead(query.state.data);
    if (campaign === undefined || query.state.isInvalidated) continue;
    known.set((query.state.data as LinkWithReportedOptions).link.id, campaign);
  }
  return known;
};

type LinkRead = Partial<Page<Link>> & { link?: Link };

/** Each link's clicks in every list page and link read in memory, the newest read winning. */
export const linkClicksInMemory = (
  queryClient: QueryClient,
): ReadonlyMap<number, { clicks: number; readAt: number }> => {
  const clicks = new Map<number, { clicks: number; readAt: number }>();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: linkKeys.all() })) {
    const read = query.state.data as LinkRead | undefined;
    const readAt = query.state.dataUpdatedAt;
    for (const link of [...(read?.items ?? []), ...(read?.link ? [read.link] : [])])
      if ((clicks.get(link.id)?.readAt ?? -1) < readAt)
        clicks.set(link.id, { clicks: link.clicks, readAt });
  }
  return clicks;
};

/** One campaign's clicks: the sum over its links known here whose clicks are in memory. */
export interface CampaignClicks {
  clicks: number;
  /** Links known here to be in the campaign. */
  known: number;
  /** Of those, the links whose clicks are in memory (the sum's links). */
  counted: number;
  /** When the oldest number in the sum was read (null: nothing counted). */
  asOf: number | null;
}

export const campaignClicks = (
  campaignId: number,
  members: ReadonlyMap<number, number | null>,
  clicks: ReadonlyMap<number, { clicks: number; readAt: number }>,
): CampaignClicks => {
  const result: CampaignClicks = { clicks: 0, known: 0, counted: 0, asOf: null };
  for (const [linkId, inCampaign] of members) {
    if (inCampaign !== campaignId) continue;
    result.known += 1;
    const read = clicks.get(linkId);
    if (!read) continue;
    result.counted += 1;
    result.clicks += read.clicks;
    result.asOf = Math.min(result.asOf ?? read.readAt, read.readAt);
  }
  return result;
};

/** Campaign names from every campaign list page in memory (no request). */
export const campaignNamesInMemory = (queryClient: QueryClient): ReadonlyMap<number, string> =>
  new Map(
    queryClient
      .getQueriesData<Page<Campaign>>({ queryKey: campaigns.keys.lists() })
      .flatMap(([, page]) => page?.items ?? [])
      .map((campaign) => [campaign.id, campaignName(campaign)]),
  );
