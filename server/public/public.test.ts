import { describe, expect, it } from 'vitest';
import { setUp } from '../test-helpers';
import { PAGE_CSP } from './html';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const visit = (
  app: ReturnType<typeof setUp>['app'],
  path: string,
  headers: Record<string, string> = {},
) => app.request(path, { headers });

describe('short links', () => {
  it('redirects and counts the click without a key', async () => {
    const { user, app } = setUp();
    const a = user();
    const { id, shorturl } = (
      await a.call('POST', '/api/url/add', { url: 'https://example.com/dest?x=1' })
    ).json;
    const res = await visit(app, new URL(shorturl).pathname, { 'User-Agent': SAFARI_IOS });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('https://example.com/dest?x=1');
    const stats = (await a.call('GET', `/api/url/${id}`)).json;
    expect(stats.details.clicks).toBe(1);
    expect(stats.data.topBrowsers).toEqual({ Safari: '1' });
    expect(stats.data.topOs).toEqual({ iOS: '1' });
  });

  it('follows the link with a trailing slash too, never serving the dashboard there', async () => {
    const { user, app } = setUp();
    const a = user();
    const { id, shorturl } = (
      await a.call('POST', '/api/url/add', { url: 'https://example.com/d' })
    ).json;
    const res = await visit(app, `${new URL(shorturl).pathname}/`);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('https://example.com/d');
    expect((await a.call('GET', `/api/url/${id}`)).json.details.clicks).toBe(1);
    expect((await visit(app, '/s/nothing/')).status).toBe(404);
    expect((await visit(app, '/s/nothing/')).headers.get('Content-Type')).toMatch(/text\/html/);
  });

  it('answers an unknown alias with an HTML 404 page', async () => {
    const { app } = setUp();
    const res = await visit(app, '/s/nothing');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(res.headers.get('Content-Security-Policy')).toBe(PAGE_CSP);
  });
});

