import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A request header, read from Node's parsed headers when the app runs under @hono/node-server
 * (building a WHATWG Headers object costs more than the rest of a cached API answer), else
 * from the standard Request (in-process tests).
 */
export const requestHeader = (c: Context, name: string): string | undefined => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};
