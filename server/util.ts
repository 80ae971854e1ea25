import { randomBytes } from 'node:crypto';

/** `YYYY-MM-DD HH:MM:SS` in UTC, the contract's timestamp form. */
export const timestamp = (date: Date = new Date()): string =>
  date.toISOString().slice(0, 19).replace('T', ' ');

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random alias from an alphabet without look-alike characters. */
export const randomAlias = (length = 7): string => {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
};

/** Retries a generator until `isFree` accepts the value (collisions are rare). */
export const uniqueAlias = (isFree: (alias: string) => boolean, length = 7): string => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const alias = randomAlias(attempt < 10 ? length : length + 3);
    if (isFree(alias)) return alias;
  }
  throw new Error('Could not find a free alias.');
};
