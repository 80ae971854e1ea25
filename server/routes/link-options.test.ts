import { describe, expect, it } from 'vitest';
import { isExpired, parseRedirectType } from '../../src/api/link-options';
import { verifyPassword } from '../credentials';
import { seedDemoData } from '../db/demo-data';
import { linkOptionTargets, NO_LINK_OPTIONS, setUp } from '../test-helpers';

/** A user, what their options can name, and a link with every option. */
const linkWithEverything = async (overrides: Parameters<typeof setUp>[0] = {}) => {
  const service = setUp(overrides);
  const a = service.user();
  const owned = await linkOptionTargets(service.db, a);
  const input = {
    url: 'https://example.com/spring',
    custom: 'spring',
    metatitle: 'Spring sale',
    description: 'Private note',
    status: 'public',
    password: 'open sesame',
    expiry: '2030-12-31 23:59:00',
    type: `overlay-${owned.overlay}`,
    metadescription: 'Everything 20% off',
    metaimage: 'https://cdn.example.com/spring.jpg',
    pixels: [owned.gaPixel, owned.fbPixel],
    channel: owned.channel,
    campaign: owned.campaign,
    deeplink: { auto: true, apple: 'https://apps.apple.com/app/id123', google: 'myshop://sale' },
    geotarget: [
      { location: 'Canada', link: 'https://example.com/ca' },
      { location: 'united states', link: 'https://example.com/us' },
      { location: 'de', link: 'https://example.com/de' },
    ],
    devicetarget: [{ device: 'iphone', link: 'https://example.com/ios' }],
    languagetarget: [{ language: 'FR', link: 'https://example.com/fr' }],
    parameters: [{ name: 'utm_source', value: 'newsletter' }],
  };
  const created = await a.call('POST', '/api/url/add', input);
  expect(created.json, JSON.stringify(created.json)).toMatchObject({ error: 0 });
  return { ...service, a, owned, input, id: created.json.id as number };
};

/** Every option as the contract dialect reports it after `linkWithEverything`. */
const storedOptions = (owned: Awaited<ReturnType<typeof linkOptionTargets>>) => ({
  status: 'public',
  password: true,
  expiry: '2030-12-31 23:59:00',
  type: `overlay-${owned.overlay}`,
  metadescription: 'Everything 20% off',
  metaimage: 'https://cdn.example.com/spring.jpg',
  pixels: [owned.gaPixel, owned.fbPixel],
  campaign: owned.campaign,
  channels: [owned.channel],
  deeplink: { auto: true, apple: 'https://apps.apple.com/app/id123', google: 'myshop://sale' },
  geotarget: [
    { location: 'CA', link: 'https://example.com/ca' },
    { location: 'US', link: 'https://example.com/us' },
    { location: 'DE', link: 'https://example.com/de' },
  ],
  devicetarget: [{ device: 'iPhone', link: 'https://example.com/ios' }],
  languagetarget: [{ language: 'fr', link: 'https://example.com/fr' }],
  parameters: [{ name: 'utm_source', value: 'newsletter' }],
});

