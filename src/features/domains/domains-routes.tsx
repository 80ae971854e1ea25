import { pageLoader } from '../page-loader';
import type { Feature } from '../route-context';

/**
 * Everything here is lazy (docs/decisions/0003): the loader comes from domains-queries and the
 * page from domains-page, fetched in parallel when the route is first visited, so no domain
 * code weighs on the first page a user loads.
 */
export const domainsFeature: Feature = {
  nav: {
    to: '/domains',
    label: 'Domains',
    prefetch: async (client, prefetch) =>
      prefetch((await import('./domains-queries')).domainsPage(client, '/domains')),
  },
  routes: (ctx) => [
    {
      path: 'domains',
      lazy: {
        loader: async () => pageLoader(ctx, (await import('./domains-queries')).domainsPage),
        Component: async () => (await import('./domains-page')).DomainsPage,
      },
    },
  ],
};
