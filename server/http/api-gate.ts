import type { Context } from 'hono';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { VisitQueue } from '../visit-queue';
import { dataVersion } from '../db/read-cache';
import { applyRateLimit, FixedWindowLimiter, keyAuthenticator } from './auth';
import type { CorsPolicy } from './cors';
import { requestHeader } from './headers';
import { apiHeaders } from './respond';
import type { AppEnv } from './types';
import { MAX_BODY_BYTES, tooLarge } from './validate';

/**
 * What every API call passes before its handler: CORS headers (none when `cors` is null), the
 * size guard, the key and the rate limit; then the visits still queued are written, so the answer
 * counts every visit made before the call. `check` throws the HttpError that answers a failing call.
 */
export const apiGate = (
  db: Db,
  config: Config,
  cors: CorsPolicy | null,
  visits: Pick<VisitQueue, 'flush'>,
) => {
  const readDataVersion = dataVersion(db);
  const authenticate = keyAuthenticator(db);
  const limiter = new FixedWindowLimiter(config.rateLimitPerMinute);
  return {
    check: (c: Context<AppEnv>): void => {
      c.set('apiHeaders', cors ? cors.addHeaders(c, apiHeaders()) : apiHeaders());
      const length = requestHeader(c, 'content-length');
      if (length !== undefined && Number(length) > MAX_BODY_BYTES) throw tooLarge();
      c.set('dbVersion', readDataVersion());
      authenticate(c);
      applyRateLimit(limiter, c, config.rateLimitHeaders);
      visits.flush();
    },
  };
};
