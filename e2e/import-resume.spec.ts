import { expect, openFromNav, test } from './fixtures';
import { startPastedImport } from './import-steps';

/**
 * Issue 44: an import interrupted by a reload goes on by itself — no Resume to find — and
 * while it waits the header says what for. Every row exists on the server exactly once (a row
 * whose request was under way at the reload is looked up before it is sent again).
 */
test.use({ serverEnv: { RATE_LIMIT_PER_MINUTE: '10' } });

const ROWS = 20;

type ServerLink = { longurl: string };

test('an import reloaded mid-way goes on by itself, says what it waits for, and creates each row once', async ({
  page,
  server,
  user,
  signIn,
}) => {
  test.setTimeout(360_000);
  const run = Date.now().toString(36);
  const urls = Array.from({ length: ROWS }, (_, i) => `https://resume.example/${run}/row-${i + 1}`);
  await signIn();
  const progress = await startPastedImport(page, urls);
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 90_000 })
    .toBeGreaterThanOrEqual(3);

  await page.reload();
  await openFromNav(page, 'Links');
  // Under the header, on another page: the job is running, and when the budget holds it back
  // it says so and when it goes on. Nothing asks to be clicked.
  const header = page.getByText(
    /Import of 20 links: \d+ of 20|Waiting for the request budget: goes on by itself at/,
  );
  await expect(
    page.getByText(/^Waiting for the request budget: goes on by itself at \d/).first(),
  ).toBeVisible({ timeout: 90_000 });
  await expect(header.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toHaveCount(0);

  await expect
    .poll(
      async () => {
        const answer = await server.check(user.apiKey, '/api/urls?limit=100');
        return (answer as { data: { urls: ServerLink[] } }).data.urls.length;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe(ROWS);
  await page.getByRole('button', { name: /^Jobs/ }).click();
  await expect(
    page.getByText(new RegExp(`^Finished · ${ROWS} done · 0 failed · 0 left`)),
  ).toBeVisible({ timeout: 30_000 });
  const answer = await server.check(user.apiKey, '/api/urls?limit=100');
  const links = (answer as { data: { urls: ServerLink[] } }).data.urls;
  for (const url of urls)
    expect(
      links.filter((link) => link.longurl === url),
      url,
    ).toHaveLength(1);
  expect(links).toHaveLength(ROWS);
});
