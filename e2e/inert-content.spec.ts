import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test, type RunningServer, type TestUser } from './fixtures';

/**
 * Whatever a marketer (or someone with their key) stores through the API is shown as text:
 * HTML never becomes elements, and only http(s) URLs ever become links, on every list page.
 */

const PAYLOAD = '<img src=x onerror=window.__xss=1>';
const html = (what: string) => `${PAYLOAD} ${what}`;
const JS_URL = 'javascript:window.__xss=1';

type Json = Record<string, unknown>;

/** Stores the payloads wherever the API takes text, and proves it refuses javascript: URLs. */
const seed = async (server: RunningServer, user: TestUser) => {
  const call = async (method: string, path: string, body?: unknown) => {
    const { status, json } = await server
      .api(user.apiKey, method, path, body)
      // A kept-alive socket the server closed while idle fails before the request is read.
      .catch((error: Error) => {
        if (!/other side closed/i.test(String((error.cause as Error | undefined)?.message)))
          throw error;
        return server.api(user.apiKey, method, path, body);
      });
    return { status, json: (typeof json === 'object' && json ? json : { raw: json }) as Json };
  };
  const ok = async (method: string, path: string, body?: unknown) => {
    const { status, json } = await call(method, path, body);
    expect(status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
    expect(Number(json.error), `${method} ${path}: ${JSON.stringify(json)}`).toBe(0);
    return json;
  };
  const refused = async (method: string, path: string, body: unknown, field: string) => {
    const { status, json } = await call(method, path, body);
    expect(status, `${method} ${path} should refuse: ${JSON.stringify(json)}`).toBe(400);
    expect(json.error).toBe(1);
    expect(Object.keys((json.fields as Json | undefined) ?? {})).toContain(field);
  };

  // URLs are validated by the server: a javascript: URL is refused everywhere it is a URL.
  const unique = Date.now().toString(36);
  await refused(
    'POST',
    '/api/domain/add',
    { domain: `https://js-${unique}.example.com`, redirectroot: JS_URL },
    'redirectroot',
  );
  await refused(
    'POST',
    '/api/domain/add',
    { domain: `https://js-${unique}.example.com`, redirect404: JS_URL },
    'redirect404',
  );
  await refused('POST', '/api/domain/add', { domain: JS_URL }, 'domain');
  await refused('POST', '/api/url/add', { url: JS_URL }, 'url');
  await refused('POST', '/api/qr/add', { type: 'link', data: JS_URL }, 'data');

  // Text is accepted as it is, HTML and javascript: included.
  const link = await ok('POST', '/api/url/add', {
    url: 'https://example.com/landing',
    metatitle: html('link title'),
    description: `${html('link description')} ${JS_URL}`,
  });
  const campaign = await ok('POST', '/api/campaign/add', { name: html('campaign'), public: true });
  await ok('POST', `/api/campaign/${String(campaign.id)}/assign/${String(link.id)}`);
  const channel = await ok('POST', '/api/channel/add', {
    name: html('channel'),
    description: `${html('channel description')} ${JS_URL}`,
    color: '#1d43b0',
  });
  const qr = await ok('POST', '/api/qr/add', {
    type: 'text',
    data: `${html('qr text')} ${JS_URL}`,
    name: html('QR code'),
  });
  await ok('POST', '/api/pixel/add', { type: 'gtmpixel', name: html('pixel'), tag: 'GTM-ABC123' });
  await ok('POST', '/api/domain/add', {
    domain: `https://inert-${unique}.example.com`,
    redirectroot: `https://example.com/"><img src=x onerror=window.__xss=1>`,
  });

  // Overlays, splash and bio pages are made on the service itself (no API): written straight
  // into the server's database, as the service's own editor would.
  const db = new Database(server.databasePath);
  let bioId: number;
  try {
    const userId = db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(user.email);
    const now = '2024-06-01 12:00:00';
    db.prepare('INSERT INTO overlays (user_id, type, name, created_at) VALUES (?, ?, ?, ?)').run(
      userId,
      PAYLOAD,
      html('overlay'),
      now,
    );
    db.prepare('INSERT INTO splash_pages (user_id, name, created_at) VALUES (?, ?, ?)').run(
      userId,
      html('splash page'),
      now,
    );
    bioId = Number(
      db
        .prepare('INSERT INTO bio_pages (user_id, alias, name, created_at) VALUES (?, ?, ?, ?)')
        .run(userId, `inert-${unique}`, html('bio page'), now).lastInsertRowid,
    );
  } finally {
    db.close();
  }

  for (const [type, id] of [
    ['links', link.id],
    ['qr', qr.id],
    ['bio', bioId],
  ] as const)
    await ok('POST', `/api/channel/${String(channel.id)}/assign/${type}/${String(id)}`);

  return { channelId: Number(channel.id) };
};

/** Every list page, with the stored text it must show literally. */
const listPages = (channelId: number) => [
  { path: '/links', texts: [html('link title')], showsUrls: true },
  { path: '/campaigns', texts: [html('campaign')], showsUrls: true },
  { path: '/channels', texts: [html('channel'), html('channel description')], showsUrls: false },
  // Real instances cut item titles to 30 characters, so only the start is certain.
  { path: `/channels/${channelId}`, texts: [PAYLOAD.slice(0, 20)], showsUrls: true },
  { path: '/qr', texts: [html('QR code')], showsUrls: true },
  { path: '/pixels', texts: [html('pixel')], showsUrls: false },
  { path: '/domains', texts: [], showsUrls: true },
  { path: '/overlays', texts: [html('overlay')], showsUrls: false },
  { path: '/splash-pages', texts: [html('splash page')], showsUrls: false },
];

/** Fails the test on any sign of execution: a dialog, or the browser fetching the `x` image. */
const watchForExecution = (page: Page) => {
  const signs: string[] = [];
  page.on('dialog', (dialog) => {
    signs.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (/\/x(\?|$)/.test(request.url())) signs.push(`image request: ${request.url()}`);
  });
  return signs;
};

const expectInert = async (page: Page, path: string) => {
  await expect(page.locator('img[src="x"], svg[onload], [onerror]'), path).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), path).toBeUndefined();
  await expect(page.locator('a[href^="javascript:" i]'), path).toHaveCount(0);
  // Whatever the spelling (spaces, entities, case), every link on the page is http(s).
  const otherSchemes = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .map((a) => (a as HTMLAnchorElement).href)
      .filter((href) => !/^https?:/i.test(href)),
  );
  expect(otherSchemes, path).toEqual([]);
};

