import { describe, expect, it } from 'vitest';
import { linkOptionTargets, pixelTagsOf, setUp } from '../test-helpers';
import { PASSWORD_ATTEMPTS } from './password-guard';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FACEBOOK_CRAWLER =
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

/** A fresh service, a user with things to name, and a way to create links and visit them. */
const service = async (overrides: Parameters<typeof setUp>[0] = {}) => {
  const s = setUp(overrides);
  const a = s.user();
  const owned = await linkOptionTargets(s.db, a);
  const add = async (body: Record<string, unknown>) => {
    const res = await a.call('POST', '/api/url/add', { url: 'https://example.com/dest', ...body });
    expect(res.json.error, JSON.stringify(res.json)).toBe(0);
    return { id: res.json.id as number, path: new URL(res.json.shorturl as string).pathname };
  };
  const visit = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
    s.app.request(path, {
      ...init,
      headers: { 'User-Agent': WINDOWS, ...(init.headers as Record<string, string>), ...headers },
    });
  const clicks = async (id: number) =>
    (await a.call('GET', `/api/url/${id}`)).json.details.clicks as number;
  return { ...s, a, owned, add, visit, clicks };
};

/** The password form's token, as the browser would send it back. */
const tokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';

const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    'User-Agent': WINDOWS,
    'Sec-Fetch-Site': 'same-origin',
    ...headers,
  },
  body: new URLSearchParams(fields).toString(),
});

const cspOf = (res: Response) => res.headers.get('Content-Security-Policy') ?? '';

