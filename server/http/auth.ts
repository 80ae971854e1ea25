import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/connection';
import { ReadCache } from '../db/read-cache';
import { currentKeyGeneration, hashKey } from '../users';
import { HttpError } from './errors';
import type { AppEnv } from './types';

interface KeyRow {
  id: number;
  user_id: number;
  expires_at: number | null;
  revoked_at: string | null;
}

/** `Authorization: Bearer <key>` on every API call; 401 says whether the key is missing, unknown or expired. */
export const requireKey = (db: Db): MiddlewareHandler<AppEnv> => {
  const findKey = db.prepare<[string], KeyRow>(
    'SELECT id, user_id, expires_at, revoked_at FROM api_keys WHERE key_hash = ?',
  );
  // Known keys stay in memory until any process writes to the database or keys change here.
  const known = new ReadCache<KeyRow>(10_000);
  let generation = currentKeyGeneration();
  return async (c, next) => {
    if (generation !== currentKeyGeneration()) {
      generation = currentKeyGeneration();
      known.invalidate();
    }
    const header = c.req.header('authorization');
    if (!header?.trim())
      throw new HttpError(
        401,
        'Missing API key. Send it in the header Authorization: Bearer <API key>.',
      );
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match)
      throw new HttpError(401, 'The Authorization header must have the form "Bearer <API key>".');
    const hash = hashKey(match[1]);
    const row = known.peek(hash, c.get('dbVersion')) ?? findKey.get(hash);
    if (row) known.put(hash, row);
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
    await next();
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

export const rateLimit = (limiter: FixedWindowLimiter): MiddlewareHandler<AppEnv> => {
  return async (c, next) => {
    const result = limiter.hit(c.get('keyId'));
    const headers = {
      'X-RateLimit-Limit': String(limiter.limit),
      'X-RateLimit-Remaining': String(result.remaining),
      'X-RateLimit-Reset': String(result.reset),
    };
    if (!result.allowed)
      throw new HttpError(
        429,
        `Too many requests: the limit is ${limiter.limit} per minute. Try again in ${result.retryAfter} seconds.`,
        undefined,
        { ...headers, 'Retry-After': String(result.retryAfter) },
      );
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    await next();
  };
};
