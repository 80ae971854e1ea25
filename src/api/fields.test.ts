import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { httpUrl, label, logoUrl, multiline, optionalHttpUrl, urlPart } from './fields';

/** The first message of a schema's refusal, or the parsed value. */
const check = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? { value: result.data } : { error: result.error.issues[0].message };
};

describe('address fields (the forms and the server)', () => {
  it.each([
    ['a line break', 'https://example.com/a\r\nSet-Cookie: x=1'],
    ['a line feed', 'https://example.com/\nb'],
    ['a tab inside the host', 'https://exa\tmple.com/'],
    ['a NUL', 'https://example.com/\u0000'],
    ['DEL', 'https://example.com/\u007f'],
    ['a C1 control', 'https://example.com/\u0085'],
  ])('refuses %s with a message that says what to do', (_, url) => {
    expect(check(httpUrl({ defaultMessage: 'Destination URL' }), url)).toEqual({
      error:
        'Destination URL cannot contain tabs, line breaks or other control characters. Remove them, or encode them (%0A for a line break).',
    });
    expect(check(optionalHttpUrl({ defaultMessage: 'Root redirect' }), url).error).toMatch(
      /^Root redirect cannot/,
    );
  });

  it('refuses half of a UTF-16 pair, in addresses and in text', () => {
    const broken = '\ud83d';
    expect(
      check(httpUrl({ defaultMessage: 'Destination URL' }), `https://example.com/${broken}`).error,
    ).toBe(
      'Destination URL contains a broken character (half of an emoji or symbol). Type or paste it again.',
    );
    expect(check(label({ defaultMessage: 'Name' }), `Sale ${broken}`).error).toMatch(
      /^Name contains a broken/,
    );
    expect(check(multiline({ defaultMessage: 'Description' }, 500), `a\n${broken}`).error).toMatch(
      /^Description contains a broken/,
    );
    // A whole emoji is fine.
    expect(check(label({ defaultMessage: 'Name' }), 'Sale 🎉')).toEqual({ value: 'Sale 🎉' });
  });

  it('keeps an address written in URI characters as sent (trimmed), as real instances do', () => {
    for (const sent of [
      'https://alice.test',
      'HTTPS://Example.COM',
      'https://example.com/a%20b?utm_source=x&y=%C3%BC#top',
      "https://example.com/(menu)/[1];v=2,3*!$'@~",
    ]) {
      expect(check(httpUrl({ defaultMessage: 'URL' }), `  ${sent} `)).toEqual({ value: sent });
    }
    expect(check(logoUrl, 'https://Example.com/logo.PNG')).toEqual({
      value: 'https://Example.com/logo.PNG',
    });
  });

  it('gives the normalised href when the address holds other characters', () => {
    expect(check(httpUrl({ defaultMessage: 'URL' }), 'https://bücher.example')).toEqual({
      value: 'https://xn--bcher-kva.example/',
    });
    expect(check(httpUrl({ defaultMessage: 'URL' }), 'https://example.com\\a\\b')).toEqual({
      value: 'https://example.com/a/b',
    });
    expect(check(httpUrl({ defaultMessage: 'URL' }), 'https://example.com/a b?q=ü#x y')).toEqual({
      value: 'https://example.com/a%20b?q=%C3%BC#x%20y',
    });
    expect(check(optionalHttpUrl({ defaultMessage: 'URL' }), '')).toEqual({ value: '' });
  });
});

describe('text fields', () => {
  it('refuses a line break in a one-line name, the Unicode line and paragraph separators too', () => {
    for (const separator of ['\n', '\r', '\u2028', '\u2029'])
      expect(check(label({ defaultMessage: 'Name' }), `Spring${separator}sale`)).toEqual({
        error: 'Name cannot contain line breaks or control characters.',
      });
    expect(check(multiline({ defaultMessage: 'Description' }, 500), 'a\nb')).toEqual({
      value: 'a\nb',
    });
  });
});

describe('urlPart', () => {
  it('reads the host or origin of an address, and falls back on anything else', () => {
    expect(urlPart('https://Go.Example.com:8443/a?b', 'host')).toBe('go.example.com:8443');
    expect(urlPart('https://go.example.com/a', 'origin')).toBe('https://go.example.com');
    expect(urlPart('go.example.com', 'host')).toBe('go.example.com');
    expect(urlPart('not an address', 'host', '')).toBe('');
  });
});
