import type { Context } from 'hono';
import type { AppEnv } from './types';

/**
 * The API's JSON answer: a plain Response whose headers are a plain object (CORS, rate limit,
 * no-store) gathered on the way in. Plain headers keep @hono/node-server on its fast path;
 * c.header() would build a WHATWG Headers object for every answer.
 */
export const json = (
  c: Context<AppEnv>,
  body: unknown,
  status = 200,
  extra?: Record<string, string>,
): Response =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: {
      ...c.get('apiHeaders'),
      ...extra,
      'Content-Type': 'application/json; charset=utf-8',
    },
  });

/** Adds headers to every API answer of this request (set before the handler runs). */
export const addApiHeaders = (c: Context<AppEnv>, headers: Record<string, string>): void => {
  const current = c.get('apiHeaders');
  if (current) Object.assign(current, headers);
  else c.set('apiHeaders', { ...headers });
};
