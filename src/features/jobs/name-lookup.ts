import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page, PageParams } from '../../api/envelope';
import type { ApiClient } from '../../api/http';
import { MAX_PAGE_SIZE } from '../../api/fields';
import { campaigns } from '../../resources/campaigns';
import { channels } from '../../resources/channels';
import { overlays } from '../../resources/overlays';
import { pixels } from '../../resources/pixels';
import { splashPages } from '../../resources/splash-pages';
import type { NameLookup } from './import-parse';

type Named = { id: number; name: string };

/**
 * Every item of a list (campaigns, channels, pixels, splash pages, overlays), for turning names
 * into ids with as few requests as possible: a fresh cached page that already holds the whole
 * list costs nothing; otherwise pages of 100, each taken from the cache when fresh (the same
 * queries the list pages use).
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

type NamedList = (
  queryClient: QueryClient,
  client: ApiClient,
) => { key: readonly unknown[]; page: (page: number) => Promise<Page<Named>> };

/** A resource's list as pages of 100, read through its own query options (cached). */
const namedList =
  <T extends Named, K extends QueryKey>(resource: {
    keys: { lists: () => readonly unknown[] };
    queries: {
      list: (
        client: ApiClient,
        params: PageParams,
      ) => FetchQueryOptions<Page<T>, Error, Page<T>, K>;
    };
  }): NamedList =>
  (queryClient, client) => ({
    key: resource.keys.lists(),
    page: (page) =>
      queryClient.fetchQuery(resource.queries.list(client, { page, limit: MAX_PAGE_SIZE })),
  });

/** The lists an import may name items of. */
const LISTS: Record<keyof NameLookup, NamedList> = {
  campaigns: namedList(campaigns),
  channels: namedList(channels),
  pixels: namedList(pixels),
  splashPages: namedList(splashPages),
  overlays: namedList(overlays),
};

/** The lists the rows need, by lower-case name (the ids are the map's values). */
export const lookUpNames = async (
  queryClient: QueryClient,
  client: ApiClient,
  needs: Record<keyof NameLookup, boolean>,
): Promise<Partial<NameLookup>> => {
  const wanted = (Object.keys(LISTS) as (keyof NameLookup)[]).filter((name) => needs[name]);
  const lists = await Promise.all(
    wanted.map((name) => {
      const list = LISTS[name](queryClient, client);
      return everything(queryClient, list.key, list.page);
    }),
  );
  return Object.fromEntries(wanted.map((name, index) => [name, byName(lists[index])]));
};
