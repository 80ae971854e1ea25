import { pageLoader } from '../page-loader';
import type { Feature } from '../route-context';

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
  ],
};
