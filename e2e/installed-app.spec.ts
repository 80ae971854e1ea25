import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  openFromNav,
  signInThroughUi,
  startServer,
  test,
  type RunningServer,
} from './fixtures';
import { removeServerFiles } from './server';
import { countScripts, workerReady } from './service-worker';

/**
 * The installed app (docs/decisions/0029-installed-app-and-offline.md) against the built
 * dashboard: the manifest and service worker, a repeat visit without JavaScript from the
 * network, short links that still reach the server, offline reading, and new or broken workers.
 */

test.use({ serviceWorkers: 'allow' });

const isControlled = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller !== null);

test.describe('the installed app', () => {
  test('meets the install criteria: a manifest with icons and an active service worker', async ({
    page,
    signIn,
  }) => {
    await signIn();
    expect(await workerReady(page)).toBe('activated');
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test browser's profile is always a private one; everything else must pass.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href!)).json()) as {
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Linkdeck', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await (await page.request.get(icon.src)).body();
      // Width and height from the PNG header: real images of the stated size.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('a repeat visit loads no JavaScript from the network', async ({
    page,
    context,
    user,
    signIn,
  }) => {
    await signIn();
    await workerReady(page);
    // The next visit: a new tab (no session), signing in and opening pages as a person does.
    const next = await context.newPage();
    const scripts = countScripts(next);
    await signInThroughUi(next, user);
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
    await openFromNav(next, 'Links');
    await expect(next.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    await openFromNav(next, 'QR codes');
    await expect(next.getByRole('heading', { level: 1, name: 'QR codes' })).toBeVisible();
    expect(scripts.fromNetwork).toEqual([]);
    expect(scripts.fromWorker()).toBeGreaterThan(3);
  });

  test('short links, the health check and the API always reach the server', async ({
    page,
    server,
    user,
  }) => {
    // A short link on this origin that leads back to it (the test has no other site to visit).
    const { json } = await server.api(user.apiKey, 'POST', '/api/url/add', {
      url: `${server.url}/healthz`,
      custom: 'pwa-click',
    });
    const linkId = (json as { id: number }).id;
    await signInThroughUi(page, user);
    await workerReady(page);
    await page.reload();
    expect(await isControlled(page)).toBe(true);

    // A dashboard page comes from the worker, with the server's security headers.
    const dashboard = await page.goto('/links?page=1');
    expect(dashboard!.fromServiceWorker()).toBe(true);
    expect(dashboard!.headers()['content-security-policy']).toContain("script-src 'self'");

    const click = await page.goto('/s/pwa-click');
    await expect(page).toHaveURL(/\/healthz$/);
    expect(click!.fromServiceWorker()).toBe(false);
    const health = await page.goto('/healthz');
    expect(health!.fromServiceWorker()).toBe(false);
    expect(await health!.json()).toEqual({ ok: true });
    const link = (await server.check(user.apiKey, `/api/url/${linkId}`)) as {
      data: { clicks: number };
    };
    expect(link.data.clicks).toBe(1);

    // No cache of the worker holds an API answer.
    await page.goto('/links');
    await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  });

  test('offline, kept pages open; changes are disabled with the reason; nothing typed is lost', async ({
    page,
    context,
    server,
    user,
    signIn,
  }) => {
    await server.api(user.apiKey, 'POST', '/api/url/add', {
      url: 'https://shop.example.com/offline',
      custom: 'kept-offline',
    });
    await signIn();
    await openFromNav(page, 'Links');
    const row = page.getByRole('row').filter({ hasText: 'kept-offline' });
    await expect(row).toBeVisible();
    await workerReady(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/^Offline — showing data from \d/)).toBeVisible();
    await expect(row).toBeVisible();

    // Opening a form offline would end in "Cannot reach the server": each change says why not.
    const reason = /^You are offline: changes can be made once you are back online\.$/;
    await expect(page.getByText(reason)).toBeVisible();
    const create = page.getByRole('button', { name: 'Create link' });
    const edit = row.getByRole('button', { name: /^Edit / });
    const remove = row.getByRole('button', { name: /^Delete / });
    const importLinks = page.getByRole('link', { name: 'Import', exact: true });
    for (const action of [create, edit, remove, importLinks]) {
      await expect(action).toBeDisabled();
      await expect(action).toHaveAccessibleDescription(reason);
    }
    await create.click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Create a short link' });
    await expect(dialog).toBeHidden();

    // Back online they work; a form open as the connection drops keeps what was typed.
    await context.setOffline(false);
    for (const action of [create, edit, remove, importLinks]) await expect(action).toBeEnabled();
    await create.click();
    await dialog.getByLabel(/Destination URL/).fill('https://shop.example.com/typed-offline');
    await context.setOffline(true);
    const save = dialog.getByRole('button', { name: 'Create link' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(/You are offline: saving needs a connection/);

    await context.setOffline(false);
    await expect(page.getByText('Back online. Refresh shows the latest data.')).toBeVisible();
    await expect(dialog.getByLabel(/Destination URL/)).toHaveValue(
      'https://shop.example.com/typed-offline',
    );
    await expect(save).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(dialog).toBeHidden();

    await server.api(user.apiKey, 'POST', '/api/url/add', {
      url: 'https://shop.example.com/meanwhile',
      custom: 'made-meanwhile',
    });
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/urls') && r.ok());
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    await expect(page.getByRole('row').filter({ hasText: 'made-meanwhile' })).toBeVisible();
  });

  test('offline, a list never opened on this device says so calmly and loads once back online', async ({
    page,
    context,
    server,
    user,
    signIn,
  }) => {
    await server.api(user.apiKey, 'POST', '/api/pixel/add', {
      type: 'gtmpixel',
      name: 'Shop tags',
      tag: 'GTM-ABC1234',
    });
    await signIn();
    await openFromNav(page, 'Links');
    await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    await workerReady(page);

    await context.setOffline(true);
    await openFromNav(page, 'Pixels');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Not on this device yet' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'This page has not been opened on this device yet; it will load when you are back online.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Cannot reach the server')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Pixels' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Shop tags' })).toBeVisible();
  });
});

test.describe('a new or broken service worker', () => {
  let server: RunningServer;
  let dist: string;
  const workerFile = () => join(dist, 'sw.js');

  test.beforeAll(async () => {
    // A copy of the build this server alone serves, so its worker can change between visits.
    dist = mkdtempSync(join(tmpdir(), 'linkdeck-sw-dist-'));
    cpSync(resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist'), dist, {
      recursive: true,
    });
    server = await startServer({ DIST_DIR: dist });
  });
  test.afterAll(async () => {
    await server.stop();
    removeServerFiles(server);
    rmSync(dist, { recursive: true, force: true });
  });
  /** A new user signed in on this server, its worker installed. */
  const signInWithWorker = async (page: Page) => {
    await page.goto(`${server.url}/sign-in`);
    await signInThroughUi(page, server.createUser());
    await workerReady(page);
  };

  test('a new version asks before it takes over and replaces the old one cleanly', async ({
    page,
  }) => {
    await signInWithWorker(page);
    await page.reload();
    expect(await isControlled(page)).toBe(true);

    // The next release (the server serves files read at start).
    const original = readFileSync(workerFile(), 'utf8');
    writeFileSync(workerFile(), `${original}\n// next release\n`);
    await server.restart();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page
      .getByRole('status')
      .filter({ hasText: 'A new version of Linkdeck is ready.' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Nothing changed by itself: the page still runs the old worker until asked.
    expect(
      await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBe(true);

    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: !!registration?.waiting,
          controlled: !!navigator.serviceWorker.controller,
        };
      }),
    ).toEqual({ waiting: false, controlled: true });
    await expect(prompt).toBeHidden();
    writeFileSync(workerFile(), original);
    await server.restart();
  });

  test('a broken worker never blocks the dashboard; unregistered, it recovers', async ({
    page,
  }) => {
    await signInWithWorker(page);

    // A release whose worker throws: it never installs, the old one keeps serving.
    const original = readFileSync(workerFile(), 'utf8');
    writeFileSync(workerFile(), "throw new Error('broken release');\n");
    await server.restart();
    const failed = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) =>
        r!.update().then(
          () => 'updated',
          () => 'refused',
        ),
      ),
    );
    expect(failed).toBe('refused');
    await page.reload();
    await openFromNav(page, 'Links');
    await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();

    // Unregistered and its caches gone (what the kill switch of the decision record does):
    // the dashboard loads from the network, then installs the worker again.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
    });
    writeFileSync(workerFile(), original);
    await server.restart();
    const scripts = countScripts(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    expect(scripts.fromWorker()).toBe(0);
    expect(scripts.fromNetwork.length).toBeGreaterThan(0);
    expect(await workerReady(page)).toBe('activated');
  });
});
