import type { APIRequestContext } from '@playwright/test';
import {
  demoUserOf,
  expect,
  expectNoAxeViolations,
  test,
  type RunningServer,
  type TestUser,
} from './fixtures';

/**
 * What a link's options do for a visitor, on the real reference server: short links created
 * through the API, opened by a real Chromium or by plain HTTP requests with the headers a
 * browser, a phone, a proxy or a crawler sends.
 */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

// The country header counts only behind a proxy that sets it (TRUST_PROXY_COUNTRY_HEADER): any
// client could send it.
test.use({ serverEnv: { TRUST_PROXY_COUNTRY_HEADER: '1' } });

type ApiAnswer = { error: number; id: number; shorturl: string; message?: string };

/** Creates a link with these options; answers its id and its short URL's path. */
const addLink = async (server: RunningServer, who: TestUser, body: Record<string, unknown>) => {
  const res = await server.api(who.apiKey, 'POST', '/api/url/add', {
    url: `${server.url}/healthz`,
    ...body,
  });
  const answer = res.json as ApiAnswer;
  expect(answer.error, JSON.stringify(answer)).toBe(0);
  return { id: answer.id, path: new URL(answer.shorturl).pathname };
};

const clicksOf = async (server: RunningServer, who: TestUser, id: number) =>
  ((await server.api(who.apiKey, 'GET', `/api/url/${id}`)).json as { details: { clicks: number } })
    .details.clicks;

/** The first id in one of the demo user's lists whose name matches. */
const idNamed = async (
  server: RunningServer,
  who: TestUser,
  path: string,
  key: string,
  name: string,
) => {
  const { data } = (await server.api(who.apiKey, 'GET', path)).json as {
    data: Record<string, { id: number; name: string }[]>;
  };
  const item = data[key].find((entry) => entry.name === name);
  expect(item, `${name} in ${path}`).toBeTruthy();
  return item!.id;
};

const locationOf = async (
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) => {
  const res = await request.get(path, {
    headers: { 'User-Agent': DESKTOP, ...headers },
    maxRedirects: 0,
  });
  return res.headers().location;
};

