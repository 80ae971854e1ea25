import { hash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

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