const openList = async (page: Page, path: string) => {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading, `${path} should not show an error page`).not.toHaveText(
    /went wrong|not found|could not/i,
  );
};

test.describe('inert content', () => {
  test.setTimeout(180_000);

  test('HTML stored through the API is shown as text on every list page', async ({
    page,
    server,
    user,
    signIn,
  }) => {
    const { channelId } = await seed(server, user);
    const signs = watchForExecution(page);
    await signIn();
    for (const list of listPages(channelId)) {
      await openList(page, list.path);
      for (const text of list.texts)
        await expect(page.getByRole('main').getByText(text).first(), list.path).toBeVisible();
      await expectInert(page, list.path);
    }
    expect(signs).toEqual([]);
  });

  test('javascript: URLs in API answers are shown, never clickable', async ({
    page,
    server,
    user,
    signIn,
  }) => {
    const { channelId } = await seed(server, user);
    const signs = watchForExecution(page);
    // A real instance may hand back what ours refuses: every URL in every answer becomes a
    // javascript: URL on the way to the page (from the first request: pages are kept after it).
    const poison = (value: unknown): unknown =>
      typeof value === 'string' && /^https?:\/\//.test(value)
        ? `${JS_URL}//${value}`
        : Array.isArray(value)
          ? value.map(poison)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v)]))
            : value;
    await page.route('**/api/**', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body: unknown = await response.json().catch(() => undefined);
      if (body === undefined) return route.fulfill({ response });
      return route.fulfill({ response, json: poison(body) });
    });
    await signIn();

    for (const list of listPages(channelId)) {
      await openList(page, list.path);
      if (list.showsUrls)
        await expect(page.getByRole('main').getByText(JS_URL).first(), list.path).toBeVisible();
      await expectInert(page, list.path);
    }
    expect(signs).toEqual([]);
  });
});
