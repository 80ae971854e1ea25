import { afterEach, describe, expect, it, vi } from 'vitest';
import { beforeAppStartsScript, markAppStarted, readStaticForm } from './first-paint';

const html = document.documentElement;
const staticForm = () => {
  document.body.innerHTML = `<form id="sign-in" method="dialog">
    <input name="baseUrl" type="url"><input name="apiKey" type="password">
    <input name="keepOnDevice" type="checkbox" checked><button type="submit">Sign in</button>
  </form>`;
  return document.querySelector('form')!;
};
const defaults = { baseUrl: 'https://go.example.com', apiKey: '', keepOnDevice: false };

afterEach(() => {
  for (const name of html.getAttributeNames())
    if (name.startsWith('data-')) html.removeAttribute(name);
  html.lang = 'en';
  html.removeAttribute('dir');
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('first paint', () => {
  it('keeps what was typed into the static form and takes the defaults for the rest', () => {
    const form = staticForm();
    (form.elements.namedItem('apiKey') as HTMLInputElement).value = 'typed-key';
    expect(readStaticForm('sign-in', defaults)).toEqual({
      values: { baseUrl: 'https://go.example.com', apiKey: 'typed-key', keepOnDevice: false },
      wasSubmitted: false,
    });
    (form.elements.namedItem('keepOnDevice') as HTMLInputElement).checked = false;
    (form.elements.namedItem('baseUrl') as HTMLInputElement).value = 'https://other.example';
    expect(readStaticForm('sign-in', { ...defaults, keepOnDevice: true }).values).toEqual({
      baseUrl: 'https://other.example',
      apiKey: 'typed-key',
      keepOnDevice: false,
    });
  });

  it('gives the defaults when there is no static form (every visit after the first page)', () => {
    expect(readStaticForm('sign-in', defaults)).toEqual({ values: defaults, wasSubmitted: false });
  });

  it('holds a submit made before the app started, and lets the app have the later ones', () => {
    new Function(beforeAppStartsScript('linkdeck.session'))();
    const form = staticForm();
    const early = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(readStaticForm('sign-in', defaults).wasSubmitted).toBe(true);

    markAppStarted();
    expect(readStaticForm('sign-in', defaults).wasSubmitted).toBe(false);
    const later = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(readStaticForm('sign-in', defaults).wasSubmitted).toBe(false);
  });

  it('marks a signed-in tab, until the app has started', () => {
    sessionStorage.setItem('linkdeck.session', '{}');
    new Function(beforeAppStartsScript('linkdeck.session'))();
    expect(html.hasAttribute('data-signed-in')).toBe(true);
    markAppStarted();
    expect(html.hasAttribute('data-signed-in')).toBe(false);
  });

  it('requests the sign-in page files with the app in a tab without a session only', () => {
    const run = () => {
      const own = document.createElement('script');
      Object.assign(own.dataset, { app: '/a.js', preload: '', signIn: '/s.js /t.js' });
      // A hidden tab loads the app at once: the test needs no frame.
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      Object.defineProperty(document, 'currentScript', { value: own, configurable: true });
      new Function(beforeAppStartsScript('linkdeck.session'))();
      const preloads = [...document.head.querySelectorAll('link[rel=modulepreload]')];
      const scripts = [...document.head.querySelectorAll('script[type=module]')];
      const loaded = {
        preloads: preloads.map((link) => link.getAttribute('href')),
        scripts: scripts.map((script) => script.getAttribute('src')),
      };
      for (const element of [...preloads, ...scripts]) element.remove();
      return loaded;
    };
    try {
      expect(run()).toEqual({ preloads: ['/s.js', '/t.js'], scripts: ['/a.js'] });
      sessionStorage.setItem('linkdeck.session', '{}');
      expect(run()).toEqual({ preloads: [], scripts: ['/a.js'] });
    } finally {
      // Back to the document's own properties.
      delete (document as { visibilityState?: unknown }).visibilityState;
      delete (document as { currentScript?: unknown }).currentScript;
    }
  });

  describe('the language, picked before the first paint', () => {
    const runWith = (languages: string[]) => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
      new Function(beforeAppStartsScript('linkdeck.session'))();
    };

    it('takes the first of the browser’s languages Linkdeck speaks, by its region or its language', () => {
      runWith(['it-IT', 'fr-CA', 'de']);
      expect(html.lang).toBe('fr');
      expect(html.hasAttribute('data-translating')).toBe(true);
      runWith(['pt-PT']);
      expect(html.lang).toBe('pt-BR');
      runWith(['zh-cn']);
      expect(html.lang).toBe('zh-CN');
    });

    it('shows the static English page at once to an English browser or one Linkdeck cannot serve', () => {
      runWith(['ja-JP']);
      expect(html.lang).toBe('en');
      expect(html.hasAttribute('data-translating')).toBe(false);
      runWith(['en-GB', 'fr']);
      expect(html.lang).toBe('en');
    });

    it('prefers the choice kept on this device, and lays Arabic out right to left', () => {
      localStorage.setItem('linkdeck.locale', 'ar');
      runWith(['fr-FR']);
      expect(html.lang).toBe('ar');
      expect(html.dir).toBe('rtl');
    });

    it('lets the app show its page once it has started', () => {
      runWith(['de-DE']);
      markAppStarted();
      expect(html.hasAttribute('data-translating')).toBe(false);
    });
  });
});