describe('password', () => {
  it('asks for the password, refuses a wrong one and sends the right one on, counting one click', async () => {
    const { add, visit, clicks } = await service();
    const { id, path } = await add({ password: 'open sesame' });

    const form = await visit(path);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('<form method="post" action="http://links.test');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).not.toContain('example.com/dest');
    expect(cspOf(form)).toContain('form-action http://links.test');
    expect(await clicks(id)).toBe(0);

    const token = tokenOf(html);
    const wrong = await visit(path, {}, postForm({ token, password: 'open says me' }));
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain('That password is not right. Try again.');
    expect(await clicks(id)).toBe(0);

    const right = await visit(path, {}, postForm({ token, password: 'open sesame' }));
    expect(right.status).toBe(303);
    expect(right.headers.get('Location')).toBe('https://example.com/dest');
    expect(await clicks(id)).toBe(1);
  });

  it('refuses a form without its token or posted from another site, and a POST to an open link', async () => {
    const { add, visit, clicks } = await service();
    const { id, path } = await add({ password: 'open sesame' });
    const token = tokenOf(await (await visit(path)).text());

    const noToken = await visit(path, {}, postForm({ password: 'open sesame' }));
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain('This form has expired');
    // A token issued to another visitor (another browser) does not fit this one.
    const otherVisitor = await visit(
      path,
      {},
      postForm({ token, password: 'open sesame' }, { 'User-Agent': IPHONE }),
    );
    expect(otherVisitor.status).toBe(403);
    for (const headers of <Record<string, string>[]>[
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' },
    ]) {
      const res = await visit(path, {}, postForm({ token, password: 'open sesame' }, headers));
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await clicks(id)).toBe(0);

    const open = await add({});
    expect((await visit(open.path, {}, postForm({ password: 'x' }))).status).toBe(405);
  });

  it('limits attempts per link and visitor, even the right password once over the limit', async () => {
    const { add, visit, clicks } = await service();
    const { id, path } = await add({ password: 'open sesame' });
    const other = await add({ password: 'open sesame' });
    const token = tokenOf(await (await visit(path)).text());
    for (let i = 0; i < PASSWORD_ATTEMPTS.limit; i++)
      expect((await visit(path, {}, postForm({ token, password: `guess ${i}` }))).status).toBe(403);
    const limited = await visit(path, {}, postForm({ token, password: 'open sesame' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Too many wrong passwords');
    expect(await clicks(id)).toBe(0);
    // Another link has its own count.
    const otherToken = tokenOf(await (await visit(other.path)).text());
    const fine = await visit(
      other.path,
      {},
      postForm({ token: otherToken, password: 'open sesame' }),
    );
    expect(fine.status).toBe(303);
  });
});

describe('password behind a TLS-terminating proxy', () => {
  /** What a proxy in front sets: the visitor's address appended, the scheme and host it served. */
  const proxied = (address: string, sent = '') => ({
    'X-Forwarded-For': sent ? `${sent}, ${address}` : address,
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Host': 'links.test',
    Host: 'links.test',
  });
  const wrongUntilLimited = async (
    visit: Awaited<ReturnType<typeof service>>['visit'],
    path: string,
    headers: Record<string, string>,
  ) => {
    const token = tokenOf(await (await visit(path, headers)).text());
    for (let i = 0; i < PASSWORD_ATTEMPTS.limit; i++)
      expect(
        (await visit(path, {}, postForm({ token, password: `guess ${i}` }, headers))).status,
      ).toBe(403);
    return token;
  };

  it('counts wrong passwords per visitor the trusted proxy reports, not per proxy address', async () => {
    const { add, visit } = await service({ trustProxy: true });
    const { path } = await add({ password: 'open sesame' });
    const token = await wrongUntilLimited(visit, path, proxied('203.0.113.5'));
    expect(
      (await visit(path, {}, postForm({ token, password: 'open sesame' }, proxied('203.0.113.5'))))
        .status,
    ).toBe(429);
    // What the client wrote before the proxy's entry changes nothing: it is still 203.0.113.5.
    const spoofed = proxied('203.0.113.5', '198.51.100.77');
    const spoofedToken = tokenOf(await (await visit(path, spoofed)).text());
    expect(
      (await visit(path, {}, postForm({ token: spoofedToken, password: 'x' }, spoofed))).status,
    ).toBe(429);
    // Another visitor behind the same proxy still gets in.
    const other = proxied('203.0.113.6');
    const otherToken = tokenOf(await (await visit(path, other)).text());
    const right = await visit(
      path,
      {},
      postForm({ token: otherToken, password: 'open sesame' }, other),
    );
    expect(right.status).toBe(303);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick a fresh address', async () => {
    const { add, visit } = await service();
    const { path } = await add({ password: 'open sesame' });
    await wrongUntilLimited(visit, path, { 'X-Forwarded-For': '203.0.113.5' });
    const fresh = { 'X-Forwarded-For': '203.0.113.99' };
    const token = tokenOf(await (await visit(path, fresh)).text());
    expect(
      (await visit(path, {}, postForm({ token, password: 'open sesame' }, fresh))).status,
    ).toBe(429);
  });

  it("takes the form whose Origin is PUBLIC_URL's https origin, though the socket is http", async () => {
    const { add, visit } = await service({ publicUrl: 'https://links.test' });
    const { path } = await add({ password: 'open sesame' });
    const headers = { Host: 'links.test' };
    const token = tokenOf(await (await visit(`http://links.test${path}`, headers)).text());
    const res = await visit(
      `http://links.test${path}`,
      {},
      postForm({ token, password: 'open sesame' }, { ...headers, Origin: 'https://links.test' }),
    );
    expect(res.status).toBe(303);
    const evil = await visit(
      `http://links.test${path}`,
      {},
      postForm({ token, password: 'open sesame' }, { ...headers, Origin: 'https://evil.example' }),
    );
    expect(evil.status).toBe(403);
  });

  it("takes the trusted proxy's X-Forwarded-Proto and -Host for the form's origin", async () => {
    const config = { publicUrl: 'http://links.test', trustProxy: true };
    const { add, visit } = await service(config);
    const { path } = await add({ password: 'open sesame' });
    const headers = { ...proxied('203.0.113.5'), 'X-Forwarded-Host': 'short.example' };
    const token = tokenOf(await (await visit(`http://10.0.0.2:8787${path}`, headers)).text());
    const post = (origin: string, extra: Record<string, string> = {}) =>
      visit(
        `http://10.0.0.2:8787${path}`,
        {},
        postForm({ token, password: 'open sesame' }, { ...headers, ...extra, Origin: origin }),
      );
    expect((await post('https://short.example')).status).toBe(303);
    expect((await post('https://evil.example')).status).toBe(403);
  });

  it('refuses the same https Origin when the proxy is not trusted and PUBLIC_URL says http', async () => {
    const { add, visit } = await service({ publicUrl: 'http://links.test' });
    const { path } = await add({ password: 'open sesame' });
    const headers = { ...proxied('203.0.113.5'), 'X-Forwarded-Host': 'short.example' };
    const token = tokenOf(await (await visit(path, headers)).text());
    const res = await visit(
      path,
      {},
      postForm({ token, password: 'open sesame' }, { ...headers, Origin: 'https://short.example' }),
    );
    expect(res.status).toBe(403);
  });
});

describe('expiry', () => {
  it('answers an expired link with a 410 page, no redirect and no click', async () => {
    const { add, visit, clicks } = await service();
    const past = await add({ expiry: '2020-01-01 00:00:00' });
    const res = await visit(past.path);
    expect(res.status).toBe(410);
    expect(res.headers.get('Location')).toBeNull();
    expect(await res.text()).toContain('This link has expired');
    expect(await clicks(past.id)).toBe(0);
    const future = await add({ expiry: '2999-01-01 00:00:00' });
    expect((await visit(future.path)).status).toBe(302);
    expect(await clicks(future.id)).toBe(1);
    // A link checker's HEAD is answered the same and is not a click.
    expect((await visit(future.path, {}, { method: 'HEAD' })).status).toBe(302);
    expect((await visit(past.path, {}, { method: 'HEAD' })).status).toBe(410);
    expect(await clicks(future.id)).toBe(1);
  });
});

describe('redirect types', () => {
  it('frames the destination, allowing exactly its origin in a frame', async () => {
    const { add, visit } = await service();
    const { path } = await add({ type: 'frame', metatitle: 'Spring <sale>' });
    const res = await visit(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<iframe src="https://example.com/dest"');
    expect(html).toContain('<title>Spring &#60;sale&#62;</title>');
    expect(cspOf(res)).toContain('frame-src https://example.com');
    expect(cspOf(res)).toContain("default-src 'none'");
    expect(cspOf(res)).not.toContain('script-src');
  });

  it("shows the service's splash, or the account's splash page, then sends the visitor on", async () => {
    const { add, visit, owned, db } = await service();
    const service_ = await add({ type: 'splash' });
    const own = await add({ type: owned.splash });
    const generic = await (await visit(service_.path)).text();
    expect(generic).toContain('You are being sent to <strong>example.com</strong>');
    expect(generic).toContain(
      '<meta http-equiv="refresh" content="5;url=https://example.com/dest">',
    );
    const custom = await (await visit(own.path)).text();
    expect(custom).toContain('<h1>Age check</h1>');
    expect(custom).toContain('You must be 18 or older to continue.');
    expect(custom).toContain('href="https://example.com/dest"');
    // A splash page deleted later: the visitor is sent on directly.
    db.prepare('DELETE FROM splash_pages WHERE id = ?').run(owned.splash);
    expect((await visit(own.path)).headers.get('Location')).toBe('https://example.com/dest');
  });

  it("puts the overlay's call to action over the framed destination, escaped", async () => {
    const { add, visit, owned } = await service();
    const { path } = await add({ type: `overlay-${owned.overlay}` });
    const res = await visit(path);
    const html = await res.text();
    expect(html).toContain('<aside class="cta"');
    expect(html).toContain('Free shipping this week &#60;b&#62;only&#60;/b&#62;');
    expect(html).toContain('<a class="button" href="https://shop.example.com/sale">Shop now</a>');
    expect(html).toContain('<iframe src="https://example.com/dest"');
    expect(cspOf(res)).toContain('frame-src https://example.com');
  });
});

describe('pixels', () => {
  it("loads each pixel's tag before sending the visitor on, under a policy for exactly those providers", async () => {
    const { add, visit, owned, clicks } = await service();
    const { id, path } = await add({ pixels: [owned.fbPixel] });
    const res = await visit(path);
    expect(res.status).toBe(200);
    const page = await res.text();
    const html = pixelTagsOf(page);
    const nonce = /script-src 'nonce-([^']+)'/.exec(cspOf(res))?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}" data-pixel="fbpixel">`);
    expect(html).toContain('fbq("init","123456789012345");fbq("track","PageView");');
    expect(html).toContain(
      '<script async src="https://connect.facebook.net/en_US/fbevents.js" data-pixel="fbpixel">',
    );
    expect(page).toContain('<meta http-equiv="refresh" content="1;url=https://example.com/dest">');
    expect(cspOf(res)).toContain('script-src');
    expect(cspOf(res)).toMatch(
      /script-src 'nonce-[^']+' https:\/\/connect\.facebook\.net https:\/\/www\.facebook\.com;/,
    );
    expect(cspOf(res)).not.toContain('google');
    expect(await clicks(id)).toBe(1);

    const both = await add({ pixels: [owned.gaPixel, owned.fbPixel] });
    const two = await visit(both.path);
    const twoHtml = pixelTagsOf(await two.text());
    expect(twoHtml).toContain('https://www.googletagmanager.com/gtag/js?id=G-1A2B3C4D5E');
    expect(twoHtml.indexOf('gapixel')).toBeLessThan(twoHtml.indexOf('fbpixel'));
    expect(cspOf(two)).toContain('https://www.googletagmanager.com');
    // A fresh nonce per answer.
    expect(/'nonce-([^']+)'/.exec(cspOf(two))?.[1]).not.toBe(nonce);
  });

  it('loads pixels on the splash and frame pages too', async () => {
    const { add, visit, owned } = await service();
    for (const type of ['splash', 'frame']) {
      const { path } = await add({ type, pixels: [owned.fbPixel] });
      const res = await visit(path);
      expect(pixelTagsOf(await res.text()), type).toContain('data-pixel="fbpixel"');
      expect(cspOf(res), type).toContain('https://connect.facebook.net');
    }
  });
});

