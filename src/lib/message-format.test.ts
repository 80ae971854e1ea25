import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileMessage, formatMessage } from './message-format';

// The messages as a translator writes them; the build parses them the same way.
const format = (message: string, locale: string, values = {}) =>
  formatMessage(compileMessage(parse(message)), locale, values);

const LINKS = {
  en: '{count, plural, one {# link} other {# links}}',
  fr: '{count, plural, one {# lien} other {# liens}}',
  'pt-BR': '{count, plural, one {# link} other {# links}}',
  zh: '{count, plural, other {# 个链接}}',
  ar: '{count, plural, zero {لا روابط} one {رابط واحد} two {رابطان} few {# روابط} many {# رابطًا} other {# رابط}}',
};

describe('formatElements', () => {
  it('fills placeholders and leaves text from the API as it is', () => {
    expect(format('Deleted {name}.', 'en', { name: '<b>Spring</b> {sale}' })).toBe(
      'Deleted <b>Spring</b> {sale}.',
    );
  });

  it('says zero as French and Brazilian Portuguese do: singular, unlike English', () => {
    expect(format(LINKS.en, 'en', { count: 0 })).toBe('0 links');
    expect(format(LINKS.fr, 'fr', { count: 0 })).toBe('0 lien');
    expect(format(LINKS['pt-BR'], 'pt-BR', { count: 0 })).toBe('0 link');
    expect(format(LINKS.fr, 'fr', { count: 2 })).toBe('2 liens');
  });

  it('has one form in Chinese and six in Arabic', () => {
    expect([1, 2].map((count) => format(LINKS.zh, 'zh-CN', { count }))).toEqual([
      '1 个链接',
      '2 个链接',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((count) => format(LINKS.ar, 'ar', { count }))).toEqual([
      'لا روابط',
      'رابط واحد',
      'رابطان',
      '3 روابط',
      '11 رابطًا',
      '100 رابط',
    ]);
  });

  it('writes the count with the locale’s digits grouping', () => {
    const count = { count: 12345 };
    expect(format(LINKS.fr, 'fr', count)).toBe('12\u202f345 liens');
    expect(format('{count, plural, one {# Link} other {# Links}}', 'de', count)).toBe(
      '12.345 Links',
    );
    expect(format('{n, number}', 'es', { n: 1234 })).toBe('1234');
    expect(format('{n, number}', 'es', { n: 12345 })).toBe('12.345');
    expect(format('{n, number, percent}', 'fr', { n: 0.25 })).toBe('25\u00a0%');
  });

  it('picks an exact match before the plural rule', () => {
    const message = '{count, plural, =0 {No links yet} one {# link} other {# links}}';
    expect(format(message, 'en', { count: 0 })).toBe('No links yet');
    expect(format(message, 'en', { count: 1 })).toBe('1 link');
  });

  it('writes dates in each locale’s own order and words', () => {
    const day = { day: new Date(2024, 2, 12, 14, 5) };
    const created = 'Created {day, date, medium}';
    expect(format(created, 'en', day)).toBe('Created Mar 12, 2024');
    expect(format('Créé le {day, date, medium}', 'fr', day)).toBe('Créé le 12 mars 2024');
    expect(format('Erstellt am {day, date, medium}', 'de', day)).toBe('Erstellt am 12.03.2024');
    expect(format('Criado em {day, date, medium}', 'pt-BR', day)).toBe(
      'Criado em 12 de mar. de 2024',
    );
    expect(format('创建于 {day, date, medium}', 'zh-CN', day)).toBe('创建于 2024年3月12日');
    expect(format('{day, time, short}', 'de', day)).toBe('14:05');
    expect(format('Creado el {day, date, medium}', 'es', day)).toBe('Creado el 12 mar 2024');
    // Arabic reads the date right to left: marks keep its parts in order; the time says م (pm).
    expect(format('{day, date, medium}', 'ar', day)).toBe('12\u200f/03\u200f/2024');
    expect(format('{day, time, short}', 'ar', day)).toBe('2:05 م');
  });

  it('says a million in the "many" form French, Spanish and Portuguese have, or else in "other"', () => {
    const million = { count: 1_000_000 };
    expect(format(LINKS.fr, 'fr', million)).toBe('1\u202f000\u202f000 liens');
    expect(
      format(
        '{count, plural, one {# enlace} many {# de enlaces} other {# enlaces}}',
        'es',
        million,
      ),
    ).toBe('1.000.000 de enlaces');
    expect(format(LINKS['pt-BR'], 'pt-BR', million)).toBe('1.000.000 links');
  });

  it('chooses a branch by a word', () => {
    const message = '{kind, select, qr {QR code deleted} other {Link deleted}}';
    expect(format(message, 'en', { kind: 'qr' })).toBe('QR code deleted');
    expect(format(message, 'en', { kind: 'link' })).toBe('Link deleted');
  });
});
