import type { Page } from '@playwright/test';

/**
 * What the installed app's tests and benchmark read of a page's service worker
 * (docs/decisions/0029-installed-app-and-offline.md).
 */

/** Resolves once this page's service worker is active (every file of the build is then cached). */
export const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    // `ready` may come while the worker is still activating.
    while (worker.state !== 'activated')
      await new Promise((resolve) =>
        worker.addEventListener('statechange', resolve, { once: true }),
      );
    return worker.state;
  });

/** Scripts the page receives from then on: from the network (their paths) or from its worker. */
export const countScripts = (page: Page) => {
  const fromNetwork: string[] = [];
  let fromWorker = 0;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (response.fromServiceWorker()) fromWorker++;
    else fromNetwork.push(new URL(response.url()).pathname);
  });
  return { fromNetwork, fromWorker: () => fromWorker };
};