describe('targets', () => {
  // Country targets read the proxy's country header, trusted only when configured so.
  const TRUSTED_COUNTRY = { trustProxyCountryHeader: true };

  const targeted = {
    geotarget: [{ location: 'Canada', link: 'https://example.com/ca' }],
    devicetarget: [
      { device: 'iPhone', link: 'https://example.com/iphone' },
      { device: 'Android', link: 'https://example.com/android' },
    ],
    languagetarget: [
      { language: 'de', link: 'https://example.com/de' },
      { language: 'fr', link: 'https://example.com/fr' },
    ],
  };

  it('chooses the destination by country, then device, then language', async () => {
    const { add, visit } = await service(TRUSTED_COUNTRY);
    const { path } = await add(targeted);
    const cases: [Record<string, string>, string][] = [
      [{ 'CF-IPCountry': 'CA', 'User-Agent': IPHONE }, 'https://example.com/ca'],
      [{ 'X-Country-Code': 'ca' }, 'https://example.com/ca'],
      [{ 'CF-IPCountry': 'US', 'User-Agent': IPHONE }, 'https://example.com/iphone'],
      [{ 'User-Agent': ANDROID, 'Accept-Language': 'de' }, 'https://example.com/android'],
      [{ 'Accept-Language': 'fr-CH, fr;q=0.9, de;q=0.8' }, 'https://example.com/fr'],
      [{ 'Accept-Language': 'en-US, de;q=0.5, fr;q=0' }, 'https://example.com/de'],
      [{ 'Accept-Language': 'en-US' }, 'https://example.com/dest'],
      [{ 'CF-IPCountry': 'XX' }, 'https://example.com/dest'],
    ];
    for (const [headers, location] of cases) {
      const res = await visit(path, headers);
      expect(res.headers.get('Location'), JSON.stringify(headers)).toBe(location);
    }
  });

  it('sends iOS and Android visitors to the app link', async () => {
    const { add, visit } = await service(TRUSTED_COUNTRY);
    const deeplink = { apple: 'https://apps.apple.com/app/id123', google: 'myshop://sale/42' };
    const auto = await add({ deeplink: { ...deeplink, auto: true }, ...targeted });
    expect((await visit(auto.path, { 'User-Agent': IPHONE })).headers.get('Location')).toBe(
      'https://apps.apple.com/app/id123',
    );
    expect((await visit(auto.path, { 'User-Agent': IPAD })).headers.get('Location')).toBe(
      'https://apps.apple.com/app/id123',
    );
    expect((await visit(auto.path, { 'User-Agent': ANDROID })).headers.get('Location')).toBe(
      'myshop://sale/42',
    );
    expect((await visit(auto.path, { 'User-Agent': WINDOWS })).headers.get('Location')).toBe(
      'https://example.com/dest',
    );
    // Without "open automatically": a choice between the app and the website.
    const ask = await add({ deeplink });
    const page = await visit(ask.path, { 'User-Agent': ANDROID });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<a class="button" href="myshop://sale/42">Open the app</a>');
    expect(html).toContain('href="https://example.com/dest"');
  });

  it('refuses a dangerous app link on write, and never follows one stored under an older rule', async () => {
    const { a, db, add, visit } = await service();
    const fallback = 'intent://x#Intent;S.browser_fallback_url=javascript%3Aalert(1);end';
    for (const google of [fallback, 'itms-services://?action=download-manifest', 'http://x.test'])
      expect(
        (await a.call('POST', '/api/url/add', { url: 'https://example.com', deeplink: { google } }))
          .status,
        google,
      ).toBe(400);
    const { id, path } = await add({ deeplink: { auto: true, google: 'myshop://sale/42' } });
    // As a row saved before the allowlist holds it.
    db.prepare(
      "UPDATE links SET routing = json_set(routing, '$.deeplink.google', ?) WHERE id = ?",
    ).run(fallback, id);
    const res = await visit(path, { 'User-Agent': ANDROID });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('https://example.com/dest');
  });

  it('lets no client pick a country target by sending the header, unless a proxy is trusted', async () => {
    const { add, visit } = await service();
    const { path } = await add({ geotarget: targeted.geotarget });
    const spoofed: Record<string, string>[] = [
      { 'CF-IPCountry': 'CA' },
      { 'X-Country-Code': 'ca' },
    ];
    for (const headers of spoofed)
      expect((await visit(path, headers)).headers.get('Location')).toBe('https://example.com/dest');
  });

  it('adds the parameters to the destination and to the target chosen', async () => {
    const { add, visit } = await service(TRUSTED_COUNTRY);
    const { path } = await add({
      url: 'https://example.com/dest?ref=1&utm_source=old',
      geotarget: [{ location: 'DE', link: 'https://example.com/de' }],
      parameters: [
        { name: 'utm_source', value: 'newsletter' },
        { name: 'note', value: 'a b&c' },
      ],
    });
    expect((await visit(path)).headers.get('Location')).toBe(
      'https://example.com/dest?ref=1&utm_source=newsletter&note=a+b%26c',
    );
    expect((await visit(path, { 'CF-IPCountry': 'DE' })).headers.get('Location')).toBe(
      'https://example.com/de?utm_source=newsletter&note=a+b%26c',
    );
  });
});

