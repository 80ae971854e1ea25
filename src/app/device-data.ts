/**
 * What Linkdeck keeps on this device to save requests, and its rules (decision 0008):
 * one IndexedDB database per account, named from a hash of the API address and the account's
 * id (never the key), wiped on sign-out, when the key stops working, when another account
 * signs in, and entry by entry after 24 hours. The setting "Keep data on this device" is a
 * device preference in localStorage; off, nothing is written.
 *
 * This module is small and loads with the app; the IndexedDB code loads after sign-in.
 */

export const CACHE_DB_PREFIX = 'linkdeck-cache-';
export const DEVICE_DATA_MAX_AGE_MS = 24 * 60 * 60_000;
const KEEP_SETTING = 'linkdeck.keep-device-data';

const readSetting = (): string | null => {
  try {
    return localStorage.getItem(KEEP_SETTING);
  } catch {
    return null;
  }
};

/** "Keep data on this device to save requests": on unless the person turned it off. */
export const isKeepingDeviceData = (): boolean => readSetting() !== 'off';

export const setKeepingDeviceData = (keep: boolean): void => {
  try {
    if (keep) localStorage.removeItem(KEEP_SETTING);
    else localStorage.setItem(KEEP_SETTING, 'off');
  } catch {
    // Storage refused (private mode): the default stays.
  }
};

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

const deleteDatabase = (name: string) =>
  new Promise<void>((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });

/** Deletes this device's data of every account except `keepScope` (all of it without one). */
export const wipeDeviceData = async (options: { except?: string; only?: string } = {}) => {
  if (!hasIndexedDb()) return;
  if (options.only) return deleteDatabase(`${CACHE_DB_PREFIX}${options.only}`);
  const databases = await indexedDB.databases().catch(() => []);
  await Promise.all(
    databases
      .map((db) => db.name ?? '')
      .filter(
        (name) =>
          name.startsWith(CACHE_DB_PREFIX) && name !== `${CACHE_DB_PREFIX}${options.except ?? ''}`,
      )
      .map(deleteDatabase),
  );
};

/** Whether the device cache can work here at all (IndexedDB exists and the person wants it). */
export const canKeepDeviceData = () => hasIndexedDb() && isKeepingDeviceData();
