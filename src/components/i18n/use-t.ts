import { useSyncExternalStore } from 'react';
import { currentLocale, subscribeToLocale, t } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';

/** The current locale; the component renders again when the language changes. */
export const useLocale = (): Locale =>
  useSyncExternalStore(subscribeToLocale, currentLocale, currentLocale);

/** `t`, in a component that renders again when the language changes. */
export const useT = (): typeof t => {
  useLocale();
  return t;
};
