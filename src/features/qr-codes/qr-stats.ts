import type { QrCode, QrStats } from '../../api/qr-codes';

/** The breakdowns of a QR code's statistics, in the order the page shows them. */
export const STAT_SECTIONS = [
  { key: 'topCountries', title: 'Top countries', column: 'Country' },
  { key: 'topReferrers', title: 'Top referrers', column: 'Referrer' },
  { key: 'topBrowsers', title: 'Browsers', column: 'Browser' },
  { key: 'topOs', title: 'Operating systems', column: 'Operating system' },
  { key: 'socialCount', title: 'Social networks', column: 'Network' },
] as const satisfies readonly { key: keyof QrStats; title: string; column: string }[];

export type StatEntry = { label: string; count: number };

/** A `{label: count}` map as rows, largest first (ties by label, so the order is stable). */
export const toEntries = (map: Record<string, number>): StatEntry[] =>
  Object.entries(map)
    .map(([label, count]) => ({ label: label || '(none)', count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));

/** Share of a section's total, for the tables: "42%" (or "—" when nothing was counted). */
export const shareOf = (count: number, total: number): string =>
  total > 0 ? `${Math.round((count / total) * 100)}%` : '—';

/** Every number on the statistics page as CSV rows: section, label, count. */
export const statsToRows = (qr: QrCode, stats: QrStats): (string | number)[][] => [
  ['section', 'label', 'count'],
  ['Summary', 'Scans', qr.scans],
  ['Summary', 'Clicks', stats.clicks],
  ['Summary', 'Unique clicks', stats.uniqueClicks],
  ...STAT_SECTIONS.flatMap(({ key, title }) =>
    toEntries(stats[key]).map(({ label, count }) => [title, label, count]),
  ),
];
