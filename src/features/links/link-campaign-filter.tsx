import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { MAX_PAGE_SIZE } from '../../api/fields';
import type { Link } from '../../api/links';
import { useT } from '../../components/i18n/use-t';
import { AddressSelect } from '../../components/ui/address-select';
import { t } from '../../lib/i18n';
import { hrefWith } from '../../lib/url-state';
import { campaigns } from '../../resources/campaigns';
import { useCampaignMembership } from '../../resources/campaign-membership';
import { campaignNamesInMemory } from '../../resources/link-campaigns';
import { useApiClient } from '../../resources/session';
import { LINK_WORDS } from './link-words';

const muted = 'text-gray-600 dark:text-gray-400';

/**
 * Which campaign each link is in, as known on this device, and the campaigns' names from the
 * lists in memory (see docs/decisions/0037-campaign-numbers.md). The names' list is read only when
 * the campaign choice is used, or when a filter or a shown row names a campaign not in memory. Under a
 * filter, the read of the shown links' unknown campaigns is offered (`membership`).
 */
export const useLinkCampaigns = (filter: number | null, rows: readonly Link[]) => {
  const queryClient = useQueryClient();
  const client = useApiClient();
  const membership = useCampaignMembership(
    rows.map((link) => link.id),
    filter !== null,
  );
  const members = membership.known;
  const [wantsNames, setWantsNames] = useState(false);
  const namesInMemory = campaignNamesInMemory(queryClient);
  // A row names its campaign: one read of the list, rather than "Campaign 2".
  const isNameMissing = (id: number | null | undefined) =>
    id !== null && id !== undefined && !namesInMemory.has(id);
  const read = useQuery({
    ...campaigns.queries.list(client, { page: 1, limit: MAX_PAGE_SIZE }),
    enabled:
      wantsNames ||
      isNameMissing(filter) ||
      rows.some((link) => isNameMissing(members.get(link.id))),
  });
  const names = read.data ? campaignNamesInMemory(queryClient) : namesInMemory;
  const nameOf = (id: number) =>
    names.get(id) ??
    t(
      {
        defaultMessage: 'Campaign {id}',
        description: 'a campaign whose name is not known; id: its number',
      },
      { id },
    );
  return {
    names,
    nameOf,
    campaignOf: (link: Link) => members.get(link.id) ?? null,
    /** The rows known to be in the campaign (all rows without a filter). */
    keep: <T extends { id: number }>(rows: T[]) =>
      filter === null ? rows : rows.filter((row) => members.get(row.id) === filter),
    loadNames: () => setWantsNames(true),
    membership,
  };
};

export type LinkCampaigns = ReturnType<typeof useLinkCampaigns>;

/** The "Campaign" choice beside search and sort, in the address (`?campaign=12`). */
export const CampaignFilterSelect = ({
  filter,
  campaigns: known,
}: {
  filter: number | null;
  campaigns: LinkCampaigns;
}) => {
  const t = useT();
  const options = new Map(known.names);
  if (filter !== null && !options.has(filter)) options.set(filter, known.nameOf(filter));
  return (
    <AddressSelect
      param="campaign"
      label={t(LINK_WORDS.campaign)}
      value={filter}
      allLabel={t({ defaultMessage: 'All campaigns' })}
      options={options}
      clears={['page']}
      onIntent={known.loadNames}
    />
  );
};

/** What a campaign filter shows and costs, and the way back to every link. */
export const CampaignFilterNote = ({ name, shown }: { name: string; shown: number }) => {
  const t = useT();
  const [searchParams] = useSearchParams();
  return (
    <div
      role="note"
      className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md border border-gray-200 px-3 py-2 text-sm dark:border-gray-700"
    >
      <p>
        <span className="font-medium">
          {t(
            {
              defaultMessage:
                '{count, plural, one {# link of {campaign} known on this device} other {# links of {campaign} known on this device}}, among up to {max} links read in one request.',
              description:
                'campaign: the name of a campaign; max: how many links one request reads',
            },
            { count: shown, campaign: name, max: MAX_PAGE_SIZE },
          )}
        </span>
      </p>
      <RouterLink
        to={hrefWith(searchParams, { campaign: null, page: null })}
        className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        {t(LINK_WORDS.showAllCampaigns)}
      </RouterLink>
    </div>
  );
};

/**
 * A link's campaign under its title in the desktop table (a column would make the table scroll
 * sideways at 1366 px); a phone's card leaves it out to stay compact: the filter says it there.
 */
export const LinkCampaignCell = ({
  link,
  campaigns: known,
}: {
  link: Link;
  campaigns: LinkCampaigns;
}) => {
  const t = useT();
  const [searchParams] = useSearchParams();
  const campaign = known.campaignOf(link);
  if (campaign === null) return null;
  return (
    <p className="mt-1 text-xs max-sm:hidden">
      <span className={muted}>{t(LINK_WORDS.campaign)} </span>
      <RouterLink
        to={hrefWith(searchParams, { campaign: String(campaign), page: null })}
        className="break-words text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        {known.nameOf(campaign)}
      </RouterLink>
    </p>
  );
};
