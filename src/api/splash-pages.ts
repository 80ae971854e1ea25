import { z } from 'zod/mini';
import { listEnvelope, numericId, text } from './envelope';
import { listRequest } from './requests';

/** Custom splash pages can only be listed through the API. */
export const splashPageSchema = z.object({
  id: numericId(),
  name: text(),
  date: text(),
});
export type SplashPage = z.output<typeof splashPageSchema>;

export const splashPageListSchema = listEnvelope('splash', splashPageSchema);

export const getSplashPages = listRequest(splashPageListSchema, '/api/splash');
