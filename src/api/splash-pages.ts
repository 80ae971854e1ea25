import { z } from 'zod/mini';
import { listEnvelope, numericId, pageQuery, text } from './envelope';
import type { Page, PageParams } from './envelope';
import type { ApiClient, CallOptions } from './http';

/** Custom splash pages can only be listed through the API. */
export const splashPageSchema = z.object({
  id: numericId(),
  name: text(),
  date: text(),
});
export type SplashPage = z.output<typeof splashPageSchema>;

export const splashPageListSchema = listEnvelope('splash', splashPageSchema);

export const getSplashPages = (
  client: ApiClient,
  params: Partial<PageParams> = {},
  options: CallOptions = {},
): Promise<Page<SplashPage>> =>
  client.request(splashPageListSchema, '/api/splash', { ...options, query: pageQuery(params) });
