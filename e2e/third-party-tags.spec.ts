import type { Page, Request } from '@playwright/test';
import { expect, test, type RunningServer, type TestUser } from './fixtures';

/**
 * A pixel's tag is code its provider's customer changes at will: a Google Tag Manager container
 * runs whatever its owner publishes. Public pages sit on the dashboard's origin, so the tag must
 * run where it cannot reach the dashboard's storage, caches or service worker, and still fire.
 * The container is played here by a script routed in place of the provider's, which tries every
 * store and reports what it saw through a beacon to the provider's origin.
 */

const PROBE = `(async () => {
  const tries = {
    localStorage: () => localStorage.getItem('planted'),
    sessionStorage: () => sessionStorage.getItem('planted'),
    cookie: () => document.cookie,
    indexedDB: async () => (await indexedDB.databases()).map((db) => db.name).join(','),
    caches: async () => (await caches.keys()).join(','),
    serviceWorker: async () => (await navigator.serviceWorker.getRegistrations()).length,
    parent: () => parent.document.title,
    top: () => top.location.href,
  };
  const seen = {};
  for (const [name, read] of Object.entries(tries)) {
    try {
      seen[name] = 'read:' + String(await read());
    } catch (error) {
      seen[name] = 'refused';
    }
  }
  navigator.sendBeacon('https://www.googletagmanager.com/probe', JSON.stringify(seen));
})();`;

// The dashboard's service worker would answer the page's requests out of the router's sight.
test.use({ serviceWorkers: 'block' });

type Seen = Record<string, string>;

/** Leaves something in every store of the dashboard's origin, as a signed-in session would. */
const plantOnDashboardOrigin = async (page: Page, server: RunningServer) => {
  await page.goto(server.url);
  await page.evaluate(async () => {
    localStorage.setItem('planted', 'secret-local');
    sessionStorage.setItem('planted', 'secret-session');
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('planted-db');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
    await (await caches.open('planted-cache')).put('/planted', new Response('secret-cache'));
  });
};

const addTaggedLink = async (server: RunningServer, user: TestUser, type?: string) => {
  const pixel = await server.api(user.apiKey, 'POST', '/api/pixel/add', {
    type: 'gtmpixel',
    name: 'Container',
    tag: 'GTM-ABC1234',
  });
  const pixelId = (pixel.json as { id: number }).id;
  const link = await server.api(user.apiKey, 'POST', '/api/url/add', {
    url: `${server.url}/healthz?arrived=1`,
    pixels: [pixelId],
    ...(type ? { type } : {}),
  });
  const answer = link.json as { error: number; shorturl: string; message?: string };
  expect(answer.error, JSON.stringify(answer)).toBe(0);
  return new URL(answer.shorturl).pathname;
};

/** Routes the container to the probe; resolves with what the probe saw. */
const probeContainer = async (page: Page) => {
  let report: (seen: Seen) => void = () => {};
  const seen = new Promise<Seen>((resolve) => (report = resolve));
  let containerRequested = false;
  await page.context().route('https://www.googletagmanager.com/**', async (route) => {
    const request: Request = route.request();
    if (request.url().includes('/gtm.js')) {
      containerRequested = true;
      return route.fulfill({ contentType: 'text/javascript', body: PROBE });
    }
    if (request.url().endsWith('/probe')) report(JSON.parse(request.postData() ?? '{}') as Seen);
    return route.fulfill({ status: 204, body: '' });
  });
  return { seen, wasRequested: () => containerRequested };
};

for (const type of [undefined, 'splash', 'frame']) {
  test(`a tag manager's script on a ${type ?? 'redirect'} page reaches none of the dashboard's storage, and still fires`, async ({
    page,
    server,
    user,
  }) => {
    const path = await addTaggedLink(server, user, type);
    await plantOnDashboardOrigin(page, server);
    const probe = await probeContainer(page);

    await page.goto(path);
    const seen = await probe.seen;
    expect(probe.wasRequested()).toBe(true);
    expect(seen).toEqual({
      localStorage: 'refused',
      sessionStorage: 'refused',
      cookie: 'refused',
      indexedDB: 'refused',
      caches: 'refused',
      serviceWorker: 'refused',
      parent: 'refused',
      top: 'refused',
    });

    // The dashboard's data is still there, untouched, and the visitor goes on as before.
    if (type !== 'frame')
      await expect(page).toHaveURL(`${server.url}/healthz?arrived=1`, { timeout: 15_000 });
    await page.goto(server.url);
    expect(await page.evaluate(() => localStorage.getItem('planted'))).toBe('secret-local');
  });
}
