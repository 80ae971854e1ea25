import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { cellUnder } from './resource-steps';
import type { RunningServer } from './server';

/** Campaigns and channels show their numbers, and the link picker fits its dialog on a phone. */

type Created = { id: number; shorturl: string };

const addLink = async (server: RunningServer, apiKey: string, alias: string, title: string) =>
  (
    await server.api(apiKey, 'POST', '/api/url/add', {
      url: `https://shop.example.com/${alias}`,
      custom: alias,
      metatitle: title,
    })
  ).json as Created;

/** Visits a short link `times` times, as people clicking it would. */
const click = async (page: Page, link: Created, times: number) => {
  for (let i = 0; i < times; i++) await page.request.get(link.shorturl, { maxRedirects: 0 });
};

/** Assigns a link through the Campaigns page's dialog, by keyboard. */
const assignByKeyboard = async (page: Page, campaign: string, search: string, title: string) => {
  await page.getByRole('button', { name: `Assign a link to ${campaign}` }).click();
  const assign = page.getByRole('dialog', { name: `Assign a link to ${campaign}` });
  const picker = assign.getByRole('combobox', { name: /Link/ });
  await picker.fill(search);
  // The results of this search, not the last one's.
  await expect(assign.getByRole('option')).toHaveCount(1);
  await expect(assign.getByRole('option', { name: new RegExp(title) })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue(title);
  await picker.press('Enter');
  await expect(assign).toBeHidden();
};

test('a campaign shows its clicks and opens its links; Links has a campaign column and filter', async ({
  page,
  server,
  user,
  signIn,
}) => {
  const shoes = await addLink(server, user.apiKey, 'spring-shoes', 'Spring shoes');
  const hats = await addLink(server, user.apiKey, 'spring-hats', 'Spring hats');
  const coats = await addLink(server, user.apiKey, 'autumn-coats', 'Autumn coats');
  await click(page, shoes, 3);
  await click(page, hats, 2);
  await click(page, coats, 5);
  await expect
    .poll(async () => JSON.stringify(await server.check(user.apiKey, '/api/urls')))
    .toMatch(/"clicks":5/);
  await server.api(user.apiKey, 'POST', '/api/campaign/add', { name: 'Spring sale' });
  // Assigned elsewhere (another device, the API): this device reads it from the API.
  const autumn = (
    await server.api(user.apiKey, 'POST', '/api/campaign/add', { name: 'Autumn sale' })
  ).json as Created;
  await server.api(user.apiKey, 'POST', `/api/campaign/${autumn.id}/assign/${coats.id}`);
  await signIn();
  await page.goto('/campaigns');
  const table = page.getByRole('table', { name: 'Campaigns' });
  const row = table.getByRole('row', { name: /Spring sale/ });
  const clicks = await cellUnder(row, 'Clicks');
  // No links yet: no clicks, said as a number.
  await expect(clicks).toHaveText('0');
  const elsewhere = table.getByRole('row', { name: /Autumn sale/ });
  await expect(
    elsewhere.getByRole('link', { name: '1 link in Autumn sale: show them' }),
  ).toBeVisible();
  // So few links (3) are read without asking: one request each, and the campaign is known.
  await expect(await cellUnder(elsewhere, 'Clicks')).toHaveAccessibleName('5 from 1 of 1 link');

  await assignByKeyboard(page, 'Spring sale', 'shoes', 'Spring shoes');
  await assignByKeyboard(page, 'Spring sale', 'hats', 'Spring hats');
  // 3 + 2 clicks, with the time they were read.
  await expect(clicks).toHaveAccessibleName('5 from 2 of 2 links');
  await expect(
    page.getByText(/Clicks add up the links known on this device .*, as of \d/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The link count opens Links filtered by the campaign.
  await row.getByRole('link', { name: '2 links in Spring sale: show them' }).click();
  await expect(page).toHaveURL(/\/links\?campaign=\d+$/);
  const linksTable = page.getByRole('table', { name: 'Links' });
  await expect(linksTable.getByRole('row')).toHaveCount(3);
  await expect(linksTable).toContainText('Spring shoes');
  await expect(linksTable).toContainText('Spring hats');
  await expect(linksTable).not.toContainText('Autumn coats');
  await expect(page.getByRole('note')).toContainText('2 links of Spring sale');
  const choice = page.getByRole('combobox', { name: 'Campaign' });
  await expect(choice.locator('option:checked')).toHaveText('Spring sale');
  await expect(
    linksTable
      .getByRole('row', { name: /Spring shoes/ })
      .getByRole('link', { name: 'Spring sale' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // "All campaigns" clears it; the choice lives in the address.
  await choice.selectOption({ label: 'All campaigns' });
  await expect(page).toHaveURL(/\/links$/);
  await expect(linksTable.getByRole('row')).toHaveCount(4);
  await choice.selectOption({ label: 'Spring sale' });
  await expect(linksTable.getByRole('row')).toHaveCount(3);
  await page.getByRole('link', { name: 'Show all campaigns' }).click();
  await expect(linksTable.getByRole('row')).toHaveCount(4);
});

test('the link picker in "Assign link" is fully visible and works by keyboard, desktop and phone', async ({
  page,
  server,
  user,
  signIn,
}) => {
  for (let i = 1; i <= 8; i++) await addLink(server, user.apiKey, `promo-${i}`, `Promo ${i}`);
  await server.api(user.apiKey, 'POST', '/api/campaign/add', { name: 'Promos' });
  await signIn();
  for (const size of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/campaigns');
    // A phone's card keeps its row actions in a menu.
    if (size.width < 640) await page.getByRole('button', { name: 'Actions for Promos' }).click();
    await page
      .getByRole('menuitem', { name: 'Assign a link to Promos' })
      .or(page.getByRole('button', { name: 'Assign a link to Promos' }))
      .click();
    const assign = page.getByRole('dialog', { name: 'Assign a link to Promos' });
    const picker = assign.getByRole('combobox', { name: /Link/ });
    await picker.fill('promo');
    const options = assign.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(8);
    // The list is inside the dialog's visible area, and the buttons are not under it.
    await picker.press('ArrowUp');
    await expect(options.last()).toBeInViewport();
    const submit = assign.getByRole('button', { name: 'Assign link' });
    const list = (await assign.getByRole('listbox').boundingBox())!;
    const dialog = (await assign.boundingBox())!;
    expect(list.y).toBeGreaterThanOrEqual(dialog.y);
    expect(list.y + list.height).toBeLessThanOrEqual(dialog.y + dialog.height);
    await submit.scrollIntoViewIfNeeded();
    const button = (await submit.boundingBox())!;
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
      { x: button.x + button.width / 2, y: button.y + button.height / 2 },
    );
    expect(onTop).toBe('Assign link');
    const lastTitle = (await options.last().innerText()).split('\n')[0];
    await picker.press('Enter');
    await expect(picker).toHaveValue(lastTitle);
    // Enter again sends the form: assigned by keyboard alone.
    await picker.press('Enter');
    await expect(assign).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `${lastTitle} is now in Promos` }),
    ).toBeVisible();
  }
});

test('channels: starred first, item counts, and a bulk add that ends with a summary', async ({
  page,
  server,
  user,
  signIn,
}) => {
  const channel = async (name: string, starred: boolean) =>
    ((await server.api(user.apiKey, 'POST', '/api/channel/add', { name, starred })).json as Created)
      .id;
  const print = await channel('Print', false);
  await channel('Social', true);
  const qrs: number[] = [];
  for (let i = 1; i <= 3; i++)
    qrs.push(
      (
        (
          await server.api(user.apiKey, 'POST', '/api/qr/add', {
            type: 'text',
            data: `Poster ${i}`,
            name: `Poster ${i}`,
          })
        ).json as Created
      ).id,
    );
  await server.api(user.apiKey, 'POST', `/api/channel/${print}/assign/qr/${qrs[0]}`);
  await signIn();

  await page.goto('/channels');
  const table = page.getByRole('table', { name: 'Channels' });
  // Starred first, whatever the API's order.
  await expect(table.getByRole('row').nth(1)).toContainText('Social');
  await expect(table.getByRole('row', { name: /Print/ })).toContainText('Not counted yet');
  await table.getByRole('link', { name: 'Print' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Print/ })).toBeVisible();
  await page.goBack();
  await expect(await cellUnder(table.getByRole('row', { name: /Print/ }), 'Items')).toHaveText('1');

  // Adding all three: one was there already, the summary says so.
  await page.goto('/qr');
  await page
    .getByRole('table', { name: 'QR codes' })
    .getByRole('checkbox', { name: 'Select all on this page' })
    .check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await bar.getByRole('button', { name: 'Add to a channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to a channel' });
  await dialog.getByLabel('Channel').selectOption({ label: 'Print' });
  await dialog.getByRole('button', { name: 'Add 3 QR codes' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Adding 3 QR codes to Print: 2 added to Print, 1 already there.' }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Already there', { exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('a link row names its campaign, not "Campaign 2", when the names were never read here', async ({
  page,
  server,
  user,
  signIn,
}) => {
  // Another campaign first, so the id and a name-less fallback could not be mistaken.
  await server.api(user.apiKey, 'POST', '/api/campaign/add', { name: 'Winter' });
  const harbor = (
    await server.api(user.apiKey, 'POST', '/api/campaign/add', { name: 'Harbor week' })
  ).json as Created;
  const menu = await addLink(server, user.apiKey, 'harbor-menu', 'Harbor menu');
  await server.api(user.apiKey, 'POST', `/api/campaign/${harbor.id}/assign/${menu.id}`);
  await signIn();
  // The link's statistics read its campaign; the campaigns' names are not read there.
  await page.goto(`/links/${menu.id}/stats`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor menu' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Links' }).click();
  const row = page.getByRole('table', { name: 'Links' }).getByRole('row', { name: /Harbor menu/ });
  await expect(row.getByRole('link', { name: 'Harbor week' })).toBeVisible();
  await expect(row).not.toContainText(/Campaign \d/);
});
