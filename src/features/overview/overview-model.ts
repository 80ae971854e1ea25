import type { Page } from '../../api/envelope';
import type { Link } from '../../api/links';
import type { QrCode } from '../../api/qr-codes';
import { isStaticQrType } from '../../api/qr-types';

/** How many items each "top" table shows. */
export const TOP_COUNT = 10;
/** Detail for more items than this costs requests the user agrees to first. */
export const FREE_DETAIL_COUNT = 10;
/** One list request counts up to this many items (our server's maximum; real ones have none). */
export const OVERVIEW_PAGE_SIZE = 100;

/** Every page of a list that was loaded, in order; `complete` when none is missing. */
export interface Loaded<T> {
  items: T[];
  /** Items the server has in all. */
  total: number;
  maxPage: number;
  complete: boolean;
}

export const combinePages = <T>(pages: (Page<T> | undefined)[]): Loaded<T> => {
  const first = pages[0];
  const loaded = pages.filter((page): page is Page<T> => page !== undefined);
  return {
    items: loaded.flatMap((page) => page.items),
    total: first?.total ?? 0,
    maxPage: first?.maxPage ?? 0,
    complete: loaded.length === pages.length && loaded.length >= (first?.maxPage ?? 0),
  };
};

export const sumOf = <T>(items: T[], count: (item: T) => number): number =>
  items.reduce((sum, item) => sum + count(item), 0);

/**
 * The most-clicked links, only those clicked at all (the list already comes ordered by clicks;
 * ties stay as sent).
 */
export const topLinks = (links: Link[]): Link[] =>
  links
    .filter((link) => link.clicks > 0)
    .sort((a, b) => b.clicks - a.clicks)
    .slice(0, TOP_COUNT);

/** A static code (text, SMS, Wi-Fi) never reaches the service, so it has no scans to rank. */
const countsScans = (qr: QrCode): boolean => !(qr.type && isStaticQrType(qr.type));

/**
 * The QR list has no order parameter: the most-scanned of those loaded that count scans and were
 * scanned at all, ties newest first.
 */
export const topQrCodes = (codes: QrCode[]): QrCode[] =>
  codes
    .filter((qr) => countsScans(qr) && qr.scans > 0)
    .sort((a, b) => b.scans - a.scans || b.id - a.id)
    .slice(0, TOP_COUNT);

/** An item whose statistics the overview can add up: one request each. */
export interface DetailItem {
  kind: 'links' | 'qr';
  id: number;
  count: number;
}

/**
 * The top items worth a statistics request, busiest first: an item never visited adds nothing,
 * and a static QR code (text, SMS, Wi-Fi) has no statistics to ask for.
 */
export const detailCandidates = (links: Link[], codes: QrCode[]): DetailItem[] =>
  [
    ...links.map((link) => ({ kind: 'links' as const, id: link.id, count: link.clicks })),
    ...codes.filter(countsScans).map((qr) => ({ kind: 'qr' as const, id: qr.id, count: qr.scans })),
  ]
    .filter((item) => item.count > 0)
    .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind) || a.id - b.id);
