import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MAX_PAGE_SIZE } from '../../api/fields';
import { formatCount } from '../../lib/format-date';
import { buttonClass } from './button';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;

export interface PageParams {
  page: number;
  limit: number;
}

const positiveInt = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/**
 * Reads `?page=2&limit=25` from a URL or its search params. Loaders and pages call this so
 * they always agree on the same query key; anything invalid falls back to the defaults.
 */
export const readPageParams = (
  source: URL | URLSearchParams | string,
  defaultLimit = DEFAULT_LIMIT,
): PageParams => {
  const params =
    source instanceof URLSearchParams
      ? source
      : (typeof source === 'string' ? new URL(source, 'http://x') : source).searchParams;
  return {
    page: positiveInt(params.get('page'), 1, 1_000_000),
    limit: positiveInt(params.get('limit'), defaultLimit, MAX_PAGE_SIZE),
  };
};

/** Reads the page params of the current location (the same values the route loader saw). */
export const usePageParams = (defaultLimit = DEFAULT_LIMIT): PageParams => {
  const [searchParams] = useSearchParams();
  return readPageParams(searchParams, defaultLimit);
};

export interface PaginationProps {
  page: number;
  limit: number;
  /** The last page number (0 or 1 when everything fits on one page). */
  maxPage: number;
  total: number;
  /** Plural noun for the count, e.g. "domains". */
  noun: string;
  defaultLimit?: number;
}

/** Previous/next links and a page-size select, all through the URL so back/forward/reload work. */
export const Pagination = ({
  page,
  limit,
  maxPage,
  total,
  noun,
  defaultLimit = DEFAULT_LIMIT,
}: PaginationProps) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectId = useId();
  const lastPage = Math.max(1, maxPage);

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  const sizes = PAGE_SIZES.includes(limit as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES, limit].sort((a, b) => a - b);

  return (
    <nav
      aria-label="Pagination"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-gray-700 dark:text-gray-300">
        Page {formatCount(Math.min(page, lastPage))} of {formatCount(lastPage)}
        <span className="text-gray-600 dark:text-gray-400">
          {' '}
          · {formatCount(total)} {noun}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-gray-700 dark:text-gray-300">
          Rows per page
        </label>
        <select
          id={selectId}
          value={limit}
          onChange={(event) => {
            const next = new URLSearchParams(searchParams);
            next.delete('page');
            if (Number(event.target.value) === defaultLimit) next.delete('limit');
            else next.set('limit', event.target.value);
            setSearchParams(next);
          }}
          className="min-h-9 rounded-md border border-gray-300 bg-white px-2 dark:border-gray-600 dark:bg-gray-900"
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        {page > 1 ? (
          <Link
            to={hrefFor(Math.min(page - 1, lastPage))}
            className={buttonClass({ size: 'sm' })}
            rel="prev"
          >
            <span aria-hidden="true">←</span> Previous
          </Link>
        ) : (
          <span
            className={buttonClass({ size: 'sm', className: 'opacity-50' })}
            aria-disabled="true"
          >
            <span aria-hidden="true">←</span> Previous
          </span>
        )}
        {page < lastPage ? (
          <Link to={hrefFor(page + 1)} className={buttonClass({ size: 'sm' })} rel="next">
            Next <span aria-hidden="true">→</span>
          </Link>
        ) : (
          <span
            className={buttonClass({ size: 'sm', className: 'opacity-50' })}
            aria-disabled="true"
          >
            Next <span aria-hidden="true">→</span>
          </span>
        )}
      </div>
    </nav>
  );
};
