import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/demo-data';
import { setUp } from '../test-helpers';

/** A real-dialect server and a user with the demo data. */
const realInstance = (overrides: Parameters<typeof setUp>[0] = {}) => {
  const service = setUp({ apiDialect: 'real', ...overrides });
  const demo = service.user();
  seedDemoData(service.db, demo.id, { scans: 50 });
  return { ...service, demo };
};

describe('API_DIALECT=real: envelopes and types', () => {
  it('lists with the number 0, string ids, nextpage null and a float maxpage', async () => {
    const { demo } = realInstance();
    const res = await demo.call('GET', '/api/pixels?limit=100');
    expect(res.status).toBe(200);
    expect(res.json.error).toBe(0);
    expect(res.json.data.nextpage).toBeNull();
    expect(res.text).toContain('"maxpage":1.0');
    expect(res.json.data.pixels.length).toBeGreaterThan(0);
    for (const pixel of res.json.data.pixels) expect(pixel.id).toMatch(/^\d+$/);
  });

  it('lists CTA overlays under `overlay`', async () => {
    const { demo } = realInstance();
    const res = await demo.call('GET', '/api/overlay');
    expect(res.json.data.cta).toBeUndefined();
    expect(res.json.data.overlay.length).toBeGreaterThan(0);
    expect(res.json.data.overlay[0].id).toMatch(/^\d+$/);
  });

  it('sends link counters as strings and keeps link ids numbers', async () => {
    const { demo } = realInstance();
    const list = await demo.call('GET', '/api/urls?limit=1');
    const [link] = list.json.data.urls;
    expect(typeof link.id).toBe('number');
    expect(link.clicks).toMatch(/^\d+$/);
    expect(link.uniqueclicks).toMatch(/^\d+$/);
    const one = await demo.call('GET', `/api/url/${link.id}`);
    expect(one.json.details.clicks).toBe(link.clicks);
  });

  it('answers a saved campaign with its name under `campaign` only', async () => {
    const { demo } = realInstance();
    const added = await demo.call('POST', '/api/campaign/add', { name: 'Spring' });
    expect(added.json).toMatchObject({ error: 0, campaign: 'Spring' });
    expect(added.json.domain).toBeUndefined();
    const updated = await demo.call('PUT', `/api/campaign/${added.json.id}/update`, {
      name: 'Summer',
    });
    expect(updated.json).toMatchObject({ error: 0, campaign: 'Summer' });
    expect(updated.json.domain).toBeUndefined();
  });

  it('answers created pixels, domains and QR codes with string ids', async () => {
    const { demo } = realInstance();
    const answers = [
      await demo.call('POST', '/api/pixel/add', { type: 'gtmpixel', name: 'A', tag: 'GTM-ABC123' }),
      await demo.call('POST', '/api/domain/add', { domain: 'https://go.example.test' }),
      await demo.call('POST', '/api/qr/add', { type: 'text', data: 'Hello' }),
    ];
    for (const { json } of answers)
      expect(json).toMatchObject({ error: 0, id: expect.stringMatching(/^\d+$/) });
  });

  it('lists campaigns with an unknown `views` field', async () => {
    const { demo } = realInstance();
    const res = await demo.call('GET', '/api/campaigns');
    expect(res.json.data.campaigns.length).toBeGreaterThan(0);
    for (const campaign of res.json.data.campaigns) expect(campaign.views).toBe('0');
  });

  it('cuts channel item titles to 30 characters and answers an update with the channel only', async () => {
    const { demo } = realInstance();
    const channel = (await demo.call('POST', '/api/channel/add', { name: 'Long' })).json;
    const link = (
      await demo.call('POST', '/api/url/add', { url: 'https://a.test/', metatitle: 'T'.repeat(40) })
    ).json;
    await demo.call('POST', `/api/channel/${channel.id}/assign/links/${link.id}`);
    const items = await demo.call('GET', `/api/channel/${channel.id}`);
    expect(items.json.data.items[0].title).toBe('T'.repeat(30));
    const updated = await demo.call('PUT', `/api/channel/${channel.id}/update`, { name: 'Short' });
    expect(updated.json).toMatchObject({ error: 0, id: channel.id, name: 'Short' });
    expect(updated.json.message).toBeUndefined();
  });

  it('lists a system domain with id null first', async () => {
    const { demo } = realInstance();
    const res = await demo.call('GET', '/api/domains?limit=100');
    const [system, ...own] = res.json.data.domains;
    expect(system).toEqual({
      id: null,
      domain: 'http://links.test',
      redirectroot: '',
      redirect404: '',
    });
    expect(own.length).toBeGreaterThan(0);
    expect(res.json.data.result).toBe(own.length + 1);
  });
});

