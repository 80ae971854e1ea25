import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PageParams } from '../../api/envelope';
import {
  DEFAULT_LIMIT,
  hrefWith,
  PAGE_SIZES,
  readPageParams,
  withChanges,
} from '../../lib/url-state';
import { useT } from '../i18n/use-t';
import { buttonClass } from './button';
import { COUNTED, type NounKey } from './list-noun';
import { ReadingArrow } from './reading-arrow';

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
  /** What the count counts, e.g. "domains" (list-noun.ts), said in the language shown. */
  noun: NounKey;
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
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectId = useId();
  const lastPage = Math.max(1, maxPage);
  const previous = t({
    defaultMessage: 'Previous',
    description: 'A link to the previous page of a list',
  });
  const next = t({ defaultMessage: 'Next', description: 'A link to the next page of a list' });

  const hrefFor = (target: number) =>
    hrefWith(searchParams, { page: target <= 1 ? null : String(target) });

  const sizes = PAGE_SIZES.includes(limit as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES, limit].sort((a, b) => a - b);

  return (
    <nav
      aria-label={t({
        defaultMessage: 'Pagination',
        description: 'Names the page links of a list',
      })}
      className="flex flex-1 flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-gray-700 dark:text-gray-300">
        {t(
          {
            defaultMessage: 'Page {page, number} of {pages, number}',
            description: 'page: the page of the list shown; pages: how many pages it has',
          },
          { page: Math.min(page, lastPage), pages: lastPage },
        )}
        <span className="text-gray-600 dark:text-gray-400">
          {' '}
          · {t(COUNTED[noun], { count: total })}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-gray-700 dark:text-gray-300">
          {t({ defaultMessage: 'Rows per page' })}
        </label>
        <select
          id={selectId}
          value={limit}
          onChange={(event) => {
            const { value } = event.target;
            setSearchParams(
              withChanges(searchParams, {
                page: null,
                limit: Number(value) === defaultLimit ? null : value,
              }),
            );
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
            <ReadingArrow to="back" /> {previous}
          </Link>
        ) : (
          <span
            className={buttonClass({ size: 'sm', className: 'opacity-50' })}
            aria-disabled="true"
          >
            <ReadingArrow to="back" /> {previous}
          </span>
        )}
        {page < lastPage ? (
          <Link to={hrefFor(page + 1)} className={buttonClass({ size: 'sm' })} rel="next">
            {next} <ReadingArrow to="forward" />
          </Link>
        ) : (
          <span
            className={buttonClass({ size: 'sm', className: 'opacity-50' })}
            aria-disabled="true"
          >
            {next} <ReadingArrow to="forward" />
          </span>
        )}
      </div>
    </nav>
  );
};
