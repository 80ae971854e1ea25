import type { Stats, StatsBreakdown } from '../../api/stats';
import { countryNameIn } from '../../lib/country-codes';
import { currentLocale, defineMessage, t, type Message } from '../../lib/i18n';

/** The breakdowns of a statistics block, in the order the pages show them. */
export const STAT_SECTIONS = [
  {
    key: 'topCountries',
    title: defineMessage({ defaultMessage: 'Top countries' }),
    column: defineMessage({ defaultMessage: 'Country' }),
    picture: 'map',
  },
  {
    key: 'topReferrers',
    title: defineMessage({ defaultMessage: 'Top referrers' }),
    column: defineMessage({
      defaultMessage: 'Referrer',
      description: 'The site a visit came from',
    }),
  },
  {
    key: 'topBrowsers',
    title: defineMessage({ defaultMessage: 'Browsers' }),
    column: defineMessage({ defaultMessage: 'Browser' }),
  },
  {
    key: 'topOs',
    title: defineMessage({ defaultMessage: 'Operating systems' }),
    column: defineMessage({ defaultMessage: 'Operating system' }),
  },
  {
    key: 'socialCount',
    title: defineMessage({ defaultMessage: 'Social networks' }),
    column: defineMessage({ defaultMessage: 'Network', description: 'A social network' }),
  },
] as const satisfies readonly {
  key: StatsBreakdown;
  title: Message;
  column: Message;
  /** How it is drawn: bars unless said otherwise. */
  picture?: 'bars' | 'map';
}[];

export type StatSectionKey = (typeof STAT_SECTIONS)[number]['key'];

export type StatEntry = { label: string; count: number };

/** The label of a count the service recorded without one. */
export const NO_LABEL = defineMessage({
  defaultMessage: '(none)',
  description: 'A count recorded without a country, referrer, browser…',
});

/** What a statistics page counts: the key its sentences choose by (`{unit, select, …}`). */
export type StatUnit = 'clicks' | 'scans' | 'visits';

/** The unit as a column heading: "Clicks". */
export const UNIT_WORDS: Record<StatUnit, Message> = {
  clicks: defineMessage({ defaultMessage: 'Clicks' }),
  scans: defineMessage({ defaultMessage: 'Scans' }),
  visits: defineMessage({ defaultMessage: 'Visits' }),
};

const UNKNOWN = defineMessage({
  defaultMessage: 'Unknown',
  description:
    'A statistics row: visits whose country, browser or system the service could not tell',
});
const DIRECT = defineMessage({
  defaultMessage: 'Direct (no referrer)',
  description:
    'A statistics row of referrers: visits that came from no site (typed, a bookmark, an app)',
});

/**
 * A breakdown's key as the dashboard's language says it: services report English ("United
 * States", "Unknown", "Direct"); country names come from the browser's `Intl.DisplayNames`.
 */
export const statLabel = (section: StatSectionKey, key: string): string => {
  const word = key.trim().toLowerCase();
  if (!word) return t(NO_LABEL);
  if (word === 'unknown') return t(UNKNOWN);
  if (section === 'topReferrers' && word === 'direct') return t(DIRECT);
  return (section === 'topCountries' && countryNameIn(key, currentLocale())) || key;
};

/**
 * A `{label: count}` map as rows in the language shown, largest first (ties by label, so the order
 * is stable). Keys that read the same once translated are one row.
 */
export const toEntries = (map: Record<string, number>, section: StatSectionKey): StatEntry[] => {
  const counts = new Map<string, number>();
  for (const [key, count] of Object.entries(map)) {
    const label = statLabel(section, key);
    counts.set(label, (counts.get(label) ?? 0) + count);
  }
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
};

/** Share of a section's total, for the tables: "42%" (or "—" when nothing was counted). */
export const shareOf = (count: number, total: number): string =>
  total > 0
    ? new Intl.NumberFormat(currentLocale(), { style: 'percent' }).format(
        Math.round((count / total) * 100) / 100,
      )
    : '—';

/** One headline number: "Scans 12". */
export type StatFigure = { label: string; value: number };

/** "Unique clicks", with its hint: the same figure on a link's page and a QR code's. */
export const uniqueClicksFigure = (stats: Stats) => ({
  label: t({ defaultMessage: 'Unique clicks' }),
  value: stats.uniqueClicks,
  hint: t({ defaultMessage: 'Visits from different people.' }),
});

/** Every number of a statistics page as CSV rows: section, label, count. */
export const statsToRows = (figures: StatFigure[], stats: Stats): (string | number)[][] => [
  ['section', 'label', 'count'],
  ...figures.map(({ label, value }) => [
    t({ defaultMessage: 'Summary', description: 'The headline numbers, in a CSV export' }),
    label,
    value,
  ]),
  ...STAT_SECTIONS.flatMap(({ key, title }) =>
    toEntries(stats[key], key).map(({ label, count }) => [t(title), label, count]),
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
