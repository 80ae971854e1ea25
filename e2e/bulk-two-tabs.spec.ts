import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, openFromNav, openSecondTab, test } from './fixtures';
import { readRequestLog } from './request-log';

/**
 * Issue 11: two tabs, one job. The tab that started an import sends its requests; the other
 * follows its progress and sends none. Closing the first tab mid-job lets the second carry on
 * (or offers Resume) — every row created exactly once, counted on the server.
 */
const log = join(mkdtempSync(join(tmpdir(), 'linkdeck-two-tabs-')), 'requests.jsonl');
test.use({ serverEnv: { RATE_LIMIT_PER_MINUTE: '20', REQUEST_LOG: log } });

// More than one window holds at 20 a minute: the job is still running when tab A closes.
const ROWS = 30;
const isCreate = (url: string, method: string) => method === 'POST' && url.endsWith('/api/url/add');

test('a job runs in one tab, shows in the other, and moves there when its tab closes', async ({
  context,
  page: tabA,
  user,
  signIn,
  server,
}) => {
  test.setTimeout(180_000);
  await signIn();
  const tabB = await openSecondTab(context, tabA, user);
  let createsFromB = 0;
  tabB.on('request', (request) => {
    if (isCreate(request.url(), request.method())) createsFromB++;
  });

  await openFromNav(tabA, 'Links');
  await tabA.getByRole('link', { name: 'Import', exact: true }).click();
  await tabA
    .getByLabel('Or paste CSV, or one URL per line')
    .fill(Array.from({ length: ROWS }, (_, i) => `https://tabs.example/${i + 1}`).join('\n'));
  await tabA.getByRole('button', { name: 'Check pasted rows' }).click();
  await tabA.getByRole('button', { name: `Import ${ROWS} links` }).click();

  // Tab B follows the job from its Jobs panel, sending nothing for it.
  await tabB.getByRole('button', { name: /^Jobs/ }).click();
  const jobs = tabB.getByRole('dialog', { name: 'Jobs' });
  const progress = jobs.getByRole('progressbar', { name: `Import of ${ROWS} links progress` });
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(3);
  await jobs.getByRole('link', { name: 'Rows and results' }).click();
  expect(createsFromB).toBe(0);

  await tabA.close();
  const finished = tabB.getByText(new RegExp(`^Finished · ${ROWS} done · 0 failed · 0 left`));
  const resume = tabB.getByRole('button', { name: 'Resume' }).first();
  await expect(finished.or(resume)).toBeVisible({ timeout: 120_000 });
  const handover = (await resume.isVisible()) ? 'paused, resumed in tab B' : 'taken over by tab B';
  test.info().annotations.push({ type: 'handover', description: handover });
  console.log(`handover: ${handover}`);
  if (handover.startsWith('paused')) await resume.click();
  await expect(finished).toBeVisible({ timeout: 120_000 });
  expect(createsFromB).toBeGreaterThan(0);

  // Every row exactly once: one create request each, one link each.
  expect(readRequestLog(log).filter((r) => isCreate(r.url, r.method))).toHaveLength(ROWS);
  const answer = await server.check(user.apiKey, '/api/urls?limit=100');
  const links = (answer as { data: { urls: { longurl: string }[] } }).data.urls;
  expect(links.map((link) => link.longurl).sort()).toEqual(
    Array.from({ length: ROWS }, (_, i) => `https://tabs.example/${i + 1}`).sort(),
  );
});
