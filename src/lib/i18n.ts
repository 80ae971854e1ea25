import { formatMessage, type CompiledMessage, type MessageValues } from './message-format';
import { messageId } from './message-id';
import { directionOf, LOCALE_PREFERENCE, PSEUDO_LOCALE, SOURCE_LOCALE, SUPPORTED } from './locales';
import type { Locale } from './locales';
import { writeDevicePreference } from './device-preference';

/**
 * Every word the app shows goes through `t` (docs/decisions/0041-languages.md). In the source a
 * message is `t({ defaultMessage: 'English words', description: 'for the translator' })`; the
 * build (scripts/build/messages-plugin.ts) gives each an id and pre-parses the English, so the
 * browser carries no message parser and English needs no catalog.
 */
export interface Message {
  id?: string;
  defaultMessage: CompiledMessage;
  description?: string;
}

type Catalog = Record<string, CompiledMessage>;

type CatalogModule = Promise<{ default: Catalog }>;

// Each its own chunk, loaded when chosen (also by the build's first-page render, which runs
// outside Vite: no import.meta.glob).
const catalogs: Record<Exclude<Locale, typeof SOURCE_LOCALE>, () => CatalogModule> = {
  fr: () => import('../../lang/fr.json?messages'),
  de: () => import('../../lang/de.json?messages'),
  es: () => import('../../lang/es.json?messages'),
  'pt-BR': () => import('../../lang/pt-BR.json?messages'),
  'zh-CN': () => import('../../lang/zh-CN.json?messages'),
  ar: () => import('../../lang/ar.json?messages'),
  [PSEUDO_LOCALE]: () => import('../../lang/en.json?pseudo'),
};

/** The locale index.html's <head> script picked (src/lib/first-paint.ts), or English. */
const pickedLocale = (): Locale => {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return (SUPPORTED.includes(lang) ? lang : SOURCE_LOCALE) as Locale;
};

let state: { locale: Locale; catalog: Catalog } = { locale: pickedLocale(), catalog: {} };
const listeners = new Set<() => void>();

export const currentLocale = (): Locale => state.locale;

/**
 * Words declared now and shown later (a column's header, a page's name in the navigation): the
 * build gives them an id like `t`'s; the place that shows them calls `t(message)`.
 */
export const defineMessage = (message: Message): Message => message;

/**
 * The message in the current locale, its `{placeholders}` filled from `values`. A message reaches
 * this unparsed only where the build did not run (the first-page render in Node): its simple
 * `{placeholders}` are filled, and nothing else is interpreted.
 */
export const t = (message: Message, values: MessageValues = {}): string => {
  const { defaultMessage } = message;
  const id = message.id ?? (typeof defaultMessage === 'string' ? messageId(defaultMessage) : '');
  return formatMessage(state.catalog[id] || defaultMessage, state.locale, values);
};

export type Translate = typeof t;

/** Calls `listener` after each change of language (components: `useT`). */
export const subscribeToLocale = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const showOnPage = (locale: Locale) => {
  const html = document.documentElement;
  html.lang = locale;
  html.dir = directionOf(locale);
};

/**
 * Switches the language at once, without a reload or an API request: its catalog loads (its own
 * chunk), then every component using `useT` renders again. When the catalog cannot load, the
 * current language stays and the promise rejects, for the caller to say so.
 */
export const setLocale = async (locale: Locale, { remember = true } = {}): Promise<void> => {
  const catalog = locale === SOURCE_LOCALE ? {} : (await catalogs[locale]()).default;
  state = { locale, catalog };
  if (remember) writeDevicePreference(LOCALE_PREFERENCE, locale);
  showOnPage(locale);
  for (const listener of listeners) listener();
};

let startFailure: Locale | null = null;

/**
 * Before the first render: the picked language's catalog. If it cannot load, the app starts in
 * English, and the language menu says so once (`takeStartFailure`).
 */
export const loadPickedLocale = async (): Promise<void> => {
  if (state.locale === SOURCE_LOCALE) return;
  try {
    await setLocale(state.locale, { remember: false });
  } catch {
    startFailure = state.locale;
    state = { locale: SOURCE_LOCALE, catalog: {} };
    showOnPage(SOURCE_LOCALE);
  }
};

/**
 * A language chosen in another tab of this browser is this tab's too (the `storage` event comes
 * from other tabs only). When its words cannot load here, this tab keeps its language.
 */
export const followOtherTabs = (): void => {
  window.addEventListener('storage', ({ key, newValue }) => {
    if (key !== LOCALE_PREFERENCE || !newValue || newValue === state.locale) return;
    if (SUPPORTED.includes(newValue))
      setLocale(newValue as Locale, { remember: false }).catch(() => undefined);
  });
};

/** The language that could not load at start, until it has been said (`forgetStartFailure`). */
export const startFailureOf = (): Locale | null => startFailure;
export const forgetStartFailure = (): void => {
  startFailure = null;
};
