import { useSuspenseQuery } from '@tanstack/react-query';
import type { Campaign } from '../../api/campaigns';
import { useToast } from '../../components/feedback/toast';
import { DataAge } from '../../components/feedback/data-age';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
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
import { PagedTable } from '../../components/ui/paged-table';
import { usePageParams } from '../../components/ui/pagination';
import { SafeLink } from '../../components/ui/safe-link';
import { actionsColumn, RowActions, type Column } from '../../components/ui/table';
import { formatCount } from '../../lib/format-date';
import { linkLabel } from '../../api/links';
import { ExportButton } from '../export-button';
import { useApiClient } from '../route-context';
import {
  campaignQueries,
  slugOfRotator,
  useAssignLinkToCampaign,
  useCreateCampaign,
  useDeleteCampaign,
  useUpdateCampaign,
} from './campaigns-queries';

const CampaignForm = lazyWithPreload(async () => (await import('./campaign-form')).CampaignForm);
const AssignLinkForm = lazyWithPreload(
  async () => (await import('./assign-link-form')).AssignLinkForm,
);

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
  const pageQuery = useSuspenseQuery(campaignQueries.list(client, { page, limit }));
  const { data } = pageQuery;
  const toast = useToast();

  const createCampaign = useCreateCampaign();
  const updateCampaign = useUpdateCampaign();
  const assignLink = useAssignLinkToCampaign();
  const creating = useDialog();
  const editing = useDialog<Campaign>();
  const assigning = useDialog<Campaign>();
  const edited = editing.item;
  const assignee = assigning.item;
  const nameOf = (campaign: Campaign) => campaign.name || `Campaign ${campaign.id}`;
  const deleting = useConfirmedDelete(useDeleteCampaign(), {
    deletedMessage: (campaign: Campaign) =>
      `Campaign ${nameOf(campaign)} deleted. Its links were kept.`,
    rowsOnPage: data.items.length,
  });

  const createButton = (label: string) => (
    <Button
      variant="primary"
      onClick={() => creating.open()}
      {...preloadOn(CampaignForm)}
      {...createTarget}
    >
      {label}
    </Button>
  );

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
    actionsColumn((campaign) => (
      <RowActions
        name={nameOf(campaign)}
        onEdit={() => editing.open(campaign)}
        editProps={preloadOn(CampaignForm)}
        onDelete={() => deleting.ask(campaign)}
      >
        <Button
          size="sm"
          onClick={() => assigning.open(campaign)}
          aria-label={`Assign a link to ${nameOf(campaign)}`}
          {...preloadOn(AssignLinkForm)}
        >
          Assign link
        </Button>
      </RowActions>
    )),
  ];

  return (
    <>
      <PageHeader
        dataAge={<DataAge {...pageQuery} />}
        title="Campaigns"
        description="Group short links into campaigns, with a rotator URL that takes turns between them and a list URL that shows them all."
        actions={
          <>
            <ExportButton kind="campaigns" />
            {createButton('Create campaign')}
          </>
        }
      />

      <PagedTable
        caption="Campaigns"
        columns={columns}
        rows={data.items}
        rowKey={(campaign) => campaign.id}
        page={page}
        limit={limit}
        maxPage={data.maxPage}
        total={data.total}
        noun="campaigns"
        empty={
          <EmptyState title="No campaigns yet" action={createButton('Create your first campaign')}>
            <p>
              A campaign groups the short links of one promotion. Create one, then assign links to
              it here.
            </p>
          </EmptyState>
        }
      />

      <Dialog {...creating.props} title="Create a campaign">
        <CampaignForm
          mode="create"
          onCancel={creating.close}
          onSubmit={async (input) => {
            const saved = await createCampaign.mutateAsync(input);
            toast.success(`Campaign ${saved.name || input.name} created.`);
            creating.close();
          }}
        />
      </Dialog>

      <Dialog {...editing.props} title="Edit campaign">
        {edited && (
          <CampaignForm
            mode="edit"
            defaultValues={{
              name: edited.name,
              slug: slugOfRotator(edited.rotator),
              public: edited.public,
            }}
            onCancel={editing.close}
            onSubmit={async (input) => {
              const saved = await updateCampaign.mutateAsync({ id: edited.id, input });
              toast.success(`Campaign ${saved.name || input.name} saved.`);
              editing.close();
            }}
          />
        )}
      </Dialog>

      <Dialog
        {...assigning.props}
        title={assignee ? `Assign a link to ${nameOf(assignee)}` : 'Assign a link'}
      >
        {assignee && (
          <AssignLinkForm
            campaignName={nameOf(assignee)}
            onCancel={assigning.close}
            onSubmit={async (link) => {
              await assignLink.mutateAsync({ campaignId: assignee.id, linkId: link.id });
              toast.success(`${linkLabel(link)} is now in ${nameOf(assignee)}.`);
              assigning.close();
            }}
          />
        )}
      </Dialog>

      <ConfirmDialog
        {...deleting.dialogProps}
        title="Delete this campaign?"
        confirmLabel="Delete campaign"
      >
        <p>
          <span className="font-medium break-words">{deleting.item && nameOf(deleting.item)}</span>{' '}
          is deleted and its rotator and list URLs stop working. Its links are kept; they just leave
          the campaign.
        </p>
      </ConfirmDialog>
    </>
  );
};
