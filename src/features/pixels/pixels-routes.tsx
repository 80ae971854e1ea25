import { pageLoader } from '../page-loader';
import type { Feature } from '../route-context';

/** Lazy like every page (docs/decisions/0003): loader and page load in parallel on first visit. */
export const pixelsFeature: Feature = {
  nav: {
    to: '/pixels',
    label: 'Pixels',
    prefetch: async (client, prefetch) =>
      prefetch((await import('./pixels-queries')).pixelsPage(client, '/pixels')),
  },
  routes: (ctx) => [
    {
      path: 'pixels',
      lazy: {
        loader: async () => pageLoader(ctx, (await import('./pixels-queries')).pixelsPage),
        Component: async () => (await import('./pixels-page')).PixelsPage,
      },
    },
  ],
};
