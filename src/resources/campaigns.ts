import {
  assignLinkToCampaign,
  campaignCreateSchema,
  campaignUpdateSchema,
  createCampaign,
  deleteCampaign,
  getCampaigns,
  updateCampaign,
  type Campaign,
} from '../api/campaigns';
import type { ListField, ListFields } from '../components/ui/list-field';
import { defineMessage, t, type Message } from '../lib/i18n';
import { COLUMNS } from './columns';
import { crudResource, listExport, writeMutation } from './define-resource';
import { linkKeys } from './link-keys';
import { rememberSentLinkOptions } from './link-options-sent';

/** An address the campaign publishes, with its copy button, or "None". */
const publicUrl = (
  header: Message,
  value: (campaign: Campaign) => string | null,
  copyLabel: Message,
): ListField<Campaign> => ({
  header,
  value,
  kind: 'copy-url',
  empty: defineMessage({ defaultMessage: 'None', description: 'A campaign without this address' }),
  copyLabel,
});

/** A campaign as its list shows it and its export writes it (in this order). */
const fields = {
  name: { header: COLUMNS.name, value: (campaign) => campaign.name },
  public: {
    header: defineMessage({
      defaultMessage: 'Public',
      description: 'Column header: whether a campaign has a public page',
    }),
    value: (campaign) => campaign.public,
    kind: 'yes-no',
  },
  links: {
    header: defineMessage({
      defaultMessage: 'Links',
      description: 'Column header: the number of links in a campaign',
    }),
    value: (campaign) => campaign.links,
    kind: 'count',
  },
  rotator: publicUrl(
    defineMessage({
      defaultMessage: 'Rotating link',
      description:
        "Column header: a campaign's link that sends each visitor to one of its links in turn",
    }),
    (campaign) => campaign.rotator,
    defineMessage({ defaultMessage: 'Copy rotating link {url}', description: 'url: the address' }),
  ),
  list: publicUrl(
    defineMessage({
      defaultMessage: 'Public page',
      description: "Column header: the campaign's public page listing its links",
    }),
    (campaign) => campaign.list,
    defineMessage({
      defaultMessage: 'Copy public page address {url}',
      description: 'url: the address',
    }),
  ),
  id: {
    header: defineMessage({ defaultMessage: 'Campaign ID', description: 'Column header' }),
    value: (campaign) => campaign.id,
  },
} satisfies ListFields<Campaign>;

/** Every campaign change touches only the campaign lists (names, URLs, link counts). */
const base = crudResource(
  'campaigns',
  { list: getCampaigns, create: createCampaign, update: updateCampaign, delete: deleteCampaign },
  { create: campaignCreateSchema, update: campaignUpdateSchema },
  fields,
);
const list = base.queries.list;

/** The slug of a rotator URL (`https://go.example.com/r/spring` → `spring`), or ''. */
export const slugOfRotator = (rotator: string | null): string => {
  if (!rotator) return '';
  try {
    return decodeURIComponent(new URL(rotator).pathname.split('/').filter(Boolean).pop() ?? '');
  } catch {
    return '';
  }
};

/** How a campaign is named in lists and messages: its name, else its id. */
export const campaignName = (campaign: Pick<Campaign, 'id' | 'name'>) =>
  campaign.name ||
  t(
    { defaultMessage: 'Campaign {id}', description: 'A campaign without a name; id: its number' },
    { id: campaign.id },
  );

/** Campaigns group links, with a rotator URL and a list URL. */
export const campaigns = {
  ...base,
  mutations: {
    ...base.mutations,
    /**
     * Assigning moves the link out of any other campaign: both counts change. The API never
     * says which campaign a link is in, so this device remembers it (see
     * docs/decisions/0037-campaign-numbers.md); what the editor read of the link before is out of
     * date.
     */
    assignLink: writeMutation(
      (client, { campaignId, linkId }: { campaignId: number; linkId: number }, call) =>
        assignLinkToCampaign(client, campaignId, linkId, call),
      { invalidates: [base.keys.lists()], marksStale: [linkKeys.details()] },
      ({ scope }, { campaignId, linkId }) =>
        rememberSentLinkOptions(scope, linkId, { campaign: campaignId }),
    ),
  },
  export: listExport('campaigns', fields, list),
};
