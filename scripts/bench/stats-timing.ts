import { chromium } from '@playwright/test';
import { removeServerFiles } from '../../e2e/server';
import { chromiumArgs, chromiumPathOrExit } from '../../e2e/chromium';
import { startBenchServer } from './pages';

/**
 * Numbers before charts: on a throttled connection, how long a statistics page
 * takes to show its headline figures and, separately, its charts (recharts, its own chunk).
 * The page is opened fresh (nothing cached) after sign-in, as from a bookmark.
 */
export interface StatsTimingRow {
  page: string;
  /** ms from navigation to the headline figures. */
  figuresMs: number;
  /** ms from navigation to the first drawn chart. */
  chartsMs: number;
}

/** Chrome DevTools' "Fast 4G"-like profile: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. */
const THROTTLE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const measureStatsTiming = async (): Promise<StatsTimingRow[]> => {
  const { server, user } = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: chromiumPathOrExit(),
    args: chromiumArgs,
  });
  try {
    const { json } = await server.api(user.apiKey, 'GET', '/api/urls?limit=1&order=click');
    const link = (json as { data: { urls: { id: number }[] } }).data.urls[0];
    const rows: StatsTimingRow[] = [];
    // The overview's charts sit below its top lists and load when scrolled to: the reader
    // scrolls there as soon as the figures show.
    for (const [name, path, figure, chartsHeading] of [
      ['Link statistics', `/links/${link.id}/stats`, 'Clicks', null],
      [
        'Overview (scrolled to its charts)',
        '/overview',
        'Total clicks',
        /^Where visitors come from/,
      ],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/sign-in`);
      await page.getByLabel('API key', { exact: true }).fill(user.apiKey);
      // Without the device cache, so the page's data is fetched through the throttled line.
      await page.getByLabel(/Keep data on this device/).uncheck();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', THROTTLE);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const started = Date.now();
      await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
      await page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${figure}$`) })
        .waitFor({ timeout: 60_000 });
      const figuresMs = Date.now() - started;
      if (chartsHeading)
        await page.getByRole('heading', { name: chartsHeading }).scrollIntoViewIfNeeded();
      await page.locator('.recharts-surface').first().waitFor({ timeout: 60_000 });
      rows.push({ page: name, figuresMs, chartsMs: Date.now() - started });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    removeServerFiles(server);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) console.table(await measureStatsTiming());
