import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Channel } from '../../api/channels';
import { describeError } from '../../api/errors';
import { useToast } from '../../components/feedback/toast';
import { DataAge } from '../../components/feedback/data-age';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useConfirmedDelete } from '../../components/ui/confirmed-delete';
import {
  Dialog,
  lazyWithPreload,
  preloadOn,
  useDialog,
  createTarget,
} from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { PagedTable } from '../../components/ui/paged-table';
import { usePageParams } from '../../components/ui/pagination';
import { actionsColumn, RowActions, type Column } from '../../components/ui/table';
import { ExportButton } from '../export-button';
import { usePrefetchOnIntent } from '../prefetch';
import { useApiClient } from '../route-context';
import { ChannelBadge } from './channel-badge';
import {
  channelQueries,
  useCreateChannel,
  useDeleteChannel,
  useToggleChannelStar,
  useUpdateChannel,
} from './channels-queries';

const ChannelForm = lazyWithPreload(async () => (await import('./channel-form')).ChannelForm);

export const channelName = (channel: Pick<Channel, 'name' | 'id'>) =>
  channel.name || `Channel ${channel.id}`;

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
  const { page, limit } = usePageParams();
  const pageQuery = useSuspenseQuery(channelQueries.list(client, { page, limit }));
  const { data } = pageQuery;
  const intent = usePrefetchOnIntent();
  const toast = useToast();

  const createChannel = useCreateChannel();
  const updateChannel = useUpdateChannel();
  const toggleStar = useToggleChannelStar();
  const creating = useDialog();
  const editing = useDialog<Channel>();
  const edited = editing.item;
  const deleting = useConfirmedDelete(useDeleteChannel(), {
    deletedMessage: (channel: Channel) =>
      `Channel ${channelName(channel)} deleted. Its items were kept.`,
    rowsOnPage: data.items.length,
  });

  const createButton = (label: string) => (
    <Button
      variant="primary"
      onClick={() => creating.open()}
      {...preloadOn(ChannelForm)}
      {...createTarget}
    >
      {label}
    </Button>
  );

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
            {...intent((client, prefetch) => prefetch(channelQueries.items(client, channel.id, 1)))}
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
        onEdit={() => editing.open(channel)}
        editProps={preloadOn(ChannelForm)}
        onDelete={() => deleting.ask(channel)}
      />
    )),
  ];

  return (
    <>
      <PageHeader
        dataAge={<DataAge {...pageQuery} />}
        title="Channels"
        description="Organise links, bio pages and QR codes by where you use them. An item can be in many channels."
        actions={
          <>
            <ExportButton kind="channels" />
            {createButton('Create channel')}
          </>
        }
      />

      <PagedTable
        caption="Channels"
        columns={columns}
        rows={data.items}
        rowKey={(channel) => channel.id}
        page={page}
        limit={limit}
        maxPage={data.maxPage}
        total={data.total}
        noun="channels"
        empty={
          <EmptyState title="No channels yet" action={createButton('Create your first channel')}>
            <p>
              A channel collects the links, bio pages and QR codes you use in one place, such as
              “Social media” or “Print”. Create one, then add items from its page.
            </p>
          </EmptyState>
        }
      />

      <Dialog {...creating.props} title="Create a channel">
        <ChannelForm
          mode="create"
          onCancel={creating.close}
          onSubmit={async (input) => {
            await createChannel.mutateAsync(input);
            toast.success(`Channel ${input.name} created.`);
            creating.close();
          }}
        />
      </Dialog>

      <Dialog {...editing.props} title="Edit channel">
        {edited && (
          <ChannelForm
            mode="edit"
            defaultValues={{
              name: edited.name,
              description: edited.description,
              color: edited.color,
              starred: edited.starred,
            }}
            onCancel={editing.close}
            onSubmit={async (input) => {
              await updateChannel.mutateAsync({ id: edited.id, input });
              toast.success(`Channel ${input.name} saved.`);
              editing.close();
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog
        {...deleting.dialogProps}
        title="Delete this channel?"
        confirmLabel="Delete channel"
      >
        <p>
          <span className="font-medium break-words">
            {deleting.item && channelName(deleting.item)}
          </span>{' '}
          is deleted. Its items are unassigned, not deleted: the links, bio pages and QR codes stay
          as they are.
        </p>
      </ConfirmDialog>
    </>
  );
};
