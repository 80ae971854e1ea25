import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPathOrExit } from '../../e2e/chromium';
import { removeServerFiles } from '../../e2e/server';
import { countScripts, workerReady } from '../../e2e/service-worker';
import { gzipSize } from './bundle-size';
import { benchPages, signInOnPage, startBenchServer } from './pages';

/**
 * The installed app's promise (docs/decisions/0029-installed-app-and-offline.md): once the
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
    await workerReady(first);

    const page = await context.newPage();
    const scripts = countScripts(page);
    await signInOnPage(page, server, user);
    const targets = (await benchPages(server, user)).filter((target) => target.signedIn);
    for (const target of targets)
      await page.goto(`${server.url}${target.path}`, { waitUntil: 'networkidle' });
    return {
      networkBytes: scripts.fromNetwork.reduce((sum, path) => sum + gzipSize(path), 0),
      networkScripts: scripts.fromNetwork,
      workerScripts: scripts.fromWorker(),
      pages: targets.length + 1,
    };
  } finally {
    await browser.close();
    await server.stop();
    removeServerFiles(server);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureRepeatVisit());
