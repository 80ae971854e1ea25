import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { QrCode, QrStats } from '../../api/qr-codes';
import { toCsv } from '../../lib/csv';
import { shareOf, statsToRows, toEntries } from './qr-stats';

const qr: QrCode = {
  id: 3,
  link: 'http://x/q/a',
  scans: 12,
  name: 'Poster',
  date: '2026-01-02 03:04:05',
};
const stats: QrStats = {
  clicks: 12,
  uniqueClicks: 9,
  topCountries: { Germany: 2, 'United States': 10 },
  topReferrers: { 'https://a.example/?q=1,2': 4 },
  topBrowsers: {},
  topOs: { iOS: 5, Android: 5 },
  socialCount: { facebook: 1, twitter: 0, instagram: 3 },
};

describe('QR statistics', () => {
  it('orders entries largest first, ties by label', () => {
    expect(toEntries(stats.topOs)).toEqual([
      { label: 'Android', count: 5 },
      { label: 'iOS', count: 5 },
    ]);
    expect(toEntries(stats.topCountries)[0]).toEqual({ label: 'United States', count: 10 });
  });

  it('computes shares', () => {
    expect(shareOf(1, 3)).toBe('33%');
    expect(shareOf(0, 0)).toBe('—');
  });

  it('exports every loaded number as CSV rows that parse back', () => {
    const rows = statsToRows(qr, stats);
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
});