test.describe('what a link does for a visitor', () => {
  test.setTimeout(180_000);

  test('password: a wrong one is refused and counts nothing, the right one opens the link', async ({
    page,
    server,
    user,
  }) => {
    const { id, path } = await addLink(server, user, {
      password: 'open sesame',
      url: `${server.url}/healthz?from=password`,
    });
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link is protected' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Password').fill('open says me');
    await page.getByRole('button', { name: 'Open the link' }).click();
    await expect(page.getByRole('alert')).toHaveText('That password is not right. Try again.');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(await clicksOf(server, user, id)).toBe(0);

    await page.getByLabel('Password').fill('open sesame');
    await page.getByRole('button', { name: 'Open the link' }).click();
    await expect(page).toHaveURL(`${server.url}/healthz?from=password`);
    await expect(page.locator('body')).toContainText('"ok":true');
    expect(await clicksOf(server, user, id)).toBe(1);
  });

  test('expired: 410 with a page that says so, no redirect, no click', async ({
    page,
    request,
    server,
    user,
  }) => {
    const { id, path } = await addLink(server, user, { expiry: '2020-01-01 00:00:00' });
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(410);
    expect(res.headers().location).toBeUndefined();
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
    await expect(page).toHaveURL(`${server.url}${path}`);
    expect(await clicksOf(server, user, id)).toBe(0);
  });

  test("splash: the service's and the account's own splash page, then the destination", async ({
    page,
    server,
  }) => {
    const demo = demoUserOf(server);
    const splash = await idNamed(server, demo, '/api/splash', 'splash', 'Age check for events');
    const generic = await addLink(server, demo, {
      type: 'splash',
      url: `${server.url}/healthz?splash=1`,
    });
    await page.goto(generic.path);
    await expect(page.getByText('You are being sent to')).toBeVisible();
    await expect(page.getByRole('link', { name: /Continue to/ })).toHaveAttribute(
      'href',
      `${server.url}/healthz?splash=1`,
    );
    // The page sends the visitor on by itself after a few seconds.
    await expect(page).toHaveURL(`${server.url}/healthz?splash=1`, { timeout: 15_000 });

    const own = await addLink(server, demo, { type: splash });
    await page.goto(own.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Age check for events');
    await expect(page.getByText('You must be 18 or older to attend.')).toBeVisible();
  });

  test('frame and overlay: the destination framed, with the overlay’s call to action', async ({
    page,
    server,
  }) => {
    const demo = demoUserOf(server);
    const overlay = await idNamed(server, demo, '/api/overlay', 'cta', 'Spring sale banner');
    const framed = await addLink(server, demo, { type: 'frame', metatitle: 'Framed health' });
    const res = await page.goto(framed.path);
    expect(res?.headers()['content-security-policy']).toContain(`frame-src ${server.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Framed health');
    await expect(page.locator('iframe')).toHaveAttribute('src', `${server.url}/healthz`);

    const withOverlay = await addLink(server, demo, { type: `overlay-${overlay}` });
    await page.goto(withOverlay.path);
    const bar = page.getByRole('complementary', { name: "Message from the link's owner" });
    await expect(bar).toContainText('Spring sale: 20% off all beans this week.');
    await expect(bar.getByRole('link', { name: 'Shop the sale' })).toHaveAttribute(
      'href',
      'https://shop.northwind-coffee.example/sale',
    );
    await expect(page.locator('iframe')).toHaveAttribute('src', `${server.url}/healthz`);
  });

  test("pixels: the redirect page loads the pixel's tag, under a policy for its provider, then sends the visitor on", async ({
    page,
    request,
    server,
    user,
  }) => {
    const pixel = (
      (
        await server.api(user.apiKey, 'POST', '/api/pixel/add', {
          type: 'fbpixel',
          name: 'Meta',
          tag: '123456789012345',
        })
      ).json as ApiAnswer
    ).id;
    const { path } = await addLink(server, user, {
      pixels: [Number(pixel)],
      url: `${server.url}/healthz?pixel=1`,
    });
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    // The tags sit in a sandboxed frame's document (third-party-tags.spec.ts shows what it can't reach).
    const frame = /<iframe hidden sandbox="allow-scripts" [^>]*srcdoc="([^"]*)"/.exec(
      await res.text(),
    );
    const tags = (frame?.[1] ?? '').replace(/&#(\d+);/g, (_, code) =>
      String.fromCharCode(Number(code)),
    );
    expect(tags).toContain('fbq("init","123456789012345")');
    expect(tags).toContain('src="https://connect.facebook.net/en_US/fbevents.js"');
    expect(res.headers()['content-security-policy']).toMatch(
      /script-src 'nonce-[^']+' https:\/\/connect\.facebook\.net https:\/\/www\.facebook\.com;/,
    );

    // In the browser: the provider's script is requested (the policy lets it load; the provider
    // itself is outside this test, so it answers here), then the visitor reaches the destination.
    let providerRequested = false;
    await page.route('https://connect.facebook.net/**', (route) => {
      providerRequested = true;
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.goto(path);
    await expect(page).toHaveURL(`${server.url}/healthz?pixel=1`, { timeout: 15_000 });
    expect(providerRequested).toBe(true);
  });

  test('targets: country, device and language headers choose the destination; parameters are added', async ({
    request,
    server,
    user,
  }) => {
    const { path } = await addLink(server, user, {
      url: 'https://example.com/default',
      geotarget: [{ location: 'Canada', link: 'https://example.com/canada' }],
      devicetarget: [{ device: 'Android', link: 'https://example.com/android' }],
      languagetarget: [{ language: 'de', link: 'https://example.com/deutsch' }],
      parameters: [{ name: 'utm_source', value: 'shortlink' }],
    });
    expect(await locationOf(request, path, { 'CF-IPCountry': 'CA' })).toBe(
      'https://example.com/canada?utm_source=shortlink',
    );
    expect(await locationOf(request, path, { 'User-Agent': ANDROID })).toBe(
      'https://example.com/android?utm_source=shortlink',
    );
    expect(await locationOf(request, path, { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' })).toBe(
      'https://example.com/deutsch?utm_source=shortlink',
    );
    expect(await locationOf(request, path, { 'Accept-Language': 'en-GB' })).toBe(
      'https://example.com/default?utm_source=shortlink',
    );
  });

  test('deep link: iOS and Android visitors go to the app, others to the website', async ({
    request,
    server,
    user,
  }) => {
    const { path } = await addLink(server, user, {
      url: 'https://example.com/web',
      deeplink: {
        auto: true,
        apple: 'https://apps.apple.com/app/id1234567890',
        google: 'market://details?id=com.example.shop',
      },
    });
    expect(await locationOf(request, path, { 'User-Agent': IPHONE })).toBe(
      'https://apps.apple.com/app/id1234567890',
    );
    expect(await locationOf(request, path, { 'User-Agent': ANDROID })).toBe(
      'market://details?id=com.example.shop',
    );
    expect(await locationOf(request, path)).toBe('https://example.com/web');
  });

  test('social preview: a crawler gets Open Graph and Twitter tags, a person the redirect', async ({
    request,
    server,
    user,
  }) => {
    const { id, path } = await addLink(server, user, {
      url: 'https://example.com/spring',
      metatitle: 'Spring sale',
      metadescription: 'Everything 20% off',
      metaimage: 'https://cdn.example.com/spring.jpg',
    });
    const crawler = await request.get(path, {
      headers: {
        'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      },
      maxRedirects: 0,
    });
    expect(crawler.status()).toBe(200);
    const html = await crawler.text();
    for (const tag of [
      '<meta property="og:title" content="Spring sale">',
      '<meta property="og:description" content="Everything 20% off">',
      '<meta property="og:image" content="https://cdn.example.com/spring.jpg">',
      `<meta property="og:url" content="${server.url}${path}">`,
      '<meta name="twitter:card" content="summary_large_image">',
    ])
      expect(html).toContain(tag);
    expect(await clicksOf(server, user, id)).toBe(0);
    expect(await locationOf(request, path)).toBe('https://example.com/spring');
  });
});
