import { chromium, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { removeServerFiles } from '../../e2e/server';
import { benchPages, signInOnPage, startBenchServer, type BundleBudget } from './pages';
import { chromiumArgs, chromiumPathOrExit } from '../../e2e/chromium';

/**
 * JavaScript each page makes the browser load on a fresh visit, gzip-compressed, measured by
 * loading the page in Chromium and summing the scripts it actually requested from dist/.
 */
export interface BundleRow {
  page: string;
  budget: BundleBudget;
  files: number;
  gzipBytes: number;
  /** The world map's chunk (statistics pages), loaded after the numbers: nobody waits for it. */
  mapGzipBytes: number;
}

const isMapChunk = (path: string) => /\/world-map-[^/]*\.js$/.test(path);

/** The build the server serves: DIST_DIR (npm run bench builds into a temporary one) or dist/. */
const distDir = () => resolve(import.meta.dirname, '..', '..', process.env.DIST_DIR ?? 'dist');

/**
 * gzip bytes each kind of page may load (statistics pages draw recharts, so they have their own).
 */
export const BUNDLE_BUDGET_BYTES: Record<BundleBudget, number> = {
  'first page': 148 * 1024,
  'signed-in page': 180 * 1024,
  statistics: 275 * 1024,
};

export const gzipSize = (urlPath: string) =>
  gzipSync(readFileSync(join(distDir(), urlPath)), { level: 9 }).length;

const scriptsLoadedBy = async (page: Page, url: string) => {
  const scripts = new Set<string>();
  const listener = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('request', listener);
  return [...scripts];
};

export const measureBundles = async (): Promise<BundleRow[]> => {
  const { server, user } = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: chromiumPathOrExit(),
    args: chromiumArgs,
  });
  try {
    const rows: BundleRow[] = [];
    for (const target of await benchPages(server, user)) {
      // A fresh context per page: nothing cached, as for a user's first visit to that address.
      const context = await browser.newContext();
      const page = await context.newPage();
      if (target.signedIn) {
        await signInOnPage(page, server, user);
        await context.clearCookies();
      }
      const scripts = await scriptsLoadedBy(page, `${server.url}${target.path}`);
      // A signed-out address must end on the sign-in page, or the row measures something else.
      if (!target.signedIn && new URL(page.url()).pathname !== '/sign-in')
        throw new Error(`${target.path} signed out landed on ${page.url()}, not /sign-in`);
      const sum = (paths: string[]) => paths.reduce((total, path) => total + gzipSize(path), 0);
      rows.push({
        page: target.name,
        budget: target.budget,
        files: scripts.length,
        gzipBytes: sum(scripts.filter((path) => !isMapChunk(path))),
        mapGzipBytes: sum(scripts.filter(isMapChunk)),
      });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    removeServerFiles(server);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureBundles();
  console.table(
    rows.map((r) => ({
      ...r,
      kB: (r.gzipBytes / 1024).toFixed(1),
      limit: (BUNDLE_BUDGET_BYTES[r.budget] / 1024).toFixed(0),
      isMet: r.gzipBytes <= BUNDLE_BUDGET_BYTES[r.budget],
    })),
  );
}
