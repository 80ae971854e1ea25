import { httpUrl } from '../fields';
import { defineMessage } from '../../lib/i18n';
import { defineQrType } from './qr-type-spec';

/** The type's name and its address's name in messages. */
const LINK = defineMessage({
  defaultMessage: 'Link',
  description: 'QR code type that opens a web page, and the name of its address',
});

export const linkQr = defineQrType({
  label: LINK,
  description: defineMessage({
    defaultMessage: 'Opens a web page.',
    description: 'What a QR code of the type Link does',
  }),
  schema: httpUrl(LINK),
  emptyDraft: '',
  fields: [
    {
      label: defineMessage({ defaultMessage: 'Destination URL', description: 'Field name' }),
      control: 'url',
      placeholder: 'https://example.com/spring-sale',
      isRequired: true,
    },
  ],
  toData: (draft) => draft.trim(),
  toDraft: (data) => data,
});
