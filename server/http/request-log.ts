import { appendFileSync } from 'node:fs';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/** The path and query of a request URL, exactly as the router saw them. */
const pathAndQuery = (url: string): string => url.slice(url.indexOf('/', url.indexOf('//') + 2));

/**
 * REQUEST_LOG: one JSON line per request, appended once it is answered:
 * `{"t": <epoch ms received>, "method": "GET", "url": "/api/qr?page=1", "status": 200}`.
 * Never a header (the key travels in one). Synchronous: it is for tests and measurements.
 */
export const requestLog = (file: string): MiddlewareHandler<AppEnv> => {
  let failed = false;
  return async (c, next) => {
    const t = Date.now();
    await next();
    const line = JSON.stringify({
      t,
      method: c.req.method,
      url: pathAndQuery(c.req.url),
      status: c.res.status,
    });
    try {
      appendFileSync(file, `${line}\n`);
    } catch (error) {
      // The answer matters more than its log line; say so once.
      if (!failed) console.error(`REQUEST_LOG: cannot append to ${file}:`, error);
      failed = true;
    }
  };
};
