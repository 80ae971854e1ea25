import type { Stats, StatsBreakdown } from '../../api/stats';

/** The breakdowns of a statistics block, in the order the pages show them. */
export const STAT_SECTIONS = [
  { key: 'topCountries', title: 'Top countries', column: 'Country', picture: 'map' },
  { key: 'topReferrers', title: 'Top referrers', column: 'Referrer' },
  { key: 'topBrowsers', title: 'Browsers', column: 'Browser' },
  { key: 'topOs', title: 'Operating systems', column: 'Operating system' },
  { key: 'socialCount', title: 'Social networks', column: 'Network' },
] as const satisfies readonly {
  key: StatsBreakdown;
  title: string;
  column: string;
  /** How it is drawn: bars unless said otherwise. */
  picture?: 'bars' | 'map';
}[];

export type StatSectionKey = (typeof STAT_SECTIONS)[number]['key'];

export type StatEntry = { label: string; count: number };

/** A `{label: count}` map as rows, largest first (ties by label, so the order is stable). */
export const toEntries = (map: Record<string, number>): StatEntry[] =>
  Object.entries(map)
    .map(([label, count]) => ({ label: label || '(none)', count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));

/** Share of a section's total, for the tables: "42%" (or "—" when nothing was counted). */
export const shareOf = (count: number, total: number): string =>
  total > 0 ? `${Math.round((count / total) * 100)}%` : '—';

/** One headline number: "Scans 12". */
export type StatFigure = { label: string; value: number };

/** Every number of a statistics page as CSV rows: section, label, count. */
export const statsToRows = (figures: StatFigure[], stats: Stats): (string | number)[][] => [
  ['section', 'label', 'count'],
  ...figures.map(({ label, value }) => ['Summary', label, value]),
  ...STAT_SECTIONS.flatMap(({ key, title }) =>
    toEntries(stats[key]).map(({ label, count }) => [title, label, count]),
  ),
];

const addMaps = (maps: Record<string, number>[]): Record<string, number> => {
  const sum: Record<string, number> = {};
  for (const map of maps)
    for (const [label, count] of Object.entries(map)) sum[label] = (sum[label] ?? 0) + count;
  return sum;
};

/** Several items' statistics added up: counts and every breakdown, label by label. */
export const mergeStats = (all: Stats[]): Stats => ({
  clicks: all.reduce((sum, s) => sum + s.clicks, 0),
  uniqueClicks: all.reduce((sum, s) => sum + s.uniqueClicks, 0),
  topCountries: addMaps(all.map((s) => s.topCountries)),
  topReferrers: addMaps(all.map((s) => s.topReferrers)),
  topBrowsers: addMaps(all.map((s) => s.topBrowsers)),
  topOs: addMaps(all.map((s) => s.topOs)),
  socialCount: addMaps(all.map((s) => s.socialCount)),
});

/** Whether a breakdown has anything to draw (a social map of zeros has not). */
export const hasCounts = (map: Record<string, number>): boolean =>
  Object.values(map).some((count) => count > 0);
