import type { Page } from '@playwright/test';
import {
  demoUserOf,
  expect,
  expectNoAxeViolations,
  signInThroughUi,
  test,
  type RunningServer,
  type TestUser,
} from './fixtures';

/** Rows of the table whose whole box is inside the window, without scrolling. */
const rowsInView = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).evaluate((element) => {
    const rows = Array.from(element.querySelectorAll('tbody > tr'));
    return rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length;
  });

const rowHeights = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .locator('tbody > tr')
    .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The demo account's Links at 1366×900. */
const openDemoLinks = async ({ page, server }: { page: Page; server: RunningServer }) => {
  await page.setViewportSize(DESKTOP);
  await signInThroughUi(page, demoUserOf(server));
  await page.goto('/links');
};

/** A link the editor shows every badge for: private, password, expiry, frame, two targets. */
const addLinkWithEveryOption = (server: RunningServer, user: TestUser) =>
  server.api(user.apiKey, 'POST', '/api/url/add', {
    url: 'https://shop.example.com/spring/collection/every-option?utm_source=newsletter',
    custom: 'every-option',
    metatitle: 'Spring collection, every option',
    status: 'private',
    password: 'open sesame',
    expiry: '2099-06-30 12:00:00',
    type: 'frame',
    geotarget: [{ location: 'CA', link: 'https://shop.example.com/ca' }],
    devicetarget: [{ device: 'iPhone', link: 'https://shop.example.com/iphone' }],
  });

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

test('Links shows at least 12 rows and QR codes at least 10, actions on one line', async ({
  page,
  server,
}) => {
  await openDemoLinks({ page, server });
  await expect(page.getByRole('table', { name: 'Links' })).toBeVisible();
  expect(await rowsInView(page, 'Links')).toBeGreaterThanOrEqual(12);
  // The table fits its region: nothing scrolls sideways, the row's buttons are one line.
  const region = page.getByRole('region', { name: 'Links' });
  expect(await region.evaluate((r) => r.scrollWidth - r.clientWidth)).toBeLessThanOrEqual(0);
  const firstRow = page.getByRole('table', { name: 'Links' }).getByRole('row').nth(1);
  const edit = await firstRow.getByRole('button', { name: /^Edit / }).boundingBox();
  const stats = await firstRow.getByRole('link', { name: /^Statistics of / }).boundingBox();
  expect(Math.abs(edit!.y - stats!.y)).toBeLessThan(2);

  await page.goto('/qr');
  await expect(page.getByRole('table', { name: 'QR codes' })).toBeVisible();
  expect(await rowsInView(page, 'QR codes')).toBeGreaterThanOrEqual(10);
  await expectNoAxeViolations(page);
});

