import { useSuspenseQuery } from '@tanstack/react-query';
import type { Campaign } from '../../api/campaigns';
import { linkLabel, type Link } from '../../api/links';
import { ListPage } from '../../components/crud/list-page';
import { useFormDialog } from '../../components/crud/use-form-dialog';
import { useResourceDialogs } from '../../components/crud/use-resource-dialogs';
import { lazyWithPreload } from '../../components/ui/dialog';
import { copyableColumns } from '../../components/ui/copy-columns';
import { EmptyState } from '../../components/ui/empty-state';
import { usePageParams } from '../../components/ui/pagination';
import { actionsColumn } from '../../components/ui/table';
import { CampaignMembershipNote } from '../../resources/campaign-membership';
import { campaignName, campaigns, slugOfRotator } from '../../resources/campaigns';
import { useMutationsOf, useWriteContext } from '../../resources/define-resource';
import { useExportButton } from '../../resources/export';
import { useT } from '../../components/i18n/use-t';
import { defineMessage } from '../../lib/i18n';
import {
  CampaignClicksCell,
  CampaignClicksNote,
  CampaignLinksCell,
  useCampaignClicks,
} from './campaign-clicks';
import {
  ASSIGN_LINK,
  ASSIGN_LINK_TO,
  CREATE_CAMPAIGN,
  CREATE_CAMPAIGN_BUTTON,
  EDIT_CAMPAIGN,
  PUBLIC,
} from './messages';
import { ChangeButton } from '../../components/ui/change-action';

const CampaignForm = lazyWithPreload(async () => (await import('./campaign-form')).CampaignForm);
const AssignLinkForm = lazyWithPreload(
  async () => (await import('./assign-link-form')).AssignLinkForm,
);

const CAMPAIGN_DELETED = defineMessage({
  defaultMessage: 'Campaign {name} deleted. Its links were kept.',
  description: 'name: the campaign’s name',
});
const DELETE_CAMPAIGN_BODY = defineMessage({
  defaultMessage:
    '{name} is deleted and its rotating link and public page stop working. Its links are kept; they just leave the campaign.',
  description: 'name: the campaign’s name',
});

export const CampaignsPage = () => {
  const t = useT();
  const write = useWriteContext();
  const query = useSuspenseQuery(campaigns.queries.list(write.client, usePageParams()));
  const exportButton = useExportButton();
  const clicks = useCampaignClicks(query.data.items);
  const crud = useResourceDialogs({
    mutations: useMutationsOf(campaigns.mutations),
    Form: CampaignForm,
    rows: query.data.items,
    create: {
      title: t(CREATE_CAMPAIGN),
      done: (input, saved) =>
        t(
          { defaultMessage: 'Campaign {name} created.', description: 'name: the campaign’s name' },
          { name: saved.name || input.name },
        ),
      form: (props) => <CampaignForm mode="create" {...props} />,
    },
    edit: {
      title: t(EDIT_CAMPAIGN),
      done: (input, saved) =>
        t(
          { defaultMessage: 'Campaign {name} saved.', description: 'name: the campaign’s name' },
          { name: saved.name || input.name },
        ),
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
      title: t({ defaultMessage: 'Delete this campaign?' }),
      confirmLabel: t({ defaultMessage: 'Delete campaign', description: 'the button' }),
      done: (campaign: Campaign) => t(CAMPAIGN_DELETED, { name: campaignName(campaign) }),
      body: (campaign) => t(DELETE_CAMPAIGN_BODY, { name: campaignName(campaign) }),
    },
  });
  const assigning = useFormDialog({
    title: (campaign: Campaign) => t(ASSIGN_LINK_TO, { name: campaignName(campaign) }),
    mutation: campaigns.mutations.assignLink(write),
    variables: (link: Link, campaign) => ({ campaignId: campaign.id, linkId: link.id }),
    done: (link, _result, campaign) =>
      t(
        {
          defaultMessage: '{link} is now in {campaign}.',
          description: 'link: the link’s title or short URL; campaign: the campaign’s name',
        },
        { link: linkLabel(link), campaign: campaignName(campaign) },
      ),
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
            {campaign.public
              ? t(PUBLIC)
              : t({
                  defaultMessage: 'Private',
                  description: 'a campaign whose public page shows nothing',
                })}
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
      header: t({ defaultMessage: 'Clicks', description: 'a column header' }),
      className: 'text-end tabular-nums',
      card: 'hidden',
      cell: (campaign) => (
        <CampaignClicksCell clicks={clicks.of(campaign)} total={campaign.links} />
      ),
    },
    actionsColumn((campaign) =>
      crud.rowActions(
        campaign,
        campaignName(campaign),
        <ChangeButton
          size="sm"
          onClick={() => assigning.open(campaign)}
          aria-label={t(ASSIGN_LINK_TO, { name: campaignName(campaign) })}
          {...assigning.opener}
        >
          {t(ASSIGN_LINK)}
        </ChangeButton>,
      ),
    ),
  ]);

  return (
    <ListPage
      query={query}
      title={t({ defaultMessage: 'Campaigns', description: 'the page title' })}
      description={t({
        defaultMessage:
          'Group short links into campaigns, with one rotating link that takes turns between them and a public page that lists them all.',
      })}
      actions={
        <>
          {exportButton('campaigns')}
          {crud.createButton(t(CREATE_CAMPAIGN_BUTTON))}
        </>
      }
      above={
        query.data.items.length > 0 && (
          <>
            <CampaignClicksNote asOf={clicks.asOf} isReading={clicks.isReading} />
            <CampaignMembershipNote membership={clicks.membership} />
          </>
        )
      }
      columns={columns}
      noun="campaigns"
      empty={
        <EmptyState
          title={t({ defaultMessage: 'No campaigns yet' })}
          action={crud.createButton(t({ defaultMessage: 'Create your first campaign' }))}
        >
          <p>
            {t({
              defaultMessage:
                'A campaign groups the short links of one promotion. Create one, then assign links to it here.',
            })}
          </p>
        </EmptyState>
      }
    >
      {crud.dialogs}
      {assigning.element}
    </ListPage>
  );
};
