import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  signInThroughUi,
  test,
  type RunningServer,
  type TestUser,
  signOutThroughUi,
} from './fixtures';
import { deviceDatabases } from './device-databases';
import { readRequestLog } from './request-log';

/**
 * Several accounts in one tab and side by side in tabs, in a real Chromium against
 * the real server, counted from the server's own request log.
 */
const requestLog = join(mkdtempSync(join(tmpdir(), 'linkdeck-accounts-')), 'requests.jsonl');
test.use({ serverEnv: { REQUEST_LOG: requestLog }, locale: 'en-US' });

const apiRequests = () => readRequestLog(requestLog).length;

/** This origin's Linkdeck cache databases. */
const cacheDatabases = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith('linkdeck-cache-'))
      .sort(),
  );

const accountMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Accounts, signed in as/ });

const switchTo = async (page: Page, user: TestUser) => {
  await accountMenu(page).click();
  await page.getByRole('menuitemradio', { name: new RegExp(user.email) }).click();
  await expect(accountMenu(page)).toContainText(user.email);
};

const addAccount = async (page: Page, user: TestUser) => {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign in to another account' }).click();
  await expect(page).toHaveURL(/\/sign-in\?another/);
  await signInThroughUi(page, user);
  await expect(accountMenu(page)).toContainText(user.email);
};

const openLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Links' }).click();

/** A user with a few links and one QR code of its own, made through the API. */
const userWithData = async (server: RunningServer, tag: string) => {
  const user = server.createUser();
  for (const alias of [`${tag}-one`, `${tag}-two`])
    expect(
      (
        await server.api(user.apiKey, 'POST', '/api/url/add', {
          url: `https://${tag}.example.com/${alias}`,
          custom: alias,
        })
      ).status,
    ).toBeLessThan(300);
  expect(
    (
      await server.api(user.apiKey, 'POST', '/api/qr/add', {
        type: 'link',
        data: `https://${tag}.example.com/qr`,
        name: `${tag} code`,
      })
    ).status,
  ).toBeLessThan(300);
  return user;
};

const linkRow = (page: Page, alias: string) =>
  page.getByRole('table', { name: 'Links' }).getByRole('row').filter({ hasText: alias });

/** Two users with data of their own, both signed in in this tab (the second one shown). */
const twoAccounts = async (page: Page, server: RunningServer, tags: [string, string]) => {
  const first = await userWithData(server, tags[0]);
  const second = await userWithData(server, tags[1]);
  await page.goto('/sign-in');
  await signInThroughUi(page, first);
  await addAccount(page, second);
  return [first, second] as const;
};

/** The tab's sessionStorage holds the kept account's key and no longer the signed-out one's. */
const expectKeys = async (page: Page, { kept, gone }: { kept?: TestUser; gone: TestUser }) => {
  const keys = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(keys).not.toContain(gone.apiKey);
  if (kept) expect(keys).toContain(kept.apiKey);
};