describe('link options: storage (contract dialect)', () => {
  it('stores every option and reports all of them, the password only as set', async () => {
    const { a, id, owned, db } = await linkWithEverything();
    const one = await a.call('GET', `/api/url/${id}`);
    expect(one.json.details).toMatchObject({
      id,
      title: 'Spring sale',
      description: 'Private note',
      longurl: 'https://example.com/spring',
      ...storedOptions(owned),
    });
    expect(one.text).not.toContain('open sesame');
    expect(one.text).not.toContain('scrypt');
    const hash = db.prepare('SELECT password_hash FROM links WHERE id = ?').pluck().get(id);
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('open sesame', hash as string)).toBe(true);
    expect(await verifyPassword('open sesame!', hash as string)).toBe(false);
    // The list reports none of the options, as on real instances.
    const [listed] = (await a.call('GET', '/api/urls')).json.data.urls;
    expect(listed.password).toBeUndefined();
    expect(listed.geotarget).toBeUndefined();
  });

  it('changes only the fields an update receives', async () => {
    const { a, id, owned, db } = await linkWithEverything();
    const hashBefore = db.prepare('SELECT password_hash FROM links WHERE id = ?').pluck().get(id);
    const res = await a.call('PUT', `/api/url/${id}/update`, { expiry: '2031-01-31 12:00:00' });
    expect(res.json).toEqual({ error: 0, id, shorturl: 'http://links.test/s/spring' });
    const after = (await a.call('GET', `/api/url/${id}`)).json.details;
    expect(after).toMatchObject({ ...storedOptions(owned), expiry: '2031-01-31 12:00:00' });
    expect(after.title).toBe('Spring sale');
    expect(after.longurl).toBe('https://example.com/spring');
    expect(db.prepare('SELECT password_hash FROM links WHERE id = ?').pluck().get(id)).toBe(
      hashBefore,
    );
    // One target list replaced, the others kept.
    await a.call('PUT', `/api/url/${id}/update`, {
      devicetarget: [{ device: 'Android', link: 'https://example.com/android' }],
    });
    const targets = (await a.call('GET', `/api/url/${id}`)).json.details;
    expect(targets.devicetarget).toEqual([
      { device: 'Android', link: 'https://example.com/android' },
    ]);
    expect(targets.geotarget).toHaveLength(3);
    expect(targets.deeplink).toEqual(storedOptions(owned).deeplink);
  });

  it('clears an option with its empty value', async () => {
    const { a, id } = await linkWithEverything();
    // Each option's empty value: the reported "none", but '' for the password and expiry.
    await a.call('PUT', `/api/url/${id}/update`, {
      ...NO_LINK_OPTIONS,
      password: '',
      expiry: '',
      metatitle: '',
    });
    const details = (await a.call('GET', `/api/url/${id}`)).json.details;
    expect(details).toMatchObject({ title: '', ...NO_LINK_OPTIONS });
    // A deep link with both addresses empty is no deep link.
    await a.call('PUT', `/api/url/${id}/update`, { deeplink: { apple: '', google: '' } });
    expect((await a.call('GET', `/api/url/${id}`)).json.details.deeplink).toBeNull();
  });

  it('takes splash pages by id, the service splash and frame', async () => {
    const { a, id, owned } = await linkWithEverything();
    for (const [sent, stored] of [
      ['splash', 'splash'],
      ['FRAME', 'frame'],
      [owned.splash, String(owned.splash)],
      [String(owned.splash), String(owned.splash)],
    ]) {
      const res = await a.call('PUT', `/api/url/${id}/update`, { type: sent });
      expect(res.status, String(sent)).toBe(200);
      expect((await a.call('GET', `/api/url/${id}`)).json.details.type).toBe(stored);
    }
  });

  it('forgets a deleted pixel and the link with its pixels', async () => {
    const { a, id, owned, db } = await linkWithEverything();
    await a.call('DELETE', `/api/pixel/${owned.gaPixel}/delete`);
    expect((await a.call('GET', `/api/url/${id}`)).json.details.pixels).toEqual([owned.fbPixel]);
    await a.call('DELETE', `/api/url/${id}/delete`);
    expect(db.prepare('SELECT COUNT(*) FROM link_pixels').pluck().get()).toBe(0);
  });
});

