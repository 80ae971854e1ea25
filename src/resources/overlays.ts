import { getOverlays } from '../api/overlays';
import { defineMessage, t, type Message } from '../lib/i18n';
import { COLUMNS } from './columns';
import { listResource } from './define-resource';

/** `message` and `contact` are the types seen so far; anything else is shown as it came. */
const TYPE_LABELS: Record<string, Message> = {
  message: defineMessage({ defaultMessage: 'Message', description: 'A kind of CTA overlay' }),
  contact: defineMessage({ defaultMessage: 'Contact form', description: 'A kind of CTA overlay' }),
};

/** CTA overlays: the API can list them, not create or change them. */
export const overlays = listResource('overlays', getOverlays, {
  type: {
    header: COLUMNS.type,
    // Read when the list draws the cell, so it is in the language shown.
    value: (overlay) => {
      const label = TYPE_LABELS[overlay.type];
      return label ? t(label) : overlay.type;
    },
  },
  name: { header: COLUMNS.name, value: (overlay) => overlay.name, kind: 'name' },
  date: { header: COLUMNS.created, value: (overlay) => overlay.date, kind: 'date' },
});
