import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type RunningServer, type TestUser } from './fixtures';

/** Creates a link through the API, as another tab or script would. */
const createLink = async (
  server: RunningServer,
  user: TestUser,
  body: { url: string; custom?: string; metatitle?: string },
) => {
  const { status, json } = await server.api(user.apiKey, 'POST', '/api/url/add', body);
  expect(status).toBe(200);
  return json;
};

test.describe('the everyday conveniences', () => {
  test('the palette finds a link by a word of its title and opens it', async ({
    page,
    signIn,
    server,
    user,
  }) => {
    await createLink(server, user, {
      url: 'https://shop.example.com/h',
      custom: 'harvest-e2e',
      metatitle: 'Autumn Harvest festival',
    });
    await createLink(server, user, {
      url: 'https://shop.example.com/o',
      custom: 'other-e2e',
      metatitle: 'Spring sale',
    });
    await signIn();
    await page.goto('/qr');
    await expect(page.getByRole('heading', { level: 1, name: 'QR codes' })).toBeVisible();

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Go to, find or create' });
    const input = palette.getByRole('combobox', { name: /^Search pages, links, QR codes/ });
    await expect(input).toBeFocused();
    await input.fill('harvest');
    const option = palette.getByRole('option', { name: /Autumn Harvest festival/ });
    await expect(option).toBeVisible();
    await expect(palette.getByRole('option', { name: /Spring sale/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await option.click();

    await expect(palette).toBeHidden();
    // The link opens: its statistics page.
    await expect(page).toHaveURL(/\/links\/\d+\/stats$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /Autumn Harvest festival/ }),
    ).toBeVisible();

    // It comes back as a recent item, in the same tab and after a reload.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: /Autumn Harvest festival/ }),
    ).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(
      palette
        .getByRole('group', { name: 'Recent' })
        .getByRole('option', { name: /Autumn Harvest festival/ }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });

  test('each shortcut works, and none fires inside a text field', async ({ page, signIn }) => {
    await signIn();
    await createLinkThroughUi(page);

    await page.getByRole('heading', { level: 1, name: 'Links' }).click();
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search links' });
    await expect(search).toBeFocused();
    await page.keyboard.type('c?');
    await expect(search).toHaveValue('c?');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await search.fill('');

    await page.getByRole('heading', { level: 1, name: 'Links' }).click();
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await page.keyboard.press('Control+c');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('c');
    const create = page.getByRole('dialog', { name: 'Create a short link' });
    await expect(create).toBeVisible();
    // Typing in the form's fields types; it does not start anything else.
    await create.getByLabel(/Destination URL/).pressSequentially('https://c.example/?/');
    await expect(create.getByLabel(/Destination URL/)).toHaveValue('https://c.example/?/');
    await expect(help).toBeHidden();
    await page.keyboard.press('Escape');

    // `c` on another list page creates there.
    await page.goto('/campaigns');
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).click();
    await page.keyboard.press('c');
    await expect(page.getByRole('dialog', { name: /campaign/i })).toBeVisible();
  });
});

test('"QR code" on a link row saves a static code of the short link: a scan is one click of the link', async ({
  page,
  signIn,
  server,
  user,
  baseURL,
  context,
}) => {
  const created = (await createLink(server, user, {
    url: `${baseURL}/robots.txt`,
    custom: 'print-e2e',
    metatitle: 'Poster',
  })) as { id: number; shorturl: string };
  await signIn();
  await page.goto('/links');
  const row = page.getByRole('table', { name: 'Links' }).getByRole('row', { name: /Poster/ });
  await row.getByRole('link', { name: 'QR code for Poster' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'New QR code' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'How this code is counted' })).toContainText(
    'counted once, as a click of “Poster”',
  );
  await expect(page.getByRole('group', { name: 'Content' })).toContainText(
    `The code holds the short link ${created.shorturl}.`,
  );
  await expect(
    page.getByRole('img', { name: `QR code that opens ${created.shorturl}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create QR code' }).click();
  await expect(page).toHaveURL(/\/qr\/\d+$/);
  await expect(page.getByText(/each scan is counted once there, as a click/)).toBeVisible();

  const { json } = await server.api(user.apiKey, 'GET', '/api/qr?limit=100');
  const [qr] = (json as { data: { qrs: { id: number; name: string; data: unknown }[] } }).data.qrs;
  expect(qr).toMatchObject({ name: 'Poster', type: 'text', data: created.shorturl });

  // A phone that scans the code opens what it encodes: the short link, counted once, as a click.
  const phone = await context.newPage();
  await phone.goto(created.shorturl);
  await expect(phone).toHaveURL(`${baseURL}/robots.txt`);
  await phone.close();
  const stats = await server.api(user.apiKey, 'GET', `/api/url/${created.id}`);
  expect(stats.json).toMatchObject({ data: { clicks: 1 } });
  const code = await server.api(user.apiKey, 'GET', `/api/qr/${qr.id}`);
  expect(code.json).toMatchObject({ details: { scans: 0 } });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no list page scrolls sideways, rows are cards with their actions, and axe finds nothing', async ({
    page,
    server,
    signIn,
  }) => {
    test.setTimeout(180_000); // ten full-page scans
    const demo = server.createUser({ demo: true });
    await signIn(demo);
    const channels = await server.api(demo.apiKey, 'GET', '/api/channels');
    const [channel] = (channels.json as { data: { channels: { id: number }[] } }).data.channels;
    const pages = [
      ['/links', 'Links'],
      ['/campaigns', 'Campaigns'],
      ['/channels', 'Channels'],
      [`/channels/${channel.id}`, null],
      ['/qr', 'QR codes'],
      ['/pixels', 'Pixels'],
      ['/domains', 'Branded domains'],
      ['/overlays', 'CTA overlays'],
      ['/splash-pages', 'Splash pages'],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      if (heading) await expect(h1).toHaveText(heading);
      else await expect(h1).toBeVisible();
      // Still a table for screen readers, its rows shown as cards.
      await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
      if (path === '/links') {
        const card = page.getByRole('table', { name: 'Links' }).getByRole('row').nth(1);
        await card.getByRole('button', { name: /^Actions for / }).click();
        for (const action of ['QR code', 'Edit', 'Delete'])
          await expect(
            card.getByRole(action === 'QR code' ? 'link' : 'button', {
              name: new RegExp(`^${action}`),
            }),
          ).toBeVisible();
        await page.keyboard.press('Escape');
      }
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths, path).toEqual({ document: 390, viewport: 390 });
      await expectNoAxeViolations(page);
    }
  });

  test('the navigation panel reaches the bottom of a long page', async ({
    page,
    server,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1024, height: 600 });
    const demo = server.createUser({ demo: true });
    await signIn(demo);
    await page.goto('/links?limit=100');
    await expect(page.getByRole('table', { name: 'Links' })).toBeVisible();
    const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(1200);
    expect(nav!.y + nav!.height).toBeGreaterThanOrEqual(height - 1);
  });
});

test('UTM parameters from the builder arrive in the saved destination and come back on edit', async ({
  page,
  signIn,
  server,
  user,
}) => {
  await signIn();
  await page.goto('/links');
  await page.getByRole('button', { name: 'Create your first link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a short link' });
  await dialog.getByLabel(/Destination URL/).fill('https://shop.example.com/spring?id=4');
  await dialog.getByText('UTM parameters', { exact: true }).first().click();
  await dialog.getByRole('textbox', { name: /^Source/ }).fill('newsletter');
  await dialog.getByRole('textbox', { name: /^Medium/ }).fill('email');
  await dialog.getByRole('textbox', { name: /^UTM campaign/ }).fill('Spring Sale');
  await expect(dialog.getByRole('textbox', { name: /^UTM campaign/ })).toHaveAccessibleDescription(
    /No spaces/,
  );
  await dialog.getByRole('textbox', { name: /^UTM campaign/ }).fill('spring-sale');
  const final =
    'https://shop.example.com/spring?id=4&utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale';
  await expect(dialog.getByRole('status', { name: 'Final destination' })).toHaveText(final);
  await expectNoAxeViolations(page);
  // A template for next time, kept for this account on this device.
  await dialog.getByRole('textbox', { name: /^Template name/ }).fill('Newsletter');
  await dialog.getByRole('button', { name: 'Save as template' }).click();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog).toBeHidden();

  const { json } = await server.api(user.apiKey, 'GET', '/api/urls');
  const [saved] = (json as { data: { urls: { id: number; longurl: string }[] } }).data.urls;
  expect(saved.longurl).toBe(final);

  await page.reload();
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  const edit = page.getByRole('dialog', { name: 'Edit link' });
  await expect(edit.getByRole('textbox', { name: /^Source/ })).toHaveValue('newsletter');
  await expect(edit.getByRole('textbox', { name: /^Medium/ })).toHaveValue('email');
  await expect(edit.getByRole('textbox', { name: /^UTM campaign/ })).toHaveValue('spring-sale');
  await edit.getByRole('textbox', { name: /^Content/ }).fill('footer');
  await edit.getByRole('button', { name: 'Save link' }).click();
  await expect(edit).toBeHidden();
  const after = await server.api(user.apiKey, 'GET', `/api/url/${saved.id}`);
  expect(after.json).toMatchObject({ details: { longurl: `${final}&utm_content=footer` } });

  // The template fills a new link's builder.
  await page.getByRole('button', { name: 'Create link' }).click();
  const next = page.getByRole('dialog', { name: 'Create a short link' });
  await next.getByLabel(/Destination URL/).fill('https://shop.example.com/summer');
  await next.getByText('UTM parameters', { exact: true }).first().click();
  await next
    .getByRole('group', { name: 'Fill from a template' })
    .getByRole('button', { name: 'Newsletter' })
    .click();
  await expect(next.getByLabel(/Destination URL/)).toHaveValue(
    'https://shop.example.com/summer?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale',
  );
});

const createLinkThroughUi = async (page: Page) => {
  await page.goto('/links');
  await page.getByRole('button', { name: 'Create your first link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a short link' });
  await dialog.getByLabel(/Destination URL/).fill('https://shop.example.com/first');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog).toBeHidden();
};
