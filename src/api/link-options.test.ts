import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  COUNTRY_CODES,
  countryCode,
  countryName,
  languageName,
  deviceName,
  expiryDate,
  getLinkWithOptions,
  isAppLink,
  isExpired,
  languageCode,
  LANGUAGE_CODES,
  linkWithOptionsCreateSchema,
  linkWithOptionsUpdateSchema,
  parseRedirectType,
  redirectTypeValue,
  reportedLinkOptionsSchema,
  toExpiry,
} from './link-options';
import { fakeClient, json } from './testing';

describe('countries, devices and languages', () => {
  it('knows every ISO 3166-1 alpha-2 country (and XK) and every ISO 639-1 language', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(LANGUAGE_CODES).toHaveLength(183);
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length);
  });

  it('reads a country by code or by the names instances and people use', () => {
    const cases: [string, string | null][] = [
      ['CA', 'CA'],
      ['ca', 'CA'],
      ['Canada', 'CA'],
      ['United States', 'US'],
      ['united states of america', 'US'],
      ['USA', 'US'],
      ['UK', 'GB'],
      ['United Kingdom', 'GB'],
      ["Côte d'Ivoire", 'CI'],
      ['Ivory Coast', 'CI'],
      ['Turkey', 'TR'],
      ['The Netherlands', 'NL'],
      ['Bosnia and Herzegovina', 'BA'],
      ['Saint Lucia', 'LC'],
      ['  germany ', 'DE'],
      ['Atlantis', null],
      ['ZZ', null],
      ['', null],
    ];
    for (const [input, code] of cases) expect(countryCode(input), input).toBe(code);
    // Every country's own English name leads back to it.
    for (const code of COUNTRY_CODES)
      expect(
        countryCode(new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? ''),
        code,
      ).toBe(code);
  });

  it('reads devices in any case and languages as two-letter codes', () => {
    expect(deviceName('iphone')).toBe('iPhone');
    expect(deviceName('Chrome OS')).toBe('ChromeOS');
    expect(deviceName('macOS')).toBe('Mac');
    expect(deviceName('Nokia')).toBeNull();
    expect(languageCode('DE')).toBe('de');
    expect(languageCode('deu')).toBeNull();
    expect(languageCode('xx')).toBeNull();
  });
});

