import { JSDOM } from 'jsdom';

/**
 * Prints index.html's first page as JSON `{ html, script }` (docs/decisions/0014-first-paint-shell.md):
 * `html`, the sign-in page as the app renders it, for `#root`; `script`, the <head> script that
 * runs before it. The app runs here as in a browser tab that has just opened /sign-in (jsdom),
 * so the markup is exactly what the app's first render will adopt. Run by the Vite plugin in
 * scripts/build/first-page-plugin.ts: `node --import tsx scripts/build/render-first-page.tsx`.
 */
const dom = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://localhost/sign-in',
});
// The browser's globals, where Node has none of its own (as Vitest's jsdom environment does).
for (const key of [...Object.getOwnPropertyNames(dom.window), 'window'])
  if (!(key in globalThis))
    Object.defineProperty(globalThis, key, {
      value: key === 'window' ? dom.window : dom.window[key as keyof typeof dom.window],
      configurable: true,
    });

const { renderToString } = await import('react-dom/server');
const { createMemoryRouter } = await import('react-router');
const { appElement, createApp, routerReady } = await import('../../src/app/create-app');
const { SESSION_KEY } = await import('../../src/features/session/session-store');
const { beforeAppStartsScript } = await import('../../src/lib/first-paint');

const app = createApp({
  createRouter: (routes) => createMemoryRouter(routes, { initialEntries: ['/sign-in'] }),
  fetch: () => Promise.reject(new Error('The first page is rendered without the network.')),
});
await routerReady(app.router);
if (app.router.state.errors) throw new Error('The sign-in route failed to load at build time.');
const html = renderToString(appElement(app));
if (!html.includes('id="sign-in"')) throw new Error('The first page has no sign-in form.');
process.stdout.write(JSON.stringify({ html, script: beforeAppStartsScript(SESSION_KEY) }));
process.exit(0);
