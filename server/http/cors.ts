import { requestHeader } from './headers';
import type { MiddlewareHandler } from 'hono';
import { addApiHeaders } from './respond';
import type { AppEnv } from './types';
import type { Config } from '../config';

const EXPOSED = 'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After';

/**
 * CORS for the API: keys travel in a header (never cookies), so any listed origin may call it
 * and read the rate-limit headers. Headers are set before the handler runs, which keeps
 * @hono/node-server on its fast path (hono/cors edits the finished response instead).
 */
export const cors = (origins: Config['corsOrigins']): MiddlewareHandler<AppEnv> => {
  const allowed = (origin: string | undefined) =>
    origins === '*' ? '*' : origin && origins.includes(origin) ? origin : null;
  return async (c, next) => {
    const origin = allowed(requestHeader(c, 'origin'));
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Max-Age': '600',
      };
      if (origin) headers['Access-Control-Allow-Origin'] = origin;
      if (origins !== '*') headers.Vary = 'Origin';
      return c.body(null, 204, headers);
    }
    const headers: Record<string, string> = {};
    if (origin) {
      headers['Access-Control-Allow-Origin'] = origin;
      headers['Access-Control-Expose-Headers'] = EXPOSED;
    }
    if (origins !== '*') headers.Vary = 'Origin';
    addApiHeaders(c, headers);
    await next();
  };
};
