/**
 * What Linkdeck keeps on this device to save requests, and its rules (see
 * docs/decisions/0008-budget-aware-data-engine.md): one IndexedDB database per account, named from
 * a hash of the API address and the account's id (never the key), wiped on sign-out, when the key
 * stops working, when another account signs in, and entry by entry after 24 hours. The setting
 * "Keep data on this device" is a device preference in localStorage; off, nothing is written.
 *
 * This module is small and loads with the app; the IndexedDB code (lib/device-store.ts, which
 * names, opens and wipes the databases) loads when it is needed.
 */

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

/** Whether the device cache can work here at all (IndexedDB exists and the person wants it). */
export const canKeepDeviceData = () => hasIndexedDb() && isKeepingDeviceData();
