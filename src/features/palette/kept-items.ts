import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page } from '../../api/envelope';
import { qrTitle, type QrCode } from '../../api/qr-codes';
import { campaignName, campaigns } from '../../resources/campaigns';
import { channelName, channels } from '../../resources/channels';
import { qrCodes } from '../../resources/qr-codes';
import { defineMessage, type Message } from '../../lib/i18n';
import { matchesSearch } from './palette-items';
import type { RecentItem } from './recent-items';

/** The kinds of item the palette finds in lists kept on this device, with their group heading. */
const KEPT = [
  {
    kind: 'qr',
    heading: defineMessage({
      defaultMessage: 'QR codes',
      description: 'a group of search results',
    }),
    lists: qrCodes.keys.lists(),
    label: (qr: QrCode) => qrTitle(qr),
    to: (id: number) => `/qr/${id}`,
  },
  {
    kind: 'campaign',
    heading: defineMessage({
      defaultMessage: 'Campaigns',
      description: 'a group of search results',
    }),
    lists: campaigns.keys.lists(),
    label: campaignName,
    // A campaign has no page of its own: its links are what one looks for.
    to: (id: number) => `/links?campaign=${id}`,
  },
  {
    kind: 'channel',
    heading: defineMessage({
      defaultMessage: 'Channels',
      description: 'a group of search results',
    }),
    lists: channels.keys.lists(),
    label: channelName,
    to: (id: number) => `/channels/${id}`,
  },
] as const satisfies readonly {
  kind: RecentItem['kind'];
  heading: Message;
  lists: QueryKey;
  label: (item: never) => string;
  to: (id: number) => string;
}[];

const PER_KIND = 5;

/**
 * QR codes, campaigns and channels whose names match, from every list page already in memory:
 * no request (the palette never loads a list by itself).
 */
export const findKeptItems = (queryClient: QueryClient, search: string) => {
  if (search === '') return [];
  return KEPT.flatMap(({ kind, heading, lists, label, to }) => {
    const seen = new Map<number, RecentItem>();
    for (const [, page] of queryClient.getQueriesData<Page<{ id: number }>>({ queryKey: lists }))
      for (const item of page?.items ?? []) {
        const name = (label as (item: unknown) => string)(item);
        if (!seen.has(item.id) && matchesSearch(name, search))
          seen.set(item.id, { kind, label: name, to: to(item.id) });
      }
    const items = [...seen.values()].slice(0, PER_KIND);
    return items.length > 0 ? [{ kind, heading, items }] : [];
  });
};
