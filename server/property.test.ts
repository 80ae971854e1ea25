import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setUp } from './test-helpers';

/** Every API path pattern, with `:id` style parameters filled in by the generator. */
const PATHS = [
  '/api/account',
  '/api/account/update',
  '/api/domains',
  '/api/domain/add',
  '/api/domain/:id/update',
  '/api/domain/:id/delete',
  '/api/overlay',
  '/api/campaigns',
  '/api/campaign/add',
  '/api/campaign/:id/assign/:id',
  '/api/campaign/:id/update',
  '/api/campaign/:id/delete',
  '/api/channels',
  '/api/channel/:id',
  '/api/channel/add',
  '/api/channel/:id/assign/:type/:id',
  '/api/channel/:id/update',
  '/api/channel/:id/delete',
  '/api/splash',
  '/api/pixels',
  '/api/pixel/add',
  '/api/pixel/:id/update',
  '/api/pixel/:id/delete',
  '/api/qr',
  '/api/qr/:id',
  '/api/qr/add',
  '/api/qr/:id/update',
  '/api/qr/:id/delete',
  '/api/urls',
  '/api/url/:id',
  '/api/url/add',
  '/api/url/:id/update',
  '/api/url/:id/delete',
  '/api/:type',
];

const id = fc.oneof(
  fc.integer({ min: 1, max: 5 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '9007199254740993',
    '99999999999999999999999',
    'abc',
    '%00',
    '%E0%A4%A',
    '..',
    '',
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const segment = fc.oneof(
  fc.constantFrom('links', 'bio', 'qr', 'video', 'LINKS'),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
);

const path = fc
  .tuple(fc.constantFrom(...PATHS), fc.array(id, { minLength: 2, maxLength: 2 }), segment)
  .map(([pattern, [first, second], type]) => {
    let n = 0;
    return pattern.replace(/:id/g, () => (n++ === 0 ? first : second)).replace(':type', type);
  });

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?limit=1',
    '?page=2&limit=100',
    '?limit=0',
    '?limit=1e400',
    '?page=-1',
    '?order=click&q=%25_',
    '?q=' + 'x'.repeat(300),
    '?x=1',
  ),
  fc
    .dictionary(fc.constantFrom('limit', 'page', 'q', 'order', 'zz'), fc.string({ maxLength: 6 }))
    .map((q) => `?${new URLSearchParams(q).toString()}`),
);

const FIELD_NAMES = [
  'type',
  'data',
  'name',
  'tag',
  'domain',
  'redirectroot',
  'redirect404',
  'slug',
  'public',
  'color',
  'starred',
  'description',
  'url',
  'custom',
  'email',
  'password',
  'background',
  'foreground',
  'logo',
  'ssid',
  '__proto__',
  'constructor',
];

const leaf = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    'https://example.com',
    'GTM-ABC123',
    'rgb(1,2,3)',
    '#123456',
    'link',
    'wifi',
    'vcard',
    'gtmpixel',
    '\u0000\u0007\r\n',
    '💥'.repeat(50),
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('node'), { maxKeys: 4 }),
  ),
})).node;

const body = fc.oneof(
  fc.constant(undefined),
  fc
    .dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 6 })
    .map((o) => JSON.stringify(o)),
  value.map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '{',
    '{"a":',
    '[]',
    'null',
    '1e999',
    '{"type":"link","data":"https://e.com","type":"wifi"}',
  ),
);

describe('every endpoint, random input', () => {
  it('never answers 5xx and always answers the JSON envelope', async () => {
    const { user, db, call } = setUp();
    const a = user();
    // Something to find: a few resources of each kind.
    await a.call('POST', '/api/domain/add', { domain: 'https://go.example.com' });
    await a.call('POST', '/api/campaign/add', { name: 'C', slug: 'c-slug' });
    await a.call('POST', '/api/channel/add', { name: 'Ch' });
    await a.call('POST', '/api/pixel/add', { type: 'bing', name: 'B', tag: '12345' });
    await a.call('POST', '/api/qr/add', { type: 'link', data: 'https://example.com' });
    await a.call('POST', '/api/url/add', { url: 'https://example.com' });
    const statuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'),
        path,
        query,
        body,
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''),
        fc.boolean(),
        async (method, p, q, payload, contentType, withKey) => {
          const headers: Record<string, string> = {};
          if (contentType) headers['Content-Type'] = contentType;
          const res = await call(
            withKey ? a.key : null,
            method,
            p + q,
            method === 'GET' || method === 'HEAD' ? undefined : payload,
            headers,
          );
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, `${method} ${p}${q} ${payload}`).toBeLessThan(500);
          if (method === 'HEAD') return;
          expect(res.headers.get('Content-Type'), `${method} ${p}${q}`).toMatch(
            /^application\/json/,
          );
          const { json } = res;
          if (res.status >= 400) {
            expect(json.error, `${method} ${p}${q} ${res.text}`).toBe(1);
            expect(typeof json.message).toBe('string');
            expect(json.message.length).toBeGreaterThan(0);
          } else expect([0, '0']).toContain(json.error);
        },
      ),
      { numRuns: 2500 },
    );
    // The data that was there is still consistent: every row still belongs to the user.
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(db.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
    expect(statuses.size).toBeGreaterThan(4);
  }, 60_000);
});
