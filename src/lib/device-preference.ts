/**
 * A preference of this device, not of an account (the list density): one localStorage entry
 * (`linkdeck.…`) each, kept across sign-outs. Plain reads and writes; whoever follows a change
 * subscribes by itself. ("Keep data on this device" keeps its own two lines in app/device-data.ts:
 * it is read on the sign-in page, which must not grow.)
 */

/** The stored value, or null when none is stored or storage is unavailable (private mode). */
export const readDevicePreference = (name: string): string | null => {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
};

/** Stores the value; null removes it, so the default applies. */
export const writeDevicePreference = (name: string, value: string | null): void => {
  try {
    if (value === null) localStorage.removeItem(name);
    else localStorage.setItem(name, value);
  } catch {
    // Storage refused: the default stays.
  }
};
