import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { data as routeData, type Params } from 'react-router';
import {
  assignToChannel,
  createChannel,
  deleteChannel,
  getChannelItems,
  getChannels,
  updateChannel,
  type Channel,
  type ChannelCreateInput,
  type ChannelItemType,
  type ChannelUpdateInput,
} from '../../api/channels';
import { idSchema, MAX_PAGE_SIZE } from '../../api/fields';
import type { Page } from '../../api/envelope';
import type { ApiClient } from '../../api/http';
import type { PageParams } from '../../api/envelope';
import { readCount, readPageParams, searchParamsOf } from '../../lib/url-state';
import { useApiClient } from '../route-context';

/**
 * The item browser asks for a channel's items in batches of the largest page the API allows
 * (docs/decisions/channel-item-browser.md): one request usually holds the whole channel,
 * so the type filter and the page links work on complete data and cost no further requests.
 */
export const ITEM_BATCH_SIZE = MAX_PAGE_SIZE;

/** What each kind of channel item is called in the UI. */
export const ITEM_TYPE_LABELS: Record<ChannelItemType, string> = {
  links: 'Link',
  qr: 'QR code',
  bio: 'Bio page',
};

export const channelQueries = {
  all: () => ['channels'] as const,
  lists: () => [...channelQueries.all(), 'list'] as const,
  list: (client: ApiClient, params: PageParams) =>
    queryOptions({
      queryKey: [...channelQueries.lists(), { page: params.page, limit: params.limit }] as const,
      queryFn: (context) => getChannels(client, params, context),
    }),
  allItems: () => [...channelQueries.all(), 'items'] as const,
  itemsOf: (channelId: number) => [...channelQueries.allItems(), channelId] as const,
  /** One batch of a channel's items (`batch` is the API's page number). */
  items: (client: ApiClient, channelId: number, batch: number) =>
    queryOptions({
      queryKey: [...channelQueries.itemsOf(channelId), { batch }] as const,
      queryFn: (context) =>
        getChannelItems(client, channelId, { page: batch, limit: ITEM_BATCH_SIZE }, context),
    }),
};

/** `:id` from the URL, or a 404 for anything that is not a positive whole number. */
export const readChannelId = (params: Params): number => {
  const parsed = idSchema.safeParse(params.id);
  if (!parsed.success) throw routeData('There is no channel at this address.', { status: 404 });
  return parsed.data;
};

/** `?batch=2` (only for channels with more items than one request holds). */
export const readItemBatch = (source: URL | URLSearchParams | string): number => {
  return readCount(searchParamsOf(source).get('batch'), 1);
};

/** Primes the channels list before the page renders. */
export const channelsPage = (client: ApiClient, url: string) =>
  channelQueries.list(client, readPageParams(url));

/** Primes one channel's items: the type filter and page links change nothing here. */
export const channelItemsPage = (client: ApiClient, url: string, params: Params) =>
  channelQueries.items(client, readChannelId(params), readItemBatch(url));

const listsChange = { invalidates: [channelQueries.lists()] } as const;

export const useCreateChannel = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: ChannelCreateInput) => createChannel(client, input),
    meta: listsChange,
  });
};

export const useUpdateChannel = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ChannelUpdateInput }) =>
      updateChannel(client, id, input),
    meta: listsChange,
  });
};

/** Deleting a channel changes the lists and ends its item browser; the items stay elsewhere. */
export const useDeleteChannel = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (id: number) => deleteChannel(client, id),
    meta: { invalidates: [channelQueries.lists()], marksStale: [channelQueries.allItems()] },
  });
};

const setStarred = (page: Page<Channel> | undefined, id: number, starred: boolean) =>
  page && {
    ...page,
    items: page.items.map((channel) => (channel.id === id ? { ...channel, starred } : channel)),
  };

/**
 * The star changes in place before the server answers, and changes back (visibly, with the
 * caller's message) when it refuses. A success needs no refetch: the list already shows it.
 */
export const useToggleChannelStar = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, starred }: { channel: Channel; starred: boolean }) =>
      updateChannel(client, channel.id, { starred }),
    onMutate: async ({ channel, starred }) => {
      await queryClient.cancelQueries({ queryKey: channelQueries.lists() });
      queryClient.setQueriesData<Page<Channel>>({ queryKey: channelQueries.lists() }, (page) =>
        setStarred(page, channel.id, starred),
      );
    },
    onError: (_error, { channel }) => {
      queryClient.setQueriesData<Page<Channel>>({ queryKey: channelQueries.lists() }, (page) =>
        setStarred(page, channel.id, channel.starred),
      );
    },
  });
};

/** The server's way of saying "nothing added: it is there already" (a success or a refusal). */
export const isAlreadyInChannel = (message: string): boolean => /already/i.test(message);

export class AlreadyInChannelError extends Error {
  override name = 'AlreadyInChannelError';
}

/**
 * Adds an item; an item that is there already fails with AlreadyInChannelError (nothing is
 * duplicated and nothing refetches). Only channels' items change.
 */
export const useAddToChannel = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({
      channelId,
      type,
      itemId,
    }: {
      channelId: number;
      type: ChannelItemType;
      itemId: number;
    }) => {
      const result = await assignToChannel(client, channelId, type, itemId).catch(
        (error: unknown) => {
          if (error instanceof Error && isAlreadyInChannel(error.message))
            throw new AlreadyInChannelError(error.message);
          throw error;
        },
      );
      if (isAlreadyInChannel(result.message)) throw new AlreadyInChannelError(result.message);
      return result;
    },
    // Only the channel on screen refetches; other channels' items are fetched when opened.
    meta: { invalidates: [channelQueries.allItems()] },
  });
};
