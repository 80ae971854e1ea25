import type { Page } from '@playwright/test';
import { expect, signInThroughUi, test, demoUserOf, type RunningServer } from './fixtures';

/**
 * Issue 26, points 6, 7 and 8: the order of "Newest first", the details of the statistics pages
 * (values on bars, referrers cut at the end, one figure for the same visits, tooltip words, what
 * the totals are), "Since last visit" on a first visit and codes that cannot count scans.
 */

interface ApiQr {
  id: number;
  name: string;
  scans: number;
  type?: string;
}

test.use({ locale: 'en-US' });

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) });

/** The demo's busiest dynamic QR code and its statistics, as a script with the key reads them. */
const busiestCode = async (server: RunningServer, apiKey: string) => {
  const { json } = await server.api(apiKey, 'GET', '/api/qr?limit=100');
  const codes = (json as { data: { qrs: ApiQr[] } }).data.qrs;
  const code = codes.filter((q) => q.type === 'link').reduce((a, b) => (b.scans > a.scans ? b : a));
  const one = await server.api(apiKey, 'GET', `/api/qr/${code.id}`);
  const data = (one.json as { data: { clicks: number; topReferrers: Record<string, number> } })
    .data;
  return { code, codes, data };
};

test('a first visit explains "Since last visit", keeps Wi-Fi and text codes out of the top by scans and says how scans and clicks relate', async ({
  page,
  server,
}) => {
  const demo = demoUserOf(server);
  await page.goto('/sign-in');
  await signInThroughUi(page, demo);
  const topCodes = page.getByRole('table', { name: 'Top QR codes by scans' });
  await expect(topCodes).toBeVisible();
  // The explanations wait behind one switch after the tables, not in front of them.
  const about = page.getByText('How these numbers are counted');
  const tablesFirst = await page.evaluate(() => {
    const table = document.querySelector('table');
    const summary = [...document.querySelectorAll('summary')].find((s) =>
      s.textContent?.includes('How these numbers are counted'),
    );
    return !!table && !!summary && !!(table.compareDocumentPosition(summary) & 4);
  });
  expect(tablesFirst).toBe(true);
  await expect(page.getByText(/“Since last visit” fills in on your next visit/)).toBeHidden();
  await about.click();
  await expect(page.getByText(/“Since last visit” fills in on your next visit/)).toBeVisible();
  await expect(topCodes.getByText('Not known yet').first()).toBeAttached();
  // Ranked by scans means scanned: no row says 0.
  const scans = await topCodes.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(scans.length).toBeGreaterThan(0);
  expect(scans).not.toContain('0');
  for (const name of ['Guest Wi-Fi', 'Text to join the club', 'Counter sign: today'])
    await expect(topCodes.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await expect(topCodes.getByRole('row', { name: /Table tent: spring menu/ })).toBeVisible();
  await expect(page.getByText(/never added together/)).toBeVisible();
  await expect(page.getByText(/Totals from the day each item was created/)).toBeVisible();

  // A destination stays on one line, cut at its end, never broken mid-word across two.
  const destination = page
    .getByRole('table', { name: 'Top links by clicks' })
    .locator('tbody tr td:nth-child(2) a')
    .first();
  const box = await destination.evaluate((a) => ({
    height: a.getBoundingClientRect().height,
    line: parseFloat(getComputedStyle(a).lineHeight),
  }));
  expect(box.height).toBeLessThanOrEqual(box.line + 1);

  // What to do next is in the header: the first step opens the create form.
  const next = page.getByRole('navigation', { name: 'Next steps' });
  await expect(next.getByRole('link')).toHaveText([
    'Create link',
    'Import links',
    'Design a QR code',
  ]);
  await next.getByRole('link', { name: 'Create link' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a short link' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Newest first is by creation date: the dates on the first page never go up.
  await page.goto('/links');
  const links = page.getByRole('table', { name: 'Links' });
  await expect(links.locator('time').first()).toBeVisible();
  const dates = await links
    .locator('time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThan(5);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('a QR code’s statistics: one explained figure, values on bars, referrers cut at the end and readable in full by pointer and keyboard', async ({
  page,
  server,
}) => {
  const demo = demoUserOf(server);
  const { code, data } = await busiestCode(server, demo.apiKey);
  expect(data.clicks).toBe(code.scans);
  await page.goto('/sign-in');
  await signInThroughUi(page, demo);
  await page.goto(`/qr/${code.id}`);

  // Scans and clicks are the same visits: one figure that says so.
  await expect(figure(page, 'Scans').getByRole('definition').first()).toHaveText(count(code.scans));
  await expect(figure(page, 'Scans')).toContainText('the same visits, counted once');
  await expect(figure(page, 'Clicks')).toHaveCount(0);
  await expect(page.getByText(/Totals from the day each item was created/)).toBeVisible();

  const referrers = page.getByRole('region', { name: 'Top referrers' });
  const chart = referrers.getByRole('slider', { name: /Bar chart of top referrers/ });
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();

  // Every bar carries its value.
  const values = await chart.locator('.recharts-label-list text').allTextContents();
  expect(values.sort()).toEqual(Object.values(data.topReferrers).map(Number).map(count).sort());

  // The long referrer is cut at its end, and its full name is there on hover.
  const full = 'news.northwind-coffee.example';
  expect(Object.keys(data.topReferrers)).toContain(full);
  const tick = chart.locator(`g[data-full-label="${full}"]`);
  const shown = (await tick.locator('text').textContent()) ?? '';
  expect(shown).toMatch(/…$/);
  expect(full.startsWith(shown.slice(0, -1))).toBe(true);
  await expect(tick.locator('title')).toHaveText(full);
  const line = referrers.getByText(`${full} · Scans: ${count(data.topReferrers[full])}`);
  await tick.hover();
  await expect(line).toBeVisible();

  // A bar's tooltip reads "Scans: 14".
  await chart.locator('.recharts-bar-rectangle').first().hover();
  const tooltip = chart.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toContainText(/Scans: \d/);
  await expect(tooltip).not.toContainText('Scans :');

  // From the keyboard: the chart is one stop, the arrow keys read each bar in full.
  await page.mouse.move(0, 0);
  await chart.focus();
  await expect(chart).toBeFocused();
  const labels = Object.entries(data.topReferrers).sort(
    ([a, x], [b, y]) => Number(y) - Number(x) || a.localeCompare(b),
  );
  const index = labels.findIndex(([label]) => label === full);
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(chart).toHaveAttribute(
    'aria-valuetext',
    `${full} · Scans: ${count(data.topReferrers[full])}`,
  );
  await expect(line).toBeVisible();
});
