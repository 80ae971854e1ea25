import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPathOrExit } from '../../e2e/chromium';
import { removeServerFiles } from '../../e2e/server';
import { gzipSize } from './bundle-size';
import { benchPages, signInOnPage, startBenchServer } from './pages';

/**
 * The installed app's promise (docs/decisions/installed-app-and-offline.md): once the
 * service worker is installed, the next visit (a new tab: sign in, then every page of the
 * dashboard opened by its address) loads no JavaScript from the network. Counted per script
 * response that did not come from the worker, gzip-compressed as bundle-size counts.
 */
export interface RepeatVisit {
  networkBytes: number;
  networkScripts: string[];
  workerScripts: number;
  pages: number;
}

export const measureRepeatVisit = async (): Promise<RepeatVisit> => {
  const { server, user } = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: chromiumPathOrExit(),
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext();
    const first = await context.newPage();
    await signInOnPage(first, server, user);
    // Active means installed: every file of the dashboard is in its cache.
    await first.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);

    const page = await context.newPage();
    const networkScripts: string[] = [];
    let workerScripts = 0;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      if (response.fromServiceWorker()) workerScripts++;
      else networkScripts.push(new URL(response.url()).pathname);
    });
    await signInOnPage(page, server, user);
    const targets = (await benchPages(server, user)).filter((target) => target.signedIn);
    for (const target of targets)
      await page.goto(`${server.url}${target.path}`, { waitUntil: 'networkidle' });
    return {
      networkBytes: networkScripts.reduce((sum, path) => sum + gzipSize(path), 0),
      networkScripts,
      workerScripts,
      pages: targets.length + 1,
    };
  } finally {
    await browser.close();
    await server.stop();
    removeServerFiles(server);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureRepeatVisit());
