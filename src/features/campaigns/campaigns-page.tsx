import { useSuspenseQuery } from '@tanstack/react-query';
import type { Campaign } from '../../api/campaigns';
import { linkLabel, type Link } from '../../api/links';
import { ListPage } from '../../components/crud/list-page';
import { useFormDialog } from '../../components/crud/use-form-dialog';
import { useResourceDialogs } from '../../components/crud/use-resource-dialogs';
import { Button } from '../../components/ui/button';
import { lazyWithPreload } from '../../components/ui/dialog';
import { copyableColumns } from '../../components/ui/copy-columns';
import { EmptyState } from '../../components/ui/empty-state';
import { usePageParams } from '../../components/ui/pagination';
import { actionsColumn, RowActions } from '../../components/ui/table';
import { campaignName, campaigns, slugOfRotator } from '../../resources/campaigns';
import { useMutationsOf, useWriteContext } from '../../resources/define-resource';
import { useExportButton } from '../../resources/export';
import {
  CampaignClicksCell,
  CampaignClicksNote,
  CampaignLinksCell,
  useCampaignClicks,
} from './campaign-clicks';

const CampaignForm = lazyWithPreload(async () => (await import('./campaign-form')).CampaignForm);
const AssignLinkForm = lazyWithPreload(
  async () => (await import('./assign-link-form')).AssignLinkForm,
);

export const CampaignsPage = () => {
  const write = useWriteContext();
  const query = useSuspenseQuery(campaigns.queries.list(write.client, usePageParams()));
  const exportButton = useExportButton();
  const clicks = useCampaignClicks(query.data.items);
  const crud = useResourceDialogs({
    mutations: useMutationsOf(campaigns.mutations),
    Form: CampaignForm,
    rows: query.data.items,
    create: {
      title: 'Create a campaign',
      done: (input, saved) => `Campaign ${saved.name || input.name} created.`,
      form: (props) => <CampaignForm mode="create" {...props} />,
    },
    edit: {
      title: 'Edit campaign',
      done: (input, saved) => `Campaign ${saved.name || input.name} saved.`,
      form: ({ item, ...props }) => (
        <CampaignForm
          mode="edit"
          defaultValues={{
            name: item.name,
            slug: slugOfRotator(item.rotator),
            public: item.public,
          }}
          {...props}
        />
      ),
    },
    remove: {
      title: 'Delete this campaign?',
      confirmLabel: 'Delete campaign',
      done: (campaign: Campaign) =>
        `Campaign ${campaignName(campaign)} deleted. Its links were kept.`,
      body: (campaign) => (
        <p>
          <span className="font-medium break-words">{campaignName(campaign)}</span> is deleted and
          its rotating link and public page stop working. Its links are kept; they just leave the
          campaign.
        </p>
      ),
    },
  });
  const assigning = useFormDialog({
    title: (campaign: Campaign) => `Assign a link to ${campaignName(campaign)}`,
    mutation: campaigns.mutations.assignLink(write),
    variables: (link: Link, campaign) => ({ campaignId: campaign.id, linkId: link.id }),
    done: (link, _result, campaign) => `${linkLabel(link)} is now in ${campaignName(campaign)}.`,
    form: ({ item, ...props }) => <AssignLinkForm campaignName={campaignName(item)} {...props} />,
    preload: AssignLinkForm,
  });

  const columns = copyableColumns(campaigns.fields, [
    {
      field: 'name',
      // Who may open the list URL, as a badge beside the name: one line less in a phone's card.
      cell: (campaign) => (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words">{campaignName(campaign)}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${
              campaign.public
                ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200'
                : 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300'
            }`}
          >
            {campaign.public ? 'Public' : 'Private'}
          </span>
        </div>
      ),
    },
    'rotator',
    'list',
    {
      field: 'links',
      // A phone's card has no Clicks line (it stays ~140 px): the clicks follow the count.
      cell: (campaign) => (
        <>
          <CampaignLinksCell campaign={campaign} name={campaignName(campaign)} />
          <span className="sm:hidden">
            <CampaignClicksCell clicks={clicks.of(campaign)} total={campaign.links} isInline />
          </span>
        </>
      ),
    },
    {
      header: 'Clicks',
      className: 'text-right tabular-nums',
      card: 'hidden',
      cell: (campaign) => (
        <CampaignClicksCell clicks={clicks.of(campaign)} total={campaign.links} />
      ),
    },
    actionsColumn((campaign) => (
      <RowActions
        name={campaignName(campaign)}
        onEdit={() => crud.edit(campaign)}
        editProps={crud.editOpener}
        onDelete={() => crud.remove(campaign)}
      >
        <Button
          size="sm"
          onClick={() => assigning.open(campaign)}
          aria-label={`Assign a link to ${campaignName(campaign)}`}
          {...assigning.opener}
        >
          Assign link
        </Button>
      </RowActions>
    )),
  ]);

  return (
    <ListPage
      query={query}
      title="Campaigns"
      description="Group short links into campaigns, with one rotating link that takes turns between them and a public page that lists them all."
      actions={
        <>
          {exportButton('campaigns')}
          {crud.createButton('Create campaign')}
        </>
      }
      above={
        query.data.items.length > 0 && (
          <CampaignClicksNote asOf={clicks.asOf} isReading={clicks.isReading} />
        )
      }
      columns={columns}
      noun="campaigns"
      empty={
        <EmptyState
          title="No campaigns yet"
          action={crud.createButton('Create your first campaign')}
        >
          <p>
            A campaign groups the short links of one promotion. Create one, then assign links to it
            here.
          </p>
        </EmptyState>
      }
    >
      {crud.dialogs}
      {assigning.element}
    </ListPage>
  );
};
