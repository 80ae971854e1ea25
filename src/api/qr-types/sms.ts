import { z } from 'zod/mini';
import { multiline, phoneNumber } from '../fields';
import { defineQrType, withoutEmpty } from './qr-type-spec';

export const smsQr = defineQrType({
  label: 'Text message',
  description: 'Starts an SMS.',
  schema: z.strictObject({
    phone: phoneNumber(),
    message: z.optional(multiline('Message', 1000)),
  }),
  emptyDraft: { phone: '', message: '' },
  fields: [
    { key: 'phone', label: 'Phone number', control: 'tel', isRequired: true },
    { key: 'message', label: 'Message', control: 'textarea' },
  ],
  toData: (draft) => ({ phone: draft.phone, ...withoutEmpty({ message: draft.message }) }),
  toDraft: (data) => ({ phone: data.phone, message: data.message ?? '' }),
  // `SMSTO:<number>:<message>`: the message may contain colons, only the first one separates.
  payload: (draft) => `SMSTO:${draft.phone}:${draft.message}`,
  describe: (draft) => `QR code that starts a text message to ${draft.phone}`,
});
