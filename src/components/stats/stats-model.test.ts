import { parse } from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import type { Stats } from '../../api/stats';
import { toCsv } from '../../lib/csv';
import { setLocale } from '../../lib/i18n';
import { mergeStats, shareOf, statsToRows, toEntries } from './stats-model';

const figures = [
  { label: 'Scans', value: 12 },
  { label: 'Clicks', value: 12 },
  { label: 'Unique clicks', value: 9 },
];
const stats: Stats = {
  clicks: 12,
  uniqueClicks: 9,
  topCountries: { Germany: 2, 'United States': 10 },
  topReferrers: { 'https://a.example/?q=1,2': 4 },
  topBrowsers: {},
  topOs: { iOS: 5, Android: 5 },
  socialCount: { facebook: 1, twitter: 0, instagram: 3 },
};

describe('statistics', () => {
  it('orders entries largest first, ties by label', () => {
    expect(toEntries(stats.topOs, 'topOs')).toEqual([
      { label: 'Android', count: 5 },
      { label: 'iOS', count: 5 },
    ]);
    expect(toEntries(stats.topCountries, 'topCountries')[0]).toEqual({
      label: 'United States',
      count: 10,
    });
  });

  describe('in the language shown', () => {
    afterEach(() => setLocale('en'));

    it('names countries, "Unknown" and "Direct" in it, and adds up spellings of one country', async () => {
      await setLocale('fr');
      const countries = { 'United States': 3, 'United States of America': 2, DE: 1, Unknown: 4 };
      expect(toEntries(countries, 'topCountries')).toEqual([
        { label: 'États-Unis', count: 5 },
        { label: 'Inconnu', count: 4 },
        { label: 'Allemagne', count: 1 },
      ]);
      expect(toEntries({ Direct: 2, 'news.example': 1 }, 'topReferrers')).toEqual([
        { label: 'Accès direct (sans référent)', count: 2 },
        { label: 'news.example', count: 1 },
      ]);
      await setLocale('ar');
      expect(toEntries({ Canada: 1, Unknown: 1 }, 'topCountries').map((e) => e.label)).toEqual([
        'غير معروف',
        'كندا',
      ]);
      // A browser or system keeps its own name; only the service's "Unknown" is translated.
      expect(toEntries({ Unknown: 1, Safari: 1 }, 'topBrowsers').map((e) => e.label)).toEqual([
        'Safari',
        'غير معروف',
      ]);
    });
  });

  it('computes shares', () => {
    expect(shareOf(1, 3)).toBe('33%');
    expect(shareOf(0, 0)).toBe('—');
  });

  it('exports every loaded number as CSV rows that parse back', () => {
    const rows = statsToRows(figures, stats);
    expect(rows.slice(0, 4)).toEqual([
      ['section', 'label', 'count'],
      ['Summary', 'Scans', 12],
      ['Summary', 'Clicks', 12],
      ['Summary', 'Unique clicks', 9],
    ]);
    const parsed = parse<string[]>(toCsv(rows)).data;
    expect(parsed).toContainEqual(['Top referrers', 'https://a.example/?q=1,2', '4']);
    expect(parsed).toContainEqual(['Social networks', 'instagram', '3']);
    expect(parsed.filter((row) => row[0] === 'Browsers')).toEqual([]);
    expect(parsed).toHaveLength(4 + 2 + 1 + 2 + 3);
  });

  it('adds several items up, label by label', () => {
    const other: Stats = {
      ...stats,
      clicks: 3,
      uniqueClicks: 1,
      topCountries: { Germany: 1, France: 2 },
      topBrowsers: { Firefox: 3 },
    };
    const sum = mergeStats([stats, other]);
    expect(sum.clicks).toBe(15);
    expect(sum.uniqueClicks).toBe(10);
    expect(sum.topCountries).toEqual({ Germany: 3, 'United States': 10, France: 2 });
    expect(sum.topBrowsers).toEqual({ Firefox: 3 });
    expect(mergeStats([]).clicks).toBe(0);
  });
});