describe('redirect type, expiry and app links', () => {
  it('reads every redirect type form and writes it back', () => {
    expect(parseRedirectType('Frame')).toEqual({ kind: 'frame' });
    expect(parseRedirectType(12)).toEqual({ kind: 'splash-page', id: 12 });
    expect(parseRedirectType('overlay-7')).toEqual({ kind: 'overlay', id: 7 });
    for (const bad of ['popup', 'overlay-', 'overlay-0', '0', '-3', '1.5', '99999999999999999'])
      expect(parseRedirectType(bad), bad).toBeNull();
    expect(redirectTypeValue({ kind: 'overlay', id: 7 })).toBe('overlay-7');
    expect(redirectTypeValue({ kind: 'splash-page', id: 12 })).toBe('12');
  });

  it('reads expiry as UTC and refuses dates that do not exist', () => {
    expect(expiryDate('2030-12-31 23:59:00')?.toISOString()).toBe('2030-12-31T23:59:00.000Z');
    expect(expiryDate('2030-02-30 00:00:00')).toBeNull();
    expect(expiryDate('2030-12-31T23:59:00')).toBeNull();
    expect(toExpiry(new Date('2030-01-02T03:04:05.678Z'))).toBe('2030-01-02 03:04:05');
    const now = new Date('2030-01-01T00:00:00Z');
    expect(isExpired('2029-12-31 23:59:59', now)).toBe(true);
    expect(isExpired('2030-01-01 00:00:00', now)).toBe(true);
    expect(isExpired('2030-01-01 00:00:01', now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('', now)).toBe(false);
  });

  it('takes app, store and https links, never code-running or file schemes', () => {
    for (const good of [
      'https://apps.apple.com/app/id123',
      'https://play.google.com/store/apps/details?id=com.example',
      'itms-apps://apps.apple.com/app/id123',
      'market://details?id=com.example',
      'myshop://sale/42',
      // An app's own scheme needs no "//" (changed on purpose: the allowlist reads RFC 3986).
      'myshop:sale',
      'myapp://open',
      'fb://profile/123',
      'twitter://user?screen_name=x',
      'whatsapp://send?text=hi',
      'spotify:track:4uLU6hMCjMI75M1A2tKUQC',
      'com.example.app://open',
      'x-app+beta://open',
    ])
      expect(isAppLink(good), good).toBe(true);
    for (const bad of [
      'javascript://%0Aalert(1)',
      'JavaScript://x',
      'javascript:alert(1)',
      'data://text/html,x',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'vbscript://x',
      'blob:https://example.com/uuid',
      'filesystem:https://example.com/temporary/x',
      'about:blank',
      'itms-services://?action=download-manifest&url=https://evil.example/m.plist',
      // Changed on purpose: intent: may carry a javascript: fallback the browser opens.
      'intent://open#Intent;scheme=shop;package=com.example;end',
      'intent://x#Intent;S.browser_fallback_url=javascript%3Aalert(1);end',
      'ms-msdt:/id PCWDiagnostic',
      'ms-msdt:-id',
      'search-ms:query=invoice&crumb=location:\\\\evil.example\\share',
      'search:query=x',
      'ms-settings:display',
      'ms-officecmd:{}',
      'shell:startup',
      'jar:https://example.com/x.jar!/',
      'view-source:https://example.com',
      'chrome://settings',
      'chrome-extension://abcdef/page.html',
      'ms-appinstaller:?source=https://evil.example/x.appx',
      'res://ieframe.dll/',
      'http://example.com/app',
      'HTTP://example.com/app',
      'https:example.com',
      'c:\\windows\\system32',
      'myshop:',
      'my shop://x',
      'myshop://x\ny',
      // Text that reads differently than it is: an override reverses what follows it.
      'myshop://\u202Eexe.gnp',
      'https://apps.apple.com/app/id123\u200B',
      ' https://example.com',
    ])
      expect(isAppLink(bad), bad).toBe(false);
  });
});

describe('input schemas', () => {
  it('hands the server canonical values', () => {
    const input = z.parse(linkWithOptionsCreateSchema, {
      url: 'https://example.com',
      type: 'SPLASH',
      pixels: ['3', 4],
      geotarget: [{ location: 'Canada', link: 'https://example.com/ca' }],
      devicetarget: [{ device: 'android', link: 'https://example.com/a' }],
      languagetarget: [{ language: 'FR', link: 'https://example.com/fr' }],
    });
    expect(input).toMatchObject({
      type: 'splash',
      pixels: [3, 4],
      geotarget: [{ location: 'CA', link: 'https://example.com/ca' }],
      devicetarget: [{ device: 'Android', link: 'https://example.com/a' }],
      languagetarget: [{ language: 'fr', link: 'https://example.com/fr' }],
    });
  });

  it('puts each problem on its field', () => {
    const result = z.safeParse(linkWithOptionsUpdateSchema, {
      geotarget: [
        { location: 'CA', link: 'https://example.com' },
        { location: 'Canada', link: 'https://example.com' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['geotarget', 1, 'location'],
      message: 'Country targets: "CA" appears twice. Keep one row for it.',
    });
    expect(z.safeParse(linkWithOptionsUpdateSchema, {}).error?.issues[0].message).toBe(
      'Send at least one field to change.',
    );
  });
});

describe('reported options', () => {
  it('reads the contract dialect: every option, the password as set or not', () => {
    const options = z.parse(reportedLinkOptionsSchema, {
      status: 'public',
      password: true,
      expiry: '2030-12-31 23:59:00',
      type: 'overlay-3',
      pixels: ['1', 2],
      campaign: 4,
      channels: [5],
      deeplink: { auto: true, apple: 'https://apps.apple.com/x', google: '' },
      geotarget: [{ location: 'CA', link: 'https://example.com/ca' }],
      devicetarget: [],
      languagetarget: [{ language: 'de', link: 'https://example.com/de' }],
      parameters: [{ name: 'a', value: 'b' }],
    });
    expect(options).toMatchObject({
      status: 'public',
      password: true,
      pixels: [1, 2],
      campaign: 4,
      geotarget: [{ location: 'CA', link: 'https://example.com/ca' }],
      devicetarget: [],
    });
  });

  it('reads a real instance: location and device maps, expiry; the rest not reported', () => {
    const options = z.parse(reportedLinkOptionsSchema, {
      id: 1,
      location: { Canada: 'https://example.com/ca', Narnia: 'https://example.com/n' },
      device: [],
      expiry: '',
    });
    expect(options).toEqual({
      expiry: null,
      geotarget: [
        { location: 'CA', link: 'https://example.com/ca' },
        { location: 'Narnia', link: 'https://example.com/n' },
      ],
      devicetarget: [],
    });
    // Nothing reported at all: every option undefined, none "empty".
    expect(z.parse(reportedLinkOptionsSchema, { id: 1 })).toEqual({});
    // Garbage in one option leaves it unreported and the rest readable.
    expect(z.parse(reportedLinkOptionsSchema, { pixels: 'x', status: 'private' })).toEqual({
      status: 'private',
    });
  });

  it('getLinkWithOptions answers the link, its statistics and its options', async () => {
    const { client, calls } = fakeClient(
      json({
        error: 0,
        id: 9,
        details: {
          id: 9,
          alias: 'spring',
          shorturl: 'https://go.example.com/spring',
          longurl: 'https://example.com',
          clicks: '3',
          uniqueclicks: '2',
          title: '',
          description: '',
          date: '2025-03-01 09:00:00',
          location: { 'United States': 'https://example.com/us' },
          device: { iPhone: 'https://example.com/ios' },
          expiry: null,
        },
        data: { clicks: 3, uniqueClicks: 2 },
      }),
    );
    const link = await getLinkWithOptions(client, 9);
    expect(calls[0].url).toBe('https://go.example.com/api/url/9');
    expect(link.link.clicks).toBe(3);
    expect(link.stats.clicks).toBe(3);
    expect(link.options).toEqual({
      expiry: null,
      geotarget: [{ location: 'US', link: 'https://example.com/us' }],
      devicetarget: [{ device: 'iPhone', link: 'https://example.com/ios' }],
    });
  });

  it('keeps no password an instance echoes back: the cached detail holds set/not set at most', async () => {
    const { client } = fakeClient(
      json({
        error: 0,
        id: 9,
        details: {
          id: 9,
          alias: 'spring',
          shorturl: 'https://go.example.com/spring',
          longurl: 'https://example.com',
          clicks: 0,
          title: '',
          description: '',
          date: '2025-03-01 09:00:00',
          password: 'echoed-secret',
          pass: 'echoed-secret',
        },
        data: { clicks: 0, password: 'echoed-secret' },
      }),
    );
    const link = await getLinkWithOptions(client, 9);
    expect(link.options.password).toBeUndefined();
    expect(JSON.stringify(link)).not.toContain('echoed-secret');
  });
});

describe('countryName and languageName', () => {
  it('say names in English unless told, and in the language asked for', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(languageName('de')).toBe('German');
    expect(languageName('de', 'es')).toBe('alemán');
    expect(countryCode('Allemagne')).toBeNull();
  });
});
