import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Campaign } from '../../api/campaigns';
import { useT } from '../../components/i18n/use-t';
import { NotKnown } from '../../components/ui/not-known';
import { formatCount } from '../../lib/format-date';
import { currentLocale, defineMessage } from '../../lib/i18n';
import {
  campaignClicks,
  knownLinkCampaigns,
  linkClicksInMemory,
  type CampaignClicks,
} from '../../resources/link-campaigns';
import { useCampaignMembership } from '../../resources/campaign-membership';
import { links } from '../../resources/links';
import { useAccountScope, useApiClient } from '../../resources/session';

const muted = 'text-gray-600 dark:text-gray-400';

/** Work the user did not ask for this moment: it never takes the budget from what they do. */
const BACKGROUND = { priority: 'background' } as const;

/**
 * Each campaign's clicks from the links this device knows in it (see
 * docs/decisions/0037-campaign-numbers.md): from the link lists and link reads in memory, else
 * from ONE background read of the most clicked 100 links. That read also names the links whose
 * campaign is not known here, while a campaign has more links than are known in it: reading
 * those is offered with its cost (`membership`).
 */
export const useCampaignClicks = (rows: readonly Campaign[]) => {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const before = knownLinkCampaigns(queryClient, useAccountScope());
  const shown = new Set(rows.map((campaign) => campaign.id));
  const knownIn = (id: number) => [...before.values()].filter((inIt) => inIt === id).length;
  // A link is in one campaign at most: when each has as many known links as it counts, the
  // links left are in none, and nothing needs reading.
  const isIncomplete = rows.some(
    (campaign) => campaign.links !== 0 && knownIn(campaign.id) < (campaign.links ?? Infinity),
  );
  const inMemory = linkClicksInMemory(queryClient);
  const isMissing = [...before].some(
    ([linkId, campaignId]) => campaignId !== null && shown.has(campaignId) && !inMemory.has(linkId),
  );
  // Subscribed so that the sums show as the read arrives; no request when nothing is missing.
  const read = useQuery({
    ...links.queries.mostClicked(client),
    enabled: isMissing || isIncomplete,
    meta: BACKGROUND,
  });
  const membership = useCampaignMembership(
    read.data?.items.map((link) => link.id) ?? [],
    isIncomplete,
  );
  const clicks = linkClicksInMemory(queryClient);
  const all = new Map(
    rows.map((campaign) => [campaign.id, campaignClicks(campaign.id, membership.known, clicks)]),
  );
  const asOf = Math.min(...[...all.values()].flatMap(({ asOf }) => (asOf === null ? [] : [asOf])));
  return {
    of: (campaign: Campaign) => all.get(campaign.id),
    /** When the oldest number shown was read, or null when none is shown. */
    asOf: Number.isFinite(asOf) ? asOf : null,
    isReading: read.isFetching,
    membership,
  };
};

/** "Clicks add up … as of 10:42": what the Clicks column counts and how old it is. */
export const CampaignClicksNote = ({
  asOf,
  isReading,
}: {
  asOf: number | null;
  isReading: boolean;
}) => {
  const t = useT();
  return (
    <p className={`mb-3 text-sm ${muted}`} role="status">
      {isReading ? (
        t({ defaultMessage: 'Reading your links’ clicks…' })
      ) : asOf === null ? (
        t({
          defaultMessage:
            'Clicks add up the links known on this device to be in each campaign: assign links here or in the link editor to count them.',
        })
      ) : (
        // The whole sentence is one message; the moment's date and time show on hover.
        <span title={new Date(asOf).toLocaleString(currentLocale())}>
          {t(
            {
              defaultMessage:
                'Clicks add up the links known on this device to be in each campaign, as of {at, time, short}.',
              description: 'at: the time the clicks were read, like 10:42',
            },
            { at: asOf },
          )}
        </span>
      )}
    </p>
  );
};

const NOT_KNOWN = defineMessage({ defaultMessage: 'Not known on this device' });

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
  const t = useT();
  if (!clicks || clicks.counted === 0) {
    if (total === 0) return isInline ? null : '0';
    return isInline ? (
      <span className={muted}>
        {' · '}
        {t({ defaultMessage: 'clicks not known on this device' })}
      </span>
    ) : (
      <NotKnown why={t(NOT_KNOWN)} />
    );
  }
  // Said even when complete ("from 15 of 15 links"): the sum says what it covers.
  const of = Math.max(total ?? clicks.known, clicks.counted);
  const part = (
    <span className={`text-xs ${muted}`}>
      {t(
        {
          defaultMessage: 'from {counted, number} of {total, plural, one {# link} other {# links}}',
          description: 'under a campaign’s clicks: how many of its links they were counted from',
        },
        { counted: clicks.counted, total: of },
      )}
    </span>
  );
  return isInline ? (
    <span>
      {' · '}
      {t(
        { defaultMessage: '{count, plural, one {# click} other {# clicks}}' },
        { count: clicks.clicks },
      )}{' '}
      {part}
    </span>
  ) : (
    <span className="inline-flex flex-col items-end">
      <span>{formatCount(clicks.clicks)}</span>
      {part}
    </span>
  );
};

/** The link count (or "Show" when the instance gives none) opens Links filtered by the campaign. */
export const CampaignLinksCell = ({ campaign, name }: { campaign: Campaign; name: string }) => {
  const t = useT();
  return (
    <Link
      to={`/links?campaign=${campaign.id}`}
      className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
      aria-label={
        campaign.links === null
          ? t(
              { defaultMessage: 'Links of {name}', description: 'name: the campaign’s name' },
              { name },
            )
          : t(
              {
                defaultMessage:
                  '{count, plural, one {# link} other {# links}} in {name}: show them',
                description: 'name: the campaign’s name',
              },
              { count: campaign.links, name },
            )
      }
    >
      {campaign.links === null
        ? t({ defaultMessage: 'Show', description: 'opens the links of a campaign' })
        : formatCount(campaign.links)}
    </Link>
  );
};
