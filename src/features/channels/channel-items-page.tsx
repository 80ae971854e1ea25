import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Channel, ChannelItemType } from '../../api/channels';
import { CHANNEL_ITEM_TYPES } from '../../api/channels';
import type { Page } from '../../api/envelope';
import { useFormDialog } from '../../components/crud/use-form-dialog';
import { DataAge } from '../../components/feedback/data-age';
import { PageHeader } from '../../components/layout/page-header';
import { VisibleText } from '../../components/ui/visible-text';
import { ButtonLink } from '../../components/ui/button';
import { lazyWithPreload } from '../../components/ui/dialog';
import { copyableColumns } from '../../components/ui/copy-columns';
import { createTarget } from '../../components/ui/page-targets';
import { EmptyState } from '../../components/ui/empty-state';
import type { NounKey } from '../../components/ui/list-noun';
import { PagedTable } from '../../components/ui/paged-table';
import { usePageParams } from '../../components/ui/pagination';
import { DEFAULT_LIMIT, hrefWith } from '../../lib/url-state';
import { formatCount } from '../../lib/format-date';
import { defineMessage, type Message } from '../../lib/i18n';
import { useT } from '../../components/i18n/use-t';
import {
  AlreadyInChannelError,
  channels,
  ITEM_BATCH_SIZE,
  readChannelId,
  readItemBatch,
} from '../../resources/channels';
import { useWriteContext } from '../../resources/define-resource';
import { useApiClient } from '../../resources/session';
import type { ChannelItemChoice } from './add-to-channel-form';
import { ChannelBadge } from './channel-badge';
import { ReadingArrow } from '../../components/ui/reading-arrow';
import { ChangeButton } from '../../components/ui/change-action';

const AddToChannelForm = lazyWithPreload(
  async () => (await import('./add-to-channel-form')).AddToChannelForm,
);

type TypeFilter = ChannelItemType | 'all';

const FILTER_LABELS: Record<TypeFilter, Message> = {
  all: defineMessage({ defaultMessage: 'All items', description: 'a filter of a channel’s items' }),
  links: defineMessage({ defaultMessage: 'Links', description: 'a filter of a channel’s items' }),
  bio: defineMessage({ defaultMessage: 'Bio pages', description: 'a filter of a channel’s items' }),
  qr: defineMessage({ defaultMessage: 'QR codes', description: 'a filter of a channel’s items' }),
};
/** What the table counts under each filter (list-noun.ts). */
const FILTER_NOUNS: Record<TypeFilter, NounKey> = {
  all: 'items',
  links: 'links',
  bio: 'bio',
  qr: 'qr',
};

const readTypeFilter = (searchParams: URLSearchParams): TypeFilter => {
  const value = searchParams.get('type');
  return CHANNEL_ITEM_TYPES.includes(value as ChannelItemType) ? (value as ChannelItemType) : 'all';
};

/**
 * The channel's name, colour and description. The API has no "get one channel" call, so they
 * come from a channels list already in the cache; on a cold deep link the first list page is
 * fetched (the same one the Channels page uses, so going back there is free).
 */
const useChannelInfo = (id: number): Channel | null => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const cached = queryClient
    .getQueriesData<Page<Channel>>({ queryKey: channels.keys.lists() })
    .flatMap(([, page]) => page?.items ?? [])
    .find((channel) => channel.id === id);
  const fallback = useQuery({
    ...channels.queries.list(client, { page: 1, limit: DEFAULT_LIMIT }),
    enabled: cached === undefined,
  });
  return cached ?? fallback.data?.items.find((channel) => channel.id === id) ?? null;
};

