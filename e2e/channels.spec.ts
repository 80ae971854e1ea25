import Database from 'better-sqlite3';
import {
  axeInBothThemes,
  axeOnDialog,
  expect,
  expectNoAxeViolations,
  test,
  type RunningServer,
} from './fixtures';
import { countDialogs, XSS } from './inert-checks';
import { channels, tableRow } from './resource-steps';

interface ListBody<T> {
  data: { channels?: T[]; items?: T[]; qrs?: T[] };
}

/** A bio page id of a --demo user, read from its demo channels (the API cannot list bio pages). */
const demoBioId = async (server: RunningServer, apiKey: string): Promise<number> => {
  const channels = (await server.api(apiKey, 'GET', '/api/channels')).json as ListBody<{
    id: number;
  }>;
  for (const channel of channels.data.channels ?? []) {
    const items = (await server.api(apiKey, 'GET', `/api/channel/${channel.id}?limit=100`))
      .json as ListBody<{ type: string; id: number }>;
    const bio = items.data.items?.find((item) => item.type === 'bio');
    if (bio) return bio.id;
  }
  throw new Error('The demo user has no bio page in its channels.');
};

test.describe('channels', () => {
  test('creates a channel, adds a link, a QR code and a bio page, browses, unstars and deletes it', async ({
    page,
    server,
    signIn,
  }) => {
    const demo = server.createUser({ demo: true });
    await server.api(demo.apiKey, 'POST', '/api/url/add', {
      url: 'https://shop.example.com/launch',
      custom: 'launch-e2e',
      metatitle: 'Launch page',
    });
    const bioId = await demoBioId(server, demo.apiKey);
    await signIn(demo);

    await page.goto('/channels');
    await page.getByRole('button', { name: 'Create channel' }).click();
    const create = page.getByRole('dialog', { name: 'Create a channel' });
    // The hex field is checked before sending.
    await create.getByLabel(/^Name/).fill('Launch week');
    await create.getByRole('textbox', { name: 'Colour', exact: true }).fill('#FF55');
    await create.getByRole('button', { name: 'Create channel' }).click();
    await expect(create.getByText('Colour must be a hex colour like #1A73E8.')).toBeVisible();
    await create.getByRole('textbox', { name: 'Colour', exact: true }).fill('#FF5500');
    await expect(create.getByLabel('Colour picker')).toHaveValue('#ff5500');
    await create.getByLabel(/Description/).fill('Everything for the launch.');
    await create.getByLabel('Starred').check();
    await create.getByRole('button', { name: 'Create channel' }).click();
    await expect(create).toBeHidden();

    const row = tableRow(page, 'Channels', 'Launch week');
    await expect(row).toContainText('Everything for the launch.');
    await expect(row.getByRole('button', { name: 'Star Launch week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Its page starts empty and says what to do.
    await row.getByRole('link', { name: 'Launch week' }).click();
    await expect(page).toHaveURL(/\/channels\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Launch week' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No items in this channel yet' })).toBeVisible();

    // A link through the searchable picker.
    await channels.addLink(page, 'Launch week', 'launch');
    const items = page.getByRole('table', { name: 'Items of Launch week' });
    await expect(items.getByRole('row').filter({ hasText: 'Launch page' })).toBeVisible();

    // A QR code through the picker (the demo user has several).
    await page.getByRole('button', { name: 'Add item' }).click();
    let add = page.getByRole('dialog', { name: 'Add an item to Launch week' });
    await add.getByRole('radio', { name: 'QR code' }).check();
    const qrPicker = add.getByRole('combobox', { name: /QR code/ });
    await qrPicker.press('ArrowDown');
    await expect(add.getByRole('option').first()).toBeVisible();
    // The options may arrive after the list opened: press down again until one is highlighted.
    await expect
      .poll(async () => {
        if (!(await qrPicker.getAttribute('aria-activedescendant')))
          await qrPicker.press('ArrowDown');
        return qrPicker.getAttribute('aria-activedescendant');
      })
      .toBeTruthy();
    await qrPicker.press('Enter');
    await expect(qrPicker).not.toHaveValue('');
    await add.getByRole('button', { name: 'Add to channel' }).click();
    await expect(add).toBeHidden();

    // A bio page by its id, explained next to the field.
    await page.getByRole('button', { name: 'Add item' }).click();
    add = page.getByRole('dialog', { name: 'Add an item to Launch week' });
    await add.getByRole('radio', { name: 'Bio page' }).check();
    await expect(add.getByText(/The API cannot list bio pages/)).toBeVisible();
    await add.getByLabel(/Bio page id/).fill('abc');
    await add.getByRole('button', { name: 'Add to channel' }).click();
    await expect(add.getByText('A bio page id is a whole number, like 12.')).toBeVisible();
    await add.getByLabel(/Bio page id/).fill(String(bioId));
    await add.getByRole('button', { name: 'Add to channel' }).click();
    await expect(add).toBeHidden();
    await expect(items.getByRole('row')).toHaveCount(4);

    // The same link again is reported, not duplicated.
    await page.getByRole('button', { name: 'Add item' }).click();
    add = page.getByRole('dialog', { name: 'Add an item to Launch week' });
    await add.getByRole('combobox', { name: /Link/ }).fill('launch');
    await expect(add.getByRole('option')).toHaveCount(1);
    await add.getByRole('option').click();
    await add.getByRole('button', { name: 'Add to channel' }).click();
    await expect(
      add.getByText(/Launch page is already in this channel; nothing was added/),
    ).toBeVisible();
    // The choice is still in the form: closing asks before throwing it away.
    await add.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(add).toBeHidden();
    await expect(items.getByRole('row')).toHaveCount(4);

    // Browse by type, through the URL.
    const filters = page.getByRole('navigation', { name: 'Filter by type' });
    await filters.getByRole('link', { name: /^Links/ }).click();
    await expect(page).toHaveURL(/type=links/);
    const linksOnly = page.getByRole('table', { name: 'Links of Launch week' });
    await expect(linksOnly.getByRole('row')).toHaveCount(2);
    await expect(linksOnly).toContainText('Launch page');
    await expect(
      linksOnly.getByRole('button', { name: /Copy short link .*\/s\/launch-e2e/ }),
    ).toBeVisible();
    await filters.getByRole('link', { name: /^QR codes/ }).click();
    await expect(
      page.getByRole('table', { name: 'QR codes of Launch week' }).getByRole('row'),
    ).toHaveCount(2);
    await filters.getByRole('link', { name: /^Bio pages/ }).click();
    await expect(page).toHaveURL(/type=bio/);
    await expect(
      page.getByRole('table', { name: 'Bio pages of Launch week' }).getByRole('row'),
    ).toHaveCount(2);
    await expect(filters.getByRole('link', { name: /^Bio pages/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.reload();
    await expect(page.getByRole('table', { name: 'Bio pages of Launch week' })).toBeVisible();
    await page.goto(page.url().replace(/\?.*$/, '') + '?limit=10&page=2');
    await expect(page.getByRole('heading', { name: 'This page is empty' })).toBeVisible();

    // Unstar in place, then delete with a confirmation that keeps the items.
    await page.getByRole('link', { name: 'All channels' }).click();
    const star = row.getByRole('button', { name: 'Star Launch week' });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(row.getByRole('button', { name: 'Star Launch week' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await row.getByRole('button', { name: 'Delete Launch week' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this channel?' });
    await expect(confirm).toContainText('Its items are unassigned, not deleted');
    await confirm.getByRole('button', { name: 'Delete channel' }).click();
    await expect(confirm).toBeHidden();
    await expect(tableRow(page, 'Channels', 'Launch week')).toHaveCount(0);
    const links = await server.api(demo.apiKey, 'GET', '/api/urls?q=launch-e2e');
    expect(JSON.stringify(links.json)).toContain('launch-e2e');
  });

  test('a star the server refuses goes back, visibly', async ({ page, server, user, signIn }) => {
    await server.api(user.apiKey, 'POST', '/api/channel/add', { name: 'Print', starred: true });
    await signIn();
    await page.goto('/channels');
    const star = page.getByRole('button', { name: 'Star Print' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/channel/*/update', async (route) => {
      await answered;
      await route.fulfill({ json: { error: 1, message: 'The server is busy.' } });
    });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    release();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('alert').filter({ hasText: /Could not unstar Print.*star was put back/ }),
    ).toBeVisible();
  });

  test('HTML and javascript: URLs from the API stay inert', async ({
    page,
    server,
    user,
    signIn,
  }) => {
    const channel = (
      await server.api(user.apiKey, 'POST', '/api/channel/add', {
        name: XSS,
        description: XSS,
      })
    ).json as { id: number };
    const link = (
      await server.api(user.apiKey, 'POST', '/api/url/add', {
        url: 'https://example.com/x',
        metatitle: XSS,
      })
    ).json as { id: number };
    await server.api(user.apiKey, 'POST', `/api/channel/${channel.id}/assign/links/${link.id}`);
    // A javascript: destination can only be planted behind the API's back.
    const db = new Database(server.databasePath);
    db.prepare("UPDATE links SET url = 'javascript:alert(1)' WHERE id = ?").run(link.id);
    db.close();
    const dialogs = countDialogs(page);
    await signIn();
    await page.goto('/channels');
    await expect(
      page.getByRole('table', { name: 'Channels' }).getByRole('link', { name: XSS }),
    ).toBeVisible();
    await page.getByRole('table', { name: 'Channels' }).getByRole('link', { name: XSS }).click();
    await expect(page.getByRole('heading', { level: 1, name: XSS })).toBeVisible();
    const items = page.getByRole('table', { name: `Items of ${XSS}` });
    await expect(items.getByText(XSS, { exact: true })).toBeVisible();
    await expect(items.getByText('javascript:alert(1)')).toBeVisible();
    await expect(items.getByRole('link', { name: /javascript:/ })).toHaveCount(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(dialogs()).toBe(0);
  });

  test('passes axe in light and dark mode', async ({ page, server, signIn }) => {
    const demo = server.createUser({ demo: true });
    await signIn(demo);
    await axeInBothThemes(page, { path: '/channels', table: 'Channels' }, async () => {
      await axeOnDialog(page, 'Create channel', 'Create a channel');
      await page
        .getByRole('table', { name: 'Channels' })
        .getByRole('link', { name: 'Social media' })
        .click();
      await expect(page.getByRole('table', { name: 'Items of Social media' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Add item' }).click();
      const add = page.getByRole('dialog', { name: 'Add an item to Social media' });
      await add.getByRole('combobox').press('ArrowDown');
      await expect(add.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