describe('link options: bad input', () => {
  it('answers each bad option with a 400 naming the field', async () => {
    const { a } = await linkWithEverything();
    const url = 'https://example.com';
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ status: 'hidden' }, 'status', /public or private/],
      [{ password: 'x'.repeat(101) }, 'password', /at most 100/],
      [{ password: 'line\nbreak' }, 'password', /line breaks/],
      [{ expiry: '2030-02-30 10:00:00' }, 'expiry', /real date and time/],
      [{ expiry: '31/12/2030' }, 'expiry', /YYYY-MM-DD HH:MM:SS/],
      [{ type: 'popup' }, 'type', /direct, frame, splash/],
      [{ type: 'overlay-x' }, 'type', /overlay-<id>/],
      [{ metaimage: 'https://cdn.example.com/a.gif' }, 'metaimage', /\.png or \.jpg/],
      [{ metaimage: 'javascript:alert(1)//.png' }, 'metaimage', /http\(s\)/],
      [{ metatitle: 'Tab\u0007bell' }, 'metatitle', /control characters/],
      [{ metadescription: 'x'.repeat(501) }, 'metadescription', /at most 500/],
      [{ pixels: [1, 1] }, 'pixels', /listed twice/],
      [{ pixels: 'all' }, 'pixels', /list of pixel ids/],
      [{ campaign: 'spring' }, 'campaign', /number/],
      [
        { geotarget: [{ location: 'Atlantis', link: url }] },
        'geotarget.0.location',
        /not a country/,
      ],
      [{ geotarget: [{ location: 'ZZ', link: url }] }, 'geotarget.0.location', /not a country/],
      [
        {
          geotarget: [
            { location: 'Canada', link: url },
            { location: 'CA', link: `${url}/2` },
          ],
        },
        'geotarget.1.location',
        /appears twice/,
      ],
      [
        { geotarget: [{ location: 'CA', link: 'javascript:alert(1)' }] },
        'geotarget.0.link',
        /http:\/\/ or https:\/\//,
      ],
      [
        { geotarget: [{ location: 'CA', link: url, extra: 1 }] },
        'geotarget.0.extra',
        /Unknown field/,
      ],
      [
        { geotarget: Array.from({ length: 51 }, () => ({ location: 'CA', link: url })) },
        'geotarget',
        /at most 50 rows/,
      ],
      [{ devicetarget: [{ device: 'Nokia', link: url }] }, 'devicetarget.0.device', /iPhone, iPad/],
      [
        {
          devicetarget: [
            { device: 'iPhone', link: url },
            { device: 'IPHONE', link: url },
          ],
        },
        'devicetarget.1.device',
        /appears twice/,
      ],
      [
        { devicetarget: [{ device: 'Android', link: 'data:text/html,<script>x</script>' }] },
        'devicetarget.0.link',
        /http/,
      ],
      [
        { languagetarget: [{ language: 'eng', link: url }] },
        'languagetarget.0.language',
        /ISO 639-1/,
      ],
      [
        { languagetarget: [{ language: 'xx', link: url }] },
        'languagetarget.0.language',
        /ISO 639-1/,
      ],
      [
        {
          parameters: [
            { name: 'utm_source', value: 'a' },
            { name: 'UTM_SOURCE', value: 'b' },
          ],
        },
        'parameters.1.name',
        /appears twice/,
      ],
      [{ parameters: [{ name: '', value: 'a' }] }, 'parameters.0.name', /required/],
      [{ parameters: [{ name: 'a', value: 'x\ny' }] }, 'parameters.0.value', /line breaks/],
      [{ deeplink: { apple: 'javascript://%0Aalert(1)' } }, 'deeplink.apple', /never javascript/],
      [{ deeplink: { google: 'data://text/html' } }, 'deeplink.google', /never javascript/],
      [{ deeplink: { google: 'my app://x' } }, 'deeplink.google', /app address/],
      [{ deeplink: { auto: 'yes' } }, 'deeplink.auto', /true or false/],
      [{ deeplink: { windows: 'x' } }, 'deeplink.windows', /Unknown field/],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.call('POST', '/api/url/add', { url, ...body });
      const label = JSON.stringify(body).slice(0, 120);
      expect(res.status, label).toBe(400);
      expect(res.json.error, label).toBe(1);
      expect(res.json.fields?.[field], `${label}: ${JSON.stringify(res.json)}`).toMatch(message);
    }
    // Nothing was stored by any of them.
    expect((await a.call('GET', '/api/urls')).json.data.result).toBe(1);
  });

  it("refuses another account's pixel, splash page, overlay, campaign and channel", async () => {
    const { db, user } = setUp();
    const a = user();
    const b = user();
    const foreign = await linkOptionTargets(db, b);
    const mine = await linkOptionTargets(db, a);
    const { id } = (await a.call('POST', '/api/url/add', { url: 'https://example.com' })).json;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ pixels: [mine.fbPixel, foreign.fbPixel] }, 'pixels.1', /not one of your pixels/],
      [{ pixels: [999999] }, 'pixels.0', /not one of your pixels/],
      [{ type: foreign.splash }, 'type', /not one of your splash pages/],
      [{ type: `overlay-${foreign.overlay}` }, 'type', /not one of your overlays/],
      [{ campaign: foreign.campaign }, 'campaign', /not one of your campaigns/],
      [{ channel: foreign.channel }, 'channel', /not one of your channels/],
    ];
    for (const [body, field, message] of cases) {
      for (const [method, path] of [
        ['POST', '/api/url/add'],
        ['PUT', `/api/url/${id}/update`],
      ]) {
        const res = await a.call(method, path, { url: 'https://example.com/x', ...body });
        expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json.fields[field]).toMatch(message);
      }
    }
    // Nothing changed: the update was refused as a whole.
    expect((await a.call('GET', `/api/url/${id}`)).json.details.longurl).toBe(
      'https://example.com', // stored as sent (decision 0046)
    );
    expect(db.prepare('SELECT COUNT(*) FROM channel_items').pluck().get()).toBe(0);
  });
});