describe('social preview', () => {
  it('serves Open Graph and Twitter tags to preview crawlers, escaped, without the destination or a click', async () => {
    const { add, visit, clicks } = await service();
    const { id, path } = await add({
      metatitle: 'Spring "sale"',
      metadescription: 'Everything <20%> off',
      metaimage: 'https://cdn.example.com/spring.jpg',
      password: 'open sesame',
    });
    for (const userAgent of [
      FACEBOOK_CRAWLER,
      'Twitterbot/1.0',
      'LinkedInBot/1.0',
      'Slackbot-LinkExpanding 1.0',
    ]) {
      const res = await visit(path, { 'User-Agent': userAgent });
      expect(res.status, userAgent).toBe(200);
      const html = await res.text();
      expect(html).toContain('<meta property="og:title" content="Spring &#34;sale&#34;">');
      expect(html).toContain(
        '<meta property="og:description" content="Everything &#60;20%&#62; off">',
      );
      expect(html).toContain(
        '<meta property="og:image" content="https://cdn.example.com/spring.jpg">',
      );
      expect(html).toContain(`<meta property="og:url" content="http://links.test${path}">`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).not.toContain('example.com/dest');
    }
    expect(await clicks(id)).toBe(0);
    // People get the password form, not the preview.
    expect(await (await visit(path)).text()).toContain('This link is protected');
  });

  it('redirects crawlers of links without a social preview', async () => {
    const { add, visit } = await service();
    const { path } = await add({ metatitle: 'Just a name' });
    expect((await visit(path, { 'User-Agent': FACEBOOK_CRAWLER })).status).toBe(302);
  });
});

