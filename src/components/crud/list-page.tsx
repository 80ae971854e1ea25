import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { Page } from '../../api/envelope';
import { DataAge, type Freshness } from '../feedback/data-age';
import { PageHeader } from '../layout/page-header';
import type { NounKey } from '../ui/list-noun';
import { PagedTable } from '../ui/paged-table';
import { usePageParams } from '../ui/pagination';
import type { Column } from '../ui/table';

export interface ListPageProps<T> {
  /** The page title (and the table's caption unless `caption` says otherwise). */
  title: string;
  description: ReactNode;
  /** The header's buttons: export, create. */
  actions?: ReactNode;
  /** The page's list query (`useSuspenseQuery`): its rows, its age and Refresh. */
  query: Freshness & { data: Pick<Page<T>, 'items' | 'maxPage' | 'total'> };
  columns: Column<T>[];
  rowKey?: (row: T, index: number) => string | number;
  caption?: string;
  /** What the list holds, for counts and "past the end", e.g. "pixels" (list-noun.ts). */
  noun: NounKey;
  /** What the list is for and what to do next, when there is nothing at all. */
  empty: ReactNode;
  /** Between the header and the table: filters, notes, the bulk bar. */
  above?: ReactNode;
  /** After the table: the page's dialogs. */
  children?: ReactNode;
}

const byId = (row: unknown) => (row as { id: number }).id;

/**
 * A list page: its header (title, data age, actions), the table with URL pagination or its
 * empty state, and its dialogs. Every list page is one of these (docs/resources.md).
 */
export const ListPage = <T,>({
  title,
  description,
  actions,
  query,
  columns,
  rowKey = byId,
  caption = title,
  noun,
  empty,
  above,
  children,
}: ListPageProps<T>) => {
  const { page, limit } = usePageParams();
  const { data } = query;
  // Another view of this list is on its way: the rows shown are the old ones, not fresh.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const isWaiting = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return (
    <>
      <PageHeader
        dataAge={<DataAge {...query} isWaiting={isWaiting} />}
        title={title}
        description={description}
        actions={actions}
      />
      {above}
      <div aria-busy={isWaiting || undefined}>
        <PagedTable
          caption={caption}
          columns={columns}
          rows={data.items}
          rowKey={rowKey}
          page={page}
          limit={limit}
          maxPage={data.maxPage}
          total={data.total}
          noun={noun}
          empty={empty}
        />
      </div>
      {children}
    </>
  );
};
