import { z } from 'zod/mini';
import { readAccountData, writeAccountData } from '../../lib/account-storage';

/** A page, link, QR code, campaign or channel opened from the palette, offered again the next time it opens. */
const recentItemSchema = z.object({
  kind: z.enum(['page', 'link', 'qr', 'campaign', 'channel']),
  label: z.string(),
  to: z.string(),
});
export type RecentItem = z.output<typeof recentItemSchema>;

const NAME = 'palette-recent';
export const MAX_RECENT = 6;

/** The newest first, each place once, at most MAX_RECENT. */
export const addRecent = (items: readonly RecentItem[], item: RecentItem): RecentItem[] =>
  [item, ...items.filter((existing) => existing.to !== item.to)].slice(0, MAX_RECENT);

/** Kept per account on this device until sign-out; a tab without an account scope keeps none. */
export const readRecent = (scope: string | null): RecentItem[] => {
  if (!scope) return [];
  const parsed = z.array(recentItemSchema).safeParse(readAccountData(scope, NAME));
  // Only in-app paths are followed, whatever the storage holds.
  return parsed.success
    ? parsed.data.filter((item) => item.to.startsWith('/') && !item.to.startsWith('//'))
    : [];
};

export const rememberRecent = (scope: string | null, item: RecentItem): void => {
  if (scope) writeAccountData(scope, NAME, addRecent(readRecent(scope), item));
};