describe('branded domains and rotators', () => {
  it('takes the password form on a branded domain', async () => {
    const { a, add, app } = await service();
    await a.call('POST', '/api/domain/add', { domain: 'https://go.example.com' });
    await add({ password: 'open sesame', domain: 'https://go.example.com', custom: 'secret' });
    const headers = { Host: 'go.example.com', 'User-Agent': WINDOWS };
    const form = await app.request('http://go.example.com/secret', { headers });
    const html = await form.text();
    expect(html).toContain('action="https://go.example.com/secret"');
    const right = await app.request(
      'http://go.example.com/secret',
      postForm({ token: tokenOf(html), password: 'open sesame' }, { Host: 'go.example.com' }),
    );
    expect(right.status).toBe(303);
    expect(right.headers.get('Location')).toBe('https://example.com/dest');
    // Other posts on the branded host still find nothing.
    expect((await app.request('http://go.example.com/', { method: 'POST', headers })).status).toBe(
      404,
    );
  });

  it("applies a rotated link's options", async () => {
    const { a, add, visit } = await service();
    const { id } = await add({ expiry: '2020-01-01 00:00:00' });
    const campaign = (
      await a.call('POST', '/api/campaign/add', { name: 'Rotate', slug: 'rotate-me' })
    ).json.id;
    await a.call('POST', `/api/campaign/${campaign}/assign/${id}`);
    expect((await visit('/r/rotate-me')).status).toBe(410);
  });
});
