import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Channel } from '../../api/channels';
import { describeError } from '../../api/errors';
import { ListPage } from '../../components/crud/list-page';
import { useResourceDialogs } from '../../components/crud/use-resource-dialogs';
import { useToast } from '../../components/feedback/toast';
import { lazyWithPreload } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { usePageParams } from '../../components/ui/pagination';
import { actionsColumn, RowActions, type Column } from '../../components/ui/table';
import { channelName, channels } from '../../resources/channels';
import { useMutationsOf, useResourceMutation } from '../../resources/define-resource';
import { useExportButton } from '../../resources/export';
import { usePrefetchOnIntent } from '../../resources/prefetch';
import { useApiClient } from '../../resources/session';
import { ChannelBadge } from './channel-badge';

const ChannelForm = lazyWithPreload(async () => (await import('./channel-form')).ChannelForm);

/** A toggle button: aria-pressed says whether the channel is starred; the name stays the same. */
const StarButton = ({
  channel,
  onToggle,
}: {
  channel: Channel;
  onToggle: (starred: boolean) => void;
}) => (
  <button
    type="button"
    aria-pressed={channel.starred}
    aria-label={`Star ${channelName(channel)}`}
    title={channel.starred ? 'Starred: press to unstar' : 'Not starred: press to star'}
    onClick={() => onToggle(!channel.starred)}
    className={`-m-1 inline-flex size-10 items-center justify-center rounded-md text-xl leading-none hover:bg-gray-100 dark:hover:bg-gray-800 ${
      channel.starred ? 'text-amber-600 dark:text-amber-400' : 'text-gray-500 dark:text-gray-400'
    }`}
  >
    <span aria-hidden="true">{channel.starred ? '★' : '☆'}</span>
  </button>
);

export const ChannelsPage = () => {
  const client = useApiClient();
  const query = useSuspenseQuery(channels.queries.list(client, usePageParams()));
  const intent = usePrefetchOnIntent();
  const toast = useToast();
  const exportButton = useExportButton();
  const toggleStar = useResourceMutation(channels.mutations.toggleStar);
  const crud = useResourceDialogs({
    mutations: useMutationsOf(channels.mutations),
    Form: ChannelForm,
    rows: query.data.items,
    create: {
      title: 'Create a channel',
      done: (input) => `Channel ${input.name} created.`,
      form: (props) => <ChannelForm mode="create" {...props} />,
    },
    edit: {
      title: 'Edit channel',
      done: (input) => `Channel ${input.name} saved.`,
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
      title: 'Delete this channel?',
      confirmLabel: 'Delete channel',
      done: (channel: Channel) => `Channel ${channelName(channel)} deleted. Its items were kept.`,
      body: (channel) => (
        <p>
          <span className="font-medium break-words">{channelName(channel)}</span> is deleted. Its
          items are unassigned, not deleted: the links, bio pages and QR codes stay as they are.
        </p>
      ),
    },
  });

  const onToggleStar = (channel: Channel, starred: boolean) =>
    toggleStar.mutate(
      { channel, starred },
      {
        onError: (error) =>
          toast.error(
            `Could not ${starred ? 'star' : 'unstar'} ${channelName(channel)}: ${describeError(error)} The star was put back.`,
          ),
      },
    );

  const columns: Column<Channel>[] = [
    {
      header: 'Starred',
      isHeaderHidden: true,
      className: 'w-12',
      card: 'side',
      cell: (channel) => (
        <StarButton channel={channel} onToggle={(starred) => onToggleStar(channel, starred)} />
      ),
    },
    {
      header: 'Channel',
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
    {
      header: 'Description',
      cell: (channel) =>
        channel.description ? (
          <span className="break-words whitespace-pre-line">{channel.description}</span>
        ) : (
          <span className="text-gray-600 dark:text-gray-400">No description</span>
        ),
    },
    actionsColumn((channel) => (
      <RowActions
        name={channelName(channel)}
        onEdit={() => crud.edit(channel)}
        editProps={crud.editOpener}
        onDelete={() => crud.remove(channel)}
      />
    )),
  ];

  return (
    <ListPage
      query={query}
      title="Channels"
      description="Organise links, bio pages and QR codes by where you use them. An item can be in many channels."
      actions={
        <>
          {exportButton('channels')}
          {crud.createButton('Create channel')}
        </>
      }
      columns={columns}
      noun="channels"
      empty={
        <EmptyState title="No channels yet" action={crud.createButton('Create your first channel')}>
          <p>
            A channel collects the links, bio pages and QR codes you use in one place, such as
            “Social media” or “Print”. Create one, then add items from its page.
          </p>
        </EmptyState>
      }
    >
      {crud.dialogs}
    </ListPage>
  );
};
