import { PHONE_NUMBER, phoneNumber } from '../fields';
import { defineMessage } from '../../lib/i18n';
import { defineQrType } from './qr-type-spec';

export const phoneQr = defineQrType({
  label: defineMessage({
    defaultMessage: 'Phone call',
    description: 'QR code type: calls a phone number',
  }),
  description: defineMessage({
    defaultMessage: 'Calls a number.',
    description: 'What a QR code of the type Phone call does',
  }),
  schema: phoneNumber(),
  emptyDraft: '',
  fields: [
    {
      label: PHONE_NUMBER,
      control: 'tel',
      autoComplete: 'tel',
      hint: defineMessage({
        defaultMessage: 'Digits with an optional leading +, e.g. +44 20 7946 0958.',
        description: 'Hint under a phone number field',
      }),
      isRequired: true,
    },
  ],
  toData: (draft) => draft,
  toDraft: (data) => data,
});
