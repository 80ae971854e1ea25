import type { Page, Route } from '@playwright/test';
import { expect, signInThroughUi, test, signOutThroughUi } from './fixtures';

/**
 * The first paint is the sign-in page itself, built into index.html; the app takes it over
 * without replacing it (docs/decisions/0014-first-paint-shell.md).
 */

/** The app's module scripts (the entry and its chunks), not index.html's small <head> script. */
const APP_SCRIPTS = /\/assets\/(?!before-app-).*\.js$/;

/** Holds the app's scripts until `release()`: the page shows what it shows before them. */
const holdAppScripts = async (page: Page) => {
  const held: Route[] = [];
  let isReleased = false;
  await page.route(APP_SCRIPTS, (route) => (isReleased ? route.continue() : held.push(route)));
  return {
    /** The file names requested so far. */
    requested: () => held.map((route) => new URL(route.request().url()).pathname.split('/').pop()),
    release: async () => {
      isReleased = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
};

const appHasStarted = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-app-started', '');

test.describe('first paint', () => {
  test('is the sign-in form, styled, before any script runs, in both themes', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(/Use the API key from your link-management account/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'API address' })).toBeVisible();
    await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // Styled by the built stylesheet: a white card with a border, a bold brand.
    const card = page.locator('[data-signed-out-only]');
    await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(card).toHaveCSS('border-top-style', 'solid');
    await expect(page.getByText('Linkdeck', { exact: true })).toHaveCSS('font-weight', '700');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(card).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  test('without any script, submitting the static form never puts the key in the address', async ({
    page,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/sign-in');
    await page.getByLabel('API key', { exact: true }).fill('secret-key-before-scripts');
    await page.getByLabel('API key', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(page.url()).not.toContain('secret-key');
  });

  test("the app's files are requested at once, not one after the other", async ({ page, user }) => {
    // The entry evaluates React DOM, then imports the app's code to evaluate it in a task of its
    // own, so neither is a long task: preloaded, both are on their way while nothing has run yet.
    // (The sign-in page's own files import the app's code too: a signed-in tab shows the entry's
    // preloads.)
    await page.goto('/sign-in');
    await signInThroughUi(page, user);
    const scripts = await holdAppScripts(page);
    await page.goto('/links', { waitUntil: 'commit' });
    await expect
      .poll(() => scripts.requested().map((file) => file?.replace(/-[\w-]{8}\.js$/, '')))
      .toEqual(expect.arrayContaining(['index', 'renderer', 'start']));
    await scripts.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
  });

  test('a key typed and submitted before the app arrived is kept and signs in once it has', async ({
    page,
    user,
  }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(frame.url()));
    const scripts = await holdAppScripts(page);
    await page.goto('/sign-in', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await page.getByLabel('API key', { exact: true }).fill(user.apiKey);
    await page.getByLabel('API key', { exact: true }).press('Enter');
    // Held until the app is there: nothing left the page, the key is in no address.
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started');

    await scripts.release();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(visited.some((url) => url.includes(user.apiKey))).toBe(false);
  });

  test('the app adopts the static page: same nodes, typed values kept, fields work', async ({
    page,
    user,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const scripts = await holdAppScripts(page);
    await page.goto('/sign-in', { waitUntil: 'commit' });
    const key = page.getByLabel('API key', { exact: true });
    await key.fill(user.apiKey);
    await key.focus();
    const staticKey = await key.elementHandle();
    await scripts.release();
    await appHasStarted(page);

    // Hydrated, not replaced: the same input, still focused, still holding the key.
    expect(await staticKey!.evaluate((node) => node.isConnected)).toBe(true);
    await expect(key).toBeFocused();
    await expect(key).toHaveValue(user.apiKey);
    // The address the app fills in, which nobody had typed.
    await expect(page.getByRole('textbox', { name: 'API address' })).toHaveValue(
      new URL(page.url()).origin,
    );
    // The app's behaviour is there: Show reveals the key.
    await page.getByRole('button', { name: 'Show api key' }).click();
    await expect(key).toHaveAttribute('type', 'text');
    expect(errors, 'no hydration error').toEqual([]);

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/overview$/);
  });

  test('no layout shift, and the largest paint is the first paint', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { shift: 0, largest: [] as number[] };
      Object.assign(window, { firstPaintSeen: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          seen.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.largest.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/sign-in');
    await appHasStarted(page);
    await page.waitForLoadState('networkidle');
    // Two frames after the app's first commit, so any shift it caused has been reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const { shift, largest, firstPaint } = await page.evaluate(() => ({
      ...(window as unknown as { firstPaintSeen: { shift: number; largest: number[] } })
        .firstPaintSeen,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(shift).toBe(0);
    expect(largest.length).toBeGreaterThan(0);
    expect(largest.at(-1)).toBe(firstPaint);
  });

  test('a signed-in tab paints an empty frame, never the sign-in form, before its page', async ({
    page,
    user,
  }) => {
    await page.goto('/sign-in');
    await signInThroughUi(page, user);
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto('/links');
    await expect(page.getByText('Linkdeck', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden();
    await expect(page.getByLabel('API key', { exact: true })).toBeHidden();

    await page.unroute(APP_SCRIPTS);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  });

  test('after signing out, the sign-in page shows in full again', async ({ page, signIn }) => {
    await signIn();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await signOutThroughUi(page);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('You have signed out');
  });
});
