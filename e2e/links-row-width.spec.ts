import type { Locator, Page } from '@playwright/test';
import { expect, openFromNav, test } from './fixtures';

/**
 * Issue 44: at 1366 px the Links rows give their width to where the links go, not to their
 * buttons (in English and French, with no folding into a menu), and a bulk job's outcome stays
 * with the view it was started on.
 */

const cutOff = (cell: Locator) => cell.evaluate((e) => e.scrollWidth > e.clientWidth + 1);

const firstRow = (page: Page) =>
  page
    .getByRole('table', { name: /Links|Liens/ })
    .locator('tbody tr')
    .first();

for (const locale of ['en', 'fr'] as const) {
  test(`in ${locale}, a row shows its whole short URL, most of its destination and its actions as named icons`, async ({
    page,
    server,
    user,
    signIn,
  }) => {
    const created = await server.api(user.apiKey, 'POST', '/api/url/add', {
      url: 'https://northwind-coffee.example/menu/spring',
      // A short URL of about 25 characters, as most are (a 7-character alias here).
      custom: `menu-${locale}`,
    });
    const { shorturl } = created.json as { shorturl: string };
    await signIn();
    if (locale !== 'en')
      await page.evaluate((chosen) => localStorage.setItem('linkdeck.locale', chosen), locale);
    await page.goto('/links');
    const row = firstRow(page);
    const short = row.locator(`a[href="${shorturl}"]`);
    // Without its scheme: the whole address is in the link and its tooltip.
    await expect(short).toHaveText(new RegExp(`^${shorturl.replace(/^https?:\/\//, '')}`));
    await expect(short).toHaveAttribute('href', shorturl);
    await expect(short).toHaveAttribute('title', shorturl);
    expect(await cutOff(short)).toBe(false);
    const destination = row.locator('a[href="https://northwind-coffee.example/menu/spring"]');
    await expect(destination).toHaveText(/^northwind-coffee\.example\/menu\/spring/);
    expect(await cutOff(destination)).toBe(false);

    // Four actions on the row, each an icon named for screen readers and with its tooltip.
    const actions = row.getByRole('toolbar');
    await expect(row.getByRole('button', { name: /^Actions/ })).toBeHidden();
    const buttons = actions.locator('a, button:visible');
    await expect(buttons).toHaveCount(4);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('title', /\S/);
      await expect(button).toHaveAccessibleName(new RegExp(`menu-${locale}`));
    }
    const width = await actions.evaluate((e) => e.getBoundingClientRect().width);
    expect(width).toBeLessThan(200);
  });
}

test('a bulk job’s outcome is shown on its view and on views with its rows, not on others', async ({
  page,
  server,
  user,
  signIn,
}) => {
  for (const name of ['alpha', 'beta', 'gamma'])
    await server.api(user.apiKey, 'POST', '/api/url/add', {
      url: `https://outcome.example/${name}`,
      metatitle: `Outcome ${name}`,
    });
  await signIn();
  await openFromNav(page, 'Links');
  const table = page.getByRole('table', { name: 'Links' });
  const search = page.getByRole('searchbox', { name: 'Search links' });
  await search.fill('gamma');
  await search.press('Enter');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete 1 link?' })
    .getByRole('button', { name: 'Delete 1 link' })
    .click();
  const outcome = page.getByRole('status').filter({ hasText: /Deleting 1 link: 1 done/ });
  await expect(outcome).toBeVisible({ timeout: 60_000 });

  // Another view of the list, without the deleted row: the outcome is not about it.
  await search.fill('alpha');
  await search.press('Enter');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(outcome).toBeHidden();
  // Back on the view it was started on, it is there until dismissed.
  await search.fill('gamma');
  await search.press('Enter');
  await expect(outcome).toBeVisible();
});

test('on a phone the first link card starts in the top half of the screen', async ({
  page,
  server,
  user,
  signIn,
}) => {
  for (const name of ['one', 'two'])
    await server.api(user.apiKey, 'POST', '/api/url/add', { url: `https://phone.example/${name}` });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn();
  await page.goto('/links');
  const card = page.getByRole('table', { name: 'Links' }).locator('tbody tr').first();
  await expect(card).toBeVisible();
  const top = await card.evaluate((row) => row.getBoundingClientRect().top);
  expect(top).toBeLessThan(844 / 2);
  // Nothing above it was dropped: the search and both choices are there, the sentence is read.
  await expect(page.getByRole('searchbox', { name: 'Search links' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await expect(page.getByText(/Your short links: search them/)).toHaveClass(/max-sm:sr-only/);
});
