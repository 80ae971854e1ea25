import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { hrefWith, withChanges } from '../../lib/url-state';
import { linkLabel, type Link } from '../../api/links';
import { useToast } from '../../components/feedback/toast';
import { inputClass } from '../../components/form/field-shell';
import { DataAge } from '../../components/feedback/data-age';
import { PageHeader } from '../../components/layout/page-header';
import { Button, ButtonLink, Spinner } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useConfirmedDelete } from '../../components/ui/confirmed-delete';
import { CopyButton } from '../../components/ui/copy-button';
import {
  Dialog,
  lazyWithPreload,
  preloadOn,
  useDialog,
  createTarget,
} from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { dateColumn, PagedTable } from '../../components/ui/paged-table';
import { SafeLink } from '../../components/ui/safe-link';
import { actionsColumn, RowActions, type Column } from '../../components/ui/table';
import { formatCount } from '../../lib/format-date';
import { qrFromLinkPath } from '../../lib/safe-url';
import { ExportButton } from '../export-button';
import { preloadStatChart } from '../../components/stats/lazy-stat-chart';
import { usePrefetchOnIntent } from '../prefetch';
import { useApiClient } from '../route-context';
import {
  linkQueries,
  readLinkListParams,
  useCreateLink,
  useDeleteLink,
  useUpdateLink,
} from './links-queries';
import { useLinksBulk } from './links-bulk';

const LinkForm = lazyWithPreload(async () => (await import('./link-form')).LinkForm);

/** One request per pause in typing, not one per key: the API budget is 30 a minute. */
const SEARCH_DELAY_MS = 400;

const ORDER_LABELS = { date: 'Newest first', click: 'Most clicks' } as const;

