import type { Route } from '@playwright/test';
import { expect, expectNoAxeViolations, openFromNav, signInAsDemo, test } from './fixtures';

/** Issue 26: the friction a marketer meets in the first hour, in a real Chromium. */

test('a sort whose rows are still on their way shows the chosen order and the wait, not old rows as fresh', async ({
  page,
  server,
}) => {
  await signInAsDemo(page, server);
  await openFromNav(page, 'Links');
  const table = page.getByRole('table', { name: 'Links' });
  await expect(table).toBeVisible();
  await expect(page.getByText(/^Updated just now/)).toBeVisible();

  // Hold the sorted list's answer, as a spent allowance would.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/urls\?.*order=click/, async (route: Route) => {
    await held;
    await route.continue();
  });

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Most clicks' });
  await expect(sort).toHaveValue('click');
  await expect(page.getByText('Waiting for the rows you asked for…')).toBeVisible();
  await expect(page.getByText(/^Updated just now/)).toBeHidden();
  await expect(table.locator('xpath=ancestor::*[@aria-busy="true"]').first()).toBeAttached();

  // Released well within the client's 15 s timeout, even on a loaded machine.
  release();
  await expect(page.getByText(/^Updated just now/)).toBeVisible();
  await expect(sort).toHaveValue('click');
  await expect(table.locator('xpath=ancestor::*[@aria-busy="true"]')).toHaveCount(0);
  const clicks = await table
    .getByRole('row')
    .locator('td:nth-child(5)')
    .allInnerTexts()
    .then((cells) => cells.map((cell) => Number(cell.replace(/\D/g, ''))));
  expect(clicks.length).toBeGreaterThan(1);
  expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
  await expectNoAxeViolations(page);
});

test('a changed dialog asks before Escape throws it away', async ({ page, server }) => {
  await signInAsDemo(page, server);
  await openFromNav(page, 'Channels');
  await page
    .getByRole('button', { name: /^(New|Add|Create) channel$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('Name') });
  await dialog.getByLabel('Name', { exact: true }).fill('Autumn menu');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Autumn menu');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
});
