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
import { crudResource, listExport, writeMutation } from './define-resource';
import { linkKeys } from './link-keys';
import { rememberSentLinkOptions } from './link-options-sent';

/** An address the campaign publishes, with its copy button, or "None". */
const publicUrl = (
  header: string,
  value: (campaign: Campaign) => string | null,
  copyName?: string,
): ListField<Campaign> => ({ header, value, kind: 'copy-url', empty: 'None', copyName });

/** A campaign as its list shows it and its export writes it (in this order). */
const fields = {
  name: { header: 'Name', value: (campaign) => campaign.name },
  public: { header: 'Public', value: (campaign) => campaign.public, kind: 'yes-no' },
  links: { header: 'Links', value: (campaign) => campaign.links, kind: 'count' },
  rotator: publicUrl('Rotating link', (campaign) => campaign.rotator),
  list: publicUrl('Public page', (campaign) => campaign.list, 'public page address'),
  id: { header: 'Campaign ID', value: (campaign) => campaign.id },
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
  campaign.name || `Campaign ${campaign.id}`;

/** Campaigns group links, with a rotator URL and a list URL. */
export const campaigns = {
  ...base,
  mutations: {
    ...base.mutations,
    /**
     * Assigning moves the link out of any other campaign: both counts change. The API never
     * says which campaign a link is in, so this device remembers it (decision 0037); what the
     * editor read of the link before is out of date.
     */
    assignLink: writeMutation(
      (client, { campaignId, linkId }: { campaignId: number; linkId: number }, call) =>
        assignLinkToCampaign(client, campaignId, linkId, call),
      { invalidates: [base.keys.lists()], marksStale: [linkKeys.details()] },
      ({ scope }, { campaignId, linkId }) =>
        rememberSentLinkOptions(scope, linkId, { campaign: campaignId }),
    ),
  },
  export: listExport({ noun: 'campaigns', file: 'campaigns', step: 'Campaigns' }, fields, list),
};
