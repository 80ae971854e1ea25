import type { ReactNode } from 'react';
import type { Page } from '../../api/envelope';
import { ListPage } from './list-page';
import type { Freshness } from '../feedback/data-age';
import { EmptyState } from '../ui/empty-state';
import { SafeLink } from '../ui/safe-link';
import type { Column } from '../ui/table';

export interface ReadOnlyListProps<T extends { id: number }> {
  /** The page title and table caption, e.g. "Splash pages". */
  title: string;
  /** What these things are, in a marketer's words. */
  description: ReactNode;
  /** Plural noun for counts and the empty state, e.g. "splash pages". */
  noun: string;
  /** Where the user creates and edits them: the link service's own site. */
  serviceUrl: string;
  columns: Column<T>[];
  /** The list's query (page and limit come from the URL): its rows, its age and Refresh. */
  query: Freshness & { data: Pick<Page<T>, 'items' | 'maxPage' | 'total'> };
}

/**
 * A list of things the API can only list (CTA overlays, splash pages): it says where they are
 * made, links there when the address is http(s), and tells how to get the first one.
 */
export const ReadOnlyList = <T extends { id: number }>({
  title,
  noun,
  serviceUrl,
  ...list
}: ReadOnlyListProps<T>) => {
  const openService = <SafeLink href={serviceUrl}>Open the link service</SafeLink>;
  return (
    <ListPage
      {...list}
      title={title}
      noun={noun}
      above={
        <p className="mb-4 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-gray-800 dark:border-brand-800 dark:bg-brand-950 dark:text-gray-200">
          <span className="font-medium">Read only.</span> {title} are created and edited on the link
          service itself; the API can only list them. {openService}
        </p>
      }
      empty={
        <EmptyState title={`No ${noun} yet`} action={openService}>
          <p>
            Create one on the link service&rsquo;s website. It shows up here the next time you open
            this page.
          </p>
        </EmptyState>
      }
    />
  );
};