test('two accounts in one tab: switching shows each one’s rows, kept pages cost 0 requests, signing out of one keeps the other', async ({
  page,
  server,
}) => {
  const first = await userWithData(server, 'first');
  const second = await userWithData(server, 'second');
  await page.goto('/sign-in');
  await signInThroughUi(page, first);
  await openLinks(page);
  await expect(linkRow(page, 'first-one')).toBeVisible();

  await addAccount(page, second);
  await openLinks(page);
  await expect(linkRow(page, 'second-one')).toBeVisible();
  await expect(linkRow(page, 'first-one')).toHaveCount(0);
  await expect.poll(() => cacheDatabases(page).then((names) => names.length)).toBe(2);

  // Back and forth: each account's kept pages, never the other's rows, for no request.
  const before = apiRequests();
  for (const [user, own, other] of [
    [first, 'first-one', 'second-one'],
    [second, 'second-one', 'first-one'],
    [first, 'first-one', 'second-one'],
  ] as const) {
    await switchTo(page, user);
    await expect(linkRow(page, own)).toBeVisible();
    await expect(linkRow(page, other)).toHaveCount(0);
  }
  expect(apiRequests() - before, 'requests to switch between fresh accounts').toBe(0);

  // The menu is a real menu: arrows move, Escape closes and gives focus back.
  await accountMenu(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Accounts' })).toBeHidden();
  await expect(accountMenu(page)).toBeFocused();

  // Sign out of the shown account: the other is shown, its store stays, the first's goes.
  const storesBefore = await cacheDatabases(page);
  await signOutThroughUi(page);
  await expect(accountMenu(page)).toContainText(second.email);
  await expect(linkRow(page, 'second-one')).toBeVisible();
  await expect.poll(() => cacheDatabases(page).then((names) => names.length)).toBe(1);
  expect(storesBefore).toContain((await cacheDatabases(page))[0]);
  await expectKeys(page, { kept: second, gone: first });
});

test('two tabs with different accounts each keep their store, and the overview of all accounts adds up each one', async ({
  page,
  context,
  server,
}) => {
  const first = await userWithData(server, 'alpha');
  const second = await userWithData(server, 'beta');
  await server.api(second.apiKey, 'POST', '/api/url/add', {
    url: 'https://beta.example.com/three',
    custom: 'beta-three',
  });
  await page.goto('/sign-in');
  await signInThroughUi(page, first);
  await openLinks(page);
  await expect(linkRow(page, 'alpha-one')).toBeVisible();
  await expect.poll(() => cacheDatabases(page).then((names) => names.length)).toBe(1);
  const [firstStore] = await cacheDatabases(page);

  // A second tab (its own sessionStorage) signs in to another account: the first's store stays.
  const other = await context.newPage();
  await other.goto('/sign-in');
  await signInThroughUi(other, second);
  await openLinks(other);
  await expect(linkRow(other, 'beta-one')).toBeVisible();
  await expect.poll(() => cacheDatabases(other).then((names) => names.length)).toBe(2);
  await page.reload();
  await expect(linkRow(page, 'alpha-one')).toBeVisible();
  await expect.poll(() => cacheDatabases(page).then((names) => names.length)).toBe(2);
  await other.close();

  // All accounts: each account's totals, equal to what the API holds for it.
  await addAccount(page, second);
  const keptBefore = (await deviceDatabases(page, 'linkdeck-cache-'))[firstStore!]!;
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'All accounts', exact: true }).click();
  const table = page.getByRole('table', { name: 'Totals by account' });
  for (const user of [first, second]) {
    const links = (await server.api(user.apiKey, 'GET', '/api/urls?limit=100&page=1')).json as {
      data: { urls: { clicks: number }[]; total?: number };
    };
    const codes = (await server.api(user.apiKey, 'GET', '/api/qr?limit=100&page=1')).json as {
      data: { qrs: { scans: number }[] };
    };
    const clicks = links.data.urls.reduce((sum, link) => sum + link.clicks, 0);
    const scans = codes.data.qrs.reduce((sum, qr) => sum + qr.scans, 0);
    const row = table.getByRole('row').filter({ hasText: user.email });
    await expect(row.getByRole('cell')).toHaveText([
      new RegExp(user.email),
      String(clicks),
      String(scans),
      String(links.data.urls.length),
      String(codes.data.qrs.length),
    ]);
  }

  // Cached like every page: the first account (not shown) keeps its two totals lists in its
  // own store, so a reload of the overview costs no request for either account.
  await expect
    .poll(async () => (await deviceDatabases(page, 'linkdeck-cache-'))[firstStore!])
    .toBe(keptBefore + 2);
  const before = apiRequests();
  await page.reload();
  for (const [user, links] of [
    [first, '2'],
    [second, '3'],
  ] as const)
    await expect(
      table.getByRole('row').filter({ hasText: user.email }).getByRole('cell').nth(3),
    ).toHaveText(links);
  expect(apiRequests() - before, 'requests to show kept totals again').toBe(0);
});

test('a key that stops working signs out that account only', async ({ page, server }) => {
  const [first, second] = await twoAccounts(page, server, ['kept', 'revoked']);
  await server.revokeKeys(second.email);
  await openLinks(page);
  await expect(page).toHaveURL(/\/sign-in/);
  // The other account is still signed in here, one press away, and its store is kept.
  await page.getByRole('button', { name: new RegExp(`Continue as ${first.email}`) }).click();
  await openLinks(page);
  await expect(linkRow(page, 'kept-one')).toBeVisible();
  await expect.poll(() => cacheDatabases(page).then((names) => names.length)).toBe(1);
  await expectKeys(page, { gone: second });
});

