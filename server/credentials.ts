import { hash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
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

/**
 * Account and link passwords: scrypt (N=16384, r=8, p=1) with a random salt, computed on libuv's
 * thread pool so a visitor's password check never blocks other requests.
 */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
};

/** Compares in constant time; a stored value of another form never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, salt, hashed] = stored.split('$');
  const expected = Buffer.from(hashed ?? '', 'hex');
  if (scheme !== 'scrypt' || !salt || expected.length !== KEY_LENGTH) return false;
  const actual = await scryptAsync(password, Buffer.from(salt, 'hex'), KEY_LENGTH);
  return timingSafeEqual(actual, expected);
};
