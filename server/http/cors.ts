import type { Context } from 'hono';
import type { Config } from '../config';
import { requestHeader } from './headers';

export interface CorsPolicy {
  /** The answer to a preflight (any OPTIONS request under /api). */
  preflight: (c: Context) => Response;
  /** Adds the CORS headers of an ordinary answer to `headers`. */
  addHeaders: (c: Context, headers: Record<string, string>) => Record<string, string>;
}

const EXPOSED = 'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After';

/**
 * CORS for the API: keys travel in a header (never cookies), so any listed origin may call it
 * and read the rate-limit headers. Our own small policy instead of hono/cors, which edits the
 * finished response and so pushes @hono/node-server off its fast path.
 */
export const corsPolicy = (origins: Config['corsOrigins']): CorsPolicy => {
  // Browsers send Origin on every cross-origin call; without it there is nothing to allow.
  const allowed = (c: Context) => {
    const origin = requestHeader(c, 'origin');
    if (!origin) return null;
    return origins === '*' ? '*' : origins.includes(origin) ? origin : null;
  };
  return {
    preflight: (c: Context): Response => {
      const origin = allowed(c);
      const headers: Record<string, string> = {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Max-Age': '600',
      };
      if (origin) headers['Access-Control-Allow-Origin'] = origin;
      if (origins !== '*') headers.Vary = 'Origin';
      return new Response(null, { status: 204, headers });
    },
    addHeaders: (c: Context, headers: Record<string, string>): Record<string, string> => {
      const origin = allowed(c);
      if (origin) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Access-Control-Expose-Headers'] = EXPOSED;
      }
      if (origins !== '*') headers.Vary = 'Origin';
      return headers;
    },
  };
};
