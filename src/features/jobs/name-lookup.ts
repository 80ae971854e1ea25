import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../../api/envelope';
import type { ApiClient } from '../../api/http';
import { MAX_PAGE_SIZE } from '../../api/fields';
import { campaigns } from '../../resources/campaigns';
import { channels } from '../../resources/channels';
import type { NameLookup } from './import-parse';

type Named = { id: number; name: string };

/**
 * Every campaign or channel, for turning names into ids with as few requests as possible: a
 * fresh cached page that already holds the whole list costs nothing; otherwise pages of 100,
 * each taken from the cache when fresh (the same queries the list pages use).
 */
const everything = async <T extends Named>(
  queryClient: QueryClient,
  listKey: readonly unknown[],
  fetchPage: (page: number) => Promise<Page<T>>,
): Promise<T[]> => {
  for (const [, data] of queryClient.getQueriesData<Page<T>>({ queryKey: listKey, stale: false }))
    if (data && data.page === 1 && data.items.length >= data.total) return data.items;
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const data = await fetchPage(page);
    all.push(...data.items);
    if (page >= data.maxPage || data.items.length === 0) return all;
  }
};

const byName = (items: Named[]) =>
  new Map(items.map((item) => [item.name.trim().toLowerCase(), item.id]));

export const lookUpNames = async (
  queryClient: QueryClient,
  client: ApiClient,
  needs: { campaigns: boolean; channels: boolean },
): Promise<Partial<NameLookup>> => {
  const [campaignList, channelList] = await Promise.all([
    needs.campaigns
      ? everything<Named>(queryClient, campaigns.keys.lists(), (page) =>
          queryClient.fetchQuery(campaigns.queries.list(client, { page, limit: MAX_PAGE_SIZE })),
        )
      : null,
    needs.channels
      ? everything<Named>(queryClient, channels.keys.lists(), (page) =>
          queryClient.fetchQuery(channels.queries.list(client, { page, limit: MAX_PAGE_SIZE })),
        )
      : null,
  ]);
  return {
    ...(campaignList ? { campaigns: byName(campaignList) } : {}),
    ...(channelList ? { channels: byName(channelList) } : {}),
  };
};
