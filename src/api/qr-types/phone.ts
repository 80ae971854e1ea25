import { phoneNumber } from '../fields';
import { defineQrType } from './qr-type-spec';

export const phoneQr = defineQrType({
  label: 'Phone call',
  description: 'Calls a number.',
  schema: phoneNumber(),
  emptyDraft: '',
  fields: [
    {
      label: 'Phone number',
      control: 'tel',
      autoComplete: 'tel',
      hint: 'Digits with an optional leading +, e.g. +44 20 7946 0958.',
      isRequired: true,
    },
  ],
  toData: (draft) => draft,
  toDraft: (data) => data,
});
