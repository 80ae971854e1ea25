import type { Page } from '@playwright/test';
import { expect, signInAsDemo, test, type RunningServer, type TestUser } from './fixtures';

/**
 * Issue 12: statistics for every link, one overview across links and QR codes, the change
 * since the last visit, and a report to print, checked against the real server's own figures.
 */

interface ApiLink {
  id: number;
  title: string;
  shorturl: string;
  longurl: string;
  clicks: number;
}
interface ApiQr {
  id: number;
  link: string;
  scans: number;
  type?: string;
  name: string;
}

/** Every item of a list, page by page, as a script with the key would read it. */
const listAll = async <T>(server: RunningServer, user: TestUser, path: string, key: string) => {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { json } = await server.api(user.apiKey, 'GET', `${path}?limit=100&page=${page}`);
    const data = (json as { data: Record<string, unknown> }).data;
    items.push(...(data[key] as T[]));
    if (page >= Number(data.maxpage)) return items;
  }
};

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** The headline figure with this label, e.g. "Total clicks". */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) });

test.use({ locale: 'en-US' });

test('link statistics for a demo link match the server’s figures', async ({ page, server }) => {
  const demo = await signInAsDemo(page, server);
  const links = await listAll<ApiLink>(server, demo, '/api/urls', 'urls');
  const busiest = links.reduce((a, b) => (b.clicks > a.clicks ? b : a));
  const { json } = await server.api(demo.apiKey, 'GET', `/api/url/${busiest.id}`);
  const stats = (
    json as { data: { clicks: number; uniqueClicks: number } & Record<string, unknown> }
  ).data;
  expect(stats.clicks).toBeGreaterThan(0);

  // From the link's row, as a person would (sorted by clicks, the busiest is on page 1).
  await page.goto('/links?order=click');
  const row = page.getByRole('table', { name: 'Links' }).getByRole('row').nth(1);
  const statistics = row.getByRole('link', { name: /^Statistics of / });
  await statistics.hover();
  await statistics.click();
  await expect(page).toHaveURL(new RegExp(`/links/${busiest.id}/stats$`));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    busiest.title || new URL(busiest.shorturl).pathname.slice(1),
  );
  const opens = (url: string) => page.getByRole('link', { name: `${url} (opens in a new tab)` });
  await expect(opens(busiest.shorturl)).toBeVisible();
  await expect(opens(busiest.longurl)).toBeVisible();
  await expect(figure(page, 'Clicks').getByRole('definition').first()).toHaveText(
    count(stats.clicks),
  );
  await expect(figure(page, 'Unique clicks').getByRole('definition').first()).toHaveText(
    count(stats.uniqueClicks),
  );

  // Every country the server counted, with its count, in the table view.
  const countries = Object.entries(stats.topCountries as Record<string, string | number>);
  expect(countries.length).toBeGreaterThan(0);
  await page.getByText('Show top countries as a table').click();
  const table = page.getByRole('table', { name: 'Top countries' });
  await expect(table.getByRole('row')).toHaveCount(countries.length + 1);
  for (const [country, n] of countries)
    await expect(table.getByRole('row', { name: new RegExp(`^${country} `) })).toContainText(
      count(Number(n)),
    );
  // The charts and the map come after the numbers, from their own chunks.
  await expect(page.getByRole('group', { name: /^Map of top countries/ })).toBeVisible();
  await expect(page.getByRole('slider', { name: /Bar chart of top referrers/ })).toBeVisible();
});

