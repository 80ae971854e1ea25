import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test, type RunningServer } from './fixtures';
import { instanceRows } from './instance-db';
import { NAV_PAGES } from './nav-pages';
import { watchProblems } from './problems';

/**
 * Journeys run against both dialects (playwright.config.ts projects): the contract, and the way
 * deployed instances answer (API_DIALECT=real) through proxy mode, where QR codes come without
 * type or content and their `link` is the instance's own image.
 */

type StoredQr = { id: number; type: string; data: string; foreground: string; scans: number };

/** The instance's own record, read from its database: what a real instance does not report. */
const storedQrs = (server: RunningServer, where = '1 = 1'): StoredQr[] =>
  instanceRows<StoredQr>(
    server,
    `SELECT id, type, data, foreground, scans FROM qr_codes WHERE ${where}`,
  );

const downloadOf = async (page: Page, action: () => Promise<void>): Promise<Download> => {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return download;
};

test('page walk: every page opens without an error, QR codes show and download', async ({
  page,
  server,
  signIn,
  apiDialect,
}) => {
  test.setTimeout(120_000);
  const problems = await watchProblems(page, server);
  const demo = server.createUser({ demo: true });
  await signIn(demo);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const { nav: link, heading } of NAV_PAGES) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  // The QR list: a code for every row, drawn here or loaded from the instance.
  await nav.getByRole('link', { name: 'QR codes', exact: true }).click();
  const rows = page.getByRole('table', { name: 'QR codes' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const rowCount = (await rows.count()) - 1;
  if (apiDialect === 'real') {
    const images = page.getByTestId('qr-service-image');
    await expect(images).toHaveCount(rowCount);
    for (const src of await images.evaluateAll((all) => all.map((i) => i.getAttribute('src'))))
      expect(new URL(src ?? '').origin).toBe(new URL(server.instanceUrl!).origin);
    await expect
      .poll(() =>
        images.evaluateAll(
          (all) => all.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length,
        ),
      )
      .toBe(rowCount);
    await expect(page.getByText(/does not report the type or content/)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Unknown', exact: true })).toHaveCount(0);
  } else {
    await expect(page.locator('table svg[data-encoded]')).toHaveCount(rowCount);
  }

  // A dynamic code's statistics page: charts, and a download that is an image.
  // This user's: other tests on the same server make codes with scans too.
  const [busiest] = storedQrs(
    server,
    `type = 'link' AND user_id = (SELECT id FROM users WHERE email = '${demo.email}') ORDER BY scans DESC LIMIT 1`,
  );
  await page.goto(`/qr/${busiest.id}`);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  if (apiDialect === 'real') {
    const download = page.getByRole('link', { name: 'Download from your service' });
    const image = await page.request.get((await download.getAttribute('href'))!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: /^QR code of / })
          .evaluate((i) => (i as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
  } else {
    await page.getByText('Download and print', { exact: true }).click();
    const svg = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Download SVG' }).click(),
    );
    expect(svg.suggestedFilename()).toMatch(/\.svg$/);
  }
  await page.goto(`/qr/${busiest.id}/edit`);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(await problems()).toEqual([]);
  await expect(page).not.toHaveTitle(/Problem/);
});

test('a code made in the designer is drawn and downloaded; a colours-only edit keeps its content; it is deleted', async ({
  page,
  server,
  signIn,
}) => {
  test.setTimeout(90_000);
  const problems = await watchProblems(page, server);
  await signIn();
  await page.goto('/qr/new');
  await page.getByRole('radio', { name: 'Wi-Fi', exact: true }).check();
  await page.getByLabel(/Network name/).fill('Lobby');
  await page.getByLabel(/^Password/).fill('correct horse');
  await page.getByLabel(/^Name/).fill('E2E lobby');
  await page.getByRole('button', { name: 'Create QR code' }).click();
  await expect(page).toHaveURL(/\/qr\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Its page draws it from what was sent, whatever the instance reports.
  await expect(page.getByRole('heading', { level: 1, name: 'E2E lobby' })).toBeVisible();
  await expect(page.getByText('Wi-Fi code', { exact: false }).first()).toBeVisible();
  await expect(page.locator('[data-encoded]').first()).toHaveAttribute(
    'data-encoded',
    'WIFI:T:WPA;S:Lobby;P:correct horse;;',
  );
  await page.getByText('Download and print', { exact: true }).click();
  const svg = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download SVG' }).click(),
  );
  expect(await readFile(await svg.path(), 'utf8')).toContain('<svg');
  const png = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download PNG' }).click(),
  );
  expect((await readFile(await png.path())).subarray(1, 4).toString('ascii')).toBe('PNG');

  // Only the colours change: the stored content stays as it was.
  const [before] = storedQrs(server, `id = ${id}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  const foreground = page.getByRole('textbox', { name: 'Foreground colour', exact: true });
  await foreground.fill('#1A4D2E');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/qr/${id}$`));
  await expect
    .poll(() => storedQrs(server, `id = ${id}`)[0].foreground)
    .not.toBe(before.foreground);
  const [after] = storedQrs(server, `id = ${id}`);
  expect(JSON.parse(after.data)).toEqual(JSON.parse(before.data));
  expect(after.type).toBe('wifi');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete QR code' }).click();
  await expect(page).toHaveURL(/\/qr$/);
  await expect(page.getByRole('link', { name: 'E2E lobby' })).toHaveCount(0);
  expect(storedQrs(server, `id = ${id}`)).toEqual([]);
  expect(await problems()).toEqual([]);
});

test('editing a code the instance reports no content for sends only what changed', async ({
  page,
  server,
  signIn,
  user,
  apiDialect,
}) => {
  test.skip(apiDialect !== 'real', 'The contract reports every code’s content.');
  // Made by another client: this device never saw its content.
  const created = await server.api(user.apiKey, 'POST', '/api/qr/add', {
    type: 'text',
    data: 'Made elsewhere',
    name: 'E2E elsewhere',
  });
  const id = Number((created.json as { id: number | string }).id);
  await signIn(user);
  await page.goto(`/qr/${id}/edit`);
  await expect(page.getByText(/does not report which type this code is/)).toBeVisible();
  for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await expect(page.locator('aside [data-encoded]')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Background colour', exact: true }).fill('#FFF7E6');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/qr/${id}$`));
  const [stored] = storedQrs(server, `id = ${id}`);
  expect(JSON.parse(stored.data)).toBe('Made elsewhere');
  // The page still draws no guess: the instance's own image.
  await expect(page.getByTestId('qr-service-image')).toBeVisible();
  await expect(page.locator('[data-encoded]')).toHaveCount(0);
});
