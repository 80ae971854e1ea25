import type { Context } from 'hono';
import { paginationSchema, type Pagination } from '../../src/api/fields';
import { parseQuery } from './validate';

export const readPagination = (c: Context): Pagination => parseQuery(c, paginationSchema);

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
