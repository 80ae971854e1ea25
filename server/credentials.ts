import { hash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * API keys are shown once and stored only as a SHA-256 hash. One-shot crypto.hash: a third of
 * createHash's cost, and it runs on every API call.
 */
export const hashKey = (key: string): string => hash('sha256', key, 'hex');

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;

const KEY_LENGTH = 32;

const encode = (salt: Buffer, key: Buffer) =>
  `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;

/**
 * Account and link passwords: scrypt (N=16384, r=8, p=1) with a random salt, computed on libuv's
 * thread pool so hashing or checking a password never blocks other requests.
 */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  return encode(salt, await scryptAsync(password, salt, KEY_LENGTH));
};

/** The same hash at once, for seeding demo data inside one synchronous transaction. */
export const hashPasswordNow = (password: string): string => {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH));
};

/** Compares in constant time; a stored value of another form never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, salt, hashed] = stored.split('$');
  const expected = Buffer.from(hashed ?? '', 'hex');
  if (scheme !== 'scrypt' || !salt || expected.length !== KEY_LENGTH) return false;
  const actual = await scryptAsync(password, Buffer.from(salt, 'hex'), KEY_LENGTH);
  return timingSafeEqual(actual, expected);
};
