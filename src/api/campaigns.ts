import { z } from 'zod/mini';
import { flag, label, NAME, slug } from './fields';
import { defineMessage } from '../lib/i18n';
import {
  bool,
  countOrNull,
  entity,
  isRecord,
  listEnvelope,
  messageResponse,
  numericId,
  pick,
  preprocess,
  text,
  textOrNull,
  withId,
} from './envelope';
import type { MessageResult } from './envelope';
import { segment } from './http';
import type { ApiClient, CallOptions } from './http';
import { createRequest, deleteRequest, listRequest, updateRequest } from './requests';

// Input rules (shared with the server). Response schemas and request functions follow below.

export const campaignCreateSchema = z.strictObject({
  name: z.optional(label(NAME)),
  slug: z.optional(
    z.union([
      z.literal(''),
      slug(
        defineMessage({
          defaultMessage: 'Rotating link name',
          description: 'Field name: the slug of a campaign’s rotating link',
        }),
      ),
    ]),
  ),
  public: z.optional(
    flag(
      defineMessage({
        defaultMessage: 'Public',
        description: 'Field name: whether a campaign is public',
      }),
    ),
  ),
});
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;

export const campaignUpdateSchema = z.extend(campaignCreateSchema, { name: label(NAME) });
export type CampaignUpdateInput = z.input<typeof campaignUpdateSchema>;

// Responses and requests.

/** Lists say `name`; create/update say `domain` (contract) or `campaign` (real instances). */
export const campaignSchema = preprocess(
  (v) => (isRecord(v) ? { ...v, name: pick(v, ['name', 'campaign', 'domain']) } : v),
  z.object({
    id: numericId(),
    name: text(),
    public: bool(),
    /** The rotator URL, or null when the campaign has none (`false` on the wire). */
    rotator: textOrNull(),
    list: textOrNull(),
    /** How many links the campaign holds, when the server says. */
    links: countOrNull(),
  }),
);
export type Campaign = z.output<typeof campaignSchema>;

export const campaignListSchema = listEnvelope('campaigns', campaignSchema);

export const getCampaigns = listRequest(campaignListSchema, '/api/campaigns');
export const createCampaign = createRequest(
  campaignCreateSchema,
  entity(campaignSchema),
  '/api/campaign',
);
export const updateCampaign = updateRequest(
  campaignUpdateSchema,
  (id) => entity(withId(id, campaignSchema)),
  '/api/campaign',
);
export const deleteCampaign = deleteRequest('/api/campaign');

/** A link belongs to at most one campaign: assigning it again moves it. */
export const assignLinkToCampaign = (
  client: ApiClient,
  campaignId: number,
  linkId: number,
  options: CallOptions = {},
): Promise<MessageResult> =>
  client.request(
    messageResponse,
    `/api/campaign/${segment(campaignId)}/assign/${segment(linkId)}`,
    { ...options, method: 'POST' },
  );
