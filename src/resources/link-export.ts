import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../api/envelope';
import type { ApiClient } from '../api/http';
import type { Link } from '../api/links';
import type { ListFields } from '../components/ui/list-field';
import { defineMessage } from '../lib/i18n';
import { channelName, channels } from './channels';
import { knownLinkOptions, type KnownLinkOptions } from './known-link-options';
import { campaignNamesInMemory, knownLinkCampaigns } from './link-campaigns';
import { links } from './links';

/** What the export adds to a link from this device: the list reports none of it. */
export type LinkOnDevice = Pick<KnownLinkOptions, 'channels' | 'expiry' | 'type'> & {
  campaign?: number | null;
};

export type ExportedLink = Link & { onDevice: LinkOnDevice };

/** Names of the campaigns and channels the rows name, as the export writes them. */
export interface ExportNames {
  campaigns: ReadonlyMap<number, string>;
  channels: ReadonlyMap<number, string>;
}

/**
 * The link options a marketer reports by (campaign, channel, expiry, redirect type), as this
 * device knows them (an empty cell: not known here). The names are the import's columns, so an
 * export imports back.
 */
const onDeviceFields = (names: ExportNames) =>
  ({
    campaign: {
      header: defineMessage({ defaultMessage: 'Campaign', description: 'Column header' }),
      exportHeader: 'Campaign',
      value: ({ onDevice: { campaign } }) =>
        campaign == null ? campaign : (names.campaigns.get(campaign) ?? campaign),
    },
    channels: {
      header: defineMessage({ defaultMessage: 'Channels', description: 'Column header' }),
      exportHeader: 'Channels',
      value: ({ onDevice }) =>
        onDevice.channels?.map((id) => names.channels.get(id) ?? id).join('; '),
    },
    expiry: {
      header: defineMessage({ defaultMessage: 'Expiry', description: 'Column header' }),
      exportHeader: 'Expiry',
      value: ({ onDevice }) => onDevice.expiry,
    },
    type: {
      header: defineMessage({ defaultMessage: 'Redirect type', description: 'Column header' }),
      exportHeader: 'Redirect type',
      value: ({ onDevice }) => onDevice.type,
    },
  }) satisfies ListFields<ExportedLink>;

/** The links export's columns: the list's, then what this device knows. */
export const linkExportFields = (names: ExportNames) => [
  ...(links.export.fields as ListFields<ExportedLink>[keyof ListFields<ExportedLink>][]),
  ...Object.values(onDeviceFields(names)),
];

/** Each link with what this device knows of it. */
export const withOnDevice = (
  queryClient: QueryClient,
  client: ApiClient,
  scope: string | null,
  rows: readonly Link[],
): ExportedLink[] => {
  const options = knownLinkOptions(
    queryClient,
    client,
    scope,
    rows.map((link) => link.id),
  );
  const campaigns = knownLinkCampaigns(queryClient, scope);
  return rows.map((link) => {
    const known = options.get(link.id);
    return {
      ...link,
      onDevice: {
        campaign: campaigns.get(link.id),
        channels: known?.channels,
        expiry: known?.expiry,
        type: known?.type,
      },
    };
  });
};

/** The campaigns' and channels' names in memory; the ids among `rows` that have none there. */
export const namesInMemory = (queryClient: QueryClient, rows: readonly ExportedLink[]) => {
  const names: ExportNames = {
    campaigns: campaignNamesInMemory(queryClient),
    channels: new Map(
      queryClient
        .getQueriesData<Page<{ id: number; name: string }>>({ queryKey: channels.keys.lists() })
        .flatMap(([, page]) => page?.items ?? [])
        .map((channel) => [channel.id, channelName(channel)]),
    ),
  };
  const missing = {
    campaigns: rows.some(
      ({ onDevice: { campaign } }) => campaign != null && !names.campaigns.has(campaign),
    ),
    channels: rows.some(({ onDevice }) => onDevice.channels?.some((id) => !names.channels.has(id))),
  };
  return { names, missing };
};
