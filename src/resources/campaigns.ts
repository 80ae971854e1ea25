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
import type { ApiClient } from '../api/http';
import { crudResource, writeMutation } from './define-resource';
import { yesNo, type ExportColumn } from './export-columns';

/** Every campaign change touches only the campaign lists (names, URLs, link counts). */
const base = crudResource(
  'campaigns',
  { list: getCampaigns, create: createCampaign, update: updateCampaign, delete: deleteCampaign },
  { create: campaignCreateSchema, update: campaignUpdateSchema },
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

const columns: readonly ExportColumn<Campaign>[] = [
  { header: 'Name', cell: (campaign) => campaign.name },
  { header: 'Public', cell: (campaign) => yesNo(campaign.public) },
  { header: 'Links', cell: (campaign) => campaign.links ?? '' },
  { header: 'Rotating link', cell: (campaign) => campaign.rotator ?? '' },
  { header: 'Public page', cell: (campaign) => campaign.list ?? '' },
  { header: 'Campaign ID', cell: (campaign) => campaign.id },
];

/** Campaigns group links, with a rotator URL and a list URL. */
export const campaigns = {
  ...base,
  mutations: {
    ...base.mutations,
    /** Assigning moves the link out of any other campaign: both counts change. */
    assignLink: writeMutation(
      (client, { campaignId, linkId }: { campaignId: number; linkId: number }, call) =>
        assignLinkToCampaign(client, campaignId, linkId, call),
      { invalidates: [base.keys.lists()] },
    ),
  },
  export: {
    noun: 'campaigns',
    file: 'campaigns',
    step: 'Campaigns',
    columns,
    /** The list's pages as the list page reads them, at any page size (decision 0013). */
    rows: (client: ApiClient) => (page: number, limit: number) => list(client, { page, limit }),
  },
};
