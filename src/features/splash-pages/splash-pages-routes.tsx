import type { Feature } from '../route-context';

/** Placeholder: the splash pages issue replaces the page (and adds a loader priming its query). */
export const splashPagesFeature: Feature = {
  nav: { to: '/splash-pages', label: 'Splash pages' },
  routes: () => [
    {
      path: 'splash-pages',
      handle: { title: 'Splash pages' },
      lazy: async () => ({ Component: (await import('./splash-pages-page')).SplashPagesPage }),
    },
  ],
};
