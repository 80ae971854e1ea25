import type { Context } from 'hono';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { dataVersion } from '../db/read-cache';
import { applyRateLimit, FixedWindowLimiter, keyAuthenticator } from './auth';
import { corsPolicy } from './cors';
import { requestHeader } from './headers';
import { apiHeaders } from './respond';
import type { AppEnv } from './types';
import { MAX_BODY_BYTES, tooLarge } from './validate';

/**
 * What every API call passes before its handler: CORS headers, the size guard, the key and the
 * rate limit. `check` throws the HttpError that answers a failing call.
 */
export const apiGate = (db: Db, config: Config) => {
  const cors = corsPolicy(config.corsOrigins);
  const readDataVersion = dataVersion(db);
  const authenticate = keyAuthenticator(db);
  const limiter = new FixedWindowLimiter(config.rateLimitPerMinute);
  return {
    preflight: cors.preflight,
    check: (c: Context<AppEnv>): void => {
      c.set('apiHeaders', cors.addHeaders(c, apiHeaders()));
      const length = requestHeader(c, 'content-length');
      if (length !== undefined && Number(length) > MAX_BODY_BYTES) throw tooLarge();
      c.set('dbVersion', readDataVersion());
      authenticate(c);
      applyRateLimit(limiter, c);
    },
  };
};