describe('QR visits and statistics', () => {
  it('records country, referrer, browser, OS and unique visitors, then aggregates them', async () => {
    const { user, app, db } = setUp({ trustProxyCountryHeader: true });
    const a = user();
    const { id, link } = (
      await a.call('POST', '/api/qr/add', { type: 'link', data: 'https://example.com/menu' })
    ).json;
    const path = new URL(link).pathname;
    const scans: Record<string, string>[] = [
      {
        'CF-IPCountry': 'DE',
        Referer: 'https://l.facebook.com/l.php?u=x',
        'User-Agent': CHROME_ANDROID,
      },
      { 'CF-IPCountry': 'DE', Referer: 'https://www.instagram.com/', 'User-Agent': SAFARI_IOS },
      { 'X-Country-Code': 'us', Referer: 'https://t.co/abc', 'User-Agent': SAFARI_IOS },
      { 'User-Agent': SAFARI_IOS },
      { 'CF-IPCountry': 'XX' },
    ];
    for (const headers of scans) {
      const res = await visit(app, path, headers);
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('https://example.com/menu');
    }
    const { details, data } = (await a.call('GET', `/api/qr/${id}`)).json;
    expect(details.scans).toBe(5);
    expect(data).toEqual({
      clicks: 5,
      // Same (absent) IP: one mark per distinct user agent.
      uniqueClicks: 3,
      topCountries: { Germany: '2', Unknown: '2', 'United States': '1' },
      topReferrers: { Direct: '2', 'instagram.com': '1', 'l.facebook.com': '1', 't.co': '1' },
      topBrowsers: { Safari: '3', Chrome: '1', Unknown: '1' },
      topOs: { iOS: '3', Android: '1', Unknown: '1' },
      socialCount: { facebook: 1, twitter: 1, instagram: 1, linkedin: 0 },
    });
    // The visitor mark is a salted hash, never the IP or user agent itself.
    const marks = db.prepare('SELECT visitor FROM visits').pluck().all() as string[];
    expect(marks.every((m) => /^[A-Za-z0-9_-]{22}$/.test(m))).toBe(true);
    // HEAD requests are not scans.
    await app.request(path, { method: 'HEAD' });
    expect((await a.call('GET', `/api/qr/${id}`)).json.data.clicks).toBe(5);
    // The QR list shows the new count (its cache is dropped on every scan).
    expect((await a.call('GET', '/api/qr')).json.data.qrs[0].scans).toBe(5);
  });

  it('ignores country headers unless a proxy in front is said to set them', async () => {
    const { user, app } = setUp();
    const a = user();
    const { id, shorturl } = (await a.call('POST', '/api/url/add', { url: 'https://example.com' }))
      .json;
    for (const headers of [{ 'CF-IPCountry': 'KP' }, { 'X-Country-Code': 'AQ' }] as Record<
      string,
      string
    >[])
      expect((await visit(app, new URL(shorturl).pathname, headers)).status).toBe(302);
    expect((await a.call('GET', `/api/url/${id}`)).json.data.topCountries).toEqual({
      Unknown: '2',
    });
  });

  it('keeps the top 10 labels per dimension', async () => {
    const { user, app } = setUp();
    const a = user();
    const { id, link } = (
      await a.call('POST', '/api/qr/add', { type: 'link', data: 'https://example.com' })
    ).json;
    for (let i = 0; i < 12; i++)
      for (let n = 0; n <= i; n++)
        await visit(app, new URL(link).pathname, { Referer: `https://site${i}.example/` });
    const { data } = (await a.call('GET', `/api/qr/${id}`)).json;
    expect(Object.keys(data.topReferrers)).toHaveLength(10);
    expect(data.topReferrers['site11.example']).toBe('12');
    expect(data.topReferrers['site0.example']).toBeUndefined();
  });

  it('downloads a vCard, and shows email and phone pages with a button', async () => {
    const { user, app } = setUp();
    const a = user();
    const card = (
      await a.call('POST', '/api/qr/add', {
        type: 'vcard',
        data: { fname: 'Ada', lname: 'Lovelace', org: 'Engines; Ltd', email: 'ada@example.com' },
      })
    ).json;
    const res = await visit(app, new URL(card.link).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/vcard/);
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="Ada-Lovelace.vcf"');
    const vcf = await res.text();
    expect(vcf).toContain('BEGIN:VCARD\r\n');
    expect(vcf).toContain('FN:Ada Lovelace');
    expect(vcf).toContain('ORG:Engines\\; Ltd');
    const email = (
      await a.call('POST', '/api/qr/add', {
        type: 'email',
        data: { email: 'hi@example.com', subject: 'Hello you' },
      })
    ).json;
    const emailPage = await (await visit(app, new URL(email.link).pathname)).text();
    expect(emailPage).toContain('href="mailto:hi@example.com?subject=Hello%20you"');
    const phone = (await a.call('POST', '/api/qr/add', { type: 'phone', data: '+1 555 0100' }))
      .json;
    const phoneRes = await visit(app, new URL(phone.link).pathname);
    expect(phoneRes.headers.get('Content-Security-Policy')).toBe(PAGE_CSP);
    expect(await phoneRes.text()).toContain('href="tel:+15550100"');
    for (const qr of [card, email, phone])
      expect((await a.call('GET', `/api/qr/${qr.id}`)).json.data.clicks).toBe(1);
  });

  it('shows static types without recording, escaping every user text', async () => {
    const { user, app, db } = setUp();
    const a = user();
    const text = (
      await a.call('POST', '/api/qr/add', {
        type: 'text',
        data: '<script>alert("x")</script>',
        name: '<b>Sign</b>',
      })
    ).json;
    const res = await visit(app, new URL(text.link).pathname);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(html).toContain('<title>&#60;b&#62;Sign&#60;/b&#62;</title>');
    const wifi = (
      await a.call('POST', '/api/qr/add', {
        type: 'wifi',
        data: { ssid: 'Cafe "Guest"', pass: 'espresso2024', encryption: 'WPA' },
      })
    ).json;
    expect(await (await visit(app, new URL(wifi.link).pathname)).text()).toContain(
      'Cafe &#34;Guest&#34;',
    );
    const sms = (
      await a.call('POST', '/api/qr/add', {
        type: 'sms',
        data: { phone: '+15550100', message: 'JOIN & win' },
      })
    ).json;
    expect(await (await visit(app, new URL(sms.link).pathname)).text()).toContain(
      'href="sms:+15550100?body=JOIN%20%26%20win"',
    );
    expect(db.prepare('SELECT COUNT(*) FROM visits').pluck().get()).toBe(0);
  });

  it('answers an unknown code with a 404 page', async () => {
    const { app } = setUp();
    expect((await visit(app, '/q/nope')).status).toBe(404);
  });

  it('answers a clear 422 for a stored code too big to draw, and draws at the level the logo asks for', async () => {
    const { user, app, db } = setUp();
    const a = user();
    // 30 bytes: version 3 at level M (29 modules), version 4 at level H (33).
    const text = 'x'.repeat(30);
    const { id, link } = (await a.call('POST', '/api/qr/add', { type: 'text', data: text })).json;
    const image = `${new URL(link).pathname}.svg`;
    const plain = await (await visit(app, image)).text();
    // Stored before the capacity rule: 3,000 bytes, more than any code holds.
    db.prepare('UPDATE qr_codes SET data = ? WHERE id = ?').run(
      JSON.stringify('中'.repeat(1000)),
      id,
    );
    const res = await visit(app, image);
    expect(res.status).toBe(422);
    expect(await res.text()).toMatch(/cannot be drawn.*3,000 bytes and a code holds at most 2,331/);
    // Its page still shows the text.
    expect((await visit(app, new URL(link).pathname)).status).toBe(200);
    // Drawn at the dashboard's level: M without a logo, H with one (a 2-module margin each side).
    db.prepare('UPDATE qr_codes SET data = ?, logo = ? WHERE id = ?').run(
      JSON.stringify(text),
      'https://cdn.example.com/logo.png',
      id,
    );
    const withLogo = await (await visit(app, image)).text();
    const modules = (svg: string) => Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
    expect(modules(plain)).toBe(29 + 4);
    expect(modules(withLogo)).toBe(33 + 4);
  });

  it('reads stored content with its type’s rule: a row that fails it gets a clear page, not a 500', async () => {
    const { user, app, db } = setUp();
    const a = user();
    // What an older version or a hand edit may have left: not JSON, or not the type's shape.
    const rows: [string, unknown, string][] = [
      ['email', 'hi@example.com', '{"subject":"No address"}'],
      ['text', 'Hello', '"Hello'],
      ['sms', { phone: '+15550100' }, '{"phone":42}'],
    ];
    for (const [type, data, broken] of rows) {
      const { id, link } = (await a.call('POST', '/api/qr/add', { type, data })).json;
      db.prepare('UPDATE qr_codes SET data = ? WHERE id = ?').run(broken, id);
      const res = await visit(app, new URL(link).pathname);
      expect(res.status, type).toBe(422);
      expect(await res.text()).toMatch(/content of this QR code cannot be read/);
    }
    // A static code's image is drawn from its content, so it cannot be drawn either.
    const sms = (await a.call('GET', '/api/qr?limit=1')).json.data.qrs[0];
    const image = await visit(app, `${new URL(sms.link).pathname}.svg`);
    expect(image.status).toBe(422);
    expect((await a.call('GET', '/api/qr')).json.data.result).toBe(3);
  });
});

