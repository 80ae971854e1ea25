import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Issue 23, item 1: visits per country on a world map, coloured from the real server's counts,
 * each visited country named with its count on keyboard focus, and what no shape stands for
 * listed under the map.
 */

// The country headers count only behind a proxy the server is told it trusts.
test.use({ serverEnv: { TRUST_PROXY_COUNTRY_HEADER: '1' } });

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

/** A visit from a country, as the proxy in front of the service reports it. */
const visitFrom = async (shortUrl: string, country: string) => {
  const answer = await fetch(shortUrl, {
    redirect: 'manual',
    headers: { 'cf-ipcountry': country, 'user-agent': BROWSER },
  });
  expect(answer.status).toBe(302);
};

const fillOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fill);

test('the map colours the countries the server reports and names them on focus', async ({
  page,
  server,
  signIn,
  user,
}) => {
  const created = await server.api(user.apiKey, 'POST', '/api/url/add', {
    url: 'https://shop.example.com/map',
  });
  const { id, shorturl } = created.json as { id: number; shorturl: string };
  for (const country of ['DE', 'DE', 'DE', 'FR', 'XX', 'GF']) await visitFrom(shorturl, country);
  const { json } = await server.api(user.apiKey, 'GET', `/api/url/${id}`);
  // The contract sends counts as numbers or numeric strings.
  const reported = (json as { data: { topCountries: Record<string, number | string> } }).data
    .topCountries;
  expect(
    Object.fromEntries(Object.entries(reported).map(([name, n]) => [name, Number(n)])),
  ).toEqual({ Germany: 3, France: 1, Unknown: 1, 'French Guiana': 1 });
  await signIn(user);

  await page.goto(`/links/${id}/stats`);
  // The numbers first; the map from its own chunk.
  const map = page.getByRole('group', { name: /^Map of top countries/ });
  await expect(map).toBeVisible();
  const germany = map.getByRole('img', { name: 'Germany: 3 clicks' });
  const france = map.getByRole('img', { name: 'France: 1 click' });
  await expect(germany).toHaveAttribute('data-country', 'DE');
  await expect(france).toHaveAttribute('data-country', 'FR');
  // Coloured: not the colour of a country without visits, and more visits darker than fewer.
  const none = await fillOf(page, 'svg[role="group"] [aria-hidden="true"]');
  const germanyFill = await fillOf(page, '[data-country="DE"]');
  const franceFill = await fillOf(page, '[data-country="FR"]');
  expect(germanyFill).not.toBe(none);
  expect(franceFill).not.toBe(none);
  expect(germanyFill).not.toBe(franceFill);
  // Only the countries with visits are shapes a reader can reach.
  await expect(map.getByRole('img')).toHaveCount(2);
  await expect(page.getByText('Not on the map: French Guiana (1), Unknown (1)')).toBeVisible();
  await expect(
    page.getByRole('group', { name: /^Map of top countries/ }).locator('..'),
  ).toContainText(/Clicks:\s*0\s*1\s*2\s*3/);

  // Keyboard: Tab from the last control before the map reaches a country, which says its count.
  await page.getByText('Show top countries as a table').scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: 'All links' }).focus();
  let focused = '';
  for (let i = 0; i < 40 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.getAttribute('data-country') ?? '');
  }
  expect(['DE', 'FR']).toContain(focused);
  const name = focused === 'DE' ? 'Germany: 3 clicks' : 'France: 1 click';
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', name);
  await expect(page.getByTestId('map-focus')).toHaveText(name);
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => document.activeElement?.getAttribute('data-country'));
  expect(next).toBe(focused === 'DE' ? 'FR' : 'DE');

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }
});

/** Issue 44: the service's English names ("Germany", "Unknown", "Direct") in the language shown. */
for (const [locale, words] of Object.entries({
  fr: { germany: 'Allemagne', unknown: 'Inconnu', direct: 'Accès direct (sans référent)' },
  ar: { germany: 'ألمانيا', unknown: 'غير معروف', direct: 'مباشر (بلا مُحيل)' },
})) {
  test(`in ${locale}, countries, "Unknown" and "Direct" are in its words`, async ({
    page,
    server,
    signIn,
    user,
  }) => {
    const { id, shorturl } = (
      await server.api(user.apiKey, 'POST', '/api/url/add', { url: 'https://shop.example.com/fr' })
    ).json as { id: number; shorturl: string };
    for (const country of ['DE', 'DE', 'XX']) await visitFrom(shorturl, country);
    await signIn(user);
    // The language chosen, as the language menu keeps it; the next page opens in it.
    await page.evaluate((chosen) => localStorage.setItem('linkdeck.locale', chosen), locale);
    await page.goto(`/links/${id}/stats`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const map = page.locator('figure').filter({ has: page.locator('[data-country="DE"]') });
    await expect(map.locator('[data-country="DE"]')).toHaveAttribute(
      'aria-label',
      new RegExp(`^${words.germany}`),
    );
    await expect(map).toContainText(words.unknown);
    await expect(map).not.toContainText('Unknown');
    // The tables say the same, the referrers' "Direct" too (the visits above came from no site).
    // Each breakdown's table is behind its "as a table" switch: open them as a reader would.
    const summaries = page.locator('main summary');
    for (let i = 0; i < (await summaries.count()); i++) await summaries.nth(i).click();
    const tables = page.locator('table');
    await expect(tables.getByRole('rowheader', { name: words.germany, exact: true })).toHaveCount(
      1,
    );
    await expect(tables.getByRole('rowheader', { name: words.direct, exact: true })).toHaveCount(1);
    await expect(tables.getByRole('rowheader', { name: 'Germany', exact: true })).toHaveCount(0);
    await expect(tables.getByRole('rowheader', { name: 'Direct', exact: true })).toHaveCount(0);
  });
}