/** All / Links / Bio pages / QR codes, as links so the filter lives in the URL. */
const TypeFilterNav = ({
  current,
  counts,
  searchParams,
}: {
  current: TypeFilter;
  counts: Record<TypeFilter, number> | null;
  searchParams: URLSearchParams;
}) => {
  const t = useT();
  return (
    <nav aria-label={t({ defaultMessage: 'Filter by type' })} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {(Object.keys(FILTER_LABELS) as TypeFilter[]).map((filter) => {
          const isCurrent = filter === current;
          return (
            <li key={filter}>
              <Link
                to={hrefWith(searchParams, { type: filter === 'all' ? null : filter, page: null })}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm font-medium ${
                  isCurrent
                    ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-gray-950'
                    : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-200 dark:hover:bg-gray-800'
                }`}
              >
                {t(FILTER_LABELS[filter])}
                {counts && <span className="tabular-nums">({formatCount(counts[filter])})</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};

export const ChannelItemsPage = () => {
  const t = useT();
  const write = useWriteContext();
  const { client } = write;
  const id = readChannelId(useParams());
  const [searchParams] = useSearchParams();
  const batch = readItemBatch(searchParams);
  const { page, limit } = usePageParams();
  const typeFilter = readTypeFilter(searchParams);
  const pageQuery = useSuspenseQuery(channels.queries.items(client, id, batch));
  const { data } = pageQuery;
  const channel = useChannelInfo(id);
  const name =
    channel?.name ||
    t(
      {
        defaultMessage: 'Channel {id}',
        description: 'names a channel by its id while its name is not known',
      },
      { id },
    );
  const adding = useFormDialog({
    title: t(
      { defaultMessage: 'Add an item to {name}', description: 'name: the channel’s name' },
      { name },
    ),
    mutation: channels.mutations.addItem(write),
    variables: ({ type, itemId }: ChannelItemChoice, _about: void) => ({
      channelId: id,
      type,
      itemId,
    }),
    done: (choice) =>
      t(
        {
          defaultMessage: '{item} added to {name}.',
          description:
            'item: the title of a link or QR code, or “Bio page 12”; name: the channel’s name',
        },
        { item: choice.label, name },
      ),
    form: ({ onSubmit, onCancel }) => (
      <AddToChannelForm
        channelName={name}
        onCancel={onCancel}
        onSubmit={async (choice) => {
          // Known to be here already (the loaded items): say so without spending a request.
          if (data.items.some((item) => item.type === choice.type && item.id === choice.itemId))
            throw new AlreadyInChannelError('already in this channel');
          await onSubmit(choice);
        }}
      />
    ),
    preload: AddToChannelForm,
  });

  // One batch usually is the whole channel; the filter and pages then work on complete data.
  const isWholeChannel = data.maxPage <= 1;
  const counts: Record<TypeFilter, number> = {
    all: data.items.length,
    links: data.items.filter((item) => item.type === 'links').length,
    bio: data.items.filter((item) => item.type === 'bio').length,
    qr: data.items.filter((item) => item.type === 'qr').length,
  };
  const filtered =
    typeFilter === 'all' ? data.items : data.items.filter((item) => item.type === typeFilter);
  const maxPage = Math.ceil(filtered.length / limit);
  const rows = filtered.slice((page - 1) * limit, page * limit);

  const addButton = (label: string) => (
    <ChangeButton
      variant="primary"
      {...createTarget}
      onClick={() => adding.open()}
      {...adding.opener}
    >
      {label}
    </ChangeButton>
  );

  const firstShown = (batch - 1) * ITEM_BATCH_SIZE + 1;
  const addItem = t({ defaultMessage: 'Add item', description: 'the button' });

  return (
    <>
      <p className="mb-2 text-sm">
        <Link
          to="/channels"
          className="text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
        >
          <ReadingArrow to="back" /> {t({ defaultMessage: 'All channels' })}
        </Link>
      </p>
      <PageHeader
        dataAge={<DataAge {...pageQuery} />}
        title={name}
        description={
          <div className="flex items-start gap-2">
            {channel && <ChannelBadge color={channel.color} className="mt-1 size-3" />}
            <p className="break-words whitespace-pre-line">
              {channel?.description ? (
                <VisibleText text={channel.description} />
              ) : (
                t({ defaultMessage: 'The links, bio pages and QR codes in this channel.' })
              )}
            </p>
          </div>
        }
        actions={addButton(addItem)}
      />

      {!isWholeChannel && (
        <div
          role="note"
          className="mb-4 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm dark:border-brand-800 dark:bg-brand-950/60"
        >
          <p>
            {t(
              {
                defaultMessage:
                  'This channel has {total, plural, one {# item} other {# items}}. They load {size, number} at a time to save requests; the filter and pages below cover items {first, number}–{last, number}.',
              },
              {
                total: data.total,
                size: ITEM_BATCH_SIZE,
                first: firstShown,
                last: firstShown + data.items.length - 1,
              },
            )}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {batch > 1 && (
              <ButtonLink
                size="sm"
                to={hrefWith(searchParams, {
                  batch: batch === 2 ? null : String(batch - 1),
                  page: null,
                })}
              >
                {t({ defaultMessage: 'Newer items' })}
              </ButtonLink>
            )}
            {batch < data.maxPage && (
              <ButtonLink
                size="sm"
                to={hrefWith(searchParams, { batch: String(batch + 1), page: null })}
              >
                {t({ defaultMessage: 'Older items' })}
              </ButtonLink>
            )}
          </div>
        </div>
      )}

      {data.items.length > 0 && (
        <TypeFilterNav current={typeFilter} counts={counts} searchParams={searchParams} />
      )}

      <PagedTable
        caption={t(
          {
            defaultMessage:
              '{type, select, links {Links of {name}} bio {Bio pages of {name}} qr {QR codes of {name}} other {Items of {name}}}',
            description: 'the caption of a channel’s table; name: the channel’s name',
          },
          { type: typeFilter, name },
        )}
        columns={copyableColumns(channels.itemFields, ['type', 'title', 'preview', 'link', 'date'])}
        rows={rows}
        rowKey={(item) => `${item.type}-${item.id}`}
        page={page}
        limit={limit}
        maxPage={maxPage}
        total={filtered.length}
        noun={FILTER_NOUNS[typeFilter]}
        empty={
          data.items.length === 0 ? (
            <EmptyState
              title={t({ defaultMessage: 'No items in this channel yet' })}
              action={addButton(t({ defaultMessage: 'Add the first item' }))}
            >
              <p>
                {t({
                  defaultMessage:
                    'Add a link or a QR code by searching for it, or a bio page by its id.',
                })}
              </p>
            </EmptyState>
          ) : (
            <EmptyState
              title={t(
                {
                  defaultMessage:
                    '{type, select, links {No links in this channel} bio {No bio pages in this channel} qr {No QR codes in this channel} other {No items in this channel}}',
                },
                { type: typeFilter },
              )}
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <ButtonLink to={hrefWith(searchParams, { type: null, page: null })}>
                    {t({ defaultMessage: 'Show all items' })}
                  </ButtonLink>
                  {addButton(addItem)}
                </div>
              }
            >
              <p>
                {t(
                  {
                    defaultMessage:
                      '{type, select, links {The channel has {count, plural, one {# other item} other {# other items}}. Add links with “Add item”.} bio {The channel has {count, plural, one {# other item} other {# other items}}. Add bio pages with “Add item”.} other {The channel has {count, plural, one {# other item} other {# other items}}. Add QR codes with “Add item”.}}',
                    description: '“Add item” is the name of the button that adds an item',
                  },
                  { type: typeFilter, count: counts.all },
                )}
              </p>
            </EmptyState>
          )
        }
      />

      {adding.element}
    </>
  );
};
