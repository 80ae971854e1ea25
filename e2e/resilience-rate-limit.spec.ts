import { expect, test, waitForFreshWindow } from './fixtures';
import { NAV_PAGES } from './nav-pages';
import { watchErrorPanels } from './problems';

/**
 * Resilience: the request budget runs out while a person keeps navigating. With 5 requests a
 * minute the dashboard must open the page at once and say when it loads, wait for the window
 * to reset and carry on by itself, never showing an error page. The wait is up to a minute
 * (fixed windows). The request queue knows the budget, so it waits instead of being refused.
 */
test.use({ serverEnv: { RATE_LIMIT_PER_MINUTE: '5' } });

// Every list page but Links; a list's table is named like its heading. The person starts on
// the overview, where sign-in leads.
const LIST_PAGES = NAV_PAGES.slice(2, -1);

test('a person who keeps navigating past the limit sees a countdown and the app resumes by itself', async ({
  page,
  server,
  signIn,
}) => {
  test.setTimeout(210_000);
  // Created by the CLI, so the budget of its key is untouched when the test starts.
  const demo = server.createUser({ demo: true });
  // Sign-in and the walk spend the budget within one window, wherever the clock stands.
  await waitForFreshWindow();
  const errorPanels = await watchErrorPanels(page);
  await signIn(demo);
  await expect(page.getByRole('table', { name: 'Top links by clicks' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  const countdown = page.getByRole('status').filter({ hasText: /Loads in/ });
  let waitedOn: (typeof LIST_PAGES)[number] | undefined;
  for (const list of LIST_PAGES) {
    await nav.getByRole('link', { name: list.nav, exact: true }).click();
    const table = page.getByRole('table', { name: list.heading });
    await expect(table.or(countdown)).toBeVisible();
    if (await countdown.isVisible()) {
      waitedOn = list;
      break;
    }
    await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
  }
  expect(waitedOn, 'the 5-request budget ran out while navigating').toBeDefined();
  const target = waitedOn!;

  // The page is open at once; it says when it loads and counts down.
  await expect(countdown).toContainText(/nothing is lost/);
  const secondsShown = async () =>
    Number((await countdown.innerText()).match(/in\s+(?:(\d+):)?(\d+)/)?.[2] ?? NaN);
  const first = await secondsShown();
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(60);
  await expect.poll(secondsShown, { timeout: 5_000 }).toBeLessThan(first);

  // After the reset the page's data appears without a click, and the countdown goes away.
  const table = page.getByRole('table', { name: target.heading });
  await expect(table).toBeVisible({ timeout: 75_000 });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
  await expect(countdown).toBeHidden();

  // And the person carries on: a page already loaded comes from memory, a new one loads.
  await nav.getByRole('link', { name: 'Links', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Links' })).toBeVisible();
  await nav.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible({
    timeout: 75_000,
  });

  expect(await errorPanels()).toEqual([]);
  await expect(page).not.toHaveTitle(/Problem/);
});
