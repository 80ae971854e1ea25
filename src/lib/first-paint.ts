/**
 * The first paint is the sign-in page itself, built into index.html and taken over by the app
 * without being replaced (docs/decisions/0014-first-paint-shell.md). A small script in index.html's
 * <head> runs before that page is parsed; these are the two ends of what it and the app share,
 * as attributes on <html>.
 */
import { LOCALE_PREFERENCE, RIGHT_TO_LEFT, SUPPORTED } from './locales';

const SIGNED_IN = 'data-signed-in';
const STARTED = 'data-app-started';
const SUBMITTED = 'data-submitted-before-start';
const TRANSLATING = 'data-translating';

interface BeforeAppStartsOptions {
  sessionKey: string;
  signedIn: string;
  started: string;
  submitted: string;
  translating: string;
  locales: readonly string[];
  rightToLeft: readonly string[];
  localeKey: string;
}

/**
 * The script in <head>, serialised by the build (`beforeAppStartsScript`), so it may use nothing
 * but its argument and the browser.
 * - A tab with a session marks <html>, and the stylesheet shows the static page as an empty frame:
 *   a signed-in tab never flashes the sign-in form before the app renders its page.
 * - A form submitted before the app has started is held (the browser would put its fields in
 *   the address) and remembered, so the app submits it once it has taken the page over.
 * - The app's scripts, named by the script's `data-app` (module scripts) and `data-preload`, are
 *   requested once the first frame is painted: that paint needs only the page and its
 *   stylesheet, which then have the connection to themselves. A tab without a session requests
 *   the sign-in page's own files (`data-sign-in`) with them, not after the app has started.
 */
export function beforeAppStarts({
  sessionKey,
  signedIn,
  started,
  submitted,
  translating,
  locales,
  rightToLeft,
  localeKey,
}: BeforeAppStartsOptions) {
  const html = document.documentElement;
  const own = document.currentScript?.dataset ?? {};
  let hasSession = false;
  let chosen: string | null = null;
  try {
    hasSession = Boolean(sessionStorage.getItem(sessionKey));
    chosen = localStorage.getItem(localeKey);
  } catch {
    // Storage refused (a privacy setting): the sign-in page shows, as for a new tab.
  }
  if (hasSession) html.setAttribute(signedIn, '');
  // The device's choice, else the first of the browser's languages Linkdeck speaks (fr-CA → fr).
  const wanted = chosen ? [chosen] : navigator.languages || [navigator.language];
  const base = (tag: string) => tag.toLowerCase().split('-')[0];
  let locale = locales[0];
  for (const tag of wanted) {
    const match =
      locales.find((code) => code.toLowerCase() === tag.toLowerCase()) ??
      locales.find((code) => base(code) === base(tag));
    if (match) {
      locale = match;
      break;
    }
  }
  html.lang = locale;
  if (rightToLeft.includes(locale)) html.dir = 'rtl';
  // The static page is English: another language shows once its words have arrived.
  if (locale !== locales[0]) html.setAttribute(translating, '');
  let isLoading = false;
  const loadApp = () => {
    if (isLoading || !own.app) return;
    isLoading = true;
    const preloads = [own.preload, hasSession ? '' : own.signIn];
    for (const href of preloads.join(' ').split(' ').filter(Boolean)) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = href;
      document.head.append(preload);
    }
    for (const src of own.app.split(' ')) {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      document.head.append(script);
    }
  };
  // A hidden tab paints nothing: it loads at once. A window the browser does not paint although
  // it counts as visible (one opened from a page, behind another) runs no frame: it waits 1 s.
  if (document.visibilityState === 'hidden') loadApp();
  else {
    requestAnimationFrame(() => setTimeout(loadApp));
    setTimeout(loadApp, 1000);
  }
  document.addEventListener(
    'submit',
    (event) => {
      if (html.hasAttribute(started)) return;
      event.preventDefault();
      html.setAttribute(submitted, (event.target as HTMLFormElement).id);
    },
    true,
  );
}

/** The source of index.html's <head> script, for the session kept under `sessionKey`. */
export const beforeAppStartsScript = (sessionKey: string): string => {
  const options: BeforeAppStartsOptions = {
    sessionKey,
    signedIn: SIGNED_IN,
    started: STARTED,
    submitted: SUBMITTED,
    translating: TRANSLATING,
    locales: SUPPORTED,
    rightToLeft: RIGHT_TO_LEFT,
    localeKey: LOCALE_PREFERENCE,
  };
  // `__name`: the helper some TypeScript transforms (tsx's) wrap named inner functions in.
  return `(function () {\n  var __name = function (f) { return f; };\n  (${beforeAppStarts.toString()})(${JSON.stringify(options)});\n})();\n`;
};

/**
 * React has the page: submits are the app's from now on, nothing held is taken again, and a
 * later sign-in page (after signing out) shows as itself.
 */
export const markAppStarted = (): void => {
  const html = document.documentElement;
  html.setAttribute(STARTED, '');
  html.removeAttribute(SUBMITTED);
  html.removeAttribute(SIGNED_IN);
  html.removeAttribute(TRANSLATING);
};

type FormValues = Record<string, string | boolean>;

/**
 * What a static form (`id`) holds when the app takes it over: each of `defaults`' fields the
 * person changed keeps its value, the others get the app's default; and whether it was submitted
 * before the app started. Reads only: the app marks the start when it has rendered.
 */
export const readStaticForm = <T extends FormValues>(
  id: string,
  defaults: T,
): { values: T; wasSubmitted: boolean } => {
  const form = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!(form instanceof HTMLFormElement)) return { values: defaults, wasSubmitted: false };
  const values: FormValues = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults)) {
    const input = form.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement)) continue;
    if (typeof fallback === 'boolean') {
      if (input.checked !== input.defaultChecked) values[name] = input.checked;
    } else if (input.value !== input.defaultValue) values[name] = input.value;
  }
  return {
    values: values as T,
    wasSubmitted: document.documentElement.getAttribute(SUBMITTED) === id,
  };
};