/** The search box and order select; both live in the URL so a search can be shared or reloaded. */
const LinkFilters = ({ q, order }: { q: string; order: keyof typeof ORDER_LABELS }) => {
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const searchId = useId();
  const orderId = useId();
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // Back/forward changed the search: show it (unless it is what the user is typing anyway).
  if (q !== shownQ) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }

  const applySearch = (value: string) =>
    setSearchParams((current) => withChanges(current, { q: value || null, page: null }), {
      replace: true,
    });

  useEffect(() => {
    const value = text.trim();
    if (value === q) return;
    const timer = setTimeout(() => applySearch(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const isLoading = navigation.state === 'loading';

  return (
    <form
      role="search"
      aria-label="Links"
      className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        applySearch(text.trim());
      }}
    >
      <div className="flex-1 space-y-1">
        <label htmlFor={searchId} className="block text-sm font-medium">
          Search links
        </label>
        <div className="relative">
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Title, alias, destination or description"
            spellCheck={false}
            className={`${inputClass} pr-9`}
          />
          {isLoading && (
            <span className="absolute inset-y-0 right-3 flex items-center text-gray-500">
              <Spinner />
            </span>
          )}
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor={orderId} className="block text-sm font-medium">
          Sort by
        </label>
        <select
          id={orderId}
          value={order}
          onChange={(event) =>
            setSearchParams((current) =>
              withChanges(current, {
                order: event.target.value === 'date' ? null : event.target.value,
                page: null,
              }),
            )
          }
          className={`${inputClass} sm:w-44`}
        >
          {Object.entries(ORDER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="sr-only">
        {isLoading ? 'Searching…' : ''}
      </p>
    </form>
  );
};

export const LinksPage = () => {
  const client = useApiClient();
  const [searchParams] = useSearchParams();
  const params = readLinkListParams(searchParams);
  const { page, limit, q } = params;
  const pageQuery = useSuspenseQuery(linkQueries.list(client, params));
  const { data } = pageQuery;
  const toast = useToast();
  const bulk = useLinksBulk(data.items);
  const intent = usePrefetchOnIntent();
  // The page's data and its chart chunk, so numbers and charts appear at once.
  const prefetchStats = (link: Link) =>
    intent((client, prefetch) => {
      preloadStatChart();
      prefetch(linkQueries.detail(client, link.id));
    });

  const createLink = useCreateLink();
  const updateLink = useUpdateLink();
  const creating = useDialog();
  const editing = useDialog<Link>();
  const edited = editing.item;
  const deleting = useConfirmedDelete(useDeleteLink(), {
    deletedMessage: (link: Link) => `Link ${linkLabel(link)} deleted.`,
    rowsOnPage: data.items.length,
  });

  const createButton = (label: string) => (
    <Button
      variant="primary"
      onClick={() => creating.open()}
      {...preloadOn(LinkForm)}
      {...createTarget}
    >
      {label}
    </Button>
  );

  const columns: Column<Link>[] = [
    {
      header: 'Link',
      cell: (link) => (
        <div className="min-w-40">
          <p className="font-medium break-words">{link.title || link.alias}</p>
          {link.title && link.alias && (
            <p className="text-xs break-all text-gray-600 dark:text-gray-400">{link.alias}</p>
          )}
        </div>
      ),
    },
    {
      header: 'Short URL',
      cell: (link) => (
        <div className="flex flex-wrap items-center gap-2">
          <SafeLink href={link.shorturl} />
          {link.shorturl && (
            <CopyButton value={link.shorturl} label={`Copy short URL ${link.shorturl}`} />
          )}
        </div>
      ),
    },
    {
      header: 'Destination',
      cell: (link) => <SafeLink href={link.longurl} className="line-clamp-2 max-w-xs" />,
    },
    {
      header: 'Clicks',
      className: 'text-right tabular-nums',
      cell: (link) => formatCount(link.clicks),
    },
    dateColumn(),
    actionsColumn((link) => (
      <RowActions
        name={linkLabel(link)}
        onEdit={() => editing.open(link)}
        editProps={preloadOn(LinkForm)}
        onDelete={() => deleting.ask(link)}
      >
        <ButtonLink
          size="sm"
          to={`/links/${link.id}/stats`}
          aria-label={`Statistics of ${linkLabel(link)}`}
          {...prefetchStats(link)}
        >
          Statistics
        </ButtonLink>
        {link.shorturl && (
          <ButtonLink
            size="sm"
            to={qrFromLinkPath(link.shorturl, linkLabel(link))}
            aria-label={`QR code for ${linkLabel(link)}`}
          >
            QR code
          </ButtonLink>
        )}
      </RowActions>
    )),
  ];

  const hasFilters = q !== '';

  return (
    <>
      <PageHeader
        dataAge={<DataAge {...pageQuery} />}
        title="Links"
        description="Your short links: search them, copy a short URL, change where it goes."
        actions={
          <>
            <ExportButton kind="links" />
            <ButtonLink to="/links/import">Import</ButtonLink>
            {createButton('Create link')}
          </>
        }
      />

      {(data.items.length > 0 || hasFilters || page > 1) && (
        <LinkFilters q={q} order={params.order} />
      )}

      {bulk.bar}
      <PagedTable
        caption={q ? `Links matching “${q}”` : 'Links'}
        columns={[bulk.column, ...columns]}
        rows={data.items}
        rowKey={(link) => link.id}
        page={page}
        limit={limit}
        maxPage={data.maxPage}
        total={data.total}
        noun="links"
        empty={
          hasFilters ? (
            <EmptyState
              title={`No link matches “${q}”`}
              action={
                <ButtonLink to={clearSearchQuery(searchParams)} variant="primary">
                  Clear the search
                </ButtonLink>
              }
            >
              <p>
                Search looks in titles, aliases, destinations and descriptions. Try fewer words.
              </p>
            </EmptyState>
          ) : (
            <EmptyState title="No links yet" action={createButton('Create your first link')}>
              <p>
                A short link is a short address, like go.example.com/spring, that sends people to a
                longer one and counts the clicks. Create one to share it.
              </p>
            </EmptyState>
          )
        }
      />

      <Dialog {...creating.props} title="Create a short link">
        <LinkForm
          mode="create"
          onCancel={creating.close}
          onSubmit={async (input) => {
            const saved = await createLink.mutateAsync(input);
            toast.success(`Short link ${saved.shorturl} created.`);
            creating.close();
          }}
        />
      </Dialog>

      <Dialog {...editing.props} title="Edit link">
        {edited && (
          <LinkForm
            mode="edit"
            shorturl={edited.shorturl}
            defaultValues={{ url: edited.longurl, description: edited.description }}
            onCancel={editing.close}
            onSubmit={async (input) => {
              const saved = await updateLink.mutateAsync({ id: edited.id, input });
              toast.success(`Link ${saved.shorturl || linkLabel(edited)} saved.`);
              editing.close();
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog {...deleting.dialogProps} title="Delete this link?" confirmLabel="Delete link">
        <p>
          <span className="font-medium break-all">{deleting.item?.shorturl}</span> stops working and
          its click statistics are deleted. It is also taken out of its campaign and channels.
        </p>
      </ConfirmDialog>
    </>
  );
};

/** The same list without the search (the order and page size stay). */
const clearSearchQuery = (searchParams: URLSearchParams) =>
  hrefWith(searchParams, { q: null, page: null });
