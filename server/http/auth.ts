import { requestHeader } from './headers';
import type { Context } from 'hono';
import type { Db } from '../db/connection';
import { ReadCache } from '../db/read-cache';
import { hashKey } from '../credentials';
import { currentKeyGeneration, keyByHash, type KeyRow } from '../db/api-keys-repository';
import { HttpError } from './errors';
import type { AppEnv } from './types';

/** `Authorization: Bearer <key>` on every API call; 401 says whether the key is missing, unknown or expired. */
export const keyAuthenticator = (db: Db): ((c: Context<AppEnv>) => void) => {
  const findKey = keyByHash(db);
  // Known keys stay in memory until any process writes to the database or keys change here.
  const known = new ReadCache<KeyRow>(10_000);
  let generation = currentKeyGeneration();
  // A dashboard sends the same header call after call: the last one's hash is kept.
  let last = { header: '', hash: '' };
  const hashOf = (header: string): string => {
    if (header === last.header) return last.hash;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match)
      throw new HttpError(401, 'The Authorization header must have the form "Bearer <API key>".');
    last = { header, hash: hashKey(match[1]) };
    return last.hash;
  };
  return (c) => {
    if (generation !== currentKeyGeneration()) {
      generation = currentKeyGeneration();
      known.invalidate();
    }
    const header = requestHeader(c, 'authorization');
    if (!header?.trim())
      throw new HttpError(
        401,
        'Missing API key. Send it in the header Authorization: Bearer <API key>.',
      );
    const hash = hashOf(header);
    let row = known.peek(hash, c.get('dbVersion'));
    if (!row) {
      row = findKey(hash);
      if (row) known.put(hash, row);
    }
    if (!row || row.revoked_at !== null)
      throw new HttpError(
        401,
        row
          ? 'This API key was revoked. Use your newest key.'
          : 'Unknown API key. Check that you copied the whole key.',
      );
    if (row.expires_at !== null && row.expires_at * 1000 <= Date.now())
      throw new HttpError(
        401,
        `This API key expired on ${new Date(row.expires_at * 1000).toISOString().slice(0, 10)}. Create a new key with npm run user:create.`,
      );
    c.set('userId', row.user_id);
    c.set('keyId', row.id);
  };
};

/** A fixed one-minute window per key, counted in memory. */
export class FixedWindowLimiter {
  private windowStart = 0;
  private counts = new Map<number, number>();

  constructor(
    readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  hit(keyId: number, now = Date.now()) {
    const start = now - (now % this.windowMs);
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.counts.clear();
    }
    const count = (this.counts.get(keyId) ?? 0) + 1;
    this.counts.set(keyId, count);
    const reset = (start + this.windowMs) / 1000;
    return {
      allowed: count <= this.limit,
      remaining: Math.max(0, this.limit - count),
      reset,
      retryAfter: Math.max(1, Math.ceil(reset - now / 1000)),
    };
  }
}

/**
 * Counts the request against its key's window; sets the headers (unless `sendHeaders` is off, as
 * on an unlimited plan) or throws the 429.
 */
export const applyRateLimit = (
  limiter: FixedWindowLimiter,
  c: Context<AppEnv>,
  sendHeaders: boolean,
): void => {
  const result = limiter.hit(c.get('keyId'));
  const limit = String(limiter.limit);
  const remaining = String(result.remaining);
  const reset = String(result.reset);
  if (!result.allowed)
    throw new HttpError(
      429,
      `Too many requests: the limit is ${limiter.limit} per minute. Try again in ${result.retryAfter} seconds.`,
      undefined,
      sendHeaders
        ? {
            'X-RateLimit-Limit': limit,
            'X-RateLimit-Remaining': remaining,
            'X-RateLimit-Reset': reset,
            'Retry-After': String(result.retryAfter),
          }
        : undefined,
      result.retryAfter,
    );
  if (!sendHeaders) return;
  const headers = c.get('apiHeaders');
  headers['X-RateLimit-Limit'] = limit;
  headers['X-RateLimit-Remaining'] = remaining;
  headers['X-RateLimit-Reset'] = reset;
};
