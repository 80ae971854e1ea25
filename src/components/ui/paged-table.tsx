import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { hrefWith } from '../../lib/url-state';
import { ButtonLink } from './button';
import { DensityToggle } from './density';
import { useT } from '../i18n/use-t';
import { EmptyState } from './empty-state';
import type { NounKey } from './list-noun';
import { Pagination } from './pagination';
import { DataTable, type DataTableProps } from './table';

export interface PagedTableProps<T> extends DataTableProps<T> {
  page: number;
  limit: number;
  maxPage: number;
  total: number;
  /** What the rows are, for the count and the "past the end" message, e.g. "pixels" (list-noun.ts). */
  noun: NounKey;
  /** Shown when there is nothing at all: what the list is for and what to do next. */
  empty: ReactNode;
}

/** A page number beyond the last page (a stale bookmark, or the last row was deleted elsewhere). */
const PastEnd = ({ maxPage, noun }: { maxPage: number; noun: NounKey }) => {
  const t = useT();
  const [searchParams] = useSearchParams();
  const href = hrefWith(searchParams, { page: maxPage > 1 ? String(maxPage) : null });
  return (
    <EmptyState
      title={t({
        defaultMessage: 'This page is empty',
        description: 'A page of a list past its end',
      })}
      action={
        <ButtonLink to={href} variant="primary">
          {maxPage > 1
            ? t({ defaultMessage: 'Go to the last page' })
            : t({ defaultMessage: 'Go to the first page' })}
        </ButtonLink>
      }
    >
      <p>
        {t(
          {
            defaultMessage:
              '{noun, select, links {There are fewer links than this page number needs.} qr {There are fewer QR codes than this page number needs.} campaigns {There are fewer campaigns than this page number needs.} channels {There are fewer channels than this page number needs.} domains {There are fewer domains than this page number needs.} pixels {There are fewer pixels than this page number needs.} splash {There are fewer splash pages than this page number needs.} overlays {There are fewer CTA overlays than this page number needs.} bio {There are fewer bio pages than this page number needs.} other {There are fewer items than this page number needs.}}',
            description: 'A page number past the end of a list; noun: what the list holds',
          },
          { noun },
        )}
      </p>
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
