import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Channel } from '../../api/channels';
import { describeError } from '../../api/errors';
import { useToast } from '../../components/feedback/toast';
import { PageHeader } from '../../components/layout/page-header';
import { Button, ButtonLink } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination, usePageParams } from '../../components/ui/pagination';
import { DataTable, type Column } from '../../components/ui/table';
import { useApiClient } from '../route-context';
import { ChannelBadge } from './channel-badge';
import { ChannelForm } from './channel-form';
import {
  channelQueries,
  useCreateChannel,
  useDeleteChannel,
  useToggleChannelStar,
  useUpdateChannel,
} from './channels-queries';

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
  const { data } = useSuspenseQuery(channelQueries.list(client, { page, limit }));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();

  const createChannel = useCreateChannel();
  const updateChannel = useUpdateChannel();
  const deleteChannel = useDeleteChannel();
  const toggleStar = useToggleChannelStar();
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<Channel | null>(null);
  const [deleting, setDeleting] = useState<Channel | null>(null);

  const openCreate = () => setIsCreating(true);

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

  const confirmDelete = () => {
    if (!deleting) return;
    deleteChannel.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Channel ${channelName(deleting)} deleted. Its items were kept.`);
        setDeleting(null);
        // Deleting the last row of a later page would leave an empty page: step back one.
        if (data.items.length === 1 && page > 1) {
          const next = new URLSearchParams(searchParams);
          next.set('page', String(page - 1));
          void navigate(`?${next.toString()}`, { replace: true });
        }
      },
    });
  };

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
    {
      header: 'Actions',
      isHeaderHidden: true,
      className: 'text-right',
      cell: (channel) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            size="sm"
            onClick={() => setEditing(channel)}
            aria-label={`Edit ${channelName(channel)}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 dark:text-red-300"
            onClick={() => {
              deleteChannel.reset();
              setDeleting(channel);
            }}
            aria-label={`Delete ${channelName(channel)}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const isPastEnd = data.items.length === 0 && page > 1;

  return (
    <>
      <PageHeader
        title="Channels"
        description="Organise links, bio pages and QR codes by where you use them. An item can be in many channels."
        actions={
          <Button variant="primary" onClick={openCreate}>
            Create channel
          </Button>
        }
      />

      {isPastEnd ? (
        <EmptyState
          title="This page is empty"
          action={
            <ButtonLink
              to={data.maxPage > 1 ? `?page=${data.maxPage}&limit=${limit}` : '?'}
              variant="primary"
            >
              Go to the last page
            </ButtonLink>
          }
        >
          <p>There are fewer channels than this page number needs.</p>
        </EmptyState>
      ) : data.items.length === 0 ? (
        <EmptyState
          title="No channels yet"
          action={
            <Button variant="primary" onClick={openCreate}>
              Create your first channel
            </Button>
          }
        >
          <p>
            A channel collects the links, bio pages and QR codes you use in one place, such as
            “Social media” or “Print”. Create one, then add items from its page.
          </p>
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption="Channels"
            columns={columns}
            rows={data.items}
            rowKey={(channel) => channel.id}
          />
          <Pagination
            page={page}
            limit={limit}
            maxPage={data.maxPage}
            total={data.total}
            noun="channels"
          />
        </>
      )}

      <Dialog open={isCreating} onClose={() => setIsCreating(false)} title="Create a channel">
        <ChannelForm
          mode="create"
          onCancel={() => setIsCreating(false)}
          onSubmit={async (input) => {
            await createChannel.mutateAsync(input);
            toast.success(`Channel ${input.name} created.`);
            setIsCreating(false);
          }}
        />
      </Dialog>

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Edit channel">
        {editing && (
          <ChannelForm
            mode="edit"
            defaultValues={{
              name: editing.name,
              description: editing.description,
              color: editing.color,
              starred: editing.starred,
            }}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await updateChannel.mutateAsync({ id: editing.id, input });
              toast.success(`Channel ${input.name} saved.`);
              setEditing(null);
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this channel?"
        confirmLabel="Delete channel"
        pendingLabel="Deleting…"
        isPending={deleteChannel.isPending}
        error={deleteChannel.error ? describeError(deleteChannel.error) : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>
          <span className="font-medium break-words">{deleting && channelName(deleting)}</span> is
          deleted. Its items are unassigned, not deleted: the links, bio pages and QR codes stay as
          they are.
        </p>
      </ConfirmDialog>
    </>
  );
};
