import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import {
  assignToChannel,
  channelCreateSchema,
  createChannel,
  deleteChannel,
  getChannelItems,
  getChannels,
  updateChannel,
  type Channel,
  type ChannelItem,
  type ChannelItemType,
  type ChannelUpdateResult,
} from '../api/channels';
import type { Page } from '../api/envelope';
import { MAX_PAGE_SIZE } from '../api/fields';
import type { ApiClient } from '../api/http';
import type { ListFields } from '../components/ui/list-field';
import { readCount, searchParamsOf } from '../lib/url-state';
import {
  crudMutations,
  fieldsWithin,
  listQuery,
  pageOfList,
  readRouteId,
  resourceKeys,
  writeMutation,
  type WriteContext,
} from './define-resource';
import { COLUMNS } from './columns';
import { defineMessage, t, type Message } from '../lib/i18n';

/**
 * The item browser asks for a channel's items in batches of the largest page the API allows
 * (docs/decisions/0011-channel-item-browser.md): one request usually holds the whole channel,
 * so the type filter and the page links work on complete data and cost no further requests.
 */
export const ITEM_BATCH_SIZE = MAX_PAGE_SIZE;

/** What each kind of channel item is called in the UI. */
export const ITEM_TYPE_LABELS: Record<ChannelItemType, Message> = {
  links: defineMessage({ defaultMessage: 'Link', description: 'A kind of channel item' }),
  qr: defineMessage({ defaultMessage: 'QR code', description: 'A kind of channel item' }),
  bio: defineMessage({ defaultMessage: 'Bio page', description: 'A kind of channel item' }),
};

export const channelName = (channel: Pick<Channel, 'name' | 'id'>) =>
  channel.name ||
  t(
    { defaultMessage: 'Channel {id}', description: 'A channel without a name; id: its number' },
    { id: channel.id },
  );

const base = resourceKeys('channels');
const keys = {
  ...base,
  allItems: () => [...base.all(), 'items'] as const,
  itemsOf: (channelId: number) => [...base.all(), 'items', channelId] as const,
};
const list = listQuery(keys, getChannels);

/** One batch of a channel's items (`batch` is the API's page number). */
const items = (client: ApiClient, channelId: number, batch: number) =>
  queryOptions({
    queryKey: [...keys.itemsOf(channelId), { batch }] as const,
    queryFn: (context) =>
      getChannelItems(client, channelId, { page: batch, limit: ITEM_BATCH_SIZE }, context),
  });

/** `:id` of a channel's page, or a 404. */
export const readChannelId = (params: Params): number =>
  readRouteId(params, defineMessage({ defaultMessage: 'There is no channel at this address.' }));

/** `?batch=2` (only for channels with more items than one request holds). */
export const readItemBatch = (source: URL | URLSearchParams | string): number =>
  readCount(searchParamsOf(source).get('batch'), 1);

/** The server's way of saying "nothing added: it is there already" (a success or a refusal). */
export const isAlreadyInChannel = (message: string): boolean => /already/i.test(message);

export class AlreadyInChannelError extends Error {
  override name = 'AlreadyInChannelError';
}

export type ChannelItemRef = { channelId: number; type: ChannelItemType; itemId: number };

/** Adds an item; one that is there already fails with AlreadyInChannelError (nothing duplicated). */
const addItem = async (
  client: ApiClient,
  { channelId, type, itemId }: ChannelItemRef,
  call: Parameters<typeof assignToChannel>[4],
) => {
  const result = await assignToChannel(client, channelId, type, itemId, call).catch(
    (error: unknown) => {
      if (error instanceof Error && isAlreadyInChannel(error.message))
        throw new AlreadyInChannelError(error.message);
      throw error;
    },
  );
  if (isAlreadyInChannel(result.message)) throw new AlreadyInChannelError(result.message);
  return result;
};

const setStarred = (page: Page<Channel> | undefined, id: number, starred: boolean) =>
  page && {
    ...page,
    items: page.items.map((channel) => (channel.id === id ? { ...channel, starred } : channel)),
  };

type Star = { channel: Channel; starred: boolean };

/** One row per item of a channel; a channel without items still gets one row. */
export interface ChannelItemRow {
  channel: Channel;
  item: ChannelItem | null;
}

