import type { ReactNode } from 'react';
import type { Page } from '../../api/envelope';
import { ListPage } from './list-page';
import { useT } from '../i18n/use-t';
import type { NounKey } from '../ui/list-noun';
import type { Freshness } from '../feedback/data-age';
import { EmptyState } from '../ui/empty-state';
import { SafeLink } from '../ui/safe-link';
import type { Column } from '../ui/table';

export interface ReadOnlyListProps<T extends { id: number }> {
  /** The page title and table caption, e.g. "Splash pages". */
  title: string;
  /** What these things are, in a marketer's words. */
  description: ReactNode;
  /** What the list holds, for counts and the empty state, e.g. "splash" (list-noun.ts). */
  noun: NounKey;
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
  const t = useT();
  const openService = (
    <SafeLink href={serviceUrl}>{t({ defaultMessage: 'Open the link service' })}</SafeLink>
  );
  return (
    <ListPage
      {...list}
      title={title}
      noun={noun}
      above={
        <p className="mb-4 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-gray-800 dark:border-brand-800 dark:bg-brand-950 dark:text-gray-200">
          <span className="font-medium">{t({ defaultMessage: 'Read only.' })}</span>{' '}
          {t(
            {
              defaultMessage:
                '{noun, select, splash {Splash pages are created and edited on the link service itself; the API can only list them.} overlays {CTA overlays are created and edited on the link service itself; the API can only list them.} other {These are created and edited on the link service itself; the API can only list them.}}',
            },
            { noun },
          )}{' '}
          {openService}
        </p>
      }
      empty={
        <EmptyState
          title={t(
            {
              defaultMessage:
                '{noun, select, splash {No splash pages yet} overlays {No CTA overlays yet} other {Nothing here yet}}',
            },
            { noun },
          )}
          action={openService}
        >
          <p>
            {t({
              defaultMessage:
                'Create one on the link service’s website. It shows up here the next time you open this page.',
            })}
          </p>
        </EmptyState>
      }
    />
  );
};
