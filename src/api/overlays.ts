import { z } from 'zod/mini';
import { listEnvelope, numericId, text } from './envelope';
import { listRequest } from './requests';

/** CTA overlays can only be listed through the API. */
export const overlaySchema = z.object({
  id: numericId(),
  /** `message` and `contact` appear; other values are possible. */
  type: text(),
  name: text(),
  date: text(),
});
export type Overlay = z.output<typeof overlaySchema>;

/** The contract lists them under `cta`, real instances under `overlay`. */
export const overlayListSchema = listEnvelope(['cta', 'overlay'], overlaySchema);

export const getOverlays = listRequest(overlayListSchema, '/api/overlay');
