import { randomBytes } from 'node:crypto';
import { hashKey } from '../credentials';
import { timestamp } from '../util';
import type { Db } from './connection';

export interface KeyRow {
  id: number;
  user_id: number;
  expires_at: number | null;
  revoked_at: string | null;
}

let keyGeneration = 0;
/** Changes whenever this process creates or revokes a key (key caches compare it). */
export const currentKeyGeneration = (): number => keyGeneration;

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

/** The key with this hash, revoked or expired ones included (the gate says which). */
export const keyByHash = (db: Db) => {
  const find = db.prepare<[string], KeyRow>(
    'SELECT id, user_id, expires_at, revoked_at FROM api_keys WHERE key_hash = ?',
  );
  return (hash: string): KeyRow | undefined => find.get(hash);
};
