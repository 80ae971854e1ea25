import type { Feature } from '../route-context';

/**
 * Everything here is lazy (like the domains feature): the loader comes from campaigns-queries
 * and the page from campaigns-page, fetched in parallel when the route is first visited.
 */
export const campaignsFeature: Feature = {
  nav: { to: '/campaigns', label: 'Campaigns' },
  routes: (ctx) => [
    {
      path: 'campaigns',
      lazy: {
        loader: async () => (await import('./campaigns-queries')).campaignsLoader(ctx),
        Component: async () => (await import('./campaigns-page')).CampaignsPage,
      },
    },
  ],
};
