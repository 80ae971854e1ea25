import { afterEach, describe, expect, it } from 'vitest';
import { formatAge, formatCount, formatDate, formatSeconds } from './format-date';
import {
  currentLocale,
  defineMessage,
  followOtherTabs,
  setLocale,
  subscribeToLocale,
  t,
} from './i18n';
import { waitFor } from '@testing-library/react';

// The English of a message of the sign-in page, which lang/*.json translate.
const message = defineMessage({ defaultMessage: 'Enter your API key.' });
const english = 'Enter your API key.';

afterEach(() => setLocale('en'));

describe('the language', () => {
  it('switches at once, says it to its listeners and on <html>, and is kept on this device', async () => {
    let changes = 0;
    const stop = subscribeToLocale(() => changes++);
    await setLocale('fr');
    stop();
    expect(currentLocale()).toBe('fr');
    expect(t(message)).toBe('Saisissez votre clé API.');
    expect(changes).toBe(1);
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('linkdeck.locale')).toBe('fr');
  });

  it('turns the page right to left for Arabic and back', async () => {
    await setLocale('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(t(message)).toBe('أدخل مفتاح API.');
    await setLocale('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(t(message)).toBe(english);
  });

  it('follows a language chosen in another tab, without storing it again', async () => {
    followOtherTabs();
    localStorage.setItem('linkdeck.locale', 'de');
    window.dispatchEvent(new StorageEvent('storage', { key: 'linkdeck.locale', newValue: 'de' }));
    await waitFor(() => expect(currentLocale()).toBe('de'));
    expect(t(message)).toBe('Geben Sie Ihren API-Schlüssel ein.');
    expect(document.documentElement.lang).toBe('de');
    // Another preference, or an unknown language, changes nothing.
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'fr' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'linkdeck.locale', newValue: 'xx' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLocale()).toBe('de');
  });

  it('has a pseudo-locale: every letter accented, 40 % longer', async () => {
    await setLocale('en-XA');
    const pseudo = t(message);
    expect(pseudo).toMatch(/^\[Éñţéŕ ýöûŕ ÀÞÎ ķéý\. ·+\]$/);
    expect(pseudo.length).toBeGreaterThanOrEqual(english.length * 1.4);
    // A long sentence's padding still breaks into words, as a real language's text does.
    const long = t({
      defaultMessage:
        "Clicks and scans are different visits and are never added together: a scan of a QR code is counted on the code, a visit to a short link on the link. A code made from a link's row encodes that short link, so its scans are counted once, as the link's clicks.",
    });
    expect(long).toMatch(/ ········ ·+\]$/);
    expect(long).not.toMatch(/·{9}/);
  });

  it('gives dates, counts, waits and ages in the chosen language', async () => {
    const now = new Date(2024, 2, 12, 14, 5).getTime();
    const minutesAgo = (minutes: number) => now - minutes * 60_000;
    expect(formatAge(minutesAgo(3), now)).toBe('3 min ago');
    await setLocale('de');
    expect(formatDate('2024-03-12 14:05:00', { withTime: true })).toBe('12.03.2024, 14:05');
    expect(formatCount(12345)).toBe('12.345');
    expect(formatAge(minutesAgo(3), now)).toBe('vor 3 Min.');
    expect(formatAge(minutesAgo(120), now)).toBe('vor 2 Stunden');
    expect(formatAge(minutesAgo(24 * 60), now)).toBe('gestern');
    expect(formatSeconds(125)).toBe('2 Min. 5 s');
    await setLocale('fr');
    expect(formatDate('2024-03-12')).toBe('12 mars 2024');
    expect(formatAge(now, now)).toBe('à l’instant');
    await setLocale('zh-CN');
    expect(formatSeconds(45)).toBe('45 秒');
    expect(formatDate('2024-03-12')).toBe('2024年3月12日');
  });
});

describe('counts', () => {
  it('agree with their number where the language does, never as "(s)"', async () => {
    const selected = defineMessage({
      defaultMessage: '{count, plural, one {# selected} other {# selected}}',
      description: 'count: rows selected in a list',
    });
    await setLocale('fr');
    expect(t(selected, { count: 1 })).toBe('1 sélectionné');
    expect(t(selected, { count: 3 })).toBe('3 sélectionnés');
    await setLocale('es');
    expect(t(selected, { count: 1 })).toBe('1 seleccionado');
    expect(t(selected, { count: 3 })).toBe('3 seleccionados');
  });
});
