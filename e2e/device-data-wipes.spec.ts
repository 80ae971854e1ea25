import type { Page } from '@playwright/test';
import {
  expect,
  openFromNav,
  signInThroughUi,
  test,
  type TestUser,
  signOutThroughUi,
} from './fixtures';
import { deviceDatabases } from './device-databases';
import { watchApiRequests } from './request-log';

/**
 * Every promise about what Linkdeck keeps on the device (docs/user-guide.md, "What is kept on
 * this device"), in Chromium's real IndexedDB: the page cache and the bulk jobs of an account
 * go on Sign out, when its key stops working and when another account signs in; an entry older
 * than 24 hours is neither shown nor kept; "Keep data on this device" off writes no cache.
 */

const kind = (name: string) => (name.startsWith('linkdeck-jobs-') ? 'jobs' : 'cache');

/** Waits until the page cache and the jobs of the signed-in account both hold something. */
const expectCacheAndJobs = async (page: Page) => {
  await expect
    .poll(async () => {
      const found = Object.entries(await deviceDatabases(page)).filter(([, n]) => n > 0);
      return [...new Set(found.map(([name]) => kind(name)))].sort();
    })
    .toEqual(['cache', 'jobs']);
  return Object.keys(await deviceDatabases(page));
};

/** An import of two links, run to its end: a job kept on the device for 24 hours. */
const importTwoLinks = async (page: Page) => {
  await openFromNav(page, 'Links');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await page
    .getByLabel('Or paste CSV, or one URL per line')
    .fill(`https://device.example/${run}/a\nhttps://device.example/${run}/b`);
  await page.getByRole('button', { name: 'Check pasted rows' }).click();
  await page.getByRole('button', { name: 'Import 2 links' }).click();
  await expect(page.getByText(/^Finished · 2 done · 0 failed · 0 left/)).toBeVisible();
  await openFromNav(page, 'Links');
  await expect(page.getByRole('table', { name: 'Links' })).toBeVisible();
};

test('Sign out deletes the account’s jobs with its page cache', async ({ page, signIn }) => {
  await signIn();
  await importTwoLinks(page);
  await expectCacheAndJobs(page);
  await signOutThroughUi(page);
  await expect(page).toHaveURL(/\/sign-in/);
  await expect.poll(() => deviceDatabases(page)).toEqual({});
});

test('a key that stops working takes the account’s jobs and cache with it', async ({
  page,
  server,
  user,
  signIn,
}) => {
  await signIn();
  await importTwoLinks(page);
  await expectCacheAndJobs(page);
  await server.revokeKeys(user.email);
  // A view that is not kept yet needs a request, which the server now refuses.
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect.poll(() => deviceDatabases(page)).toEqual({});
});

test('another account signing in deletes what was kept for the first one', async ({
  context,
  page,
  server,
  signIn,
}) => {
  await signIn();
  await importTwoLinks(page);
  const first = await expectCacheAndJobs(page);
  // The first account leaves without signing out (its tab closed); another signs in here.
  const next = await context.newPage();
  await page.close();
  const other: TestUser = server.createUser();
  await signInThroughUi(next, other);
  await openFromNav(next, 'Links');
  await expect(next.getByRole('heading', { name: 'No links yet' })).toBeVisible();
  await expect
    .poll(async () => Object.keys(await deviceDatabases(next)).filter((n) => first.includes(n)))
    .toEqual([]);
  // What is kept now is the second account's only.
  await expect.poll(async () => Object.keys(await deviceDatabases(next)).length).toBeGreaterThan(0);
});

test('an entry older than 24 hours is fetched again, and a job that old is gone', async ({
  context,
  page,
  signIn,
}) => {
  await signIn();
  await importTwoLinks(page);
  await expectCacheAndJobs(page);
  const browserSaw = watchApiRequests(context);
  const listRequests = () => browserSaw.sent();

  // A reload within the day shows Links from the device: no request.
  await browserSaw.settled();
  let before = listRequests();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Links' })).toBeVisible();
  await browserSaw.settled();
  expect(listRequests() - before, 'requests to reload Links within the day').toBe(0);

  // A day and an hour later, the same reload asks the server, and the finished job is gone.
  await page.clock.install({ time: Date.now() + 25 * 60 * 60_000 });
  before = listRequests();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Links' })).toBeVisible();
  await browserSaw.settled();
  expect(listRequests() - before, 'requests to reload Links a day later').toBeGreaterThan(0);
  await expect
    .poll(async () =>
      Object.entries(await deviceDatabases(page))
        .filter(([name]) => kind(name) === 'jobs')
        .reduce((sum, [, n]) => sum + n, 0),
    )
    .toBe(0);
});

test('with “Keep data on this device” off nothing is cached, and turning it off deletes the cache', async ({
  page,
  server,
}) => {
  const first = server.createUser({ demo: true });
  await page.goto('/sign-in');
  await page.getByLabel(/Keep data on this device/).uncheck();
  await signInThroughUi(page, first);
  for (const nav of ['Links', 'Campaigns', 'QR codes', 'Pixels']) {
    await openFromNav(page, nav);
    await expect(page.getByRole('heading', { level: 1, name: nav })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(Object.keys(await deviceDatabases(page)).filter((n) => kind(n) === 'cache')).toEqual([]);

  // Signed in with it on, pages are kept; turned off on the Account page, they are deleted.
  await signOutThroughUi(page);
  await page.getByLabel(/Keep data on this device/).check();
  await signInThroughUi(page, first);
  await openFromNav(page, 'Links');
  await expect(page.getByRole('table', { name: 'Links' })).toBeVisible();
  await expect
    .poll(async () => Object.keys(await deviceDatabases(page)).filter((n) => kind(n) === 'cache'))
    .toHaveLength(1);
  await openFromNav(page, 'Account');
  await page.getByLabel(/Keep data on this device/).uncheck();
  await expect
    .poll(async () => Object.keys(await deviceDatabases(page)).filter((n) => kind(n) === 'cache'))
    .toEqual([]);
  await openFromNav(page, 'Campaigns');
  await expect(page.getByRole('table', { name: 'Campaigns' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(Object.keys(await deviceDatabases(page)).filter((n) => kind(n) === 'cache')).toEqual([]);
});
