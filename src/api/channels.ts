import { z } from 'zod/mini';
import { DESCRIPTION, flag, hexColor, label, multiline, NAME } from './fields';
import { defineMessage, t } from '../lib/i18n';
import {
  bool,
  entity,
  isRecord,
  listEnvelope,
  messageResponse,
  numericId,
  pageQuery,
  preprocess,
  text,
} from './envelope';
import type { MessageResult, Page, PageParams } from './envelope';
import { segment } from './http';
import type { ApiClient, CallOptions } from './http';
import { createRequest, deleteRequest, listRequest, updateRequest } from './requests';

// Input rules (shared with the server). Response schemas and request functions follow below.

export const channelCreateSchema = z.strictObject({
  name: label(NAME),
  description: z.optional(multiline(DESCRIPTION, 500)),
  color: z.optional(hexColor()),
  starred: z.optional(
    flag(defineMessage({ defaultMessage: 'Starred', description: 'Field name' })),
  ),
});
export type ChannelCreateInput = z.input<typeof channelCreateSchema>;

export const channelUpdateSchema = z.partial(channelCreateSchema);
export type ChannelUpdateInput = z.input<typeof channelUpdateSchema>;

export const CHANNEL_ITEM_TYPES = ['links', 'bio', 'qr'] as const;
export const channelItemTypeSchema = z.enum(CHANNEL_ITEM_TYPES, {
  error: () =>
    t({
      defaultMessage: 'Item type must be links, bio or qr.',
      description: 'Validation error of a request; links, bio and qr are values, not translated',
    }),
});
export type ChannelItemType = z.infer<typeof channelItemTypeSchema>;

// Responses and requests.

export const channelSchema = z.object({
  id: numericId(),
  name: text(),
  description: text(),
  color: text(),
  starred: bool(),
});
export type Channel = z.output<typeof channelSchema>;

const ITEM_TYPE_ALIASES: Record<string, ChannelItemType> = {
  link: 'links',
  url: 'links',
  urls: 'links',
  bios: 'bio',
  qrs: 'qr',
};

export const channelItemSchema = z.object({
  type: preprocess(
    (v) => (typeof v === 'string' ? (ITEM_TYPE_ALIASES[v.toLowerCase()] ?? v.toLowerCase()) : v),
    channelItemTypeSchema,
  ),
  id: numericId(),
  /** Real instances cut titles to 30 characters. */
  title: text(),
  preview: text(),
  link: text(),
  date: text(),
});
export type ChannelItem = z.output<typeof channelItemSchema>;

export const channelListSchema = listEnvelope('channels', channelSchema);
export const channelItemListSchema = listEnvelope('items', channelItemSchema);

/** The contract answers an update with a message; real instances send the whole channel. */
export const channelUpdateResponse = preprocess(
  (body) => {
    const record = isRecord(body) ? body : {};
    const data = isRecord(record.data) && 'id' in record.data ? record.data : record;
    return { message: record.message, channel: 'id' in data && 'name' in data ? data : null };
  },
  z.object({ message: text(), channel: z.nullable(channelSchema) }),
);
export type ChannelUpdateResult = z.output<typeof channelUpdateResponse>;

export const getChannels = listRequest(channelListSchema, '/api/channels');

export const getChannelItems = (
  client: ApiClient,
  channelId: number,
  params: Partial<PageParams> = {},
  options: CallOptions = {},
): Promise<Page<ChannelItem>> =>
  client.request(channelItemListSchema, `/api/channel/${segment(channelId)}`, {
    ...options,
    query: pageQuery(params),
  });

export const createChannel = createRequest(
  channelCreateSchema,
  entity(channelSchema),
  '/api/channel',
);
export const updateChannel = updateRequest(
  channelUpdateSchema,
  channelUpdateResponse,
  '/api/channel',
);
/** Deleting a channel unassigns its items; the items themselves stay. */
export const deleteChannel = deleteRequest('/api/channel');

/** An item can be in many channels. */
export const assignToChannel = (
  client: ApiClient,
  channelId: number,
  type: ChannelItemType,
  itemId: number,
  options: CallOptions = {},
): Promise<MessageResult> =>
  client.request(
    messageResponse,
    `/api/channel/${segment(channelId)}/assign/${segment(type)}/${segment(itemId)}`,
    { ...options, method: 'POST' },
  );