test('the overview’s totals equal the sum the server reports, and it prints without navigation', async ({
  page,
  server,
}) => {
  const demo = await signInAsDemo(page, server);
  await expect(page).toHaveURL(/\/overview$/);
  const links = await listAll<ApiLink>(server, demo, '/api/urls', 'urls');
  const codes = await listAll<ApiQr>(server, demo, '/api/qr', 'qrs');
  const clicks = links.reduce((sum, l) => sum + Number(l.clicks), 0);
  const scans = codes.reduce((sum, q) => sum + Number(q.scans), 0);
  expect(clicks).toBeGreaterThan(0);
  expect(scans).toBeGreaterThan(0);

  await expect(figure(page, 'Total clicks').getByRole('definition').first()).toHaveText(
    count(clicks),
  );
  await expect(figure(page, 'Total scans').getByRole('definition').first()).toHaveText(
    count(scans),
  );
  const topLinks = page.getByRole('table', { name: 'Top links by clicks' });
  await expect(topLinks.getByRole('row')).toHaveCount(Math.min(10, links.length) + 1);
  const best = links.reduce((a, b) => (b.clicks > a.clicks ? b : a));
  await expect(topLinks.getByRole('row').nth(1)).toContainText(count(best.clicks));
  const topCodes = page.getByRole('table', { name: 'Top QR codes by scans' });
  // Text, SMS and Wi-Fi codes cannot count scans: they are not ranked by them.
  const scanned = codes.filter((q) => !['text', 'sms', 'wifi'].includes(q.type ?? ''));
  await expect(topCodes.getByRole('row')).toHaveCount(Math.min(10, scanned.length) + 1);
  // The combined breakdowns cost nothing until scrolled to, then add up in the background.
  const combined = page.getByRole('heading', { name: /^Where visitors come from/ });
  await expect(
    page.getByText(/^Loads in the background when you scroll here \(uses .+ allowance\)/),
  ).toBeVisible();
  await combined.scrollIntoViewIfNeeded();
  await expect(page.getByText(/^Added up from the busiest \d+/)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Top countries' })
      .or(page.getByRole('heading', { name: 'Top countries' }))
      .first(),
  ).toBeVisible();

  await expect(page.getByRole('button', { name: 'Print report' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  // Tables are printed open, next to their charts.
  await expect(page.getByRole('table', { name: 'Top countries' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a second visit after new scans and clicks shows the positive change', async ({
  page,
  server,
}) => {
  const demo = await signInAsDemo(page, server);
  const codes = await listAll<ApiQr>(server, demo, '/api/qr', 'qrs');
  const links = await listAll<ApiLink>(server, demo, '/api/urls', 'urls');
  const code = codes.filter((q) => q.type === 'link').reduce((a, b) => (b.scans > a.scans ? b : a));
  // A short link on the server's own address (the demo's branded domain resolves nowhere here).
  const link = links.find((l) => l.shorturl.startsWith(server.url));
  if (!link) throw new Error('The demo user has no short link on the server’s address.');
  const topCodes = page.getByRole('table', { name: 'Top QR codes by scans' });
  await expect(topCodes.getByRole('row', { name: new RegExp(code.name) })).toBeVisible();
  // The first visit has nothing to compare with.
  await expect(page.getByText(/ since /)).toHaveCount(0);

  // Visitors scan the code three times and open the short link twice, as phones would.
  for (let i = 0; i < 3; i++)
    expect((await fetch(code.link, { redirect: 'manual' })).status).toBeLessThan(400);
  for (let i = 0; i < 2; i++)
    expect((await fetch(link.shorturl, { redirect: 'manual' })).status).toBe(302);

  // Two hours later, in the same tab: what the device kept is stale, so the page asks again.
  await page.clock.install({ time: Date.now() + 2 * 60 * 60_000 });
  await page.reload();
  await expect(figure(page, 'Total scans')).toContainText(/\+3 since /);
  await expect(figure(page, 'Total clicks')).toContainText(/\+2 since /);
  await expect(topCodes.getByRole('row', { name: new RegExp(code.name) })).toContainText(
    /\+3 since /,
  );

  // The code's own statistics page says the same, for no extra request.
  await topCodes.getByRole('link', { name: `Statistics of ${code.name}` }).click();
  await expect(figure(page, 'Scans')).toContainText(/\+3 since /);
});

test('bad input: no visits, a static code, a deleted link', async ({ page, server, signIn }) => {
  const user = server.createUser();
  const created = await server.api(user.apiKey, 'POST', '/api/url/add', {
    url: 'https://shop.example.com/quiet',
  });
  const linkId = (created.json as { id: number }).id;
  const wifi = await server.api(user.apiKey, 'POST', '/api/qr/add', {
    type: 'wifi',
    data: { ssid: 'Cafe', pass: 'longpassword', encryption: 'WPA' },
    name: 'Cafe wifi',
  });
  const wifiId = (wifi.json as { id: number }).id;
  await signIn(user);

  // The overview with nothing visited: zeros and why, not empty charts.
  await expect(figure(page, 'Total clicks').getByRole('definition').first()).toHaveText('0');
  await expect(page.getByText(/No visits yet\./)).toBeVisible();
  await expect(page.getByRole('slider', { name: /Bar chart/ })).toHaveCount(0);

  await page.goto(`/links/${linkId}/stats`);
  await expect(figure(page, 'Clicks').getByRole('definition').first()).toHaveText('0');
  await expect(page.getByText(/No clicks yet\./)).toBeVisible();
  await expect(page.getByRole('slider', { name: /Bar chart/ })).toHaveCount(0);

  await page.goto(`/qr/${wifiId}`);
  await expect(page.getByRole('heading', { name: 'Wi-Fi codes do not count scans' })).toBeVisible();

  // A bookmark to the statistics of a link deleted since (here by a script).
  const gone = await server.api(user.apiKey, 'POST', '/api/url/add', {
    url: 'https://shop.example.com/gone',
  });
  const goneId = (gone.json as { id: number }).id;
  await server.api(user.apiKey, 'DELETE', `/api/url/${goneId}/delete`);
  await page.goto(`/links/${goneId}/stats`);
  await expect(page.getByRole('heading', { name: 'This link no longer exists' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your links' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
});
