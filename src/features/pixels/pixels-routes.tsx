import type { Feature } from '../route-context';

/** Lazy like every page (docs/decisions/0003): loader and page load in parallel on first visit. */
export const pixelsFeature: Feature = {
  nav: { to: '/pixels', label: 'Pixels' },
  routes: (ctx) => [
    {
      path: 'pixels',
      lazy: {
        loader: async () => (await import('./pixels-queries')).pixelsLoader(ctx),
        Component: async () => (await import('./pixels-page')).PixelsPage,
      },
    },
  ],
};
