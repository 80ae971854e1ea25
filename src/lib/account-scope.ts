/**
 * Which account data on this device belongs to, and the keys of what is kept for it in
 * localStorage (read and written by lib/account-storage.ts): the scope is a hash of the API
 * address and the account id, never the API key. All of it is wiped when that account signs
 * out (house rule: data kept on the device goes with Sign out). Small: it loads with the app,
 * for the sign-out wipe.
 */
const PREFIX = 'linkdeck:account';

/**
 * How long anything kept on the device for an account lives (see
 * docs/decisions/0008-budget-aware-data-engine.md).
 */
export const DEVICE_DATA_MAX_AGE_MS = 24 * 60 * 60_000;

// encodeURIComponent escapes ':', so one scope can never be the prefix of another's keys.
const scopePrefix = (scope: string) => `${PREFIX}:${encodeURIComponent(scope)}:`;

export const accountStorageKey = (scope: string, name: string): string =>
  `${scopePrefix(scope)}${name}`;

/** cyrb53: a fast 53-bit hash. The scope is not secret (address and account id); it is opaque. */
const hash53 = (text: string): string => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
};

/** The account a session belongs to: a hash of its API address and the account's id, never the key. */
export const accountScope = (baseUrl: string, accountId: number): string =>
  hash53(`${baseUrl}\n${accountId}`);

/** Removes everything an account kept in localStorage on this device. */
export const forgetAccountData = (scope: string, storage: Storage = localStorage): void => {
  const prefix = scopePrefix(scope);
  // Object.keys lists a Storage's keys; removing while iterating its copy is safe.
  for (const key of Object.keys(storage)) if (key.startsWith(prefix)) storage.removeItem(key);
};
