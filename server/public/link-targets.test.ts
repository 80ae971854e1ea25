import { describe, expect, it } from 'vitest';
import { deviceOf, isPreviewCrawler, languagesOf } from './link-targets';

describe('deviceOf', () => {
  it('tells every listed device from its User-Agent', () => {
    const cases: [string, string | null][] = [
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        'iPhone',
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        'iPad',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
        'Android',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
        'Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        'Mac',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Linux'],
      [
        'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
        'ChromeOS',
      ],
      ['curl/8.5.0', null],
      ['', null],
    ];
    for (const [userAgent, device] of cases) expect(deviceOf(userAgent), userAgent).toBe(device);
  });
});

describe('languagesOf', () => {
  it('orders primary languages by preference and drops refused ones', () => {
    expect(languagesOf('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr', 'en', 'de']);
    expect(languagesOf('en;q=0.2, de')).toEqual(['de', 'en']);
    expect(languagesOf('de;q=0, en')).toEqual(['en']);
    expect(languagesOf('zh-Hant-TW')).toEqual(['zh']);
    expect(languagesOf('eng, x-klingon, 12')).toEqual([]);
    expect(languagesOf(undefined)).toEqual([]);
  });
});

describe('isPreviewCrawler', () => {
  it('knows link-preview fetchers, not search engines or people', () => {
    for (const crawler of [
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'TelegramBot (like TwitterBot)',
      'WhatsApp/2.23.20.0',
    ])
      expect(isPreviewCrawler(crawler), crawler).toBe(true);
    for (const other of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    ])
      expect(isPreviewCrawler(other), other).toBe(false);
  });
});