describe('campaign rotator and list', () => {
  it('rotates among the campaign links in turn', async () => {
    const { user, app } = setUp();
    const a = user();
    const campaign = (await a.call('POST', '/api/campaign/add', { name: 'Rotate', slug: 'spin' }))
      .json;
    for (const url of ['https://example.com/1', 'https://example.com/2', 'https://example.com/3']) {
      const link = (await a.call('POST', '/api/url/add', { url })).json.id;
      await a.call('POST', `/api/campaign/${campaign.id}/assign/${link}`);
    }
    const seen: string[] = [];
    for (let i = 0; i < 4; i++)
      seen.push((await visit(app, '/r/spin')).headers.get('Location') as string);
    expect(seen).toEqual([
      'https://example.com/1',
      'https://example.com/2',
      'https://example.com/3',
      'https://example.com/1',
    ]);
    expect((await visit(app, '/r/SPIN')).status).toBe(302);
    expect((await visit(app, '/r/unknown')).status).toBe(404);
    const clicks = (await a.call('GET', '/api/urls')).json.data.urls.map(
      (u: { clicks: number }) => u.clicks,
    );
    expect(clicks.reduce((x: number, y: number) => x + y, 0)).toBe(5);
    expect((await visit(app, '/r/spin/')).status).toBe(302);
  });

  it('says so when a rotator has no links yet', async () => {
    const { user, app } = setUp();
    await user().call('POST', '/api/campaign/add', { name: 'Empty', slug: 'empty' });
    const res = await visit(app, '/r/empty');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('no links to rotate');
  });

  it('shows the list of a public campaign only', async () => {
    const { user, app } = setUp();
    const a = user();
    const open = (
      await a.call('POST', '/api/campaign/add', {
        name: 'Open <house>',
        slug: 'open-house',
        public: true,
      })
    ).json;
    const closed = (await a.call('POST', '/api/campaign/add', { name: 'Closed', public: false }))
      .json;
    const link = (
      await a.call('POST', '/api/url/add', { url: 'https://example.com/x', metatitle: 'X marks' })
    ).json;
    await a.call('POST', `/api/campaign/${open.id}/assign/${link.id}`);
    const page = await visit(app, new URL(open.list).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Open &#60;house&#62;');
    expect(html).toContain(`href="${link.shorturl}"`);
    expect((await visit(app, '/c/open-house')).status).toBe(200);
    expect((await visit(app, '/c/open-house/')).status).toBe(200);
    expect((await visit(app, new URL(closed.list).pathname)).status).toBe(404);
  });
});

describe('branded host', () => {
  it('sends / to the root redirect, aliases to the owner links and unknown aliases to the 404 redirect', async () => {
    const { user, app } = setUp();
    const a = user();
    const b = user();
    await a.call('POST', '/api/domain/add', {
      domain: 'https://go.example.com',
      redirectroot: 'https://example.com/home',
      redirect404: 'https://example.com/404',
    });
    await a.call('POST', '/api/url/add', { url: 'https://example.com/promo', custom: 'promo' });
    await b.call('POST', '/api/url/add', { url: 'https://other.example/x', custom: 'bonly' });
    const host = { Host: 'go.example.com' };
    expect((await visit(app, '/', host)).headers.get('Location')).toBe('https://example.com/home');
    expect((await visit(app, '/promo', host)).headers.get('Location')).toBe(
      'https://example.com/promo',
    );
    // Another user's alias on this domain is unknown here.
    expect((await visit(app, '/bonly', host)).headers.get('Location')).toBe(
      'https://example.com/404',
    );
    expect((await visit(app, '/no/such/path', host)).headers.get('Location')).toBe(
      'https://example.com/404',
    );
    // The API still answers on a branded host.
    expect((await a.call('GET', '/api/account', undefined, host)).status).toBe(200);
  });

  it("matches the Host in the domain's one form: a final dot, a port or capitals reach its owner", async () => {
    const { user, app, db } = setUp();
    const a = user();
    const b = user();
    await a.call('POST', '/api/domain/add', {
      domain: 'https://go.example.com',
      redirectroot: 'https://example.com/a',
    });
    // Rows another account may have added before the one form was enforced.
    const insert = db.prepare(
      "INSERT INTO domains (user_id, domain, host, redirectroot, redirect404, created_at) VALUES (?, ?, ?, 'https://evil.example/', '', '2024-01-01 00:00:00')",
    );
    insert.run(b.id, 'https://go.example.com.', 'go.example.com.');
    insert.run(b.id, 'https://go.example.com:8443', 'go.example.com:8443');
    for (const host of [
      'go.example.com.',
      'go.example.com:8443',
      'GO.Example.COM',
      'go.example.com.:80',
    ])
      expect((await visit(app, '/', { Host: host })).headers.get('Location'), host).toBe(
        'https://example.com/a',
      );
  });

  it('shows a plain 404 page when no 404 redirect is set', async () => {
    const { user, app } = setUp();
    await user().call('POST', '/api/domain/add', { domain: 'https://plain.example.com' });
    const res = await visit(app, '/missing', { Host: 'plain.example.com' });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
  });

  it("never routes the server's own hosts as a branded domain, whatever the database holds", async () => {
    const { user, app, db } = setUp({ hostAliases: ['dash.example.com'] });
    const a = user();
    const hosts = [
      'links.test:8443',
      'links.test.',
      '127.0.0.1:8787',
      '127.1:8787',
      'localhost:8787',
      '[::1]:8787',
      '0.0.0.0',
      '192.168.1.20',
      'app.localhost',
      'dash.example.com',
    ];
    const insert = db.prepare(
      "INSERT INTO domains (user_id, domain, host, redirectroot, redirect404, created_at) VALUES (?, ?, ?, 'https://evil.example/', 'https://evil.example/', '2024-01-01 00:00:00')",
    );
    for (const host of hosts) insert.run(a.id, `http://${host}`, host);
    for (const host of hosts)
      for (const path of ['/', '/sign-in', '/assets/index.js', '/anything'])
        expect((await visit(app, path, { Host: host })).headers.get('Location'), host).toBeNull();
    // A public name in the same table is still routed.
    insert.run(a.id, 'https://go.example.com', 'go.example.com');
    expect((await visit(app, '/', { Host: 'go.example.com' })).headers.get('Location')).toBe(
      'https://evil.example/',
    );
  });
});
