import { z } from 'zod/mini';
import { isHttpUrl, multiline } from '../fields';
import { defineQrType, quote } from './qr-type-spec';

export const textQr = defineQrType({
  label: 'Text',
  description: 'Shows a short text.',
  schema: multiline('Text', 1000).check(
    z.refine((v) => v.trim().length > 0, { error: 'Text is required.' }),
  ),
  emptyDraft: '',
  fields: [
    {
      label: 'Text',
      control: 'textarea',
      hint: 'Up to 1000 characters. Short texts give codes that scan more easily.',
      isRequired: true,
    },
  ],
  toData: (draft) => draft,
  toDraft: (data) => data,
  payload: (draft) => draft,
  // A text that is an address (a link's own short URL, decision 0027) opens it when scanned.
  describe: (draft) =>
    isHttpUrl(draft.trim())
      ? `QR code that opens ${draft.trim()}`
      : `QR code with the text ${quote(draft.trim())}`,
});
