import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { oneUser, setUp } from './test-helpers';

/** Headers, missing files and error sizes on every kind of answer. */
const dist = mkdtempSync(join(tmpdir(), 'linkdeck-headers-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Linkdeck</title>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const expectHardened = (res: Response, what: string) => {
  expect(res.headers.get('X-Content-Type-Options'), what).toBe('nosniff');
  const policy = res.headers.get('Permissions-Policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(policy, what).toContain(`${feature}=()`);
};

describe('every answer', () => {
  it('carries nosniff and a Permissions-Policy that turns every device feature off', async () => {
    const { app, user } = setUp({ distDir: dist });
    const a = user();
    const { shorturl } = (await a.call('POST', '/api/url/add', { url: 'https://example.com/' }))
      .json;
    const vcard = (await a.call('POST', '/api/qr/add', { type: 'vcard', data: { fname: 'Ada' } }))
      .json;
    const link = (await a.call('POST', '/api/qr/add', { type: 'link', data: 'https://e.com/' }))
      .json;
    await a.call('POST', '/api/domain/add', {
      domain: 'https://go.example.com',
      redirectroot: 'https://example.com/',
    });
    const answers: [string, Response][] = [
      ['/healthz', await app.request('/healthz')],
      [
        'API answer',
        await app.request('/api/account', { headers: { Authorization: `Bearer ${a.key}` } }),
      ],
      ['API without a key', await app.request('/api/account')],
      [
        'unknown API path',
        await app.request('/api/nowhere', { headers: { Authorization: `Bearer ${a.key}` } }),
      ],
      ['POST outside the API', await app.request('/', { method: 'POST' })],
      ['index.html', await app.request('/')],
      ['client-side route', await app.request('/links')],
      ['asset', await app.request('/assets/index-abc123.js')],
      ['missing asset', await app.request('/assets/missing.js')],
      ['/assets/%ff', await app.request('/assets/%ff')],
      ['short link', await app.request(new URL(shorturl).pathname)],
      ['unknown short link', await app.request('/s/nothing')],
      ['QR page', await app.request(new URL(link.link).pathname)],
      ['QR image', await app.request(`${new URL(link.link).pathname}.svg`)],
      ['vCard', await app.request(new URL(vcard.link).pathname)],
      ['branded domain', await app.request('/', { headers: { Host: 'go.example.com' } })],
    ];
    for (const [what, res] of answers) expectHardened(res, what);

    const real = setUp({ apiDialect: 'real', distDir: dist });
    expectHardened(await real.app.request('/api/nowhere'), 'real dialect: HTML 404');
    expectHardened(await real.app.request('/api/qr', { method: 'OPTIONS' }), 'real: HTML 405');
  });

  it('answers 404 for any missing file, /assets/%ff included, and the app for its routes', async () => {
    const { app } = setUp({ distDir: dist });
    for (const path of [
      '/assets/%ff',
      '/assets/missing.js',
      '/favicon.png',
      '/app.js',
      '/%E0%A4%A',
    ])
      expect((await app.request(path)).status, path).toBe(404);
    for (const path of ['/', '/links/12/stats', '/qr/new', '/sign-in'])
      expect(await (await app.request(path)).text(), path).toContain('<title>Linkdeck</title>');
  });

  it('keeps an error about 6,000 unknown fields, or one huge field name, short', async () => {
    const a = oneUser();
    const body = Object.fromEntries(
      Array.from({ length: 6000 }, (_, i) => [`k${i}`, 1] as [string, number]),
    );
    const many = await a.call('POST', '/api/url/add', { url: 'https://example.com/', ...body });
    expect(many.status).toBe(400);
    expect(many.text.length).toBeLessThan(3000);
    expect(many.json.message).toBe(
      'Unknown field "k0": remove it. 5,980 more fields have problems too.',
    );
    expect(Object.keys(many.json.fields)).toHaveLength(20);

    const long = await a.call('POST', '/api/url/add', {
      url: 'https://example.com/',
      ['x'.repeat(50_000)]: 1,
    });
    expect(long.status).toBe(400);
    expect(long.text.length).toBeLessThan(500);
    expect(long.json.message).toBe(`Unknown field "${'x'.repeat(60)}…": remove it.`);
  });
});
