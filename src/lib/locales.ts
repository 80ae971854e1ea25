/**
 * The languages Linkdeck speaks (docs/decisions/0041-languages.md). English is the source: its
 * words are in the code; every other locale is a catalog in lang/ that loads on demand.
 */
export const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'ar', name: 'العربية' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'] | typeof PSEUDO_LOCALE;

export const SOURCE_LOCALE = 'en';
/** Accented and 40 % longer English, for finding untranslated and cut-off text; not in the menu. */
export const PSEUDO_LOCALE = 'en-XA';
/** The device's choice (a device preference, kept across sign-outs). */
export const LOCALE_PREFERENCE = 'linkdeck.locale';

export const RIGHT_TO_LEFT: readonly string[] = ['ar'];

export const directionOf = (locale: string): 'rtl' | 'ltr' =>
  RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr';

export const SUPPORTED: readonly string[] = [...LOCALES.map(({ code }) => code), PSEUDO_LOCALE];
