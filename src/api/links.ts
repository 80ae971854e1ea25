import { z } from 'zod';
import { httpUrl, label, multiline, slug } from './fields';

// Input rules (shared with the server). Response schemas and request functions follow below.

export const LINK_ORDERS = ['date', 'click'] as const;
export const linkOrderSchema = z.enum(LINK_ORDERS, { error: 'order must be date or click.' });
export type LinkOrder = z.infer<typeof linkOrderSchema>;

export const linkCreateSchema = z.strictObject({
  url: httpUrl('Destination URL'),
  custom: z.union([z.literal(''), slug('Custom alias')]).optional(),
  domain: z.string().trim().max(2048).optional(),
  description: multiline('Description', 500).optional(),
  metatitle: label('Title', 200).optional(),
});
export type LinkCreateInput = z.input<typeof linkCreateSchema>;

export const linkUpdateSchema = linkCreateSchema
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    error: 'Send at least one field to change.',
  });
export type LinkUpdateInput = z.input<typeof linkUpdateSchema>;
