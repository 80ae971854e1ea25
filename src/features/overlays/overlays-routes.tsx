import type { Feature } from '../route-context';

/** Placeholder: the cta overlays issue replaces the page (and adds a loader priming its query). */
export const overlaysFeature: Feature = {
  nav: { to: '/overlays', label: 'CTA overlays' },
  routes: () => [
    {
      path: 'overlays',
      handle: { title: 'CTA overlays' },
      lazy: async () => ({ Component: (await import('./overlays-page')).OverlaysPage }),
    },
  ],
};
