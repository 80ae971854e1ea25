/**
 * A preference of this device, not of an account (keep device data, list density): one
 * localStorage entry each, kept across sign-outs, read and written only here.
 */

const listeners = new Set<() => void>();

const storageKey = (name: string) => `linkdeck.${name}`;

/** The stored value, or null when none is stored or storage is unavailable (private mode). */
export const readDevicePreference = (name: string): string | null => {
  try {
    return localStorage.getItem(storageKey(name));
  } catch {
    return null;
  }
};

/** Stores the value (null removes it, so the default applies) and tells this tab's readers. */
export const writeDevicePreference = (name: string, value: string | null): void => {
  try {
    if (value === null) localStorage.removeItem(storageKey(name));
    else localStorage.setItem(storageKey(name), value);
  } catch {
    // Storage refused: the default stays.
  }
  for (const listener of listeners) listener();
};

/** For `useSyncExternalStore`: a change in this tab, or in another tab of this browser. */
export const subscribeToDevicePreferences = (onChange: () => void): (() => void) => {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
};
