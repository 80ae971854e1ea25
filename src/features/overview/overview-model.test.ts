import { describe, expect, it } from 'vitest';
import type { Page } from '../../api/envelope';
import type { Link } from '../../api/links';
import type { QrCode } from '../../api/qr-codes';
import { combinePages, detailCandidates, sumOf, topLinks, topQrCodes } from './overview-model';

const link = (id: number, clicks: number): Link => ({
  id,
  clicks,
  alias: `a${id}`,
  shorturl: `https://go.example/a${id}`,
  longurl: 'https://example.com',
  uniqueclicks: 0,
  title: '',
  description: '',
  date: '',
});
const qr = (id: number, scans: number, type?: QrCode['type']): QrCode => ({
  id,
  scans,
  type,
  link: '',
  name: '',
  date: '',
});
const page = <T>(items: T[], n: number, maxPage: number, total: number): Page<T> => ({
  items,
  total,
  perPage: items.length,
  page: n,
  nextPage: n < maxPage ? n + 1 : null,
  maxPage,
});

describe('overview model', () => {
  it('is complete only when every page is loaded', () => {
    const first = page([link(1, 5)], 1, 2, 2);
    expect(combinePages([first, undefined])).toMatchObject({ complete: false, total: 2 });
    const all = combinePages([first, page([link(2, 3)], 2, 2, 2)]);
    expect(all.complete).toBe(true);
    expect(sumOf(all.items, (l) => l.clicks)).toBe(8);
    expect(combinePages([page([], 1, 0, 0)]).complete).toBe(true);
  });

  it('ranks the top ten', () => {
    const links = Array.from({ length: 12 }, (_, i) => link(i + 1, i));
    expect(topLinks(links).map((l) => l.clicks)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(topQrCodes([qr(1, 2), qr(2, 9), qr(3, 2)]).map((q) => q.id)).toEqual([2, 3, 1]);
  });

  it('leaves codes that cannot count scans (text, SMS, Wi-Fi) out of the top by scans', () => {
    const codes = [qr(1, 0, 'wifi'), qr(2, 0, 'link'), qr(3, 4, 'text'), qr(4, 3), qr(5, 0, 'sms')];
    expect(topQrCodes(codes).map((q) => q.id)).toEqual([4]);
  });

  it('ranks only what was clicked or scanned: a top list of zeros says nothing', () => {
    expect(topLinks([link(1, 0), link(2, 3), link(3, 0)]).map((l) => l.id)).toEqual([2]);
    expect(topQrCodes([qr(1, 0), qr(2, 0, 'link')])).toEqual([]);
  });

  it('asks only for items with visits and statistics, busiest first', () => {
    const items = detailCandidates(
      [link(1, 4), link(2, 0)],
      [qr(3, 9, 'link'), qr(4, 50, 'wifi'), qr(5, 1)],
    );
    expect(items).toEqual([
      { kind: 'qr', id: 3, count: 9 },
      { kind: 'links', id: 1, count: 4 },
      { kind: 'qr', id: 5, count: 1 },
    ]);
  });
});
