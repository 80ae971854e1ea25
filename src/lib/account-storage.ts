import { accountStorageKey } from './account-scope';

/** Small things kept on this device for one account (recent items, UTM templates). */

/** The stored JSON, or undefined when there is none or it is unreadable (the caller parses it). */
export const readAccountData = (
  scope: string,
  name: string,
  storage: Storage = localStorage,
): unknown => {
  try {
    const raw = storage.getItem(accountStorageKey(scope, name));
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
};

/** Writes the value; a full or blocked storage only loses this convenience, so it is ignored. */
export const writeAccountData = (
  scope: string,
  name: string,
  value: unknown,
  storage: Storage = localStorage,
): void => {
  try {
    storage.setItem(accountStorageKey(scope, name), JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: nothing else depends on it.
  }
};