describe('link options: API_DIALECT=real', () => {
  it('reports only location, device and expiry, as real instances do', async () => {
    const { a, id } = await linkWithEverything({ apiDialect: 'real' });
    const details = (await a.call('GET', `/api/url/${id}`)).json.details;
    expect(details.location).toEqual({
      Canada: 'https://example.com/ca',
      'United States': 'https://example.com/us',
      Germany: 'https://example.com/de',
    });
    expect(details.device).toEqual({ iPhone: 'https://example.com/ios' });
    expect(details.expiry).toBe('2030-12-31 23:59:00');
    for (const hidden of [
      'status',
      'password',
      'type',
      'metadescription',
      'metaimage',
      'pixels',
      'campaign',
      'channels',
      'deeplink',
      'geotarget',
      'devicetarget',
      'languagetarget',
      'parameters',
    ])
      expect(details[hidden], hidden).toBeUndefined();
  });

  it('sends empty target maps as PHP does ([]) and a missing expiry as null', async () => {
    const { user } = setUp({ apiDialect: 'real' });
    const a = user();
    const { id } = (await a.call('POST', '/api/url/add', { url: 'https://example.com' })).json;
    const details = (await a.call('GET', `/api/url/${id}`)).json.details;
    expect(details).toMatchObject({ location: [], device: [], expiry: null });
  });

  it('keeps options it does not report when an update leaves them out', async () => {
    const { a, id, owned, db } = await linkWithEverything({ apiDialect: 'real' });
    const res = await a.call('PUT', `/api/url/${id}/update`, { url: 'https://example.com/new' });
    expect(res.json).toMatchObject({ error: 0, id });
    const row = db
      .prepare(
        'SELECT status, redirect_type, password_hash IS NOT NULL AS has_password, routing FROM links WHERE id = ?',
      )
      .get(id) as Record<string, unknown>;
    expect(row).toMatchObject({
      status: 'public',
      redirect_type: `overlay-${owned.overlay}`,
      has_password: 1,
    });
    expect(JSON.parse(row.routing as string).languagetarget).toEqual([
      { language: 'fr', link: 'https://example.com/fr' },
    ]);
  });

  it('answers bad options with HTTP 200, error 1 and the field', async () => {
    const { user } = setUp({ apiDialect: 'real' });
    const a = user();
    const res = await a.call('POST', '/api/url/add', {
      url: 'https://example.com',
      geotarget: [{ location: 'Narnia', link: 'https://example.com' }],
    });
    expect(res.status).toBe(200);
    expect(res.json.error).toBe(1);
    expect(res.json.fields['geotarget.0.location']).toMatch(/not a country/);
  });
});

describe('link options: demo data', () => {
  it('gives a new demo user links that use their options', async () => {
    const { user, db } = setUp();
    const demo = user();
    seedDemoData(db, demo.id, { scans: 0 });
    const { urls } = (await demo.call('GET', '/api/urls?limit=100')).json.data;
    const details = await Promise.all(
      urls.map(
        async ({ id }: { id: number }) => (await demo.call('GET', `/api/url/${id}`)).json.details,
      ),
    );
    const some = (test: (d: Record<string, unknown>) => boolean) => details.some(test);
    expect(some((d) => d.password === true)).toBe(true);
    expect(some((d) => isExpired(d.expiry as string | null))).toBe(true);
    expect(some((d) => d.expiry !== null && !isExpired(d.expiry as string))).toBe(true);
    expect(some((d) => (d.geotarget as unknown[]).length > 0)).toBe(true);
    expect(some((d) => (d.languagetarget as unknown[]).length > 0)).toBe(true);
    expect(some((d) => d.deeplink !== null)).toBe(true);
    expect(some((d) => (d.pixels as unknown[]).length > 0)).toBe(true);
    expect(some((d) => d.metaimage !== '')).toBe(true);
    for (const kind of ['frame', 'overlay', 'splash-page'])
      expect(
        some((d) => parseRedirectType(d.type as string)?.kind === kind),
        kind,
      ).toBe(true);
  });
});