test('two tabs switching accounts at the same time each show the rows of the account their header names', async ({
  page,
  context,
  server,
}) => {
  const [first, second] = await twoAccounts(page, server, ['left', 'right']);
  // A second tab (its own sessionStorage) with the same two accounts, the other one shown.
  const other = await context.newPage();
  await other.goto('/sign-in');
  await signInThroughUi(other, second);
  await addAccount(other, first);
  for (const [tab, own] of [
    [page, 'right-one'],
    [other, 'left-one'],
  ] as const) {
    await openLinks(tab);
    await expect(linkRow(tab, own)).toBeVisible();
  }

  const rowsMatchHeader = async (tab: Page) => {
    const shown = (await accountMenu(tab).textContent()) ?? '';
    const [own, foreign] = shown.includes(first.email)
      ? ['left-one', 'right-one']
      : ['right-one', 'left-one'];
    await expect(linkRow(tab, own)).toBeVisible();
    await expect(linkRow(tab, foreign)).toHaveCount(0);
  };
  for (const [mine, theirs] of [
    [first, second],
    [second, first],
    [first, second],
  ] as const) {
    await Promise.all([switchTo(page, mine), switchTo(other, theirs)]);
    await Promise.all([rowsMatchHeader(page), rowsMatchHeader(other)]);
  }
  // A reload of each reads its own account's store, never the other tab's shown one.
  await Promise.all([page.reload(), other.reload()]);
  await Promise.all([rowsMatchHeader(page), rowsMatchHeader(other)]);
  await expect.poll(() => cacheDatabases(page).then((names) => names.length)).toBe(2);
});

test('a waiting account whose key stops working is signed out on the all-accounts page, the shown one stays', async ({
  page,
  server,
}) => {
  const [waiting, shown] = await twoAccounts(page, server, ['goes', 'stays']);
  await expect.poll(() => cacheDatabases(page).then((names) => names.length)).toBe(2);
  await server.revokeKeys(waiting.email);
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'All accounts', exact: true }).click();
  const table = page.getByRole('table', { name: 'Totals by account' });
  await expect(table.getByRole('row').filter({ hasText: shown.email })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: waiting.email })).toHaveCount(0);
  await expect(accountMenu(page)).toContainText(shown.email);
  await expect.poll(() => cacheDatabases(page).then((names) => names.length)).toBe(1);
  await expectKeys(page, { kept: shown, gone: waiting });
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`the account menu by keyboard alone, ${colorScheme} theme`, async ({ page, server }) => {
    test.setTimeout(90_000);
    const first = server.createUser();
    const second = server.createUser();
    await page.emulateMedia({ colorScheme });
    await page.goto('/sign-in');
    await signInThroughUi(page, first);
    await addAccount(page, second);
    const menu = page.getByRole('menu', { name: 'Accounts' });
    const items = menu.locator('[role^="menuitem"]');
    /** The focused element draws the house focus ring (index.css), not only a colour change. */
    const expectRing = async () => {
      const ring = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return `${style.outlineStyle} ${parseFloat(style.outlineWidth) >= 2}`;
      });
      expect(ring).toBe('solid true');
    };

    // Tab reaches the button like any control of the header.
    await page.getByRole('link', { name: 'Linkdeck' }).focus();
    while (!(await accountMenu(page).evaluate((button) => button === document.activeElement)))
      await page.keyboard.press('Tab');
    await expectRing();
    await page.keyboard.press('Enter');
    await expect(items.first()).toBeFocused();
    await expectRing();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await expect(items.last()).toHaveText('Sign out of all accounts');
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(accountMenu(page)).toBeFocused();

    // Up opens it on its last item; Tab leaves it closed for the next control of the header.
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toBeFocused();
    await expect(accountMenu(page)).not.toBeFocused();

    // Switching: the header then names the other account, and focus is on it, not lost.
    await accountMenu(page).focus();
    await page.keyboard.press('Enter');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toHaveAccessibleName(new RegExp(first.email));
    await page.keyboard.press('Enter');
    await expect(accountMenu(page)).toContainText(first.email);
    await expect(accountMenu(page)).toBeFocused();

    // A link item works by keyboard too.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'All accounts', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All accounts' })).toBeVisible();
  });
