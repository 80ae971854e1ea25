import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, openFromNav, test, type RunningServer, type TestUser } from './fixtures';
import { instanceRows } from './instance-db';
import { readRequestLog } from './request-log';

/**
 * Issue 19, item 4, in both dialects: a CSV import with the link option columns lands every
 * option on the instance (read from its database: a real instance reports them not back), and a
 * bulk "set expiry" on 10 links sends exactly 10 requests, each with `expiry` alone.
 */
const requestLog = join(tmpdir(), `linkdeck-bulk-options-${randomUUID()}.jsonl`);
test.use({ serverEnv: { REQUEST_LOG: requestLog } });
test.afterAll(() => rmSync(requestLog, { force: true }));

type StoredLink = {
  id: number;
  url: string;
  title: string;
  status: string;
  password_hash: string | null;
  expiry: string | null;
  redirect_type: string;
  meta_description: string;
  meta_image: string;
};

const storedLinks = (server: RunningServer, user: TestUser) =>
  instanceRows<StoredLink>(
    server,
    `SELECT l.id, l.url, l.title, l.status, l.password_hash, l.expiry, l.redirect_type,
            l.meta_description, l.meta_image
       FROM links l JOIN users u ON u.id = l.user_id WHERE u.email = ? ORDER BY l.id`,
    user.email,
  );

const pixelsOf = (server: RunningServer, linkId: number) =>
  instanceRows<{ pixel_id: number }>(
    server,
    'SELECT pixel_id FROM link_pixels WHERE link_id = ? ORDER BY position',
    linkId,
  ).map((row) => row.pixel_id);

/** A splash page and an overlay, made on the service itself (the API cannot create them). */
const addSplashAndOverlay = (server: RunningServer, user: TestUser) => {
  const db = new Database(server.databasePath);
  try {
    const userId = db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(user.email);
    const now = '2024-06-01 12:00:00';
    const splash = db
      .prepare('INSERT INTO splash_pages (user_id, name, created_at) VALUES (?, ?, ?)')
      .run(userId, 'Age check', now).lastInsertRowid;
    const overlay = db
      .prepare('INSERT INTO overlays (user_id, type, name, created_at) VALUES (?, ?, ?, ?)')
      .run(userId, 'message', 'Spring banner', now).lastInsertRowid;
    return { splash: Number(splash), overlay: Number(overlay) };
  } finally {
    db.close();
  }
};

test('an import with the link option columns sets every option on the instance', async ({
  page,
  server,
  user,
  signIn,
}) => {
  const { splash, overlay } = addSplashAndOverlay(server, user);
  // The real dialect answers ids as text.
  const pixel = async (name: string, tag: string) =>
    Number(
      (
        (await server.api(user.apiKey, 'POST', '/api/pixel/add', { type: 'gtmpixel', name, tag }))
          .json as { id: number | string }
      ).id,
    );
  const meta = await pixel('Main tag', 'GTM-AAA111');
  const other = await pixel('Other tag', 'GTM-BBB222');
  await signIn();
  await openFromNav(page, 'Links');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await page
    .getByLabel('Or paste CSV, or one URL per line')
    .fill(
      [
        'url,status,password,expiry,type,pixels,metatitle,metadescription,metaimage',
        `https://opts.example/one,private,open-sesame,2031-05-01 10:00:00,Age check,main tag;${other},Spring,Our spring sale,https://img.example/spring.png`,
        'https://opts.example/two,public,,,Spring banner,,,,',
        'https://opts.example/three,,,2020-01-01 00:00:00,teleport,Nope,,,ftp://img.example/a.png',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Check pasted rows' }).click();
  const preview = page.getByRole('table', { name: 'Rows to import' });
  await expect(page.getByText(/^2 links · uses [^·]+ allowance ·/)).toBeVisible();
  const bad = preview.getByRole('row').filter({ hasText: 'opts.example/three' });
  await expect(bad).toContainText('expiry: 2020-01-01 00:00:00 is in the past');
  await expect(bad).toContainText('type: “teleport” is not direct, frame or splash');
  await expect(bad).toContainText('pixels: No pixel is named “Nope”.');
  await expect(bad).toContainText('metaimage: Social image must be an http(s) address');

  await page.getByRole('button', { name: 'Import 2 links' }).click();
  await expect(page.getByText(/^Finished · 2 done · 0 failed · 0 left/)).toBeVisible({
    timeout: 60_000,
  });

  const [one, two] = storedLinks(server, user);
  expect(one).toMatchObject({
    url: 'https://opts.example/one',
    title: 'Spring',
    status: 'private',
    expiry: '2031-05-01 10:00:00',
    redirect_type: String(splash),
    meta_description: 'Our spring sale',
    meta_image: 'https://img.example/spring.png',
  });
  expect(one.password_hash).toMatch(/^scrypt\$/);
  expect(pixelsOf(server, one.id)).toEqual([meta, other]);
  expect(two).toMatchObject({
    url: 'https://opts.example/two',
    status: 'public',
    password_hash: null,
    expiry: null,
    redirect_type: `overlay-${overlay}`,
  });
  expect(pixelsOf(server, two.id)).toEqual([]);
});

test('a bulk "set expiry" on 10 links sends 10 requests, each with only expiry', async ({
  page,
  server,
  user,
  signIn,
}) => {
  for (let i = 1; i <= 10; i++)
    await server.api(user.apiKey, 'POST', '/api/url/add', {
      url: `https://expiring.example/${i}`,
      metatitle: `Expiring ${i}`,
      status: 'public',
    });
  const before = storedLinks(server, user);
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/url\/\d+\/update$/.test(request.url()))
      bodies.push(request.postDataJSON());
  });
  await signIn();
  await openFromNav(page, 'Links');
  const table = page.getByRole('table', { name: 'Links' });
  await expect(table.getByRole('checkbox', { name: /^Select (?!all)/ })).toHaveCount(10);
  const started = Date.now();
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await bar.getByRole('button', { name: 'Set expiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set expiry' });

  await dialog.getByLabel(/Expires at/).fill('2020-01-01T10:00');
  await dialog.getByRole('button', { name: 'Set the expiry of 10 links' }).click();
  await expect(dialog.getByText('That moment has passed: choose a later one.')).toBeVisible();

  // The browser's time zone is the page's; the instance takes UTC.
  const local = '2032-03-04T05:06';
  const expected = await page.evaluate(
    (value) => new Date(value).toISOString().slice(0, 19).replace('T', ' '),
    local,
  );
  await dialog.getByLabel(/Expires at/).fill(local);
  await dialog.getByRole('button', { name: 'Set the expiry of 10 links' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('Done', { exact: true })).toHaveCount(10, { timeout: 60_000 });

  const updates = readRequestLog(requestLog).filter(
    (request) =>
      request.t >= started &&
      request.method === 'PUT' &&
      /^\/api\/url\/\d+\/update$/.test(request.url),
  );
  expect(updates).toHaveLength(10);
  expect(updates.every((request) => request.status === 200)).toBe(true);
  expect(new Set(updates.map((request) => request.url)).size).toBe(10);
  expect(bodies).toEqual(Array.from({ length: 10 }, () => ({ expiry: expected })));

  const after = storedLinks(server, user);
  expect(after.map((link) => link.expiry)).toEqual(before.map(() => expected));
  // Only the expiry changed: every other option is as it was.
  expect(after.map(({ expiry: _expiry, ...rest }) => rest)).toEqual(
    before.map(({ expiry: _expiry, ...rest }) => rest),
  );
});
