import { pageLoader } from '../page-loader';
import type { Feature } from '../route-context';

/** Lazy like every page (docs/decisions/0003): loader and page load in parallel on first visit. */
export const overlaysFeature: Feature = {
  nav: {
    to: '/overlays',
    label: 'CTA overlays',
    prefetch: async (client, prefetch) =>
      prefetch((await import('./overlays-queries')).overlaysPage(client, '/overlays')),
  },
  routes: (ctx) => [
    {
      path: 'overlays',
      lazy: {
        loader: async () => pageLoader(ctx, (await import('./overlays-queries')).overlaysPage),
        Component: async () => (await import('./overlays-page')).OverlaysPage,
      },
    },
  ],
};
