import { execFileSync } from 'node:child_process';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installed app (docs/decisions/0029-installed-app-and-offline.md): the web app manifest and
 * a service worker that precaches the dashboard's own files, so a repeat visit loads no
 * JavaScript from the network. It never caches an API answer, and it answers a navigation with
 * the cached index.html only for the dashboard's own pages, so short links, QR links, rotators,
 * campaign lists and /healthz on the same origin always reach the server.
 */

/** Light header and dark header (app-shell.tsx: white, gray-900), for the title bar. */
export const THEME_COLORS = { light: '#ffffff', dark: '#101828' } as const;

const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a navigation may be answered with the cached index.html for: `/` and the pages whose
 * first path segment is one of the dashboard's, with any query (`/links?page=2`). Workbox tests
 * these against path + query.
 */
export const navigationAllowlist = (segments: readonly string[]): RegExp[] => [
  /^\/(?:\?|$)/,
  new RegExp(`^/(?:${segments.map(escape).join('|')})(?:[/?]|$)`),
];

/** The first path segment of every page of src/app/pages.tsx, and sign-in (the app's own code). */
export const dashboardSegments = (root: string): string[] =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build/dashboard-routes.ts'], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as string[];

/** The title bar's colour in each theme, and the icon iOS puts on the home screen. */
const headTags = (): Plugin => ({
  name: 'linkdeck:installed-app-head',
  transformIndexHtml: () => [
    ...(['light', 'dark'] as const).map((scheme) => ({
      tag: 'meta',
      attrs: {
        name: 'theme-color',
        media: `(prefers-color-scheme: ${scheme})`,
        content: THEME_COLORS[scheme],
      },
      injectTo: 'head' as const,
    })),
    {
      tag: 'link',
      attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      injectTo: 'head' as const,
    },
  ],
});

export const installedApp = (root: string): PluginOption => [
  headTags(),
  VitePWA({
    strategies: 'generateSW',
    // A new version waits until the person says so (src/app/installed-app.tsx).
    registerType: 'prompt',
    // Registered by src/app/service-worker.ts after sign-in: no inline script (CSP), nothing
    // on the first page.
    injectRegister: false,
    manifest: {
      name: 'Linkdeck',
      short_name: 'Linkdeck',
      description: 'Short links, QR codes, campaigns and their statistics',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f9fafb',
      theme_color: THEME_COLORS.light,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The icons are in globPatterns already (one precache entry each).
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: navigationAllowlist(dashboardSegments(root)),
      navigateFallbackDenylist: [/^\/api\//],
      // Nothing is cached at run time: API answers never enter the service worker.
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // One file, no second script imported by the worker.
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  }),
];
