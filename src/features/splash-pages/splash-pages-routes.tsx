import { pageLoader } from '../page-loader';
import type { Feature } from '../route-context';

/** Lazy like every page (docs/decisions/0003): loader and page load in parallel on first visit. */
export const splashPagesFeature: Feature = {
  nav: {
    to: '/splash-pages',
    label: 'Splash pages',
    prefetch: async (client, prefetch) =>
      prefetch((await import('./splash-pages-queries')).splashPagesPage(client, '/splash-pages')),
  },
  routes: (ctx) => [
    {
      path: 'splash-pages',
      lazy: {
        loader: async () =>
          pageLoader(ctx, (await import('./splash-pages-queries')).splashPagesPage),
        Component: async () => (await import('./splash-pages-page')).SplashPagesPage,
      },
    },
  ],
};
