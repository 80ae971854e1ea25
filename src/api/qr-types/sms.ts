import { z } from 'zod/mini';
import { multiline, PHONE_NUMBER, phoneNumber } from '../fields';
import { defineMessage, t } from '../../lib/i18n';
import { defineQrType, withoutEmpty } from './qr-type-spec';

const MESSAGE = defineMessage({
  defaultMessage: 'Message',
  description: 'Field name: the text of an SMS or an email',
});

export const smsQr = defineQrType({
  label: defineMessage({
    defaultMessage: 'Text message',
    description: 'QR code type: starts an SMS',
  }),
  description: defineMessage({
    defaultMessage: 'Starts an SMS.',
    description: 'What a QR code of the type Text message does',
  }),
  schema: z.strictObject({
    phone: phoneNumber(),
    message: z.optional(multiline(MESSAGE, 1000)),
  }),
  emptyDraft: { phone: '', message: '' },
  fields: [
    {
      key: 'phone',
      label: PHONE_NUMBER,
      control: 'tel',
      isRequired: true,
    },
    { key: 'message', label: MESSAGE, control: 'textarea' },
  ],
  toData: (draft) => ({ phone: draft.phone, ...withoutEmpty({ message: draft.message }) }),
  toDraft: (data) => ({ phone: data.phone, message: data.message ?? '' }),
  // `SMSTO:<number>:<message>`: the message may contain colons, only the first one separates.
  payload: (draft) => `SMSTO:${draft.phone}:${draft.message}`,
  describe: (draft) =>
    t(
      {
        defaultMessage: 'QR code that starts a text message to {phone}',
        description: 'Accessible name of a QR code image; {phone} is a phone number',
      },
      { phone: draft.phone },
    ),
});
