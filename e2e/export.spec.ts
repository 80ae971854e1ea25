import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import {
  expect,
  expectNoAxeViolations,
  openFromNav,
  signInThroughUi,
  test,
  type RunningServer,
  type TestUser,
} from './fixtures';
import { readRequestLog } from './request-log';

/**
 * Issue 11, point 3: Export CSV pages through the API at the largest page size, reuses the pages
 * the user already opened (no request), and writes the rows the server holds.
 */
const log = join(mkdtempSync(join(tmpdir(), 'linkdeck-export-')), 'requests.jsonl');
test.use({ serverEnv: { REQUEST_LOG: log } });

type Row = Record<string, string>;

/** Presses Export CSV on the page and returns the downloaded file's rows (BOM removed). */
const exportCsv = async (page: Page): Promise<Row[]> => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<Row>(text.slice(1), { header: true, skipEmptyLines: true }).data;
};

/** Every item of a list, straight from the server (as a script would read it). */
const allFromServer = async (
  server: RunningServer,
  user: TestUser,
  path: string,
  key: string,
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const { json } = (await server.api(user.apiKey, 'GET', `${path}?limit=100&page=${page}`)) as {
      json: { data: Record<string, unknown> & { maxpage: number } };
    };
    items.push(...(json.data[key] as Record<string, unknown>[]));
    if (page >= json.data.maxpage) return items;
  }
};

const exportPanel = (page: Page) => page.getByRole('region', { name: 'Export to CSV' });

test('exports links and QR codes; pages opened just before cost no request', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const demo = server.createUser({ demo: true });
  // 80 more links than the demo's, so the list has 5 pages of 25 and 2 pages of 100.
  for (let i = 1; i <= 80; i++) {
    const { json } = await server.api(demo.apiKey, 'POST', '/api/url/add', {
      url: `https://shop.example/p/${i}?ref=export`,
      description: i === 1 ? '=1+2' : '',
    });
    expect(json).toMatchObject({ error: 0 });
  }
  const links = await allFromServer(server, demo, '/api/urls', 'urls');
  expect(links.length).toBeGreaterThan(100);

  await page.goto('/sign-in');
  await signInThroughUi(page, demo);
  await openFromNav(page, 'Links');
  await expect(page.getByRole('table', { name: 'Links' })).toBeVisible();

  // Walk every page of the list at its default 25 per page, as a person would.
  const pages = Math.ceil(links.length / 25);
  for (let n = 2; n <= pages; n++) {
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /Next/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`page=${n}`));
    await expect(page.getByRole('table', { name: 'Links' })).toBeVisible();
  }
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  const before = readRequestLog(log).length;
  const rows = await exportCsv(page);
  await expect(exportPanel(page).getByRole('status')).toHaveText(
    /Downloaded linkdeck-links-\d{4}-\d{2}-\d{2}\.csv: \d+ rows, 2 pages from this device\./,
  );
  expect(readRequestLog(log).slice(before)).toEqual([]);

  expect(Object.keys(rows[0])).toEqual([
    'Short URL',
    'Destination',
    'Title',
    'Alias',
    'Description',
    'Clicks',
    'Unique clicks',
    'Created',
    'Link ID',
    // What this device knows of each link's options (nothing here: a fresh browser).
    'Campaign',
    'Channels',
    'Expiry',
    'Redirect type',
  ]);
  expect(rows.map((row) => Number(row['Link ID']))).toEqual(links.map((link) => Number(link.id)));
  for (const [i, link] of links.entries()) {
    expect(rows[i]['Short URL']).toBe(link.shorturl);
    expect(rows[i].Destination).toBe(link.longurl);
    expect(Number(rows[i].Clicks)).toBe(Number(link.clicks));
    expect(rows[i].Created).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?$/);
  }
  expect(rows.find((row) => row.Description.includes('1+2'))?.Description).toBe("'=1+2");
  await exportPanel(page).getByRole('button', { name: 'Close' }).click();
  await expect(exportPanel(page)).toHaveCount(0);

  // QR codes: the list page (one request) is the only one; the export takes it from memory.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'QR codes' })
    .click();
  await expect(page.getByRole('table', { name: 'QR codes' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const beforeQr = readRequestLog(log).length;
  const qrRows = await exportCsv(page);
  const qrRequests = readRequestLog(log).slice(beforeQr);
  const qrs = await allFromServer(server, demo, '/api/qr', 'qrs');
  // The QR list fits on one page of 25, which is the whole list: nothing to fetch.
  expect(qrs.length).toBeLessThanOrEqual(25);
  expect(qrRequests).toEqual([]);
  expect(Object.keys(qrRows[0])).toEqual([
    'Name',
    'Type',
    'Short URL',
    'Scans',
    'Created',
    'QR code ID',
  ]);
  expect(
    qrRows.map((row) => [Number(row['QR code ID']), row.Name, Number(row.Scans), row['Short URL']]),
  ).toEqual(qrs.map((qr) => [Number(qr.id), qr.name, Number(qr.scans), qr.link]));
});

test('an export of pages not opened yet asks the API for 100 rows a page', async ({
  page,
  server,
}) => {
  const demo = server.createUser({ demo: true });
  for (let i = 1; i <= 80; i++)
    await server.api(demo.apiKey, 'POST', '/api/url/add', { url: `https://shop.example/q/${i}` });
  const links = await allFromServer(server, demo, '/api/urls', 'urls');
  await page.goto('/sign-in');
  await signInThroughUi(page, demo);
  await openFromNav(page, 'Links');
  await expect(page.getByRole('table', { name: 'Links' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  const before = readRequestLog(log).length;
  const rows = await exportCsv(page);
  expect(
    readRequestLog(log)
      .slice(before)
      .map((request) => request.url),
  ).toEqual(['/api/urls?page=1&limit=100', '/api/urls?page=2&limit=100']);
  expect(rows).toHaveLength(links.length);
  await expect(exportPanel(page).getByRole('status')).toHaveText(/rows, using .+ allowance\./);
  await expectNoAxeViolations(page);
  if (process.env.EXPORT_SCREENSHOT) await page.screenshot({ path: process.env.EXPORT_SCREENSHOT });
});
