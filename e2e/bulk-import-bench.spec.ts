import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';
import { readRequestLog } from './request-log';

/**
 * `npm run bench`: importing 100 links (10 of them assigned to a campaign) — the requests the
 * job sent and its wall time against the ideal at the limit. Run at 120 requests a minute so
 * the journey stays short; the ideal is computed for that same limit: requests ÷ 120 a minute.
 */
const LIMIT = 120;
const log = join(mkdtempSync(join(tmpdir(), 'linkdeck-bulk-bench-')), 'requests.jsonl');
const RESULT_FILE = resolve(import.meta.dirname, '..', '.bench', 'bulk-import.json');
test.use({ serverEnv: { REQUEST_LOG: log, RATE_LIMIT_PER_MINUTE: String(LIMIT) } });

test('bench: importing 100 links', async ({ page, server, user, signIn }) => {
  test.setTimeout(240_000);
  await server.api(user.apiKey, 'POST', '/api/campaign/add', { name: 'Bench' });
  await signIn();
  await page.goto('/links/import');
  const rows = Array.from(
    { length: 100 },
    (_, i) => `https://bench.example/${i + 1},,,${i < 10 ? 'Bench' : ''}`,
  );
  await page
    .getByLabel('Or paste CSV, or one URL per line')
    .fill(['url,alias,description,campaign', ...rows].join('\n'));
  await page.getByRole('button', { name: 'Check pasted rows' }).click();
  await expect(page.getByText('100 links · 110 requests ·')).toBeVisible();

  const before = readRequestLog(log).length;
  const startedAt = Date.now();
  await page.getByRole('button', { name: 'Import 100 links' }).click();
  await expect(page.getByText(/^Finished · 100 done · 0 failed · 0 left/)).toBeVisible({
    timeout: 200_000,
  });
  const seconds = (Date.now() - startedAt) / 1000;
  const sent = readRequestLog(log)
    .slice(before)
    .filter((r) => r.t <= startedAt + seconds * 1000 && r.method !== 'GET');
  const idealSeconds = (sent.length / LIMIT) * 60;
  mkdirSync(resolve(RESULT_FILE, '..'), { recursive: true });
  writeFileSync(
    RESULT_FILE,
    JSON.stringify({ limit: LIMIT, requests: sent.length, seconds, idealSeconds }, null, 2),
  );
  expect(sent.length).toBe(110);
});
