import type { Feature } from '../route-context';

/** Lazy like every page (docs/decisions/0003): loader and page load in parallel on first visit. */
export const splashPagesFeature: Feature = {
  nav: { to: '/splash-pages', label: 'Splash pages' },
  routes: (ctx) => [
    {
      path: 'splash-pages',
      lazy: {
        loader: async () => (await import('./splash-pages-queries')).splashPagesLoader(ctx),
        Component: async () => (await import('./splash-pages-page')).SplashPagesPage,
      },
    },
  ],
};
