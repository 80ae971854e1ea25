import { z } from 'zod';
import { email } from './fields';

// Input rules (shared with the server). Response schemas and request functions follow below.

export const accountUpdateSchema = z
  .strictObject({
    email: email().optional(),
    password: z
      .string({ error: 'Password must be text.' })
      .min(8, { error: 'Password must be at least 8 characters.' })
      .max(200, { error: 'Password can be at most 200 characters.' })
      .optional(),
  })
  .refine((v) => v.email !== undefined || v.password !== undefined, {
    error: 'Change the email, the password, or both.',
  });
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