/** A channel as its list shows it (its export writes one row per item, below). */
const fields = {
  name: {
    header: defineMessage({
      defaultMessage: 'Channel',
      description: 'Column header: the name of a channel',
    }),
    value: (channel) => channel.name,
  },
  description: {
    header: COLUMNS.description,
    value: (channel) => channel.description,
    kind: 'note',
    empty: defineMessage({ defaultMessage: 'No description' }),
    exportHeader: 'Channel description',
  },
  starred: {
    header: defineMessage({
      defaultMessage: 'Starred',
      description: 'Column header: whether a channel is starred',
    }),
    value: (channel) => channel.starred,
    kind: 'yes-no',
  },
  id: {
    header: defineMessage({ defaultMessage: 'Channel ID', description: 'Column header' }),
    value: (channel) => channel.id,
  },
} satisfies ListFields<Channel>;

/** An item of a channel as the channel's page shows it and the channels export writes it. */
const itemFields = {
  type: {
    header: COLUMNS.type,
    // Read when the list draws the cell (or the export writes it), so it is in the language shown.
    value: (item) => t(ITEM_TYPE_LABELS[item.type]),
    kind: 'tag',
    exportHeader: 'Item type',
  },
  title: {
    header: COLUMNS.title,
    value: (item) => item.title,
    kind: 'name',
    empty: '—',
    exportHeader: 'Item title',
  },
  preview: {
    header: defineMessage({
      defaultMessage: 'Preview',
      description: 'Column header: the address a channel item leads to',
    }),
    value: (item) => item.preview,
    kind: 'url',
    lines: 2,
  },
  link: {
    header: defineMessage({ defaultMessage: 'Short link', description: 'Column header' }),
    value: (item) => item.link,
    kind: 'copy-url',
    copyLabel: defineMessage({
      defaultMessage: 'Copy short link {url}',
      description: 'url: the short link',
    }),
    empty: '—',
    exportHeader: 'Item URL',
  },
  date: {
    header: defineMessage({
      defaultMessage: 'Added',
      description: 'Column header: when an item was added to the channel',
    }),
    value: (item) => item.date,
    kind: 'date',
    card: 'line',
  },
  id: {
    header: defineMessage({ defaultMessage: 'Item ID', description: 'Column header' }),
    value: (item) => item.id,
  },
} satisfies ListFields<ChannelItem>;

const ofChannel = fieldsWithin(fields, (row: ChannelItemRow) => row.channel);
const ofItem = fieldsWithin(itemFields, (row: ChannelItemRow) => row.item);

/** Channels collect links, bio pages and QR codes; an item can be in many channels. */
export const channels = {
  keys,
  queries: { list, items },
  pages: {
    list: pageOfList(list),
    /** One channel's items: the type filter and page links change nothing here. */
    items: (client: ApiClient, url: string, params: Params) =>
      items(client, readChannelId(params), readItemBatch(url)),
  },
  mutations: {
    ...crudMutations(
      { create: createChannel, update: updateChannel, delete: deleteChannel },
      { invalidates: [keys.lists()] },
      // Deleting a channel ends its item browser; the items themselves stay elsewhere.
      { delete: { invalidates: [keys.lists()], marksStale: [keys.allItems()] } },
    ),
    /** Only the channel on screen refetches; other channels' items are fetched when opened. */
    addItem: writeMutation(addItem, { invalidates: [keys.allItems()] }),
    /**
     * The star changes in place before the server answers, and changes back when it refuses.
     * A success needs no refetch: the list already shows it.
     */
    toggleStar: ({ client }: WriteContext) =>
      mutationOptions<ChannelUpdateResult, Error, Star>({
        mutationFn: ({ channel, starred }) => updateChannel(client, channel.id, { starred }),
        onMutate: async ({ channel, starred }, { client: queryClient }) => {
          await queryClient.cancelQueries({ queryKey: keys.lists() });
          queryClient.setQueriesData<Page<Channel>>({ queryKey: keys.lists() }, (page) =>
            setStarred(page, channel.id, starred),
          );
        },
        onError: (_error, { channel }, _result, { client: queryClient }) =>
          queryClient.setQueriesData<Page<Channel>>({ queryKey: keys.lists() }, (page) =>
            setStarred(page, channel.id, channel.starred),
          ),
      }),
  },
  schemas: { create: channelCreateSchema },
  fields,
  itemFields,
  export: {
    file: 'channel-items',
    fields: [
      ...[ofChannel.name, ofChannel.description, ofChannel.starred],
      ...[ofItem.type, ofItem.title, ofItem.link, ofItem.date],
      ...[ofChannel.id, ofItem.id],
    ],
    /**
     * The list's pages as the list page reads them, at any page size (see
     * docs/decisions/0013-export-csv.md).
     */
    rows: (client: ApiClient) => (page: number, limit: number) => list(client, { page, limit }),
  },
};
