import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config';
import { requestHeader } from './headers';

/**
 * Who a request comes from and where it was sent, behind at most one trusted reverse proxy
 * (TRUST_PROXY). Without it, only the socket counts: any client can write the X-Forwarded-*
 * headers. With it, the proxy's own additions count and nothing the client put before them:
 * the right-most X-Forwarded-For entry (the one the proxy appended) and the proxy's -Proto and
 * -Host. It assumes exactly one proxy, which appends (never passes on) X-Forwarded-For.
 */

/** The socket's peer address; null for in-process requests (tests). */
export const socketAddress = (c: Context): string | null => {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
};

/** The last value of a comma-separated header (several lines are joined by commas). */
const lastOf = (value: string | undefined): string | undefined => {
  const last = value?.split(',').pop()?.trim();
  return last || undefined;
};

/** The visitor's address: the trusted proxy's right-most X-Forwarded-For entry, else the socket. */
export const clientAddress = (c: Context, { trustProxy }: Pick<Config, 'trustProxy'>) =>
  (trustProxy ? lastOf(requestHeader(c, 'x-forwarded-for')) : undefined) ?? socketAddress(c);

/** The scheme the visitor used (`https`): the trusted proxy's, else PUBLIC_URL's. */
export const publicScheme = (
  c: Context,
  { trustProxy, publicUrl }: Pick<Config, 'trustProxy' | 'publicUrl'>,
): 'http' | 'https' => {
  const proto = trustProxy ? lastOf(requestHeader(c, 'x-forwarded-proto'))?.toLowerCase() : '';
  if (proto === 'http' || proto === 'https') return proto;
  return new URL(publicUrl).protocol === 'https:' ? 'https' : 'http';
};

/**
 * The scheme the request came by, for passing on as X-Forwarded-Proto: the trusted proxy's, else
 * the socket's (no PUBLIC_URL guess: the next hop is told what this hop saw).
 */
export const requestScheme = (
  c: Context,
  { trustProxy }: Pick<Config, 'trustProxy'>,
): 'http' | 'https' => {
  const proto = trustProxy ? lastOf(requestHeader(c, 'x-forwarded-proto'))?.toLowerCase() : '';
  if (proto === 'http' || proto === 'https') return proto;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) return (incoming.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  return new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
};

/** The origin the visitor's browser sees for this request: scheme as above, the proxy's host. */
export const publicOrigin = (c: Context, config: Pick<Config, 'trustProxy' | 'publicUrl'>) => {
  const host =
    (config.trustProxy ? lastOf(requestHeader(c, 'x-forwarded-host')) : undefined) ??
    requestHeader(c, 'host') ??
    new URL(c.req.url).host;
  try {
    return new URL(`${publicScheme(c, config)}://${host}`).origin;
  } catch {
    return null;
  }
};
