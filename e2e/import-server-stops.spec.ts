import { expect, test } from './fixtures';
import { startPastedImport } from './import-steps';

/**
 * The server dies (kill -9) in the middle of an import, while the job is sending: the job
 * pauses and says why, and once the server is back and the job resumed, every row exists on
 * the server exactly once: a row whose request was under way is looked up before it is sent
 * again (docs/decisions/0010-bulk-jobs.md).
 */
test.use({ serverEnv: { RATE_LIMIT_PER_MINUTE: '20' } });

const ROWS = 24;

type ServerLink = { longurl: string };

test('the server stops in the middle of an import: afterwards every row exists exactly once', async ({
  page,
  server,
  user,
  signIn,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const urls = Array.from({ length: ROWS }, (_, i) => `https://stop.example/${run}/row-${i + 1}`);
  await signIn();
  const progress = await startPastedImport(page, urls);

  // Killed while the job sends its first window's rows, most likely with one under way.
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), {
      intervals: [25],
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(2);
  await server.kill();
  try {
    await expect(page.getByText(/Paused: the server could not be reached/).first()).toBeVisible({
      timeout: 60_000,
    });
  } finally {
    await server.restart();
  }

  await page.getByRole('button', { name: 'Resume' }).first().click();
  await expect(
    page.getByText(new RegExp(`^Finished · ${ROWS} done · 0 failed · 0 left`)),
  ).toBeVisible({ timeout: 180_000 });
  const answer = await server.check(user.apiKey, '/api/urls?limit=100');
  const links = (answer as { data: { urls: ServerLink[] } }).data.urls;
  for (const url of urls)
    expect(
      links.filter((link) => link.longurl === url),
      url,
    ).toHaveLength(1);
  expect(links).toHaveLength(ROWS);
});
