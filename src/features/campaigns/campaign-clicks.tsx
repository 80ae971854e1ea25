import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Campaign } from '../../api/campaigns';
import { NotKnown } from '../../components/ui/not-known';
import { countOf, formatCount } from '../../lib/format-date';
import {
  campaignClicks,
  knownLinkCampaigns,
  linkClicksInMemory,
  type CampaignClicks,
} from '../../resources/link-campaigns';
import { links } from '../../resources/links';
import { useAccountScope, useApiClient } from '../../resources/session';

const muted = 'text-gray-600 dark:text-gray-400';

/** Work the user did not ask for this moment: it never takes the budget from what they do. */
const BACKGROUND = { priority: 'background' } as const;

/**
 * Each campaign's clicks from the links this device knows in it (decision 0037): from the link
 * lists in memory, else from ONE background read of the most clicked 100 links.
 */
export const useCampaignClicks = (rows: readonly Campaign[]) => {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const members = knownLinkCampaigns(queryClient, useAccountScope());
  const shown = new Set(rows.map((campaign) => campaign.id));
  const inMemory = linkClicksInMemory(queryClient);
  const isMissing = [...members].some(
    ([linkId, campaignId]) => campaignId !== null && shown.has(campaignId) && !inMemory.has(linkId),
  );
  // Subscribed so that the sums show as the read arrives; no request when nothing is missing.
  const read = useQuery({
    ...links.queries.mostClicked(client),
    enabled: isMissing,
    meta: BACKGROUND,
  });
  const clicks = read.dataUpdatedAt ? linkClicksInMemory(queryClient) : inMemory;
  const all = new Map(
    rows.map((campaign) => [campaign.id, campaignClicks(campaign.id, members, clicks)]),
  );
  const asOf = Math.min(...[...all.values()].flatMap(({ asOf }) => (asOf === null ? [] : [asOf])));
  return {
    of: (campaign: Campaign) => all.get(campaign.id),
    /** When the oldest number shown was read, or null when none is shown. */
    asOf: Number.isFinite(asOf) ? asOf : null,
    isReading: read.isFetching,
  };
};

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** "Clicks add up … as of 10:42": what the Clicks column counts and how old it is. */
export const CampaignClicksNote = ({
  asOf,
  isReading,
}: {
  asOf: number | null;
  isReading: boolean;
}) => (
  <p className={`mb-3 text-sm ${muted}`} role="status">
    {isReading ? (
      'Reading your links’ clicks…'
    ) : asOf === null ? (
      'Clicks add up the links known on this device to be in each campaign: assign links here or in the link editor to count them.'
    ) : (
      <>
        Clicks add up the links known on this device to be in each campaign, as of{' '}
        <time dateTime={new Date(asOf).toISOString()} title={new Date(asOf).toLocaleString()}>
          {timeFormat.format(asOf)}
        </time>
        .
      </>
    )}
  </p>
);

const NOT_KNOWN = 'Not known on this device';

/**
 * One campaign's clicks, and how many of its links they cover when not all. A campaign with no
 * links has none; one whose links' clicks this device has not read says it does not know.
 */
export const CampaignClicksCell = ({
  clicks,
  total,
  isInline = false,
}: {
  clicks: CampaignClicks | undefined;
  total: number | null;
  /** After the link count on its line, " · 5 clicks" (a phone's card): nothing when no links. */
  isInline?: boolean;
}) => {
  if (!clicks || clicks.counted === 0) {
    if (total === 0) return isInline ? null : '0';
    return isInline ? (
      <span className={muted}>{` · clicks ${NOT_KNOWN.toLowerCase()}`}</span>
    ) : (
      <NotKnown why={NOT_KNOWN} />
    );
  }
  const of = total ?? clicks.known;
  const part = clicks.counted < of && (
    <span className={`text-xs ${muted}`}>{`from ${clicks.counted} of ${countOf(of, 'link')}`}</span>
  );
  return isInline ? (
    <span>
      {` · ${countOf(clicks.clicks, 'click')}`} {part}
    </span>
  ) : (
    <span className="inline-flex flex-col items-end">
      <span>{formatCount(clicks.clicks)}</span>
      {part}
    </span>
  );
};

/** The link count (or "Show" when the instance gives none) opens Links filtered by the campaign. */
export const CampaignLinksCell = ({ campaign, name }: { campaign: Campaign; name: string }) => (
  <Link
    to={`/links?campaign=${campaign.id}`}
    className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
    aria-label={
      campaign.links === null
        ? `Links of ${name}`
        : `${countOf(campaign.links, 'link')} in ${name}: show them`
    }
  >
    {campaign.links === null ? 'Show' : formatCount(campaign.links)}
  </Link>
);
