import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Campaign } from '../../api/campaigns';
import { describeError } from '../../api/errors';
import { useToast } from '../../components/feedback/toast';
import { PageHeader } from '../../components/layout/page-header';
import { Button, ButtonLink } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyButton } from '../../components/ui/copy-button';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination, usePageParams } from '../../components/ui/pagination';
import { SafeLink } from '../../components/ui/safe-link';
import { DataTable, type Column } from '../../components/ui/table';
import { formatCount } from '../../lib/format-date';
import { linkLabel } from '../links/links-queries';
import { useApiClient } from '../route-context';
import { AssignLinkForm } from './assign-link-form';
import { CampaignForm, slugOfRotator } from './campaign-form';
import {
  campaignQueries,
  useAssignLinkToCampaign,
  useCreateCampaign,
  useDeleteCampaign,
  useUpdateCampaign,
} from './campaigns-queries';

const muted = 'text-gray-600 dark:text-gray-400';

/** A public URL with its copy button, or "None". */
const CopyableUrl = ({ url, what }: { url: string | null; what: string }) =>
  url ? (
    <div className="flex flex-wrap items-center gap-2">
      <SafeLink href={url} />
      <CopyButton value={url} label={`Copy ${what} ${url}`} />
    </div>
  ) : (
    <span className={muted}>None</span>
  );

export const CampaignsPage = () => {
  const client = useApiClient();
  const { page, limit } = usePageParams();
  const { data } = useSuspenseQuery(campaignQueries.list(client, { page, limit }));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();

  const createCampaign = useCreateCampaign();
  const updateCampaign = useUpdateCampaign();
  const deleteCampaign = useDeleteCampaign();
  const assignLink = useAssignLinkToCampaign();
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const [assigning, setAssigning] = useState<Campaign | null>(null);

  const openCreate = () => setIsCreating(true);
  const nameOf = (campaign: Campaign) => campaign.name || `Campaign ${campaign.id}`;

  const confirmDelete = () => {
    if (!deleting) return;
    deleteCampaign.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Campaign ${nameOf(deleting)} deleted. Its links were kept.`);
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

  const columns: Column<Campaign>[] = [
    {
      header: 'Name',
      cell: (campaign) => <span className="font-medium break-words">{nameOf(campaign)}</span>,
    },
    {
      header: 'Access',
      cell: (campaign) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            campaign.public
              ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200'
              : 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300'
          }`}
        >
          {campaign.public ? 'Public' : 'Private'}
        </span>
      ),
    },
    {
      header: 'Rotator URL',
      cell: (campaign) => <CopyableUrl url={campaign.rotator} what="rotator URL" />,
    },
    {
      header: 'List URL',
      cell: (campaign) => <CopyableUrl url={campaign.list} what="list URL" />,
    },
    {
      header: 'Links',
      className: 'text-right tabular-nums',
      cell: (campaign) =>
        campaign.links === null ? (
          <span className={muted}>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not given</span>
          </span>
        ) : (
          formatCount(campaign.links)
        ),
    },
    {
      header: 'Actions',
      isHeaderHidden: true,
      className: 'text-right',
      cell: (campaign) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            size="sm"
            onClick={() => setAssigning(campaign)}
            aria-label={`Assign a link to ${nameOf(campaign)}`}
          >
            Assign link
          </Button>
          <Button
            size="sm"
            onClick={() => setEditing(campaign)}
            aria-label={`Edit ${nameOf(campaign)}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 dark:text-red-300"
            onClick={() => {
              deleteCampaign.reset();
              setDeleting(campaign);
            }}
            aria-label={`Delete ${nameOf(campaign)}`}
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
        title="Campaigns"
        description="Group short links into campaigns, with a rotator URL that takes turns between them and a list URL that shows them all."
        actions={
          <Button variant="primary" onClick={openCreate}>
            Create campaign
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
          <p>There are fewer campaigns than this page number needs.</p>
        </EmptyState>
      ) : data.items.length === 0 ? (
        <EmptyState
          title="No campaigns yet"
          action={
            <Button variant="primary" onClick={openCreate}>
              Create your first campaign
            </Button>
          }
        >
          <p>
            A campaign groups the short links of one promotion. Create one, then assign links to it
            here.
          </p>
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption="Campaigns"
            columns={columns}
            rows={data.items}
            rowKey={(campaign) => campaign.id}
          />
          <Pagination
            page={page}
            limit={limit}
            maxPage={data.maxPage}
            total={data.total}
            noun="campaigns"
          />
        </>
      )}

      <Dialog open={isCreating} onClose={() => setIsCreating(false)} title="Create a campaign">
        <CampaignForm
          mode="create"
          onCancel={() => setIsCreating(false)}
          onSubmit={async (input) => {
            const saved = await createCampaign.mutateAsync(input);
            toast.success(`Campaign ${saved.name || input.name} created.`);
            setIsCreating(false);
          }}
        />
      </Dialog>

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Edit campaign">
        {editing && (
          <CampaignForm
            mode="edit"
            defaultValues={{
              name: editing.name,
              slug: slugOfRotator(editing.rotator),
              public: editing.public,
            }}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              const saved = await updateCampaign.mutateAsync({ id: editing.id, input });
              toast.success(`Campaign ${saved.name || input.name} saved.`);
              setEditing(null);
            }}
          />
        )}
      </Dialog>

      <Dialog
        open={assigning !== null}
        onClose={() => setAssigning(null)}
        title={assigning ? `Assign a link to ${nameOf(assigning)}` : 'Assign a link'}
      >
        {assigning && (
          <AssignLinkForm
            campaignName={nameOf(assigning)}
            onCancel={() => setAssigning(null)}
            onSubmit={async (link) => {
              await assignLink.mutateAsync({ campaignId: assigning.id, linkId: link.id });
              toast.success(`${linkLabel(link)} is now in ${nameOf(assigning)}.`);
              setAssigning(null);
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this campaign?"
        confirmLabel="Delete campaign"
        pendingLabel="Deleting…"
        isPending={deleteCampaign.isPending}
        error={deleteCampaign.error ? describeError(deleteCampaign.error) : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>
          <span className="font-medium break-words">{deleting && nameOf(deleting)}</span> is deleted
          and its rotator and list URLs stop working. Its links are kept; they just leave the
          campaign.
        </p>
      </ConfirmDialog>
    </>
  );
};