describe('API_DIALECT=real: QR codes', () => {
  it('lists bare items whose link is the code image, which the server serves as SVG', async () => {
    const { demo, call } = realInstance();
    const res = await demo.call('GET', '/api/qr?limit=100');
    const [qr] = res.json.data.qrs;
    expect(Object.keys(qr)).toEqual(['id', 'link', 'scans', 'name', 'date']);
    expect(qr.id).toMatch(/^\d+$/);
    expect(qr.scans).toMatch(/^\d+$/);
    expect(qr.link).toMatch(/^http:\/\/links\.test\/q\/[A-Za-z0-9]+\.svg$/);
    const image = await call(null, 'GET', new URL(qr.link).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.text).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Drawing the image is not a scan.
    const again = await demo.call('GET', `/api/qr/${qr.id}`);
    expect(again.json.details.scans).toBe(qr.scans);
  });

  it('answers one code with its date under details.data, and statistics only for dynamic types', async () => {
    const { demo } = realInstance();
    const link = await demo.call('POST', '/api/qr/add', { type: 'link', data: 'https://a.test/' });
    expect(link.json.link).toMatch(/\.svg$/);
    const text = await demo.call('POST', '/api/qr/add', { type: 'text', data: 'Hello' });
    const dynamic = await demo.call('GET', `/api/qr/${link.json.id}`);
    expect(Object.keys(dynamic.json.details)).toEqual(['id', 'link', 'scans', 'name', 'data']);
    expect(dynamic.json.details.data).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(dynamic.json.data.clicks).toBe(0);
    const fixed = await demo.call('GET', `/api/qr/${text.json.id}`);
    expect(fixed.json).toEqual({ error: 0, details: expect.any(Object) });
  });

  it('keeps the stored content on an update that sends only colours', async () => {
    const { demo, db } = realInstance();
    const wifi = { ssid: 'Cafe', pass: 'secret-pass', encryption: 'WPA' };
    const { id } = (await demo.call('POST', '/api/qr/add', { type: 'wifi', data: wifi })).json;
    const colours = await demo.call('PUT', `/api/qr/${id}/update`, { foreground: 'rgb(1,2,3)' });
    expect(colours.json).toEqual({ error: 0, message: 'QR code updated.' });
    const stored = db.prepare('SELECT data, foreground FROM qr_codes WHERE id = ?').get(id) as {
      data: string;
      foreground: string;
    };
    expect(JSON.parse(stored.data)).toEqual(wifi);
    expect(stored.foreground).toMatch(/1,\s*2,\s*3|#010203/i);
    // Content that is sent is still checked against the stored type.
    const wrong = await demo.call('PUT', `/api/qr/${id}/update`, { data: 'https://a.test/' });
    expect(wrong.json.error).toBe(1);
  });

  it('refuses a logo the stored content would not fit with, and answers 422 for an image it cannot draw', async () => {
    const { demo, db, call } = realInstance();
    // 1,400 bytes fit a code without a logo (2,331), not one with a logo (1,273).
    const { id } = (
      await demo.call('POST', '/api/qr/add', { type: 'text', data: 'é'.repeat(700), name: 'Long' })
    ).json;
    const logo = await demo.call('PUT', `/api/qr/${id}/update`, {
      logo: 'https://cdn.example.com/logo.png',
    });
    expect(logo.json).toMatchObject({ error: 1, message: expect.stringMatching(/at most 1,273/) });
    // A row stored before the rule: the image the list links says why it cannot be drawn.
    db.prepare('UPDATE qr_codes SET data = ? WHERE id = ?').run(
      JSON.stringify('中'.repeat(1000)),
      id,
    );
    const { qrs } = (await demo.call('GET', '/api/qr?limit=100')).json.data;
    const listed = qrs.find((qr: { name: string }) => qr.name === 'Long');
    const image = await call(null, 'GET', new URL(listed.link).pathname);
    expect(image.status).toBe(422);
    expect(image.text).toMatch(/cannot be drawn/);
  });
});

describe('API_DIALECT=real: errors and headers', () => {
  it('answers a missing or unknown key with 403', async () => {
    const { call } = realInstance();
    for (const key of [null, '0'.repeat(40)]) {
      const res = await call(key, 'GET', '/api/account');
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ error: 1 });
    }
  });

  it('answers not found and invalid input with HTTP 200 and error 1', async () => {
    const { demo } = realInstance();
    const missing = await demo.call('GET', '/api/qr/999999');
    expect(missing.status).toBe(200);
    expect(missing.json).toMatchObject({ error: 1, message: expect.any(String) });
    const invalid = await demo.call('POST', '/api/pixel/add', { type: 'nope' });
    expect(invalid.status).toBe(200);
    expect(invalid.json.error).toBe(1);
  });

  it('answers the rate limit with HTTP 200, error 429 and the wait in the body only', async () => {
    const { demo } = realInstance({ rateLimitPerMinute: 1 });
    expect((await demo.call('GET', '/api/account')).status).toBe(200);
    const over = await demo.call('GET', '/api/account');
    expect(over.status).toBe(200);
    expect(over.json).toEqual({
      error: 429,
      message: 'Too Many API Requests.',
      'Retry-After': expect.any(Number),
    });
    expect(over.headers.get('retry-after')).toBeNull();
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('answers unknown routes, wrong methods and preflights with HTML, and sends no CORS headers', async () => {
    const { demo, call } = realInstance();
    const unknown = await demo.call('GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
    const wrongMethod = await demo.call('DELETE', '/api/qr');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('content-type')).toMatch(/^text\/html/);
    const preflight = await call(null, 'OPTIONS', '/api/qr', undefined, {
      Origin: 'https://elsewhere.test',
      'Access-Control-Request-Method': 'GET',
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('content-type')).toMatch(/^text\/html/);
    const cross = await demo.call('GET', '/api/account', undefined, {
      Origin: 'https://elsewhere.test',
    });
    expect(cross.status).toBe(200);
    expect([...cross.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});

describe('RATE_LIMIT_HEADERS=off', () => {
  it.each(['contract', 'real'] as const)(
    'sends no rate-limit header at all in the %s dialect, even over the limit',
    async (apiDialect) => {
      const { user } = setUp({ apiDialect, rateLimitHeaders: false, rateLimitPerMinute: 1 });
      const someone = user();
      const answers = [
        await someone.call('GET', '/api/account'),
        await someone.call('GET', '/api/account'),
      ];
      expect(answers[1].json.error).toBe(apiDialect === 'real' ? 429 : 1);
      for (const res of answers)
        expect(
          [...res.headers.keys()].filter((h) => /^(x-ratelimit-|retry-after)/.test(h)),
        ).toEqual([]);
    },
  );
});
