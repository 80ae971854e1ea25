import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Resilience: one answer from the API is broken (a web page, JSON cut off half-way, a 500).
 * That page says so in plain words; the rest of the dashboard keeps working, and the broken
 * page loads once the answer is good again. Only that single response is replaced
 * (`page.route` with `times: 1`); every other request reaches the real server.
 */
const BROKEN: {
  name: string;
  answer: (route: Route) => Promise<void>;
  title: string;
  message: RegExp;
}[] = [
  {
    name: 'an HTML page instead of data',
    answer: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html><body><h1>Sign in to the hotel Wi-Fi</h1></body></html>',
      }),
    title: 'The server sent something unexpected',
    message: /sent a web page instead of data \(HTTP 200\)/,
  },
  {
    name: 'JSON cut off half-way',
    answer: async (route) => {
      const real = await route.fetch();
      const text = await real.text();
      await route.fulfill({ response: real, body: text.slice(0, Math.floor(text.length / 2)) });
    },
    title: 'The server sent something unexpected',
    message: /answer was cut off or is not valid data/,
  },
  {
    name: 'a 500',
    answer: (route) =>
      route.fulfill({
        status: 500,
        json: { error: 1, message: 'The database is busy.' },
      }),
    title: 'The server could not load this page',
    message: /The database is busy\. Try again in a moment\./,
  },
];

test.describe('a broken answer on one page', () => {
  for (const broken of BROKEN) {
    test(`${broken.name}: a clear message there, the rest keeps working`, async ({
      page,
      server,
      user,
      signIn,
    }) => {
      const pixel = `Site tag ${Date.now().toString(36)}`;
      const host = `go-${Date.now().toString(36)}.example.com`;
      await server.api(user.apiKey, 'POST', '/api/pixel/add', {
        type: 'gtmpixel',
        name: pixel,
        tag: 'GTM-ABC123',
      });
      await server.api(user.apiKey, 'POST', '/api/domain/add', { domain: `https://${host}` });
      await signIn();

      let brokenAnswers = 0;
      await page.route(
        (url) => url.pathname === '/api/pixels',
        async (route) => {
          brokenAnswers++;
          await broken.answer(route);
        },
        { times: 1 },
      );
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Pixels' }).click();
      const panel = page.getByRole('region', { name: broken.title });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(broken.message);
      await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page).toHaveURL(/\/pixels$/);
      expect(brokenAnswers).toBe(1);
      // The shell is still there: the navigation works and another page shows its data.
      await nav.getByRole('link', { name: 'Domains' }).click();
      await expect(
        page.getByRole('table', { name: 'Branded domains' }).getByRole('row').filter({
          hasText: host,
        }),
      ).toBeVisible();

      // Back to the broken page: it tries again and now shows the pixel.
      await page.goBack();
      await expect(page).toHaveURL(/\/pixels$/);
      await expect(
        page.getByRole('table', { name: 'Pixels' }).getByRole('row').filter({ hasText: pixel }),
      ).toBeVisible();
      await expect(panel).toBeHidden();
    });
  }

  test('"Try again" on the page itself loads it once the answer is good', async ({
    page,
    server,
    user,
    signIn,
  }) => {
    const pixel = `Retry tag ${Date.now().toString(36)}`;
    await server.api(user.apiKey, 'POST', '/api/pixel/add', {
      type: 'gtmpixel',
      name: pixel,
      tag: 'GTM-ABC123',
    });
    await signIn();
    await page.route(
      (url) => url.pathname === '/api/pixels',
      (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      { times: 1 },
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pixels' })
      .click();
    const panel = page.getByRole('region', { name: 'The server sent something unexpected' });
    await expect(panel).toContainText(
      /ran into a problem and sent a web page instead of data \(HTTP 502\)/,
    );
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('table', { name: 'Pixels' }).getByRole('row').filter({ hasText: pixel }),
    ).toBeVisible();
    await expect(panel).toBeHidden();
  });
});
