import { z } from 'zod/mini';
import { email } from './fields';
import { t } from '../lib/i18n';
import { entity, messageResponse, numericId, text, textOrNull } from './envelope';
import type { MessageResult } from './envelope';
import type { ApiClient, CallOptions } from './http';

// Input rules (shared with the server). Response schemas and request functions follow below.

export const accountUpdateSchema = z
  .strictObject({
    email: z.optional(email()),
    password: z.optional(
      z
        .string({
          error: () =>
            t({ defaultMessage: 'Password must be text.', description: 'Validation error' }),
        })
        .check(
          z.minLength(8, {
            error: () =>
              t({
                defaultMessage: 'Password must be at least 8 characters.',
                description: 'Validation error',
              }),
          }),
          z.maxLength(200, {
            error: () =>
              t(
                {
                  defaultMessage: 'Password can be at most {max} characters.',
                  description: 'Validation error; {max} a number',
                },
                { max: 200 },
              ),
          }),
          // A control character cannot be typed back on another device and hides in logs.
          z.refine((v) => !/[\p{Cc}]/u.test(v), {
            error: () =>
              t({
                defaultMessage:
                  'Password cannot contain control characters (such as a tab or a line break).',
                description: 'Validation error',
              }),
          }),
        ),
    ),
  })
  .check(
    z.refine((v) => v.email !== undefined || v.password !== undefined, {
      error: () =>
        t({
          defaultMessage: 'Change the email, the password, or both.',
          description: 'Validation error of an account update that changes nothing',
        }),
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
