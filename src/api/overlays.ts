import { z } from 'zod/mini';
import { listEnvelope, numericId, pageQuery, text } from './envelope';
import type { Page, PageParams } from './envelope';
import type { ApiClient, CallOptions } from './http';

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

export const getOverlays = (
  client: ApiClient,
  params: Partial<PageParams> = {},
  options: CallOptions = {},
): Promise<Page<Overlay>> =>
  client.request(overlayListSchema, '/api/overlay', { ...options, query: pageQuery(params) });
