import { MAX_PAGE_SIZE } from '../api/fields';
import type { PageParams } from '../api/envelope';

/**
 * The state a page keeps in its address (`?q=sale&order=click&page=2&limit=25`), read and
 * changed in one place, so a loader and its page always agree on the same query key and a
 * bookmark reopens the same view. Anything invalid falls back to the default.
 */

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;

/** The search params of a URL, a URL string (absolute or relative) or the params themselves. */
export const searchParamsOf = (source: URL | URLSearchParams | string): URLSearchParams =>
  source instanceof URLSearchParams
    ? source
    : (typeof source === 'string' ? new URL(source, 'http://x') : source).searchParams;

/** A whole number from 1 to `max`, or the fallback. */
export const readCount = (value: string | null, fallback: number, max = 1_000_000): number => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/** `?page=2&limit=25`. */
export const readPageParams = (
  source: URL | URLSearchParams | string,
  defaultLimit = DEFAULT_LIMIT,
): PageParams => {
  const params = searchParamsOf(source);
  return {
    page: readCount(params.get('page'), 1),
    limit: readCount(params.get('limit'), defaultLimit, MAX_PAGE_SIZE),
  };
};

/** The params with `changes` applied: a value sets, null removes (the default stays implicit). */
export const withChanges = (
  params: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
};

/** A link to the same page with `changes` applied to its address (`?` when none is left). */
export const hrefWith = (params: URLSearchParams, changes: Record<string, string | null>) => {
  const query = withChanges(params, changes).toString();
  return query ? `?${query}` : '?';
};
