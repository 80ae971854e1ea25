import { httpUrl } from '../fields';
import { defineQrType } from './qr-type-spec';

export const linkQr = defineQrType({
  label: 'Link',
  description: 'Opens a web page.',
  schema: httpUrl('Link'),
  emptyDraft: '',
  fields: [
    {
      label: 'Destination URL',
      control: 'url',
      placeholder: 'https://example.com/spring-sale',
      isRequired: true,
    },
  ],
  toData: (draft) => draft.trim(),
  toDraft: (data) => data,
});
