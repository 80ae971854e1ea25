import type { Campaign } from '../../api/campaigns';
import type { Channel, ChannelItem } from '../../api/channels';
import type { Link } from '../../api/links';
import type { QrCode } from '../../api/qr-codes';
import { qrTypes } from '../../api/qr-types';
import { toDateTimeAttribute } from '../../lib/format-date';
import { ITEM_TYPE_LABELS } from '../channels/channels-queries';

/** One column of an exported file: a header a spreadsheet user reads, and its cell. */
export interface ExportColumn<T> {
  header: string;
  cell: (row: T) => string | number;
}

/** API timestamps (`2024-03-12 14:05:00`) as ISO 8601 (`2024-03-12T14:05:00`); else as sent. */
export const isoDate = (value: string): string => toDateTimeAttribute(value) ?? value;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const LINK_COLUMNS: readonly ExportColumn<Link>[] = [
  { header: 'Short URL', cell: (link) => link.shorturl },
  { header: 'Destination', cell: (link) => link.longurl },
  { header: 'Title', cell: (link) => link.title },
  { header: 'Alias', cell: (link) => link.alias },
  { header: 'Description', cell: (link) => link.description },
  { header: 'Clicks', cell: (link) => link.clicks },
  { header: 'Unique clicks', cell: (link) => link.uniqueclicks },
  { header: 'Created', cell: (link) => isoDate(link.date) },
  { header: 'Link ID', cell: (link) => link.id },
];

export const QR_COLUMNS: readonly ExportColumn<QrCode>[] = [
  { header: 'Name', cell: (qr) => qr.name },
  // The label the dashboard shows ("Wi-Fi"); empty when the service does not report the type.
  { header: 'Type', cell: (qr) => (qr.type ? qrTypes[qr.type].label : '') },
  { header: 'Short URL', cell: (qr) => qr.link },
  { header: 'Scans', cell: (qr) => qr.scans },
  { header: 'Created', cell: (qr) => isoDate(qr.date) },
  { header: 'QR code ID', cell: (qr) => qr.id },
];

export const CAMPAIGN_COLUMNS: readonly ExportColumn<Campaign>[] = [
  { header: 'Name', cell: (campaign) => campaign.name },
  { header: 'Public', cell: (campaign) => yesNo(campaign.public) },
  { header: 'Links', cell: (campaign) => campaign.links ?? '' },
  { header: 'Rotator URL', cell: (campaign) => campaign.rotator ?? '' },
  { header: 'List URL', cell: (campaign) => campaign.list ?? '' },
  { header: 'Campaign ID', cell: (campaign) => campaign.id },
];

/** One row per item of a channel; a channel without items still gets one row. */
export interface ChannelItemRow {
  channel: Channel;
  item: ChannelItem | null;
}

export const CHANNEL_ITEM_COLUMNS: readonly ExportColumn<ChannelItemRow>[] = [
  { header: 'Channel', cell: ({ channel }) => channel.name },
  { header: 'Channel description', cell: ({ channel }) => channel.description },
  { header: 'Starred', cell: ({ channel }) => yesNo(channel.starred) },
  { header: 'Item type', cell: ({ item }) => (item ? ITEM_TYPE_LABELS[item.type] : '') },
  { header: 'Item title', cell: ({ item }) => item?.title ?? '' },
  { header: 'Item URL', cell: ({ item }) => item?.link ?? '' },
  { header: 'Added', cell: ({ item }) => (item ? isoDate(item.date) : '') },
  { header: 'Channel ID', cell: ({ channel }) => channel.id },
  { header: 'Item ID', cell: ({ item }) => item?.id ?? '' },
];

/** Header row, then one row per item: what `toCsv` takes. */
export const toTable = <T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): (string | number)[][] => [
  columns.map((column) => column.header),
  ...rows.map((row) => columns.map((column) => column.cell(row))),
];