test('a link with every option badge still fits: no sideways scroll, one badge line on a phone card', async ({
  page,
  server,
  user,
  signIn,
}) => {
  await addLinkWithEveryOption(server, user);
  await page.setViewportSize(DESKTOP);
  await signIn();
  await page.goto('/links');
  // The list reports no option: once the editor has read them, the row shows them as badges.
  await page.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit link' });
  await expect(dialog.getByText(/password set/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const badges = page.getByRole('list', { name: 'What this link does' });
  for (const badge of ['Private', 'Password', 'Expires', 'Frame', '2 targets'])
    await expect(badges).toContainText(badge);

  const region = page.getByRole('region', { name: 'Links' });
  expect(await region.evaluate((r) => r.scrollWidth - r.clientWidth)).toBeLessThanOrEqual(0);
  await expect(badges.getByText('+3', { exact: true })).toBeHidden();
  await page.setViewportSize(PHONE);
  await expect(badges).toBeVisible();
  // A phone card keeps the badges to one line: the first two and a count of the others, which a
  // screen reader still hears in full; the card is one badge line taller than a plain one.
  await expect(badges.getByText('+3', { exact: true })).toBeVisible();
  for (const said of [
    'Private link',
    'Protected by a password',
    'Expires on',
    'Redirect type: Frame',
    '2 targeting rules',
  ])
    await expect(badges).toContainText(said);
  const [height] = await rowHeights(page, 'Links');
  expect(height).toBeLessThanOrEqual(165);
});

test('a window too narrow for the row actions folds them behind each row’s menu, never scrolling sideways', async ({
  page,
  server,
}) => {
  await openDemoLinks({ page, server });
  const firstRow = page.getByRole('table', { name: 'Links' }).getByRole('row').nth(1);
  const menuButton = firstRow.getByRole('button', { name: /^Actions for / });
  await expect(firstRow.getByRole('button', { name: /^Edit / })).toBeVisible();
  await expect(menuButton).toBeHidden();

  // Icons leave room down to about 1240 px (issue 44); a narrower window folds them.
  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(menuButton).toBeVisible();
  const region = page.getByRole('region', { name: 'Links' });
  expect(await region.evaluate((r) => r.scrollWidth - r.clientWidth)).toBeLessThanOrEqual(0);
  await menuButton.click();
  await expect(firstRow.getByRole('link', { name: /^Statistics of / })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(firstRow.getByRole('link', { name: /^QR code for / })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();

  // Wide again: the actions are back in the row.
  await page.setViewportSize(DESKTOP);
  await expect(firstRow.getByRole('button', { name: /^Edit / })).toBeVisible();
  await expect(menuButton).toBeHidden();
});

test('the density is kept on this device: comfortable rows stay comfortable after a reload', async ({
  page,
  server,
}) => {
  await openDemoLinks({ page, server });
  const rows = page.getByRole('group', { name: 'Rows' });
  await expect(rows.getByRole('radio', { name: 'Compact' })).toBeChecked();
  const compact = sum(await rowHeights(page, 'Links'));

  await rows.getByText('Comfortable', { exact: true }).click();
  await expect.poll(async () => sum(await rowHeights(page, 'Links'))).toBeGreaterThan(compact);
  await page.reload();
  await expect(rows.getByRole('radio', { name: 'Comfortable' })).toBeChecked();
  expect(sum(await rowHeights(page, 'Links'))).toBeGreaterThan(compact);
  // Every list follows the device's choice.
  await page.goto('/qr');
  await expect(rows.getByRole('radio', { name: 'Comfortable' })).toBeChecked();

  await rows.getByText('Compact', { exact: true }).click();
  await page.goto('/links');
  expect(sum(await rowHeights(page, 'Links'))).toBeLessThanOrEqual(compact);
});

test('cards are at most ~140 px: title, short URL, clicks, destination, actions in a menu', async ({
  page,
  server,
  signIn,
}) => {
  test.setTimeout(120_000);
  const demo = demoUserOf(server);
  await page.setViewportSize(PHONE);
  await signIn(demo);
  const lists = [
    ['/links', 'Links', 140],
    ['/qr', 'QR codes', 140],
    ['/campaigns', 'Campaigns', 140],
    ['/channels', 'Channels', 140],
    ['/pixels', 'Pixels', 140],
    ['/domains', 'Branded domains', 140],
  ] as const;
  for (const [path, table, most] of lists) {
    await page.goto(path);
    await expect(page.getByRole('table', { name: table })).toBeVisible();
    const heights = await rowHeights(page, table);
    expect(heights.length, path).toBeGreaterThan(0);
    expect(Math.max(...heights), `${path}: ${heights.join(', ')}`).toBeLessThanOrEqual(most);
  }

  await page.goto('/links');
  const card = page.getByRole('table', { name: 'Links' }).getByRole('row').nth(1);
  await expect(card.getByRole('cell').nth(1)).toBeVisible(); // the title
  await expect(card.getByRole('button', { name: /^Copy short URL / })).toBeVisible();
  // The destination, shown without its scheme.
  await expect(card.getByRole('link', { name: /\(opens in a new tab\)$/ }).last()).toBeVisible();
  await expect(card.getByRole('cell', { name: /^\d+$/ })).toBeVisible(); // clicks
  // The actions wait behind the menu button.
  await expect(card.getByRole('button', { name: /^Delete / })).toBeHidden();
  await expect(card.getByRole('button', { name: /^Actions for / })).toBeVisible();
});

test('the row menu works by keyboard and passes axe in both themes', async ({
  page,
  server,
  signIn,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(demoUserOf(server));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/links');
    const card = page.getByRole('table', { name: 'Links' }).getByRole('row').nth(1);
    const menuButton = card.getByRole('button', { name: /^Actions for / });
    const name = (await menuButton.getAttribute('aria-label'))!.replace('Actions for ', '');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('toolbar', { name: `Actions for ${name}` });
    await expect(menu.getByRole('link', { name: `Statistics of ${name}` })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: `QR code for ${name}` })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('button', { name: `Delete ${name}` })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: `Statistics of ${name}` })).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    // As a person would: the keys go to the menu once it is open (not into a menu still opening).
    await expect(menu.getByRole('link', { name: `Statistics of ${name}` })).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('button', { name: `Edit ${name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit link' });
    await expect(dialog).toBeVisible();
    await expect(menu).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('a new account: the overview is a checklist, every list says what it is for and how to start', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn();
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toBeVisible();
  await expect(page.getByText('Total clicks')).toBeHidden();
  for (const step of ['Create a short link', 'Design a QR code', 'Add a tracking pixel'])
    await expect(checklist.getByRole('link', { name: step })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }

  // A step opens the page where it is done, with its form open.
  await checklist.getByRole('link', { name: 'Create a short link' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a short link' })).toBeVisible();
  await page.keyboard.press('Escape');

  const lists = [
    ['/links', 'No links yet', 'Create your first link'],
    ['/qr', 'No QR codes yet', 'Create your first QR code'],
    ['/campaigns', 'No campaigns yet', 'Create your first campaign'],
    ['/channels', 'No channels yet', 'Create your first channel'],
    ['/pixels', 'No pixels yet', 'Add your first pixel'],
    ['/domains', 'No branded domains yet', 'Add your first domain'],
  ] as const;
  for (const [path, title, start] of lists) {
    await page.goto(path);
    const empty = page.getByRole('heading', { name: title });
    await expect(empty).toBeVisible();
    // What the resource is for, in a sentence, and the one action that starts.
    await expect(empty.locator('xpath=following-sibling::div[1]')).toContainText(/\w+ \w+ \w+/);
    await expect(
      page.getByRole('main').getByRole(path === '/qr' ? 'link' : 'button', { name: start }),
    ).toBeVisible();
  }
  await page.goto('/links');
  await page.getByRole('link', { name: 'Import links from a CSV file' }).click();
  await expect(page).toHaveURL(/\/links\/import$/);
});
