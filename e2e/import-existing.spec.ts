import type { Page } from '@playwright/test';
import { expect, openFromNav, signInThroughUi, test } from './fixtures';

/**
 * Issue 44: re-importing a CSV in a browser that never saw the first import. The preview reads
 * the account's links, marks the rows whose alias exists, and offers to skip them or to update
 * those links; a row that still fails says its error once.
 */

type ServerLink = { id: number; alias: string; longurl: string; description: string };

const csv = (rows: string[][]) => ({
  name: 'menus.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['url,alias,description', ...rows.map((row) => row.join(','))].join('\n')),
});

const FIRST = [1, 2, 3, 4].map((i) => [`https://old.example/menu-${i}`, `menu-${i}`, `Old ${i}`]);
const AGAIN = [
  ...[1, 2, 3, 4].map((i) => [`https://new.example/menu-${i}`, `menu-${i}`, `New ${i}`]),
  ['https://new.example/menu-5', 'menu-5', 'New 5'],
  ['https://new.example/late', 'late-alias', 'Taken meanwhile'],
];

const importFile = async (page: Page, file: ReturnType<typeof csv>) => {
  await openFromNav(page, 'Links');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await page.getByLabel('CSV file').setInputFiles(file);
};

test('a re-import marks the links that exist, skips them or updates them, and says each error once', async ({
  page,
  browser,
  server,
  user,
  signIn,
}) => {
  test.setTimeout(240_000);
  const links = async () =>
    ((await server.check(user.apiKey, '/api/urls?limit=100')) as { data: { urls: ServerLink[] } })
      .data.urls;

  // The first import, in this browser.
  await signIn();
  await importFile(page, csv(FIRST));
  await page.getByRole('button', { name: 'Import 4 links' }).click();
  await expect(page.getByText(/^Finished · 4 done · 0 failed · 0 left/)).toBeVisible({
    timeout: 60_000,
  });

  // Another browser, which never saw it.
  const other = await browser.newContext({ baseURL: server.url });
  try {
    const second = await other.newPage();
    await signInThroughUi(second, user);
    // Straight to the import page (a bookmark): nothing of the links list is on this device.
    await second.goto('/links/import');
    await second.getByLabel('CSV file').setInputFiles(csv(AGAIN));
    const preview = second.getByRole('region', { name: 'Preview' });
    await expect(
      preview.getByText(/^Aliases checked against your 4 links \(1 request\)\.$/),
    ).toBeVisible();
    await expect(
      preview.getByRole('group', { name: '4 rows have an alias one of your links already has.' }),
    ).toBeVisible();
    await expect(preview.getByText(/^Already exists: skipped \(http/)).toHaveCount(4);
    await expect(preview.getByText('Every row is ready.')).toHaveCount(0);
    await expect(preview.getByText(/^2 links/)).toBeVisible();

    // Taken after the check: that row fails, and says so once.
    await server.api(user.apiKey, 'POST', '/api/url/add', {
      url: 'https://elsewhere.example/',
      custom: 'late-alias',
    });
    await second.getByRole('button', { name: 'Import 2 links' }).click();
    await expect(second.getByText(/^Finished · 1 done · 1 failed · 0 left/)).toBeVisible({
      timeout: 60_000,
    });
    const rows = second.getByRole('table', { name: 'Imported rows' });
    await expect(rows.getByRole('cell', { name: /is taken/ })).toHaveText(
      'The alias "late-alias" is taken. Choose another one.',
    );
    let now = await links();
    expect(now).toHaveLength(6);
    for (const i of [1, 2, 3, 4])
      expect(now.filter((link) => link.alias === `menu-${i}`)).toMatchObject([
        { longurl: `https://old.example/menu-${i}`, description: `Old ${i}` },
      ]);
    expect(now.filter((link) => link.alias === 'menu-5')).toHaveLength(1);

    // The same file again, this time updating what exists.
    await importFile(second, csv(AGAIN));
    // The Links page just read the list: the check costs nothing this time.
    await expect(
      preview.getByText(
        /^Aliases checked against your 6 links \(no request: this device had them\)\.$/,
      ),
    ).toBeVisible();
    await preview
      .getByRole('radio', {
        name: 'Update those links with the rows’ destination, description and options',
      })
      .check();
    await expect(preview.getByText(/^Already exists: it will be updated \(http/)).toHaveCount(6);
    await second.getByRole('button', { name: 'Update 6 links' }).click();
    await expect(second.getByText(/^Finished · 6 done · 0 failed · 0 left/)).toBeVisible({
      timeout: 90_000,
    });
    now = await links();
    expect(now).toHaveLength(6);
    for (const i of [1, 2, 3, 4, 5])
      expect(now.filter((link) => link.alias === `menu-${i}`)).toMatchObject([
        { longurl: `https://new.example/menu-${i}`, description: `New ${i}` },
      ]);
    expect(now.find((link) => link.alias === 'late-alias')).toMatchObject({
      longurl: 'https://new.example/late',
    });
  } finally {
    await other.close();
  }
});
