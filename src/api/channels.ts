import { z } from 'zod';
import { flag, hexColor, label, multiline } from './fields';

// Input rules (shared with the server). Response schemas and request functions follow below.

export const channelCreateSchema = z.strictObject({
  name: label('Name'),
  description: multiline('Description', 500).optional(),
  color: hexColor().optional(),
  starred: flag('Starred').optional(),
});
export type ChannelCreateInput = z.input<typeof channelCreateSchema>;

export const channelUpdateSchema = channelCreateSchema.partial();
export type ChannelUpdateInput = z.input<typeof channelUpdateSchema>;

export const CHANNEL_ITEM_TYPES = ['links', 'bio', 'qr'] as const;
export const channelItemTypeSchema = z.enum(CHANNEL_ITEM_TYPES, {
  error: 'Item type must be links, bio or qr.',
});
export type ChannelItemType = z.infer<typeof channelItemTypeSchema>;
