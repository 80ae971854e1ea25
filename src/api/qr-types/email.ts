import { z } from 'zod/mini';
import { email, multiline } from '../fields';
import { defineMessage } from '../../lib/i18n';
import { defineQrType, optionalText, withoutEmpty } from './qr-type-spec';

const EMPTY = { email: '', subject: '', body: '' };

const SUBJECT = defineMessage({
  defaultMessage: 'Subject',
  description: 'Field name: the subject of an email',
});
const MESSAGE = defineMessage({
  defaultMessage: 'Message',
  description: 'Field name: the text of an SMS or an email',
});

export const emailQr = defineQrType({
  label: defineMessage({ defaultMessage: 'Email', description: 'QR code type: starts an email' }),
  description: defineMessage({
    defaultMessage: 'Starts an email.',
    description: 'What a QR code of the type Email does',
  }),
  // An address alone, or an address with a subject and a message.
  schema: z.union([
    email(),
    z.strictObject({
      email: email(),
      subject: optionalText(SUBJECT),
      body: z.optional(z.union([z.literal(''), multiline(MESSAGE, 1000)])),
    }),
  ]),
  emptyDraft: EMPTY,
  fields: [
    {
      key: 'email',
      label: defineMessage({ defaultMessage: 'Email address', description: 'Field name' }),
      control: 'email',
      isRequired: true,
    },
    { key: 'subject', label: SUBJECT, control: 'text' },
    { key: 'body', label: MESSAGE, control: 'textarea' },
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
