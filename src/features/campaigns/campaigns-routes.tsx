import { pageLoader } from '../page-loader';
import type { Feature } from '../route-context';

/**
 * Everything here is lazy (like the domains feature): the loader comes from campaigns-queries
 * and the page from campaigns-page, fetched in parallel when the route is first visited.
 */
export const campaignsFeature: Feature = {
  nav: {
    to: '/campaigns',
    label: 'Campaigns',
    prefetch: async (client, prefetch) =>
      prefetch((await import('./campaigns-queries')).campaignsPage(client, '/campaigns')),
  },
  routes: (ctx) => [
    {
      path: 'campaigns',
      lazy: {
        loader: async () => pageLoader(ctx, (await import('./campaigns-queries')).campaignsPage),
        Component: async () => (await import('./campaigns-page')).CampaignsPage,
      },
    },
  ],
};
