import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { removeServerFiles } from '../../e2e/server';
import { chromiumArgs, chromiumPathOrExit } from '../../e2e/chromium';
import { startBenchServer } from './pages';

/**
 * Lighthouse on the built dashboard served by the reference server: the sign-in page, and a
 * signed-in list page. Lighthouse stays out of package.json (toolchain guide); npx fetches the
 * pinned version once. The signed-in run reuses a tab that signed in first, because the key
 * lives in that tab's sessionStorage only.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** First contentful paint, simulated mobile, in seconds. */
  firstPaint: number;
}

export const LIGHTHOUSE_TARGETS = {
  performance: 95,
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
    const run = async (name: string, path: string, signIn: boolean): Promise<LighthouseRow> => {
      const page = await browser.newPage();
      if (signIn) {
        await page.goto(`${server.url}/sign-in`, { waitUntil: 'networkidle0' });
        await page.locator('input[type=password]').fill(user.apiKey);
        await Promise.all([
          page.waitForNavigation().catch(() => undefined),
          page.keyboard.press('Enter'),
        ]);
        await page.waitForFunction(() => !location.pathname.startsWith('/sign-in'));
      }
      const result = await lighthouse(
        `${server.url}${path}`,
        { output: 'json', logLevel: 'error', disableStorageReset: true },
        undefined,
        page,
      );
      await page.close();
      const categories = result.lhr.categories as Scores;
      return {
        page: name,
        performance: score(categories, 'performance'),
        accessibility: score(categories, 'accessibility'),
        bestPractices: score(categories, 'best-practices'),
        seo: score(categories, 'seo'),
        firstPaint:
          Math.round(
            (result.lhr.audits['first-contentful-paint']?.numericValue ?? Infinity) / 100,
          ) / 10,
      };
    };
    return [
      await run('Sign-in (signed out)', '/sign-in', false),
      await run('Links (signed in)', '/links', true),
    ];
  } finally {
    await browser.close();
    await server.stop();
    removeServerFiles(server);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) console.table(await measureLighthouse());
