import type { QueryClient } from '@tanstack/react-query';
import type { Channel, ChannelItem } from '../../api/channels';
import type { Page } from '../../api/envelope';
import type { Link } from '../../api/links';
import { MAX_PAGE_SIZE } from '../../api/fields';
import type { ApiClient } from '../../api/http';
import type { ListField } from '../../components/ui/list-field';
import { channels, type ChannelItemRow } from '../../resources/channels';
import type { ExportKind } from '../../resources/export';
import { campaigns } from '../../resources/campaigns';
import { linkExportFields, namesInMemory, withOnDevice } from '../../resources/link-export';
import { links } from '../../resources/links';
import { qrCodes } from '../../resources/qr-codes';
import { EXPORTABLE } from './exportable';
import { toTable } from './file-table';
import {
  fetchAllPages,
  isPageInMemory,
  type PageQueryOf,
  type PageSource,
} from '../../resources/fetch-pages';

/**
 * The API's largest page (the reference server's cap; real instances have none): the fewest
 * requests per export (docs/decisions/0013-export-csv.md).
 */
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;

export interface ExportProgress {
  /**
   * What is being read: the list itself (null), or the items of the channel of this name (the
   * panel says which, in the user's language).
   */
  channel: string | null;
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
  /** The account whose device data (what it knows of each link) the links export adds. */
  scope?: string | null;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
}

/** The list pages' own query options, as each resource declares them for its export. */
const rowsOf = <K extends ExportKind>(client: ApiClient, kind: K) =>
  EXPORTABLE[kind].rows(client) as unknown as PageQueryOf<{ id: number }>;

/** A channel's items come in batches of one size, the item browser's (the same cache). */
const itemsOf = (client: ApiClient, channelId: number) =>
  ((batch) => channels.queries.items(client, channelId, batch)) as PageQueryOf<ChannelItem>;

/** A cached list page shows the whole list unless it is a search (links). */
const isWhole = (kind: ExportKind, params: { q?: string }) => kind !== 'links' || !params.q;

/** How many rows the list has, from the newest page of it in memory (null: not known). */
const knownTotal = (queryClient: QueryClient, kind: ExportKind): number | null => {
  const newest = queryClient
    .getQueryCache()
    .findAll({ queryKey: resourceOf[kind].keys.lists() })
    .filter((query) => query.state.data !== undefined && isWhole(kind, query.queryKey[2] as object))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
  return newest ? (newest.state.data as Page<unknown>).total : null;
};

const resourceOf = { links, qr: qrCodes, campaigns, channels } as const;

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
  const total = knownTotal(queryClient, kind);
  const pages = total === null ? 1 : pagesOf(total);
  const list = rowsOf(client, kind);
  let requests = 0;
  for (let page = 1; page <= pages; page++)
    if (!isPageInMemory(queryClient, list, page, EXPORT_PAGE_SIZE)) requests++;
  if (kind !== 'channels') return { total, requests, isAtLeast: total === null };
  // Each channel needs its first batch of items, unless it is in memory.
  const known = queryClient
    .getQueriesData<Page<Channel>>({ queryKey: channels.keys.lists() })
    .flatMap(([, data]) => data?.items ?? []);
  const channelIds = new Set(known.map((channel) => channel.id));
  for (const id of channelIds)
    if (!isPageInMemory(queryClient, itemsOf(client, id), 1, EXPORT_PAGE_SIZE, false)) requests++;
  requests += Math.max(0, (total ?? 0) - channelIds.size);
  return { total, requests, isAtLeast: true };
};

const keyOfId = (item: { id: number }) => item.id;

/** Reads the whole list (channels: with every channel's items) and returns the CSV table. */
export const runExport = async (kind: ExportKind, deps: ExportDeps): Promise<ExportResult> => {
  const { queryClient, client, signal, onProgress } = deps;
  let requests = 0;
  let fromCache = 0;
  const count = (from: PageSource) => (from === 'api' ? requests++ : fromCache++);

  const readList = <T extends { id: number }>(queryOf: PageQueryOf<T>, pagesAfter: () => number) =>
    fetchAllPages(queryClient, queryOf, {
      limit: EXPORT_PAGE_SIZE,
      signal,
      keyOf: keyOfId,
      onPage: ({ page, pages, source: from }) => {
        count(from);
        onProgress({
          channel: null,
          page,
          pages,
          requests,
          fromCache,
          pagesLeft: pages - page + pagesAfter(),
        });
      },
    });

  const finish = <T>(fields: readonly ListField<T>[], rows: readonly T[]): ExportResult => ({
    table: toTable(fields, rows),
    rows: rows.length,
    requests,
    fromCache,
  });

  if (kind === 'links') {
    const found = (await readList(rowsOf(client, 'links'), () => 0)) as Link[];
    const rows = withOnDevice(queryClient, client, deps.scope ?? null, found);
    // A campaign or channel named by id only: its list, read as the export reads (pages in
    // memory cost nothing).
    const { missing } = namesInMemory(queryClient, rows);
    if (missing.campaigns) await readList(rowsOf(client, 'campaigns'), () => 0);
    if (missing.channels) await readList(rowsOf(client, 'channels'), () => 0);
    return finish(linkExportFields(namesInMemory(queryClient, rows).names), rows);
  }
  if (kind !== 'channels') {
    const { fields } = EXPORTABLE[kind];
    const rows = await readList(rowsOf(client, kind), () => 0);
    return finish(fields as readonly ListField<unknown>[], rows);
  }
  const total = knownTotal(queryClient, 'channels') ?? 0;
  const found = (await readList(rowsOf(client, 'channels'), () => total)) as Channel[];
  const rows: ChannelItemRow[] = [];
  for (const [index, channel] of found.entries()) {
    const items = await fetchAllPages(queryClient, itemsOf(client, channel.id), {
      limit: EXPORT_PAGE_SIZE,
      signal,
      reuseSmallerPages: false,
      keyOf: (item) => `${item.type}:${item.id}`,
      onPage: ({ page, pages, source: from }) => {
        count(from);
        onProgress({
          channel: channel.name,
          page,
          pages,
          requests,
          fromCache,
          pagesLeft: pages - page + (found.length - index - 1),
        });
      },
    });
    if (items.length === 0) rows.push({ channel, item: null });
    for (const item of items) rows.push({ channel, item });
  }
  return finish(EXPORTABLE.channels.fields, rows);
};
