import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Channel } from '../../api/channels';
import { describeError } from '../../api/errors';
import { ListPage } from '../../components/crud/list-page';
import { useResourceDialogs } from '../../components/crud/use-resource-dialogs';
import { useToast } from '../../components/feedback/toast';
import { lazyWithPreload } from '../../components/ui/dialog';
import { tableColumns } from '../../components/ui/field-columns';
import { EmptyState } from '../../components/ui/empty-state';
import { NotKnown } from '../../components/ui/not-known';
import { usePageParams } from '../../components/ui/pagination';
import { actionsColumn } from '../../components/ui/table';
import { formatCount } from '../../lib/format-date';
import { defineMessage } from '../../lib/i18n';
import { channelName, channels } from '../../resources/channels';
import { useMutationsOf, useResourceMutation } from '../../resources/define-resource';
import { useExportButton } from '../../resources/export';
import { usePrefetchOnIntent } from '../../resources/prefetch';
import { useApiClient } from '../../resources/session';
import { ChannelBadge } from './channel-badge';
import { useT } from '../../components/i18n/use-t';
import { CREATE_CHANNEL, CREATE_CHANNEL_BUTTON, EDIT_CHANNEL, STARRED } from './messages';

const ChannelForm = lazyWithPreload(async () => (await import('./channel-form')).ChannelForm);

const CHANNEL_DELETED = defineMessage({
  defaultMessage: 'Channel {name} deleted. Its items were kept.',
  description: 'name: the channel’s name',
});
const DELETE_CHANNEL_BODY = defineMessage({
  defaultMessage:
    '{name} is deleted. Its items are unassigned, not deleted: the links, bio pages and QR codes stay as they are.',
  description: 'name: the channel’s name',
});

/** A toggle button: aria-pressed says whether the channel is starred; the name stays the same. */
const StarButton = ({
  channel,
  onToggle,
}: {
  channel: Channel;
  onToggle: (starred: boolean) => void;
}) => {
  const t = useT();
  return (
    <button
      type="button"
      aria-pressed={channel.starred}
      aria-label={t(
        {
          defaultMessage: 'Star {name}',
          description: 'a toggle button that stars a channel; name: the channel’s name',
        },
        { name: channelName(channel) },
      )}
      title={
        channel.starred
          ? t({ defaultMessage: 'Starred: press to unstar' })
          : t({ defaultMessage: 'Not starred: press to star' })
      }
      onClick={() => onToggle(!channel.starred)}
      className={`-m-1 inline-flex size-10 items-center justify-center rounded-md text-xl leading-none hover:bg-gray-100 dark:hover:bg-gray-800 ${
        channel.starred ? 'text-amber-600 dark:text-amber-400' : 'text-gray-500 dark:text-gray-400'
      }`}
    >
      <span aria-hidden="true">{channel.starred ? '★' : '☆'}</span>
    </button>
  );
};

/** Starred channels first, then the API's order (the sort keeps ties as they came). */
const starredFirst = (rows: readonly Channel[]) =>
  [...rows].sort((a, b) => Number(b.starred) - Number(a.starred));

/**
 * Each channel's item count from its items already read on this device (opening or pointing at
 * a channel reads them): the API lists channels without counts, and a read per channel would
 * spend the budget on every visit (see docs/decisions/0037-campaign-numbers.md).
 */
const useItemCounts = (rows: readonly Channel[]) => {
  const client = useApiClient();
  const reads = useQueries({
    queries: rows.map((channel) => ({
      ...channels.queries.items(client, channel.id, 1),
      enabled: false,
    })),
  });
  return new Map(rows.map((channel, index) => [channel.id, reads[index]?.data?.total]));
};

