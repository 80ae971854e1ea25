import { describe, expect, it } from 'vitest';
import { oneUser, setUp } from './test-helpers';

/** Control characters and broken text in what the API stores. */
describe('addresses and text the API stores', () => {
  it('refuses control characters in every address field with a message on the field', async () => {
    const a = oneUser();
    const crlf = 'https://example.com/a\r\nSet-Cookie: x=1';
    const cases: [string, unknown, string][] = [
      ['/api/url/add', { url: crlf }, 'url'],
      ['/api/url/add', { url: 'https://exa\tmple.com/' }, 'url'],
      ['/api/domain/add', { domain: 'https://go.example.com', redirectroot: crlf }, 'redirectroot'],
      ['/api/domain/add', { domain: 'https://go.example.com', redirect404: crlf }, 'redirect404'],
      ['/api/qr/add', { type: 'link', data: crlf }, 'data'],
    ];
    for (const [path, body, field] of cases) {
      const res = await a.call('POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields[field], JSON.stringify(body)).toMatch(
        /cannot contain tabs, line breaks or other control characters/,
      );
    }
    expect((await a.call('GET', '/api/urls')).json.data.result).toBe(0);
  });

  it('stores the normalised href and redirects to it', async () => {
    const { user, app } = setUp();
    const a = user();
    const { id, shorturl } = (
      await a.call('POST', '/api/url/add', { url: 'HTTPS://Example.COM/a b?q=ü' })
    ).json;
    const stored = (await a.call('GET', `/api/url/${id}`)).json;
    expect(stored.details.longurl).toBe('https://example.com/a%20b?q=%C3%BC');
    const visit = await app.request(new URL(shorturl).pathname);
    expect(visit.status).toBe(302);
    expect(visit.headers.get('Location')).toBe('https://example.com/a%20b?q=%C3%BC');
  });

  it('redirects a destination saved before the rule without a broken Location', async () => {
    const { user, app, db } = setUp();
    const a = user();
    const { id, shorturl } = (await a.call('POST', '/api/url/add', { url: 'https://x.example' }))
      .json;
    db.prepare('UPDATE links SET url = ? WHERE id = ?').run('https://example.com/a\r\nb\tc', id);
    const visit = await app.request(new URL(shorturl).pathname);
    expect(visit.status).toBe(302);
    expect(visit.headers.get('Location')).toBe('https://example.com/abc');
  });

  it('refuses half of a UTF-16 pair instead of storing three U+FFFD', async () => {
    const a = oneUser();
    const broken = JSON.stringify({ name: 'Sale \ud83d' });
    const res = await a.call('POST', '/api/channel/add', broken);
    expect(res.status).toBe(400);
    expect(res.json.fields.name).toMatch(/broken character/);
    const url = await a.call('POST', '/api/url/add', { url: 'https://example.com/\ud83d' });
    expect(url.json.fields.url).toMatch(/broken character/);
    const whole = await a.call('POST', '/api/channel/add', { name: 'Sale 🎉' });
    expect(whole.status).toBe(200);
    expect((await a.call('GET', '/api/channels')).json.data.channels[0].name).toBe('Sale 🎉');
  });
});
