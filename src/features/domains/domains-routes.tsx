import type { Feature } from '../route-context';

/**
 * Everything here is lazy (docs/decisions/0003): the loader comes from domains-queries and the
 * page from domains-page, fetched in parallel when the route is first visited, so no domain
 * code weighs on the first page a user loads.
 */
export const domainsFeature: Feature = {
  nav: { to: '/domains', label: 'Domains' },
  routes: (ctx) => [
    {
      path: 'domains',
      lazy: {
        loader: async () => (await import('./domains-queries')).domainsLoader(ctx),
        Component: async () => (await import('./domains-page')).DomainsPage,
      },
    },
  ],
};
