import { describe, expect, it } from 'vitest';
import { countryCodeLookup } from './country-codes';

const lookup = countryCodeLookup(['US', 'DE', 'TR', 'CI', 'KR', 'CZ', 'RU', 'BA', 'XK']);

describe('countryCodeLookup', () => {
  it('finds the names the server gives (the browser’s English names)', () => {
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of ['US', 'DE', 'TR', 'CI', 'KR', 'XK'])
      expect(lookup(english.of(code)!)).toBe(code);
  });

  it('finds the spellings real instances use, whatever the case and accents', () => {
    expect(lookup('United States of America')).toBe('US');
    expect(lookup('USA')).toBe('US');
    expect(lookup('Turkey')).toBe('TR');
    expect(lookup('Côte d’Ivoire')).toBe('CI');
    expect(lookup('Ivory Coast')).toBe('CI');
    expect(lookup('Korea, Republic of')).toBe('KR');
    expect(lookup('Czech Republic')).toBe('CZ');
    expect(lookup('Russian Federation')).toBe('RU');
    expect(lookup('Bosnia & Herzegovina')).toBe('BA');
    expect(lookup('  germany ')).toBe('DE');
    expect(lookup('de')).toBe('DE');
  });

  it('names no shape for Unknown, a territory off the map or a code it was not given', () => {
    expect(lookup('Unknown')).toBeUndefined();
    expect(lookup('French Guiana')).toBeUndefined();
    expect(lookup('France')).toBeUndefined();
    expect(lookup('')).toBeUndefined();
  });
});
