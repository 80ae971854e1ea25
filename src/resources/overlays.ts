import { getOverlays } from '../api/overlays';
import { listResource } from './define-resource';

/** `message` and `contact` are the types seen so far; anything else is shown as it came. */
const TYPE_LABELS: Record<string, string> = { message: 'Message', contact: 'Contact form' };

/** CTA overlays: the API can list them, not create or change them. */
export const overlays = listResource('overlays', getOverlays, {
  type: { header: 'Type', value: (overlay) => TYPE_LABELS[overlay.type] ?? overlay.type },
  name: { header: 'Name', value: (overlay) => overlay.name, kind: 'name' },
  date: { header: 'Created', value: (overlay) => overlay.date, kind: 'date' },
});
