import type { Feature } from '../route-context';

/** Placeholder: the campaigns issue replaces the page (and adds a loader priming its query). */
export const campaignsFeature: Feature = {
  nav: { to: '/campaigns', label: 'Campaigns' },
  routes: () => [
    {
      path: 'campaigns',
      handle: { title: 'Campaigns' },
      lazy: async () => ({ Component: (await import('./campaigns-page')).CampaignsPage }),
    },
  ],
};
