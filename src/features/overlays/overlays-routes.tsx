import type { Feature } from '../route-context';

/** Lazy like every page (docs/decisions/0003): loader and page load in parallel on first visit. */
export const overlaysFeature: Feature = {
  nav: { to: '/overlays', label: 'CTA overlays' },
  routes: (ctx) => [
    {
      path: 'overlays',
      lazy: {
        loader: async () => (await import('./overlays-queries')).overlaysLoader(ctx),
        Component: async () => (await import('./overlays-page')).OverlaysPage,
      },
    },
  ],
};
