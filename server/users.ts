import { hash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Db } from './db/connection';
import { timestamp } from './util';

let keyGeneration = 0;
/** Changes whenever this process creates or revokes a key (key caches compare it). */
export const currentKeyGeneration = (): number => keyGeneration;

/**
 * API keys are shown once and stored only as a SHA-256 hash. One-shot crypto.hash: a third of
 * createHash's cost, and it runs on every API call.
 */
export const hashKey = (key: string): string => hash('sha256', key, 'hex');

export const hashPassword = (password: string): string => {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
};

export const verifyPassword = (password: string, stored: string): boolean => {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const actual = scryptSync(password, Buffer.from(salt, 'hex'), 32);
  return timingSafeEqual(actual, Buffer.from(hash, 'hex'));
};

export interface NewUser {
  email: string;
  demo?: boolean;
}

export const createUser = (db: Db, { email, demo = false }: NewUser): number => {
  const now = new Date();
  const expires = new Date(now.getTime() + 365 * 86_400_000);
  const info = db
    .prepare(
      'INSERT INTO users (email, status, expires, registered, is_demo) VALUES (?, ?, ?, ?, ?)',
    )
    .run(
      email,
      demo ? 'pro' : 'free',
      demo ? timestamp(expires) : null,
      timestamp(now),
      demo ? 1 : 0,
    );
  return Number(info.lastInsertRowid);
};

export const findUserByEmail = (db: Db, email: string): { id: number } | undefined =>
  db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined;

/** Creates a new key for the user and returns it; only its hash is stored. */
export const issueKey = (db: Db, userId: number, expiresInDays?: number): string => {
  const key = randomBytes(20).toString('hex');
  const expiresAt =
    expiresInDays === undefined ? null : Math.floor(Date.now() / 1000) + expiresInDays * 86_400;
  db.prepare(
    'INSERT INTO api_keys (user_id, key_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(userId, hashKey(key), timestamp(), expiresAt);
  keyGeneration++;
  return key;
};

export const revokeKeys = (db: Db, userId: number): number => {
  keyGeneration++;
  return db
    .prepare('UPDATE api_keys SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
    .run(timestamp(), userId).changes;
};
