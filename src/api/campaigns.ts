import { z } from 'zod';
import { flag, label, slug } from './fields';

// Input rules (shared with the server). Response schemas and request functions follow below.

export const campaignCreateSchema = z.strictObject({
  name: label('Name').optional(),
  slug: z.union([z.literal(''), slug('Rotator slug')]).optional(),
  public: flag('Public').optional(),
});
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;

export const campaignUpdateSchema = campaignCreateSchema.extend({ name: label('Name') });
export type CampaignUpdateInput = z.input<typeof campaignUpdateSchema>;
