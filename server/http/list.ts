import type { Context } from 'hono';
import { z } from 'zod/mini';
import { paginationSchema, type Pagination } from '../../src/api/fields';
import { parseQuery } from './validate';

const DEFAULT_PAGE: Pagination = z.parse(paginationSchema, {});

/** limit and page from the query string; the defaults come from the shared schema. */
export const readPagination = (c: Context): Pagination =>
  c.req.url.includes('?') ? parseQuery(c, paginationSchema) : { ...DEFAULT_PAGE };

/**
 * The contract's list envelope: `error` is the string "0" and the page numbers are integers;
 * `nextpage` is null on the last page and `maxpage` is 0 for an empty list (as real instances).
 */
export const listBody = <T>(
  key: string,
  items: T[],
  total: number,
  { page, limit }: Pagination,
) => {
  const maxpage = Math.ceil(total / limit);
  return {
    error: '0',
    data: {
      result: total,
      perpage: limit,
      currentpage: page,
      nextpage: page < maxpage ? page + 1 : null,
      maxpage,
      [key]: items,
    },
  };
};
