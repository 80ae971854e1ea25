import { readFile } from 'node:fs/promises';
import { expect, openFromNav, test } from './fixtures';

/**
 * Issue 11 at 20 requests a minute: an import of 40 rows (3 invalid) survives a reload in the
 * middle, goes on by itself, creates every valid row exactly once (checked on the server), and its
 * results CSV matches the server.
 */
test.use({ serverEnv: { RATE_LIMIT_PER_MINUTE: '20' } });

const VALID = 37;
const rows = [
  'url,alias,description',
  ...Array.from({ length: VALID }, (_, i) => `https://import.example/page-${i + 1},,Row ${i + 1}`),
  'ftp://import.example/not-http,,bad scheme',
  'https://import.example/bad-alias,has space,bad alias',
  'https://import.example/page-1,,Row 1',
];

type ServerLink = { id: number; alias: string; shorturl: string; longurl: string };

test('an import of 40 rows survives a reload and creates each valid row once', async ({
  page,
  server,
  user,
  signIn,
}) => {
  test.setTimeout(300_000);
  await signIn();
  await openFromNav(page, 'Links');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await page.getByLabel('Or paste CSV, or one URL per line').fill(rows.join('\n'));
  await page.getByRole('button', { name: 'Check pasted rows' }).click();
  await expect(page.getByText(`${VALID} links · uses about 2 minutes' allowance ·`)).toBeVisible();
  await expect(page.getByText('Left out: Duplicate of line 2.')).toBeVisible();
  await expect(page.getByText(/Left out: .*http/i)).toBeVisible();
  await expect(page.getByText('3 rows are left out', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: `Import ${VALID} links` }).click();
  const progress = page.getByRole('progressbar', { name: `Import of ${VALID} links progress` });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(5);

  // The reload interrupts it; it goes on by itself (decision 0047), nothing to click.
  await page.reload();
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^Finished · 37 done · 0 failed · 0 left/)).toBeVisible({
    timeout: 240_000,
  });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download results' }).click(),
  ]);
  const csv = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

  const answer = await server.check(user.apiKey, '/api/urls?limit=100');
  const links = (answer as { data: { urls: ServerLink[] } }).data.urls;
  expect(links).toHaveLength(VALID);
  for (let i = 1; i <= VALID; i++)
    expect(
      links.filter((link) => link.longurl === `https://import.example/page-${i}`),
    ).toHaveLength(1);

  expect(csv[0]).toBe('url,alias,description,campaign,channel,short_url,status,error');
  expect(csv).toHaveLength(VALID + 1);
  for (const line of csv.slice(1)) {
    const [url, , , , , shortUrl, status] = line.split(',');
    expect(status).toBe('created');
    expect(links.find((link) => link.longurl === url)?.shorturl).toBe(shortUrl);
  }
});

test('the CSV file picker is a labelled field: a wrong file is refused next to it, a CSV file is checked at once', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/links/import');
  const picker = page.getByLabel('CSV file');
  // The app's words, not the browser's "No file chosen" in the browser's language.
  await expect(picker).toHaveAccessibleDescription(
    'Checked as soon as you choose it. No file chosen',
  );
  await picker.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  await expect(picker).toHaveAccessibleDescription(/logo\.png is not a CSV file\./);
  await expect(picker).toBeFocused();
  await expect(page.getByRole('table', { name: 'Rows to import' })).toHaveCount(0);

  await picker.setInputFiles({
    name: 'spring.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('url,alias\nhttps://example.com/spring,spring-file\n'),
  });
  await expect(page.getByText('Chosen file: spring.csv')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rows to import' })).toContainText('spring-file');
  await expect(page.getByRole('button', { name: 'Import 1 link' })).toBeVisible();
  await expect(picker).not.toHaveAttribute('aria-invalid');
});
