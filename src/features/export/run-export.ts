import type { QueryClient } from '@tanstack/react-query';
import type { Campaign } from '../../api/campaigns';
import type { Channel, ChannelItem } from '../../api/channels';
import type { Page } from '../../api/envelope';
import { MAX_PAGE_SIZE } from '../../api/fields';
import type { ApiClient } from '../../api/http';
import type { Link } from '../../api/links';
import type { QrCode } from '../../api/qr-codes';
import { campaignQueries } from '../campaigns/campaigns-queries';
import { channelQueries } from '../channels/channels-queries';
import { linkQueries } from '../links/links-queries';
import { qrQueries } from '../qr-codes/qr-codes-queries';
import {
  CAMPAIGN_COLUMNS,
  CHANNEL_ITEM_COLUMNS,
  LINK_COLUMNS,
  QR_COLUMNS,
  toTable,
  type ChannelItemRow,
  type ExportColumn,
} from './export-columns';
import type { ExportKind } from './export-kind';
import { fetchAllPages, isPageInMemory, type PageQueryOf, type PageSource } from './fetch-pages';

/**
 * The API's largest page (the reference server's cap; real instances have none): the fewest
 * requests per export (docs/decisions/export-csv.md).
 */
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;

export interface ExportProgress {
  /** What is being read: "Links", "Channels", "Items of “Spring”". */
  step: string;
  page: number;
  pages: number;
  /** Pages read from the API so far (each one request) and from the cache (none). */
  requests: number;
  fromCache: number;
  /** Pages still to read, as far as known now (each channel has at least one). */
  pagesLeft: number;
}

export interface ExportResult {
  table: (string | number)[][];
  /** Data rows (without the header). */
  rows: number;
  requests: number;
  fromCache: number;
}

export interface ExportDeps {
  queryClient: QueryClient;
  client: ApiClient;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
}

/** The list pages' own query options, at the export's page size. */
const sources = (client: ApiClient) => ({
  links: ((page, limit) =>
    linkQueries.list(client, { page, limit, q: '', order: 'date' })) as PageQueryOf<Link>,
  qr: ((page, limit) => qrQueries.list(client, { page, limit })) as PageQueryOf<QrCode>,
  campaigns: ((page, limit) =>
    campaignQueries.list(client, { page, limit })) as PageQueryOf<Campaign>,
  channels: ((page, limit) => channelQueries.list(client, { page, limit })) as PageQueryOf<Channel>,
  /** A channel's items come in batches of one size, the item browser's (the same cache). */
  itemsOf: (channelId: number) =>
    ((batch) => channelQueries.items(client, channelId, batch)) as PageQueryOf<ChannelItem>,
});

/** Which cached lists show the whole list (a links search shows only part of it). */
const listKeys = {
  links: { queryKey: linkQueries.lists(), isWhole: (params: { q?: string }) => !params.q },
  qr: { queryKey: qrQueries.lists(), isWhole: () => true },
  campaigns: { queryKey: campaignQueries.lists(), isWhole: () => true },
  channels: { queryKey: channelQueries.lists(), isWhole: () => true },
} as const;

/** How many rows the list has, from the newest page of it in memory (null: not known). */
const knownTotal = (queryClient: QueryClient, kind: ExportKind): number | null => {
  const { queryKey, isWhole } = listKeys[kind];
  const newest = queryClient
    .getQueryCache()
    .findAll({ queryKey })
    .filter((query) => query.state.data !== undefined && isWhole(query.queryKey[2] as object))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
  return newest ? (newest.state.data as Page<unknown>).total : null;
};

const pagesOf = (total: number) => Math.max(1, Math.ceil(total / EXPORT_PAGE_SIZE));

export interface ExportPlan {
  /** Rows of the list, when known (channels: the channels). */
  total: number | null;
  /** Requests it will take: exact for what is in memory, at least one per page otherwise. */
  requests: number;
  /** True when the count is a lower bound (channels' items; a list of unknown length). */
  isAtLeast: boolean;
}

/** What an export will cost, before any request: what the cache already holds costs nothing. */
export const planExport = (
  queryClient: QueryClient,
  client: ApiClient,
  kind: ExportKind,
): ExportPlan => {
  const source = sources(client);
  const total = knownTotal(queryClient, kind);
  const pages = total === null ? 1 : pagesOf(total);
  const list = kind === 'channels' ? source.channels : source[kind];
  let requests = 0;
  for (let page = 1; page <= pages; page++)
    if (!isPageInMemory(queryClient, list as PageQueryOf<unknown>, page, EXPORT_PAGE_SIZE))
      requests++;
  if (kind !== 'channels') return { total, requests, isAtLeast: total === null };
  // Each channel needs its first batch of items, unless it is in memory.
  const known = queryClient
    .getQueriesData<Page<Channel>>({ queryKey: channelQueries.lists() })
    .flatMap(([, data]) => data?.items ?? []);
  const channelIds = new Set(known.map((channel) => channel.id));
  for (const id of channelIds)
    if (!isPageInMemory(queryClient, source.itemsOf(id), 1, EXPORT_PAGE_SIZE, false)) requests++;
  requests += Math.max(0, (total ?? 0) - channelIds.size);
  return { total, requests, isAtLeast: true };
};

const keyOfId = (item: { id: number }) => item.id;

/** Reads the whole list (channels: with every channel's items) and returns the CSV table. */
export const runExport = async (kind: ExportKind, deps: ExportDeps): Promise<ExportResult> => {
  const { queryClient, client, signal, onProgress } = deps;
  const source = sources(client);
  let requests = 0;
  let fromCache = 0;
  const count = (from: PageSource) => (from === 'api' ? requests++ : fromCache++);

  const readList = <T extends { id: number }>(
    step: string,
    queryOf: PageQueryOf<T>,
    pagesAfter: () => number,
  ) =>
    fetchAllPages(queryClient, queryOf, {
      limit: EXPORT_PAGE_SIZE,
      signal,
      keyOf: keyOfId,
      onPage: ({ page, pages, source: from }) => {
        count(from);
        onProgress({
          step,
          page,
          pages,
          requests,
          fromCache,
          pagesLeft: pages - page + pagesAfter(),
        });
      },
    });

  const finish = <T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): ExportResult => ({
    table: toTable(columns, rows),
    rows: rows.length,
    requests,
    fromCache,
  });

  switch (kind) {
    case 'links':
      return finish(LINK_COLUMNS, await readList('Links', source.links, () => 0));
    case 'qr':
      return finish(QR_COLUMNS, await readList('QR codes', source.qr, () => 0));
    case 'campaigns':
      return finish(CAMPAIGN_COLUMNS, await readList('Campaigns', source.campaigns, () => 0));
    case 'channels': {
      const total = knownTotal(queryClient, 'channels') ?? 0;
      const channels = await readList('Channels', source.channels, () => total);
      const rows: ChannelItemRow[] = [];
      for (const [index, channel] of channels.entries()) {
        const items = await fetchAllPages(queryClient, source.itemsOf(channel.id), {
          limit: EXPORT_PAGE_SIZE,
          signal,
          reuseSmallerPages: false,
          keyOf: (item) => `${item.type}:${item.id}`,
          onPage: ({ page, pages, source: from }) => {
            count(from);
            onProgress({
              step: `Items of “${channel.name}”`,
              page,
              pages,
              requests,
              fromCache,
              pagesLeft: pages - page + (channels.length - index - 1),
            });
          },
        });
        if (items.length === 0) rows.push({ channel, item: null });
        for (const item of items) rows.push({ channel, item });
      }
      return finish(CHANNEL_ITEM_COLUMNS, rows);
    }
  }
};
