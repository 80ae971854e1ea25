import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openSecondTab, signInAsDemo, test, waitForFreshWindow } from './fixtures';
import { readRequestLog } from './request-log';

/**
 * Issue 10 at a low limit: tabs of one account share a running 429 countdown, nothing is sent
 * into a window known to be spent, and a page clicked while requests wait opens at once.
 */
const limitedLog = join(mkdtempSync(join(tmpdir(), 'linkdeck-limit-')), 'requests.jsonl');
test.use({ serverEnv: { REQUEST_LOG: limitedLog, RATE_LIMIT_PER_MINUTE: '6' } });

test('a second tab respects the other’s countdown; nothing is sent into a spent window', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(240_000);
  const demo = await signInAsDemo(page, server);
  const second = await openSecondTab(context, page, demo);
  await expect(second.getByRole('table', { name: 'Top links by clicks' })).toBeVisible();

  const countdown = (tab: Page) =>
    tab.getByRole('status').filter({ hasText: /Continuing by itself in/ });
  const refused = () => readRequestLog(limitedLog).filter((r) => r.status === 429).length;

  // A script with the same key spends a fresh window, unknown to the tabs: the steps below
  // happen in that window, never racing its end.
  await waitForFreshWindow();
  while ((await server.api(demo.apiKey, 'GET', '/api/account')).status !== 429);
  expect(refused()).toBe(1);

  // The first tab's next click is refused: both tabs now know the window is spent.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Campaigns' })
    .click();
  await expect(countdown(page)).toBeVisible();
  await expect(countdown(second)).toBeVisible();
  expect(refused()).toBe(2);

  // The other tab's clicks wait instead of being refused, and each page opens at once.
  const sentBefore = readRequestLog(limitedLog).length;
  const secondNav = second.getByRole('navigation', { name: 'Main' });
  await secondNav.getByRole('link', { name: 'CTA overlays' }).click();
  await expect(second.getByText(/Loads in \d+/)).toBeVisible();
  await second
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Splash pages' })
    .click();
  await expect(
    second
      .getByRole('heading', { level: 1, name: 'Splash pages' })
      .or(second.getByText(/Loads in \d+/)),
  ).toBeVisible();
  await expect(second.getByText(/Loads in \d+/)).toBeVisible();
  await expect(
    second.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Splash pages' }),
  ).toHaveAttribute('aria-current', 'page');
  expect(readRequestLog(limitedLog).length).toBe(sentBefore);

  // At the reset both pages load by themselves, and nothing more was refused.
  await expect(second.getByRole('table', { name: 'Splash pages' })).toBeVisible({
    timeout: 75_000,
  });
  await expect(page.getByRole('table', { name: 'Campaigns' })).toBeVisible({ timeout: 75_000 });
  expect(refused()).toBe(2);
  // The page the user left while it waited is not fetched after the reset.
  await page.waitForTimeout(2_000);
  expect(readRequestLog(limitedLog).filter((r) => r.url.startsWith('/api/overlay'))).toEqual([]);
});
