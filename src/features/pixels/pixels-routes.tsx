import type { Feature } from '../route-context';

/** Placeholder: the pixels issue replaces the page (and adds a loader priming its query). */
export const pixelsFeature: Feature = {
  nav: { to: '/pixels', label: 'Pixels' },
  routes: () => [
    {
      path: 'pixels',
      handle: { title: 'Pixels' },
      lazy: async () => ({ Component: (await import('./pixels-page')).PixelsPage }),
    },
  ],
};
