/**
 * Small things kept on this device for one account (recently opened items, UTM templates), in
 * localStorage under a key made of the account scope (`<account id>@<API address>`, never the
 * API key). `until-sign-out` data is wiped when that account signs out; `kept` data stays.
 */
export type Retention = 'until-sign-out' | 'kept';

const PREFIX = 'linkdeck';

// encodeURIComponent escapes ':', so one scope can never be the prefix of another's keys.
const scopePrefix = (retention: Retention, scope: string) =>
  `${PREFIX}:${retention}:${encodeURIComponent(scope)}:`;

export const accountStorageKey = (retention: Retention, scope: string, name: string): string =>
  `${scopePrefix(retention, scope)}${name}`;

/** The account scope: which account, on which API, without anything secret. */
export const accountScope = (accountId: number, baseUrl: string): string =>
  `${accountId}@${baseUrl}`;

/** The stored JSON, or undefined when there is none or it is unreadable (the caller parses it). */
export const readAccountData = (
  retention: Retention,
  scope: string,
  name: string,
  storage: Storage = localStorage,
): unknown => {
  try {
    const raw = storage.getItem(accountStorageKey(retention, scope, name));
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
};

/** Writes the value; a full or blocked storage only loses this convenience, so it is ignored. */
export const writeAccountData = (
  retention: Retention,
  scope: string,
  name: string,
  value: unknown,
  storage: Storage = localStorage,
): void => {
  try {
    storage.setItem(accountStorageKey(retention, scope, name), JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: nothing else depends on it.
  }
};

/** Removes everything an account kept `until-sign-out` on this device. */
export const forgetUntilSignOutData = (scope: string, storage: Storage = localStorage): void => {
  const prefix = scopePrefix('until-sign-out', scope);
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
};
