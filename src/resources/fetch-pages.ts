import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page } from '../api/envelope';
import { PAGE_SIZES } from '../lib/url-state';
import { freshInMemory, staleTimeOf } from './fresh-query';

/**
 * Reading a whole list page by page: an export (docs/decisions/0013-export-csv.md), an import's
 * check of the aliases the account has (0047). Every page goes through the query cache with the
 * list pages' own query options, at `background` priority: a page fresh in memory or on the
 * device costs nothing, and what is fetched fills the cache for the list pages.
 */

export type PageQuery<T> = FetchQueryOptions<Page<T>, Error, Page<T>, QueryKey>;

/** The list pages' query options for one page of a list at one page size. */
export type PageQueryOf<T> = (page: number, limit: number) => PageQuery<T>;

/** Where a page came from: the cache (0 requests) or the API (1 request). */
export type PageSource = 'cache' | 'api';

export interface FetchedPage<T> {
  data: Page<T>;
  source: PageSource;
}

const nextMacrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A page of `limit` rows put together from fresh smaller pages in memory (the list pages offer
 * 10, 25 and 50 per page, which all divide 100): pages 1–4 at 25 are page 1 at 100. Null unless
 * every smaller page it needs is fresh and they agree on the total.
 */
export const assembleFromSmallerPages = <T>(
  queryClient: QueryClient,
  queryOf: PageQueryOf<T>,
  page: number,
  limit: number,
): { data: Page<T>; updatedAt: number } | null => {
  for (const size of PAGE_SIZES) {
    if (size >= limit || limit % size !== 0) continue;
    const perPage = limit / size;
    const first = (page - 1) * perPage + 1;
    const staleTime = staleTimeOf(queryClient, queryOf(first, size));
    const head = freshInMemory(queryClient, queryOf(first, size), staleTime);
    if (!head || (first > 1 && first > head.data.maxPage)) continue;
    const last = Math.min(page * perPage, Math.max(first, head.data.maxPage));
    const parts = [head];
    for (let small = first + 1; small <= last; small++) {
      const part = freshInMemory(queryClient, queryOf(small, size), staleTime);
      if (!part || part.data.total !== head.data.total) break;
      parts.push(part);
    }
    if (parts.length !== last - first + 1) continue;
    const { total } = head.data;
    const maxPage = Math.ceil(total / limit);
    return {
      data: {
        items: parts.flatMap((part) => part.data.items),
        total,
        perPage: limit,
        page,
        maxPage,
        nextPage: page < maxPage ? page + 1 : null,
      },
      updatedAt: Math.min(...parts.map((part) => part.updatedAt)),
    };
  }
  return null;
};

/** Whether a page is fresh in memory, or can be put together from fresh smaller pages. */
export const isPageInMemory = <T>(
  queryClient: QueryClient,
  queryOf: PageQueryOf<T>,
  page: number,
  limit: number,
  reuseSmallerPages = true,
): boolean => {
  const query = queryOf(page, limit);
  return (
    freshInMemory(queryClient, query, staleTimeOf(queryClient, query)) !== undefined ||
    (reuseSmallerPages && assembleFromSmallerPages(queryClient, queryOf, page, limit) !== null)
  );
};

/** Waits for `promise`; an abort rejects at once and cancels the query if no page shows it. */
const abortable = <T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  promise: Promise<T>,
  signal: AbortSignal,
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      // A page on screen waiting for the same data keeps its request.
      if (query && query.getObserversCount() === 0)
        void queryClient.cancelQueries({ queryKey, exact: true });
      reject(signal.reason);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });

/**
 * One page through the cache at background priority. Fresh in memory, or put together from
 * fresh smaller pages: no request. Otherwise `fetchQuery`, which answers from the device cache
 * when it holds the page; a device entry older than the staleTime is fetched again.
 */
export const fetchPage = async <T>(
  queryClient: QueryClient,
  queryOf: PageQueryOf<T>,
  page: number,
  limit: number,
  signal: AbortSignal,
  reuseSmallerPages = true,
): Promise<FetchedPage<T>> => {
  const query = queryOf(page, limit);
  const staleTime = staleTimeOf(queryClient, query);
  const cached = freshInMemory(queryClient, query, staleTime);
  if (cached) return { data: cached.data, source: 'cache' };
  const assembled =
    reuseSmallerPages && assembleFromSmallerPages(queryClient, queryOf, page, limit);
  if (assembled) {
    queryClient.setQueryData(query.queryKey, assembled.data, { updatedAt: assembled.updatedAt });
    return { data: assembled.data, source: 'cache' };
  }
  const background = { ...query, meta: { ...query.meta, priority: 'background' as const } };
  const startedAt = Date.now();
  let data = await abortable(
    queryClient,
    query.queryKey,
    queryClient.fetchQuery(background),
    signal,
  );
  // An answer from the device gets its original time a moment after it resolves.
  await nextMacrotask();
  const updatedAt = queryClient.getQueryState(query.queryKey)?.dataUpdatedAt ?? startedAt;
  if (updatedAt >= startedAt) return { data, source: 'api' };
  if (Date.now() - updatedAt < staleTime) return { data, source: 'cache' };
  data = await abortable(
    queryClient,
    query.queryKey,
    queryClient.fetchQuery({ ...background, staleTime: 0 }),
    signal,
  );
  return { data, source: 'api' };
};

export interface PageProgress {
  page: number;
  /** Pages of this list at this page size (known from the first page on). */
  pages: number;
  source: PageSource;
}

/**
 * Every item of a list, page after page (one at a time, so the user's own requests can pass
 * in between). An item seen on an earlier page is not repeated if the list shifted meanwhile.
 */
export const fetchAllPages = async <T>(
  queryClient: QueryClient,
  queryOf: PageQueryOf<T>,
  options: {
    limit: number;
    signal: AbortSignal;
    /** False for lists that have one page size only (a channel's item batches). */
    reuseSmallerPages?: boolean;
    keyOf: (item: T) => string | number;
    onPage?: (progress: PageProgress) => void;
  },
): Promise<T[]> => {
  const items = new Map<string | number, T>();
  for (let page = 1; ; page++) {
    options.signal.throwIfAborted();
    const { data, source } = await fetchPage(
      queryClient,
      queryOf,
      page,
      options.limit,
      options.signal,
      options.reuseSmallerPages ?? true,
    );
    for (const item of data.items) {
      const key = options.keyOf(item);
      if (!items.has(key)) items.set(key, item);
    }
    options.onPage?.({ page, pages: Math.max(page, data.maxPage), source });
    // maxPage rather than nextPage: some servers leave nextpage out.
    if (page >= data.maxPage || data.items.length === 0) break;
  }
  return [...items.values()];
};
