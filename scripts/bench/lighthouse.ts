import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { removeServerFiles } from '../../e2e/server';
import { chromiumArgs, chromiumPathOrExit } from '../../e2e/chromium';
import { startBenchServer } from './pages';

/**
 * Lighthouse on the built dashboard served by the reference server: the sign-in page, and a
 * signed-in list page, LIGHTHOUSE_RUNS times each with Lighthouse's default mobile settings
 * (simulated throttling). Lighthouse stays out of package.json (toolchain guide); npx fetches
 * the pinned version once. The signed-in run reuses a tab that signed in first, because the key
 * lives in that tab's sessionStorage only.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';

/** Runs per page: Lighthouse's score moves from run to run, so the median is what counts. */
export const LIGHTHOUSE_RUNS = 3;

/** One Lighthouse run, simulated mobile (Lighthouse's defaults). */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** First contentful paint and largest contentful paint, in seconds. */
  firstPaint: number;
  largestPaint: number;
  /** Total blocking time, in milliseconds. */
  blockingTime: number;
}

export interface LighthouseRow {
  page: string;
  /** Every run, in order. */
  runs: LighthouseRun[];
  /** The run with the median performance score, with its own paints and blocking time. */
  median: LighthouseRun;
}

/** Per page: the performance score of the median run, and its paints and blocking time. */
export const LIGHTHOUSE_TARGETS = {
  signIn: { performance: 95, largestPaint: 1.5, blockingTime: 150 },
  signedIn: { performance: 90 },
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Seconds, at most. */
  firstPaint: 1.2,
};

const lighthouseModules = () => {
  const bin = execFileSync('npx', ['-y', '-p', LIGHTHOUSE, 'which', 'lighthouse'], {
    encoding: 'utf8',
  }).trim();
  const modules = join(dirname(realpathSync(bin)), '..', '..');
  const entry = (name: string, file: string) => pathToFileURL(join(modules, name, file)).href;
  return {
    lighthouse: entry('lighthouse', 'core/index.js'),
    puppeteer: entry('puppeteer-core', 'lib/esm/puppeteer/puppeteer-core.js'),
  };
};

type Scores = Record<string, { score: number | null } | undefined>;
const score = (categories: Scores, key: string) => Math.round((categories[key]?.score ?? 0) * 100);
const seconds = (ms: number | undefined) => Math.round((ms ?? Infinity) / 100) / 10;

/** The run whose performance score is the median (the lower middle one for an even count). */
export const medianRun = (runs: LighthouseRun[]): LighthouseRun =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)];

export const measureLighthouse = async (): Promise<LighthouseRow[]> => {
  const modules = lighthouseModules();
  const { default: lighthouse } = await import(modules.lighthouse);
  const { default: puppeteer } = await import(modules.puppeteer);
  const { server, user } = await startBenchServer();
  const browser = await puppeteer.launch({
    executablePath: chromiumPathOrExit(),
    args: [...chromiumArgs, '--headless=new'],
    headless: true,
  });
  try {
    // Each run in a fresh browser context with an empty cache, as a first visit to that address.
    const run = async (path: string, signIn: boolean): Promise<LighthouseRun> => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (signIn) {
        await page.goto(`${server.url}/sign-in`, { waitUntil: 'networkidle0' });
        await page.locator('input[type=password]').fill(user.apiKey);
        await Promise.all([
          page.waitForNavigation().catch(() => undefined),
          page.keyboard.press('Enter'),
        ]);
        await page.waitForFunction(() => !location.pathname.startsWith('/sign-in'));
        // Signing in loaded the app's code (and installed the service worker, which keeps it):
        // the measured page loads it again, from the network.
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Storage.clearDataForOrigin', {
          origin: server.url,
          storageTypes: 'service_workers,cache_storage',
        });
        await cdp.detach();
      }
      const result = await lighthouse(
        `${server.url}${path}`,
        // The key lives in the tab's sessionStorage, which a storage reset would delete.
        { output: 'json', logLevel: 'error', disableStorageReset: true },
        undefined,
        page,
      );
      await context.close();
      const categories = result.lhr.categories as Scores;
      const audit = (key: string): number | undefined => result.lhr.audits[key]?.numericValue;
      return {
        performance: score(categories, 'performance'),
        accessibility: score(categories, 'accessibility'),
        bestPractices: score(categories, 'best-practices'),
        seo: score(categories, 'seo'),
        firstPaint: seconds(audit('first-contentful-paint')),
        largestPaint: seconds(audit('largest-contentful-paint')),
        blockingTime: Math.round(audit('total-blocking-time') ?? Infinity),
      };
    };
    const rows: LighthouseRow[] = [];
    for (const [name, path, signIn] of [
      ['Sign-in (signed out)', '/sign-in', false],
      ['Links (signed in)', '/links', true],
    ] as const) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await run(path, signIn));
      rows.push({ page: name, runs, median: medianRun(runs) });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    removeServerFiles(server);
  }
};

if (import.meta.url === `file://${process.argv[1]}`)
  for (const row of await measureLighthouse()) {
    console.log(row.page, 'median:', row.median);
    console.table(row.runs);
  }
