import { z } from 'zod/mini';
import { email } from './fields';
import { entity, messageResponse, numericId, text, textOrNull } from './envelope';
import type { MessageResult } from './envelope';
import type { ApiClient, CallOptions } from './http';

// Input rules (shared with the server). Response schemas and request functions follow below.

export const accountUpdateSchema = z
  .strictObject({
    email: z.optional(email()),
    password: z.optional(
      z
        .string({ error: 'Password must be text.' })
        .check(
          z.minLength(8, { error: 'Password must be at least 8 characters.' }),
          z.maxLength(200, { error: 'Password can be at most 200 characters.' }),
        ),
    ),
  })
  .check(
    z.refine((v) => v.email !== undefined || v.password !== undefined, {
      error: 'Change the email, the password, or both.',
    }),
  );
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

// Responses and requests.

export const accountSchema = z.object({
  id: numericId(),
  email: text(),
  username: text(),
  avatar: text(),
  /** `pro` or `free` on real instances; other values are possible. */
  status: text(),
  expires: textOrNull(),
  registered: text(),
});
export type Account = z.output<typeof accountSchema>;

export const getAccount = (client: ApiClient, options: CallOptions = {}): Promise<Account> =>
  client.request(entity(accountSchema), '/api/account', options);

/** Real instances answer a request without changes with success and a "no changes" message. */
export const updateAccount = (
  client: ApiClient,
  input: AccountUpdateInput,
  options: CallOptions = {},
): Promise<MessageResult> =>
  client.request(messageResponse, '/api/account/update', {
    ...options,
    method: 'PUT',
    body: input,
  });
