import { z } from 'zod/mini';
import { fieldError, isHttpUrl, multiline, REQUIRED } from '../fields';
import { defineMessage, t } from '../../lib/i18n';
import { clip, defineQrType } from './qr-type-spec';

/** The type's name and its one field's. */
const TEXT = defineMessage({
  defaultMessage: 'Text',
  description: 'QR code type that shows a text, and the name of its field',
});

export const textQr = defineQrType({
  label: TEXT,
  description: defineMessage({
    defaultMessage: 'Shows a short text.',
    description: 'What a QR code of the type Text does',
  }),
  schema: multiline(TEXT, 1000).check(
    z.refine((v) => v.trim().length > 0, { error: fieldError(REQUIRED, TEXT) }),
  ),
  emptyDraft: '',
  fields: [
    {
      label: TEXT,
      control: 'textarea',
      hint: defineMessage({
        defaultMessage: 'Up to 1000 characters. Short texts give codes that scan more easily.',
        description: 'Hint under a QR code’s text field',
      }),
      isRequired: true,
    },
  ],
  toData: (draft) => draft,
  toDraft: (data) => data,
  payload: (draft) => draft,
  // A text that is an address (a link's own short URL; see docs/decisions/0027-qr-from-a-link.md)
  // opens it when scanned.
  describe: (draft) =>
    isHttpUrl(draft.trim())
      ? t(
          {
            defaultMessage: 'QR code that opens {url}',
            description: 'Accessible name of a QR code image; {url} is a web address',
          },
          { url: draft.trim() },
        )
      : t(
          {
            defaultMessage: 'QR code with the text “{text}”',
            description: 'Accessible name of a QR code image; {text} is the text it holds',
          },
          { text: clip(draft.trim()) },
        ),
});
