import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { hrefWith } from '../../lib/url-state';
import { ButtonLink } from './button';
import { DateTime } from './date-time';
import { DensityToggle } from './density';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { DataTable, type Column, type DataTableProps } from './table';

export interface PagedTableProps<T> extends DataTableProps<T> {
  page: number;
  limit: number;
  maxPage: number;
  total: number;
  /** Plural noun for the count and the "past the end" message, e.g. "pixels". */
  noun: string;
  /** Shown when there is nothing at all: what the list is for and what to do next. */
  empty: ReactNode;
}

/** A page number beyond the last page (a stale bookmark, or the last row was deleted elsewhere). */
const PastEnd = ({ maxPage, noun }: { maxPage: number; noun: string }) => {
  const [searchParams] = useSearchParams();
  const href = hrefWith(searchParams, { page: maxPage > 1 ? String(maxPage) : null });
  return (
    <EmptyState
      title="This page is empty"
      action={
        <ButtonLink to={href} variant="primary">
          {maxPage > 1 ? 'Go to the last page' : 'Go to the first page'}
        </ButtonLink>
      }
    >
      <p>There are fewer {noun} than this page number needs.</p>
    </EmptyState>
  );
};

/**
 * A list page's body: the table and its URL pagination, the empty state when there is nothing,
 * or a way back when the page number in the URL is past the end.
 */
export const PagedTable = <T,>({
  page,
  limit,
  maxPage,
  total,
  noun,
  empty,
  ...table
}: PagedTableProps<T>) => {
  if (table.rows.length === 0) return page > 1 ? <PastEnd maxPage={maxPage} noun={noun} /> : empty;
  return (
    <>
      <DataTable {...table} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Pagination page={page} limit={limit} maxPage={maxPage} total={total} noun={noun} />
        <DensityToggle />
      </div>
    </>
  );
};

/** The "Created" column of API lists: a readable date in a machine-readable <time>. */
export const dateColumn = <T extends { date: string }>(header = 'Created'): Column<T> => ({
  header,
  className: 'whitespace-nowrap',
  card: 'hidden',
  cell: (row) => <DateTime value={row.date} />,
});
