import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  openSecondTab,
  signInAsDemo,
  signInThroughUi,
  test,
  signOutThroughUi,
} from './fixtures';
import { deviceDatabases as databasesOnDevice } from './device-databases';
import { NAV_PAGES } from './nav-pages';
import { readRequestLog, watchApiRequests } from './request-log';

/**
 * The budget-aware data engine in a real Chromium against the real server, counted
 * from the server's own request log: a reload costs nothing, tabs of one account act as one,
 * and what is kept on the device belongs to one account and goes with Sign out.
 */
const requestLog = join(mkdtempSync(join(tmpdir(), 'linkdeck-device-')), 'requests.jsonl');
test.use({ serverEnv: { REQUEST_LOG: requestLog } });

const apiRequests = () => readRequestLog(requestLog).length;

/** Links to Pixels: a list's table is named like its heading. */
const PAGES = NAV_PAGES.slice(1, 6).map(({ nav, path, heading }) => ({
  nav,
  path,
  table: heading,
}));

const open = async (page: Page, nav: string, table: string) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav }).click();
  await expect(page.getByRole('table', { name: table })).toBeVisible();
};

/** This origin's page caches (one per account) and how many entries each holds. */
const deviceDatabases = (page: Page) => databasesOnDevice(page, 'linkdeck-cache-');

/** Requests left of the limit, as the header's meter reports them ("29 of 30"; not its countdown). */
const meterText = async (page: Page) =>
  (
    await page
      .getByRole('banner')
      .getByRole('meter', { name: 'API allowance' })
      .getAttribute('aria-valuetext')
  )?.match(/\d+ of \d+/)?.[0];

test('a reload shows the data again for 0 requests, says how old it is, and Refresh fetches it', async ({
  page,
  context,
  server,
}) => {
  const browserSaw = watchApiRequests(context);
  await signInAsDemo(page, server);
  await browserSaw.settled();
  const beforeWalk = {
    logged: apiRequests(),
    sent: browserSaw.sent(),
    answered: browserSaw.answered(),
  };
  for (const { nav, table } of PAGES) await open(page, nav, table);
  await expect
    .poll(async () => Object.values(await deviceDatabases(page))[0] ?? 0)
    .toBeGreaterThanOrEqual(PAGES.length);
  // The counter works: the log holds every request of the first visit, and there were some.
  await browserSaw.settled();
  const walked = apiRequests() - beforeWalk.logged;
  expect(walked, 'requests of the first visit to every page').toBeGreaterThanOrEqual(PAGES.length);
  expect(walked, 'logged: every answered request').toBeGreaterThanOrEqual(
    browserSaw.answered() - beforeWalk.answered,
  );
  expect(walked, 'logged: nothing the browser did not send').toBeLessThanOrEqual(
    browserSaw.sent() - beforeWalk.sent,
  );

  const before = apiRequests();
  for (const { path, table } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('table', { name: table })).toBeVisible();
    await expect(page.getByText(/^Updated (just now|\d+ min ago)/)).toBeVisible();
  }
  await browserSaw.settled();
  expect(apiRequests() - before, 'requests to reload every page').toBe(0);

  // Refresh fetches exactly this page's data: one request.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => apiRequests() - before).toBe(1);
  expect(readRequestLog(requestLog).at(-1)?.url).toMatch(/^\/api\/pixels/);

  // A corrupt cache is discarded silently and the page loads from the API.
  await page.evaluate(async () => {
    const name = (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .find((n) => n.startsWith('linkdeck-cache-'));
    if (!name) throw new Error('no cache database');
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => {
        const store = request.result.transaction('queries', 'readwrite').objectStore('queries');
        const keys = store.getAllKeys();
        keys.onsuccess = () => {
          for (const key of keys.result) store.put('{not a query', key);
          store.transaction.oncomplete = () => {
            request.result.close();
            resolve();
          };
        };
      };
      request.onerror = () => reject(request.error);
    });
  });
  const beforeCorrupt = apiRequests();
  await page.goto('/campaigns');
  await expect(page.getByRole('table', { name: 'Campaigns' })).toBeVisible();
  await browserSaw.settled();
  // The page's list, and in the background the one link list that names the links whose
  // campaign this device does not know (docs/decisions/0037-campaign-numbers.md).
  const reads = readRequestLog(requestLog)
    .slice(beforeCorrupt)
    .map((request) => request.url.split('?')[0]);
  expect(reads.sort()).toEqual(['/api/campaigns', '/api/urls']);
  await expect(page.getByRole('heading', { name: /problem|wrong/i })).toHaveCount(0);
});

test('Sign out leaves no database with account data; another key never sees the first account’s rows', async ({
  page,
  server,
}) => {
  const demo = server.createUser({ demo: true });
  const other = server.createUser();
  await page.goto('/sign-in');
  await signInThroughUi(page, demo);
  await open(page, 'Links', 'Links');
  const table = page.getByRole('table', { name: 'Links' });
  await expect(table).toBeVisible();
  const demoRow = (
    await table.getByRole('row').nth(1).getByRole('link').first().innerText()
  ).trim();
  expect(demoRow).not.toBe('');
  await open(page, 'QR codes', 'QR codes');
  await expect.poll(async () => Object.keys(await deviceDatabases(page)).length).toBe(1);

  await signOutThroughUi(page);
  await expect(page).toHaveURL(/\/sign-in/);
  await expect.poll(() => deviceDatabases(page)).toEqual({});

  // Every text the page ever shows is recorded, so even a flash of the first account counts.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => seen.push(document.body.innerText)).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await signInThroughUi(page, other);
  await expect(page.getByRole('region', { name: 'Get started' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Links' }).click();
  await expect(page.getByRole('heading', { name: 'No links yet' })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.some((text) => text.includes(demoRow))).toBe(false);
});

test('tabs of one account share the meter, hear of each other’s changes, and sign out together', async ({
  page,
  context,
  server,
}) => {
  const demo = await signInAsDemo(page, server);

  await open(page, 'Links', 'Links');
  const second = await openSecondTab(context, page, demo);
  await open(second, 'Links', 'Links');
  // Both tabs show the same requests left once either has heard from the server.
  await expect.poll(async () => (await meterText(page)) === (await meterText(second))).toBe(true);

  // A link created in the first tab appears in the second's list by itself.
  await page.getByRole('button', { name: 'Create link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a short link' });
  await dialog.getByLabel(/Destination URL/).fill('https://shop.example.com/two-tabs');
  await dialog.getByLabel(/Custom alias/).fill('two-tabs');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    second.getByRole('table', { name: 'Links' }).getByRole('row').filter({ hasText: 'two-tabs' }),
  ).toBeVisible();
  await expect.poll(async () => (await meterText(page)) === (await meterText(second))).toBe(true);

  await signOutThroughUi(page);
  await expect(second).toHaveURL(/\/sign-in/);
  await expect(second.getByText(/signed out in another tab/)).toBeVisible();
  await expect.poll(() => deviceDatabases(second)).toEqual({});
});
