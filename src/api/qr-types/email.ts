import { z } from 'zod/mini';
import { email, multiline } from '../fields';
import { defineQrType, optionalText, withoutEmpty } from './qr-type-spec';

const EMPTY = { email: '', subject: '', body: '' };

export const emailQr = defineQrType({
  label: 'Email',
  description: 'Starts an email.',
  // An address alone, or an address with a subject and a message.
  schema: z.union([
    email(),
    z.strictObject({
      email: email(),
      subject: optionalText('Subject'),
      body: z.optional(z.union([z.literal(''), multiline('Message', 1000)])),
    }),
  ]),
  emptyDraft: EMPTY,
  fields: [
    { key: 'email', label: 'Email address', control: 'email', isRequired: true },
    { key: 'subject', label: 'Subject', control: 'text' },
    { key: 'body', label: 'Message', control: 'textarea' },
  ],
  toData: (draft) => ({
    email: draft.email,
    ...withoutEmpty({ subject: draft.subject, body: draft.body }),
  }),
  toDraft: (data) =>
    typeof data === 'string'
      ? { ...EMPTY, email: data }
      : { email: data.email, subject: data.subject ?? '', body: data.body ?? '' },
});
