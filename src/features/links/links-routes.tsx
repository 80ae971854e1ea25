import { pageLoader } from '../page-loader';
import type { Feature, NotFoundHandle } from '../route-context';

const NOT_FOUND: NotFoundHandle = {
  notFound: {
    title: 'This link no longer exists',
    message: 'It may have been deleted, here or elsewhere; its statistics went with it.',
    back: { to: '/links', label: 'Back to your links' },
  },
};

/**
 * Everything here is lazy (like the domains feature): the loader comes from links-queries and
 * the page from links-page, fetched in parallel when the route is first visited.
 */
export const linksFeature: Feature = {
  nav: {
    to: '/links',
    label: 'Links',
    prefetch: async (client, prefetch) =>
      prefetch((await import('./links-queries')).linksPage(client, '/links')),
  },
  routes: (ctx) => [
    {
      path: 'links',
      lazy: {
        loader: async () => pageLoader(ctx, (await import('./links-queries')).linksPage),
        Component: async () => (await import('./links-page')).LinksPage,
      },
    },
    {
      path: 'links/:id/stats',
      handle: NOT_FOUND,
      lazy: {
        loader: async () => pageLoader(ctx, (await import('./links-queries')).linkStatsPage),
        Component: async () => (await import('./link-stats-page')).LinkStatsPage,
      },
    },
  ],
};
