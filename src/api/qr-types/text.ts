import { z } from 'zod/mini';
import { multiline } from '../fields';
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
  describe: (draft) => `QR code with the text ${quote(draft.trim())}`,
});