export const ChannelsPage = () => {
  const t = useT();
  const client = useApiClient();
  const listed = useSuspenseQuery(channels.queries.list(client, usePageParams()));
  const query = { ...listed, data: { ...listed.data, items: starredFirst(listed.data.items) } };
  const itemCounts = useItemCounts(query.data.items);
  const intent = usePrefetchOnIntent();
  const toast = useToast();
  const exportButton = useExportButton();
  const toggleStar = useResourceMutation(channels.mutations.toggleStar);
  const crud = useResourceDialogs({
    mutations: useMutationsOf(channels.mutations),
    Form: ChannelForm,
    rows: query.data.items,
    create: {
      title: t(CREATE_CHANNEL),
      done: (input) =>
        t(
          { defaultMessage: 'Channel {name} created.', description: 'name: the channel’s name' },
          { name: input.name },
        ),
      form: (props) => <ChannelForm mode="create" {...props} />,
    },
    edit: {
      title: t(EDIT_CHANNEL),
      done: (input) =>
        t(
          { defaultMessage: 'Channel {name} saved.', description: 'name: the channel’s name' },
          { name: input.name },
        ),
      form: ({ item, ...props }) => (
        <ChannelForm
          mode="edit"
          defaultValues={{
            name: item.name,
            description: item.description,
            color: item.color,
            starred: item.starred,
          }}
          {...props}
        />
      ),
    },
    remove: {
      title: t({ defaultMessage: 'Delete this channel?' }),
      confirmLabel: t({ defaultMessage: 'Delete channel', description: 'the button' }),
      done: (channel: Channel) => t(CHANNEL_DELETED, { name: channelName(channel) }),
      body: (channel) => t(DELETE_CHANNEL_BODY, { name: channelName(channel) }),
    },
  });

  const onToggleStar = (channel: Channel, starred: boolean) =>
    toggleStar.mutate(
      { channel, starred },
      {
        onError: (error) =>
          toast.error(
            t(
              {
                defaultMessage:
                  '{starred, select, true {Could not star {name}: {error} The star was put back.} other {Could not unstar {name}: {error} The star was put back.}}',
                description: 'name: the channel’s name; error: why, in a sentence of its own',
              },
              { starred: String(starred), name: channelName(channel), error: describeError(error) },
            ),
          ),
      },
    );

  const columns = tableColumns(channels.fields, [
    {
      header: t(STARRED),
      isHeaderHidden: true,
      className: 'w-12',
      card: 'side',
      cell: (channel) => (
        <StarButton channel={channel} onToggle={(starred) => onToggleStar(channel, starred)} />
      ),
    },
    {
      field: 'name',
      cell: (channel) => (
        <div className="flex items-center gap-2">
          <ChannelBadge color={channel.color} />
          <Link
            to={`/channels/${channel.id}`}
            {...intent((client, prefetch) =>
              prefetch(channels.queries.items(client, channel.id, 1)),
            )}
            className="font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
          >
            {channelName(channel)}
          </Link>
        </div>
      ),
    },
    'description',
    {
      header: t({
        defaultMessage: 'Items',
        description: 'a column header: a channel’s item count',
      }),
      className: 'text-end tabular-nums',
      cell: (channel) => {
        const count = itemCounts.get(channel.id);
        return count === undefined ? (
          <NotKnown
            why={t({ defaultMessage: 'Not counted yet: open the channel to count its items' })}
          />
        ) : (
          formatCount(count)
        );
      },
    },
    actionsColumn((channel) => crud.rowActions(channel, channelName(channel))),
  ]);

  return (
    <ListPage
      query={query}
      title={t({ defaultMessage: 'Channels', description: 'the page title' })}
      description={t({
        defaultMessage:
          'Organise links, bio pages and QR codes by where you use them. An item can be in many channels.',
      })}
      actions={
        <>
          {exportButton('channels')}
          {crud.createButton(t(CREATE_CHANNEL_BUTTON))}
        </>
      }
      columns={columns}
      noun="channels"
      empty={
        <EmptyState
          title={t({ defaultMessage: 'No channels yet' })}
          action={crud.createButton(t({ defaultMessage: 'Create your first channel' }))}
        >
          <p>
            {t({
              defaultMessage:
                'A channel collects the links, bio pages and QR codes you use in one place, such as “Social media” or “Print”. Create one, then add items from its page.',
            })}
          </p>
        </EmptyState>
      }
    >
      {crud.dialogs}
    </ListPage>
  );
};
